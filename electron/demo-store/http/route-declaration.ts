/**
 * A demo-store route stated once: its method and path, what it is (summary, description, tags), the
 * parameters it takes from the path and the query, its body, the credentials it takes from the body
 * only, and its answers, as zod schemas next to its handler. The router registers it
 * (endpoints.ts) and checks its input against it before the handler runs (declared-input.ts), and
 * the OpenAPI documents are generated from it (openapi/generate.ts).
 */
import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { BodyOnlyParams } from './body-only-params.js';
import type { Handler } from './request-context.js';
import type { Access } from '../auth/scopes.js';
import type { z } from '../openapi/zod.js';

/** `{$ref: '#/components/parameters/Page'}`. */
export interface ReferenceObject {
  readonly $ref: string;
}

export type RouteMethod = 'get' | 'post' | 'patch' | 'delete';

/** A zod object whose keys are parameter names in bracket spelling (`filter[state_eq]`, `ids[]`). */
type ParameterSchemas = z.ZodObject;

/** A named answer: one entry of the document's `components.responses`, referenced by the routes that give it. */
export interface NamedAnswer {
  readonly name: string;
  readonly response: ResponseConfig;
}

/** An answer: a named (shared) answer, or one written for this route alone. */
export type RouteAnswer = NamedAnswer | ResponseConfig;

interface RouteBody {
  /** The body's schema; the top level is checked by the server (see declared-input.ts). */
  readonly schema: z.ZodType;
  /** Media types documented for it (JSON:API and JSON by default). */
  readonly media?: readonly string[];
  readonly required?: boolean;
  readonly description?: string;
}

export interface RouteDeclaration {
  readonly method: RouteMethod;
  /** The path under its area's base, router spelling: `/till_keys/:id`. */
  readonly path: string;
  readonly operationId: string;
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  /** The path's parameters (documented; the router matches them). */
  readonly pathParams?: ParameterSchemas;
  /** Query parameters of this route, checked before the handler runs. */
  readonly query?: ParameterSchemas;
  /**
   * Shared parameters documented by reference (`#/components/parameters/Page`): the JSON:API
   * reader's paging and includes, whose behaviour lives in jsonapi.ts.
   */
  readonly sharedParameters?: readonly ReferenceObject[];
  readonly body?: RouteBody;
  /** Credentials this route takes from the body only; the server refuses them in the URL. */
  readonly bodyOnly?: BodyOnlyParams;
  /** The route's own access, when it is not its area's. */
  readonly access?: Access;
  /** Overrides the document's security for this operation (`[]`: no credential). */
  readonly security?: readonly Record<string, readonly string[]>[];
  /**
   * `checked` (the default): the server refuses input the declaration does not allow before the
   * handler runs. `handler`: the route answers bad input in its own protocol's words (OAuth's
   * `{error, error_description}`, a redirect or a page), so the declaration documents it only.
   */
  readonly input?: 'checked' | 'handler';
  /** Status -> answer. */
  readonly answers: Readonly<Record<number, RouteAnswer>>;
  /** This store's own route, which Spree's API does not have: marked `x-storefront-extension: true` in its document. */
  readonly extension?: boolean;
}

/** A declaration with its handler: what an area registers. */
export interface DeclaredRoute extends RouteDeclaration {
  readonly handle: Handler;
}

export function isNamedAnswer(answer: RouteAnswer): answer is NamedAnswer {
  return 'name' in answer && 'response' in answer;
}

/** States a route (an identity: the declaration's type is checked where it is written). */
export function declareRoute(route: DeclaredRoute): DeclaredRoute {
  return route;
}

/** `/till_keys/:id` -> `/till_keys/{id}`. */
export function openApiPath(pattern: string): string {
  return pattern.replace(/[:*](\w+)/g, '{$1}');
}
