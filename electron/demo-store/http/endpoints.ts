/**
 * A route's handler together with the access it needs. Routes are registered through an area's
 * access rule (`routesWith(router, OWN_DATA, base)`), so every route carries its scope from the
 * moment it is routed, and the server checks the matched route's own access before its handler
 * runs (then the route's declared input: declared-input.ts). A declared route (route-declaration.ts)
 * brings its declaration along, and the OpenAPI documents are generated from it.
 */
import type { BodyOnlyParams } from './body-only-params.js';
import { checkDeclaredInput } from './declared-input.js';
import type { Handler } from './request-context.js';
import type { DeclaredRoute, RouteDeclaration } from './route-declaration.js';
import type { Router } from './router.js';
import type { Access, AccessRule } from '../auth/scopes.js';

export interface Endpoint {
  access: Access;
  handle: Handler;
  /** Credentials this route takes from the body only; the server refuses them in the URL. */
  bodyOnly?: BodyOnlyParams;
  /** The route's declaration, with the base of its area (the document's server URL). */
  declared?: { base: string; route: RouteDeclaration };
}

export type EndpointRouter = Router<Endpoint>;

/** Registers routes whose access the rule gives their method. */
export interface AreaRoutes {
  /** Registers a declared route under the area's base. */
  route(declared: DeclaredRoute): AreaRoutes;
}

export function routesWith(router: EndpointRouter, rule: AccessRule, base = ''): AreaRoutes {
  const route = ({ handle, ...declaration }: DeclaredRoute): AreaRoutes => {
    const method = declaration.method.toUpperCase();
    router.add(method, `${base}${declaration.path}`, {
      access: declaration.access ?? rule(method),
      // The declaration checks the input first: a refused request never reaches the handler.
      handle: (ctx) => {
        checkDeclaredInput(declaration, ctx.params);
        return handle(ctx);
      },
      ...(declaration.bodyOnly ? { bodyOnly: declaration.bodyOnly } : {}),
      declared: { base, route: declaration },
    });
    return area;
  };
  const area: AreaRoutes = { route };
  return area;
}
