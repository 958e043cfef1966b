/**
 * The storefront client's surface: what the main process can ask a store. One interface,
 * declared by area (catalog, cart, checkout, account and wishlists, content) and implemented by
 * area in `client-*.ts`, composed in `client.ts` over plain `fetch`, so it runs under Node,
 * Electron's main process and tests alike. Every method either resolves with domain types
 * (./types) or rejects with a StorefrontError (./errors).
 */
import type { AccountOperations, WishlistOperations } from './account-types.js';
import type { CartOperations } from './cart-types.js';
import type { CatalogOperations } from './catalog-types.js';
import type { CheckoutOperations } from './checkout-types.js';
import type { ContentOperations } from './content-types.js';
import type { AuthDialect } from '../dialect.js';
import type { RequestPriority } from './request-context.js';

export type { CreatePaymentInput } from './checkout-types.js';
export type { CartCredentials, RequestContext, RequestPriority } from './request-context.js';

/**
 * Request options as the transport sees them: `priority` is the scheduler's lane, not fetch's
 * hint; `timeoutMs` is how long the request may take once it is on the wire (time spent queued
 * for the store's budget does not count), applied by the transport that sends it. It covers the
 * whole answer, unless `streamed` says the answer is a stream meant to stay open (server-sent
 * events): then it covers the answer's start, up to its status and headers.
 */
export type ScheduledRequestInit = Omit<RequestInit, 'priority'> & { priority?: RequestPriority; timeoutMs?: number; streamed?: boolean };

export type FetchLike = (input: string, init?: ScheduledRequestInit) => Promise<Response>;

export interface StorefrontClientOptions {
  /** Base address of the store, e.g. http://127.0.0.1:4310 (paths /api/v2/storefront/... are appended). */
  baseUrl: string;
  dialect: AuthDialect;
  /** The transport; defaults to global fetch. The request scheduler is passed here. */
  fetch?: FetchLike;
  /** Milliseconds before a request is abandoned as a network error. Default 15000. */
  timeoutMs?: number;
  /**
   * The store's publishable key for this till, read at each request (so a key set or cleared
   * takes effect at once) and sent in the dialect's header on every storefront request; null: none.
   */
  publishableKey?: () => string | null;
}

export interface StorefrontClient extends CatalogOperations, CartOperations, CheckoutOperations, AccountOperations, WishlistOperations, ContentOperations {
  readonly baseUrl: string;
  readonly dialect: AuthDialect;
}
