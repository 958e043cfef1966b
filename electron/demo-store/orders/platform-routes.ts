/**
 * The Platform API (admin scope), by area: orders, shipments and payments
 * (routes/platform-orders.ts), adjustments (routes/platform-adjustments.ts), product content and prices, variant prices and stock items
 * (routes/platform-catalog.ts), webhook subscribers with their delivery attempts
 * (routes/platform-webhooks.ts), publishable keys (routes/platform-publishable-keys.ts) and the
 * tills' signing keys (routes/platform-till-keys.ts) and the stock locations
 * (routes/platform-stock-locations.ts), and returns: reasons, return authorizations, customer returns,
 * reimbursements and refunds (returns/), with store credits and gift cards (payments/) and customers'
 * accounts by email (account/), and the outbox of mails the store would send (mail/), and stock transfers (stock/). Each area declares its
 * routes; the Platform document is generated from them.
 */
import { routesWith, type EndpointRouter } from '../http/endpoints.js';
import { ADMIN } from '../auth/scopes.js';
import { ADJUSTMENT_ROUTES } from './platform-adjustments-routes.js';
import { CATALOG_ROUTES } from '../catalog/platform-catalog-routes.js';
import { PLATFORM_ORDER_ROUTES } from './platform-orders-routes.js';
import { PUBLISHABLE_KEY_ROUTES } from '../keys/platform-publishable-keys-routes.js';
import { STOCK_LOCATION_ROUTES } from '../catalog/platform-stock-locations-routes.js';
import { TILL_KEY_ROUTES } from '../keys/platform-till-keys-routes.js';
import { WEBHOOK_ROUTES } from '../webhooks/platform-webhooks-routes.js';
import { REASON_ROUTES } from '../returns/reasons-routes.js';
import { REFUND_ROUTES } from '../returns/refunds-routes.js';
import { RETURN_AUTHORIZATION_ROUTES } from '../returns/return-authorizations-routes.js';
import { STORE_CREDIT_ROUTES } from '../payments/platform-store-credits-routes.js';
import { GIFT_CARD_ROUTES } from '../payments/platform-gift-cards-routes.js';
import { PLATFORM_USER_ROUTES } from '../account/platform-users-routes.js';
import { MAIL_ROUTES } from '../mail/mail-routes.js';
import { STOCK_TRANSFER_ROUTES } from '../stock/stock-transfers-routes.js';
import { STOCK_HOLD_ROUTES } from '../stock/stock-holds-routes.js';
import { LOW_STOCK_ROUTES } from '../stock/low-stock-routes.js';
import { STOCK_MOVEMENT_ROUTES } from '../stock/stock-movements-routes.js';

/** `extensions` false: the routes marked as this store's own are left out (a stock Spree's Platform API). */
export function registerPlatformRoutes(endpoints: EndpointRouter, base: string, extensions = true): void {
  const router = routesWith(endpoints, ADMIN, base);
  for (const route of [
    ...PLATFORM_ORDER_ROUTES,
    ...ADJUSTMENT_ROUTES,
    ...CATALOG_ROUTES,
    ...WEBHOOK_ROUTES,
    ...PUBLISHABLE_KEY_ROUTES,
    ...TILL_KEY_ROUTES,
    ...STOCK_LOCATION_ROUTES,
    ...RETURN_AUTHORIZATION_ROUTES,
    ...REFUND_ROUTES,
    ...REASON_ROUTES,
    ...STORE_CREDIT_ROUTES,
    ...GIFT_CARD_ROUTES,
    ...PLATFORM_USER_ROUTES,
    ...MAIL_ROUTES,
    ...STOCK_TRANSFER_ROUTES,
    ...STOCK_HOLD_ROUTES,
    ...LOW_STOCK_ROUTES,
    ...STOCK_MOVEMENT_ROUTES,
  ])
    if (extensions || !route.extension) router.route(route);
}
