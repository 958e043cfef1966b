/**
 * The storefront client: every operation of the Storefront interface as typed methods over the
 * injected transport (the request scheduler in the app, plain fetch in tests), composed from
 * one implementation per area over the shared request plumbing (./client-core).
 */
import { accountOperations } from './client-account.js';
import { cartOperations } from './client-cart.js';
import { catalogOperations } from './client-catalog.js';
import { checkoutOperations } from './client-checkout.js';
import { contentOperations } from './client-content.js';
import { createStoreCaller } from './client-core.js';
import type { StorefrontClient, StorefrontClientOptions } from '../types/client-types.js';
import { wishlistOperations } from './client-wishlist.js';

export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const store = createStoreCaller(options);
  return {
    baseUrl: store.baseUrl,
    dialect: store.dialect,
    ...catalogOperations(store),
    ...cartOperations(store),
    ...checkoutOperations(store),
    ...accountOperations(store),
    ...wishlistOperations(store),
    ...contentOperations(store),
  };
}
