/**
 * The Platform API (admin scope), by area: orders, shipments and payments
 * (routes/platform-orders.ts), product content and prices, variant prices and stock items
 * (routes/platform-catalog.ts), webhook subscribers with their delivery attempts
 * (routes/platform-webhooks.ts), publishable keys (routes/platform-publishable-keys.ts) and the
 * tills' signing keys (routes/platform-till-keys.ts). Each area declares its routes; the Platform
 * document is generated from them.
 */
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { ADMIN } from '../scopes.js';
import { CATALOG_ROUTES } from './platform-catalog.js';
import { registerPlatformOrderRoutes } from './platform-orders.js';
import { registerPublishableKeyRoutes } from './platform-publishable-keys.js';
import { TILL_KEY_ROUTES } from './platform-till-keys.js';
import { WEBHOOK_ROUTES } from './platform-webhooks.js';

export function registerPlatformRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, ADMIN, base);
  registerPlatformOrderRoutes(router, base);
  for (const route of [...CATALOG_ROUTES, ...WEBHOOK_ROUTES]) router.route(route);
  registerPublishableKeyRoutes(router, base);
  for (const route of TILL_KEY_ROUTES) router.route(route);
}
