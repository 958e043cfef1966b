/**
 * Generates an OpenAPI 3.0.3 document from the routes declared under one base (route-declaration.ts)
 * with `@asteasolutions/zod-to-openapi`: each route's parameters, body and answers, the component
 * schemas named with `.openapi('Name')`, and the shared answers (`components.responses`), which
 * the library takes only as finished objects, so each is generated as a route's answer first and
 * then moved into the components.
 */
import { getRefId, OpenAPIRegistry, OpenApiGeneratorV3, type ResponseConfig, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { isNamedAnswer, openApiPath, type NamedAnswer, type RouteDeclaration } from '../http/route-declaration.js';
import type { z } from './zod.js';
import { assertOneSchemaPerName } from './component-names.js';

type Json = Record<string, unknown>;

/** What a document says besides its routes. */
export interface DocumentFrame {
  info: { title: string; version: string; description: string };
  /** The base its routes are served under (its one server URL). */
  base: string;
  tags?: { name: string }[];
  security?: Record<string, string[]>[];
  securitySchemes?: Json;
  /** Shared parameters, by name (`#/components/parameters/<name>`). */
  parameters?: Record<string, Json>;
  /** Component schemas the document lists whether or not an answer refers to them. */
  schemas: readonly z.ZodType[];
  /** Shared answers the document lists whether or not a route gives them. */
  answers: readonly NamedAnswer[];
}

/** A declared route with the pattern it is served under. */
export interface ServedRoute {
  pattern: string;
  route: RouteDeclaration;
}

const ANSWER_PATH = '/components/responses/';
/** The mark of an operation this store adds to Spree's API (RouteDeclaration.extension). */
const EXTENSION_MARK = 'x-storefront-extension';

function refIdOf(schema: z.ZodType): string {
  const refId = getRefId(schema);
  if (!refId) throw new Error("A component schema needs a name: .openapi('Name')");
  return refId;
}

function operationOf(frame: DocumentFrame, { pattern, route }: ServedRoute, named: Map<string, NamedAnswer>): RouteConfig {
  const responses: RouteConfig['responses'] = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    if (isNamedAnswer(answer)) {
      const earlier = named.get(answer.name);
      if (earlier && earlier.response !== answer.response) {
        throw new Error(`Two different answers are named ${answer.name} in the OpenAPI document (${route.method} ${route.path}): name one of them otherwise.`);
      }
      named.set(answer.name, answer);
      responses[status] = { $ref: `#/components/responses/${answer.name}` };
    } else {
      responses[status] = answer;
    }
  }
  const body = route.body;
  return {
    method: route.method,
    path: openApiPath(pattern.slice(frame.base.length)),
    operationId: route.operationId,
    ...(route.tags ? { tags: [...route.tags] } : {}),
    ...(route.summary ? { summary: route.summary } : {}),
    ...(route.description ? { description: route.description } : {}),
    ...(route.security ? { security: route.security.map((entry) => Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, [...v]]))) } : {}),
    ...(route.sharedParameters ? { parameters: [...route.sharedParameters] } : {}),
    ...(route.extension ? { [EXTENSION_MARK]: true } : {}),
    request: {
      ...(route.pathParams ? { params: route.pathParams } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(body
        ? {
            body: {
              ...(body.required === false ? {} : { required: true }),
              ...(body.description ? { description: body.description } : {}),
              content: Object.fromEntries((body.media ?? ['application/vnd.api+json', 'application/json']).map((media) => [media, { schema: body.schema }])),
            },
          }
        : {}),
    },
    responses,
  };
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`; the library marks an untyped value (`z.unknown()`,
 * which takes anything, null included) `nullable` all the same, so the mark goes.
 */
function withoutUntypedNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) withoutUntypedNullable(item);
  } else if (node && typeof node === 'object') {
    const schema = node as Json;
    if (schema.nullable === true && schema.type === undefined) delete schema.nullable;
    for (const value of Object.values(schema)) withoutUntypedNullable(value);
  }
}

/** The OpenAPI document of `routes` (those served under the frame's base). */
export function generateDocument(frame: DocumentFrame, routes: readonly ServedRoute[]): Json {
  assertOneSchemaPerName([
    { where: 'the document', value: [frame.schemas, frame.answers] },
    ...routes.map(({ route }) => ({ where: `${route.method} ${route.path}`, value: [route.query, route.pathParams, route.body, route.answers] })),
  ]);
  const registry = new OpenAPIRegistry();
  for (const schema of frame.schemas) registry.register(refIdOf(schema), schema);
  for (const [name, scheme] of Object.entries(frame.securitySchemes ?? {})) registry.registerComponent('securitySchemes', name, scheme as never);
  for (const [name, parameter] of Object.entries(frame.parameters ?? {})) registry.registerComponent('parameters', name, parameter as never);
  const named = new Map<string, NamedAnswer>(frame.answers.map((answer) => [answer.name, answer]));
  for (const served of routes) registry.registerPath(operationOf(frame, served, named));
  // Each shared answer as the one answer of a stand-in route, moved into the components below.
  for (const [name, answer] of named) {
    registry.registerPath({ method: 'get', path: `${ANSWER_PATH}${name}`, responses: { 200: answer.response as ResponseConfig } });
  }
  const document = new OpenApiGeneratorV3(registry.definitions, { unionPreferredType: 'oneOf' }).generateDocument({
    openapi: '3.0.3',
    info: frame.info,
    servers: [{ url: frame.base }],
    ...(frame.tags ? { tags: frame.tags } : {}),
    ...(frame.security ? { security: frame.security } : {}),
  }) as unknown as { paths: Record<string, Json>; components: Json };
  const responses: Json = {};
  for (const name of named.keys()) {
    const standIn = document.paths[`${ANSWER_PATH}${name}`] as { get: { responses: Record<string, Json> } };
    responses[name] = standIn.get.responses['200'];
    delete document.paths[`${ANSWER_PATH}${name}`];
  }
  // Only the kinds of component the document has.
  document.components = Object.fromEntries(
    Object.entries({ ...document.components, responses }).filter(([, entries]) => Object.keys(entries as Json).length > 0),
  );
  withoutUntypedNullable(document);
  return document as unknown as Json;
}
