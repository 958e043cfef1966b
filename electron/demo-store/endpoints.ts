/**
 * A route's handler together with the access it needs. Routes are registered through an area's
 * access rule (`routesWith(router, OWN_DATA)`), so every route carries its scope from the moment
 * it is routed, and the server checks the matched route's own access before its handler runs.
 */
import type { Handler } from './request-context.js';
import type { Router } from './router.js';
import type { Access, AccessRule } from './scopes.js';

export interface Endpoint {
  access: Access;
  handle: Handler;
}

export type EndpointRouter = Router<Endpoint>;

/** Registers routes whose access the rule gives their method. */
export interface AreaRoutes {
  get(pattern: string, handler: Handler): AreaRoutes;
  post(pattern: string, handler: Handler): AreaRoutes;
  patch(pattern: string, handler: Handler): AreaRoutes;
  delete(pattern: string, handler: Handler): AreaRoutes;
}

export function routesWith(router: EndpointRouter, rule: AccessRule): AreaRoutes {
  const add = (method: string) => (pattern: string, handler: Handler): AreaRoutes => {
    router.add(method, pattern, { access: rule(method), handle: handler });
    return area;
  };
  const area: AreaRoutes = { get: add('GET'), post: add('POST'), patch: add('PATCH'), delete: add('DELETE') };
  return area;
}
