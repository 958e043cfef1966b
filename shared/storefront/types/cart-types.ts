/** The cart part of the storefront client: the interface's thirteen cart operations. */
import type { CartCredentials, RequestContext } from './request-context.js';
import type { Cart, EstimatedShippingRate } from './types.js';

export interface AddItemInput {
  variantId: string;
  quantity: number;
  /** Custom options; each must be registered on the store first. */
  options?: Record<string, unknown>;
  publicMetadata?: Record<string, unknown>;
  privateMetadata?: Record<string, unknown>;
}

/** A new cart: a bearer token makes it the account's; metadata and currency are optional. */
interface NewCartOptions extends CartCredentials {
  publicMetadata?: Record<string, unknown>;
  privateMetadata?: Record<string, unknown>;
}

export interface CartOperations {
  /** Opens a cart (201, with its token); with a bearer token it belongs to that account (its order appears in account orders). */
  createCart(ctx?: RequestContext, options?: NewCartOptions): Promise<Cart>;
  cart(creds: CartCredentials, ctx?: RequestContext): Promise<Cart>;
  deleteCart(creds: CartCredentials, ctx?: RequestContext): Promise<void>;
  addItem(creds: CartCredentials, input: AddItemInput, ctx?: RequestContext): Promise<Cart>;
  /** Quantity must be a positive integer (422 otherwise). */
  setQuantity(creds: CartCredentials, lineItemId: string, quantity: number, ctx?: RequestContext): Promise<Cart>;
  removeLineItem(creds: CartCredentials, lineItemId: string, ctx?: RequestContext): Promise<Cart>;
  /** Removes every line item (inventory is restocked). */
  emptyCart(creds: CartCredentials, ctx?: RequestContext): Promise<Cart>;
  /** A coupon or gift card code; 422 with the store's message when it does not apply. */
  applyCouponCode(creds: CartCredentials, code: string, ctx?: RequestContext): Promise<Cart>;
  removeCouponCode(creds: CartCredentials, code: string, ctx?: RequestContext): Promise<Cart>;
  removeAllCouponCodes(creds: CartCredentials, ctx?: RequestContext): Promise<Cart>;
  /** Rates for shipping the cart to a country (ISO or ISO3; default: its ship address's, else the store's). Estimates only. */
  estimateShippingRates(creds: CartCredentials, countryIso?: string, ctx?: RequestContext): Promise<EstimatedShippingRate[]>;
  /** Gives a guest cart (by its token) to the signed-in account. */
  associateCart(bearerToken: string, guestOrderToken: string, ctx?: RequestContext, currency?: string): Promise<Cart>;
  /**
   * Re-prices the cart in another currency. Later calls must carry the new currency in their
   * credentials (`{ ...creds, currency }`), as the store finds carts by currency.
   */
  changeCurrency(creds: CartCredentials, newCurrency: string, ctx?: RequestContext): Promise<Cart>;
}
