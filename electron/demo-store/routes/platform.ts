/**
 * The Platform API (admin scope), by area: orders, shipments and payments
 * (routes/platform-orders.ts), adjustments (routes/platform-adjustments.ts), product content and prices, variant prices and stock items
 * (routes/platform-catalog.ts), webhook subscribers with their delivery attempts
 * (routes/platform-webhooks.ts), publishable keys (routes/platform-publishable-keys.ts) and the
 * tills' signing keys (routes/platform-till-keys.ts) and the stock locations
 * (routes/platform-stock-locations.ts). Each area declares its routes; the Platform
 * document is generated from them.
 */
import { routesWith, type EndpointRouter } from '../endpoints.js';
import { ADMIN } from '../scopes.js';
import { ADJUSTMENT_ROUTES } from './platform-adjustments.js';
import { CATALOG_ROUTES } from './platform-catalog.js';
import { PLATFORM_ORDER_ROUTES } from './platform-orders.js';
import { PUBLISHABLE_KEY_ROUTES } from './platform-publishable-keys.js';
import { STOCK_LOCATION_ROUTES } from './platform-stock-locations.js';
import { TILL_KEY_ROUTES } from './platform-till-keys.js';
import { WEBHOOK_ROUTES } from './platform-webhooks.js';

export function registerPlatformRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, ADMIN, base);
  for (const route of [
    ...PLATFORM_ORDER_ROUTES,
    ...ADJUSTMENT_ROUTES,
    ...CATALOG_ROUTES,
    ...WEBHOOK_ROUTES,
    ...PUBLISHABLE_KEY_ROUTES,
    ...TILL_KEY_ROUTES,
    ...STOCK_LOCATION_ROUTES,
  ])
    router.route(route);
}
