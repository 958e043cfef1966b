/** What each storefront request carries besides its own arguments: how urgent it is, and the cart it acts on. */

/**
 * How urgent a request is; the scheduler serves the sale at the counter first. `pictures` (product
 * pictures) come last of all and spend only half of the budget, the half nothing else needs.
 */
export type RequestPriority = 'sale' | 'tracking' | 'sync' | 'pictures';

/** What a request costs and who asks: passed down to the transport (scheduler). */
export interface RequestContext {
  priority?: RequestPriority;
  signal?: AbortSignal;
  /** How long this request may take on the wire, when it must give up sooner than the client's own timeout. */
  timeoutMs?: number;
}

/** What a cart or checkout call carries to find its cart: a credential, and the cart's currency. */
export interface CartCredentials {
  orderToken?: string;
  bearerToken?: string;
  /** The cart's currency when it is not the store's default: the store finds carts by currency. */
  currency?: string;
}
