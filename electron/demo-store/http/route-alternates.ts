/**
 * One operation the service answers under a second method or path (`PATCH` and `POST
 * /cart/empty`, `/checkout/create_payment` and `/checkout/payments`): the same declaration and
 * handler, with its own operation id, so each is routed, checked and documented as the first.
 */
import { declareRoute, type DeclaredRoute, type RouteMethod } from './route-declaration.js';

export function alsoServedAs(route: DeclaredRoute, method: RouteMethod, operationId: string, path: string = route.path): DeclaredRoute {
  return declareRoute({ ...route, method, operationId, path });
}
