/**
 * The storefront client's surface: what the main process can ask a store. Implemented in
 * `client.ts` over plain `fetch`, so it runs under Node, Electron's main process and tests alike.
 * Every method either resolves with domain types (./types) or rejects with a StorefrontError.
 */
import type { AuthDialect } from './dialect.js';
import type {
  Address,
  Cart,
  Order,
  Page,
  PaymentMethod,
  Product,
  Shipment,
  Store,
  Taxon,
} from './types.js';

/** How urgent a request is; the scheduler serves the sale at the counter first. */
export type RequestPriority = 'sale' | 'tracking' | 'sync';

/** What a request costs and who asks: passed down to the transport (scheduler). */
export interface RequestContext {
  priority?: RequestPriority;
  signal?: AbortSignal;
}

/** The credentials a cart or order call carries. */
export interface CartCredentials {
  orderToken?: string;
  bearerToken?: string;
}

/**
 * Request options as the transport sees them: `priority` is the scheduler's lane, not fetch's
 * hint; `timeoutMs` is how long the request may take once it is on the wire (time spent queued
 * for the store's budget does not count), applied by the transport that sends it.
 */
export type ScheduledRequestInit = Omit<RequestInit, 'priority'> & { priority?: RequestPriority; timeoutMs?: number };

export type FetchLike = (input: string, init?: ScheduledRequestInit) => Promise<Response>;

export interface StorefrontClientOptions {
  /** Base address of the store, e.g. http://127.0.0.1:4310 (paths /api/v2/storefront/... are appended). */
  baseUrl: string;
  dialect: AuthDialect;
  /** The transport; defaults to global fetch. The request scheduler is passed here. */
  fetch?: FetchLike;
  /** Milliseconds before a request is abandoned as a network error. Default 15000. */
  timeoutMs?: number;
}

export interface ProductFilter {
  name?: string;
  ids?: string[];
  skus?: string[];
  taxons?: string[];
  /** [min, max] in the request currency. */
  price?: [number | null, number | null];
  options?: Record<string, string>;
  properties?: Record<string, string>;
  inStock?: boolean;
  backorderable?: boolean;
  purchasable?: boolean;
  showDiscontinued?: boolean;
}

export interface ProductListParams {
  filter?: ProductFilter;
  /** e.g. "name", "-updated_at", "price,-name" */
  sort?: string;
  page?: number;
  perPage?: number;
  currency?: string;
}

export interface AddItemInput {
  variantId: string;
  quantity: number;
  options?: Record<string, unknown>;
  publicMetadata?: Record<string, unknown>;
}

export interface CheckoutUpdate {
  email?: string;
  billAddress?: Address;
  shipAddress?: Address;
  /** Select one rate per shipment. */
  shipments?: { id: string; selectedShippingRateId: string }[];
  payments?: { paymentMethodId: string; amount?: string; sourceAttributes?: Record<string, unknown> }[];
}

export interface CreatePaymentInput {
  paymentMethodId: string;
  amount?: string;
  sourceId?: string;
  sourceAttributes?: {
    gatewayPaymentProfileId: string;
    name: string;
    ccType?: 'visa' | 'mastercard' | 'amex';
    lastDigits?: string;
    month?: number;
    year?: number;
  };
}

export interface StorefrontClient {
  readonly baseUrl: string;
  readonly dialect: AuthDialect;

  store(ctx?: RequestContext): Promise<Store>;

  products(params?: ProductListParams, ctx?: RequestContext): Promise<Page<Product>>;
  product(slugOrId: string, ctx?: RequestContext): Promise<Product>;
  taxons(ctx?: RequestContext): Promise<Taxon[]>;

  /** Opens a cart; with a bearer token it belongs to that account (its order appears in account orders). */
  createCart(ctx?: RequestContext, creds?: CartCredentials): Promise<Cart>;
  cart(creds: CartCredentials, ctx?: RequestContext): Promise<Cart>;
  deleteCart(creds: CartCredentials, ctx?: RequestContext): Promise<void>;
  addItem(creds: CartCredentials, input: AddItemInput, ctx?: RequestContext): Promise<Cart>;
  setQuantity(creds: CartCredentials, lineItemId: string, quantity: number, ctx?: RequestContext): Promise<Cart>;
  removeLineItem(creds: CartCredentials, lineItemId: string, ctx?: RequestContext): Promise<Cart>;

  updateCheckout(creds: CartCredentials, update: CheckoutUpdate, ctx?: RequestContext): Promise<Cart>;
  nextCheckoutStep(creds: CartCredentials, ctx?: RequestContext): Promise<Cart>;
  advanceCheckout(creds: CartCredentials, ctx?: RequestContext): Promise<Cart>;
  completeCheckout(creds: CartCredentials, ctx?: RequestContext): Promise<Cart>;
  shippingRates(creds: CartCredentials, ctx?: RequestContext): Promise<Shipment[]>;
  selectShippingMethod(
    creds: CartCredentials,
    shippingMethodId: string,
    shipmentId?: string,
    ctx?: RequestContext,
  ): Promise<Cart>;
  paymentMethods(creds: CartCredentials, ctx?: RequestContext): Promise<PaymentMethod[]>;
  createPayment(creds: CartCredentials, input: CreatePaymentInput, ctx?: RequestContext): Promise<Cart>;

  orderStatus(number: string, orderToken: string, ctx?: RequestContext): Promise<Order>;
  /** The signed-in account's completed orders, newest first by default. */
  accountOrders(bearerToken: string, params?: { page?: number; perPage?: number; sort?: string }, ctx?: RequestContext): Promise<Page<Order>>;
}
