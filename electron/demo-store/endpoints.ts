/**
 * A route's handler together with the access it needs. Routes are registered through an area's
 * access rule (`routesWith(router, OWN_DATA)`), so every route carries its scope from the moment
 * it is routed, and the server checks the matched route's own access before its handler runs.
 */
import type { BodyOnlyParams } from './body-only-params.js';
import type { Handler } from './request-context.js';
import type { Router } from './router.js';
import type { Access, AccessRule } from './scopes.js';

export interface Endpoint {
  access: Access;
  handle: Handler;
  /** Credentials this route takes from the body only; the server refuses them in the URL. */
  bodyOnly?: BodyOnlyParams;
}

/** What a route declares besides its access: the credentials it takes from the body only. */
interface RouteDeclarations {
  bodyOnly?: BodyOnlyParams;
}

export type EndpointRouter = Router<Endpoint>;

/** Registers routes whose access the rule gives their method. */
export interface AreaRoutes {
  get(pattern: string, handler: Handler, declared?: RouteDeclarations): AreaRoutes;
  post(pattern: string, handler: Handler, declared?: RouteDeclarations): AreaRoutes;
  patch(pattern: string, handler: Handler, declared?: RouteDeclarations): AreaRoutes;
  delete(pattern: string, handler: Handler, declared?: RouteDeclarations): AreaRoutes;
}

export function routesWith(router: EndpointRouter, rule: AccessRule): AreaRoutes {
  const add = (method: string) => (pattern: string, handler: Handler, declared: RouteDeclarations = {}): AreaRoutes => {
    router.add(method, pattern, { access: rule(method), handle: handler, ...(declared.bodyOnly ? { bodyOnly: declared.bodyOnly } : {}) });
    return area;
  };
  const area: AreaRoutes = { get: add('GET'), post: add('POST'), patch: add('PATCH'), delete: add('DELETE') };
  return area;
}
