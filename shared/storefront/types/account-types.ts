/**
 * The account part of the storefront client (a customer's bearer token): the account, its
 * address book, saved cards, completed orders and wishlists; and the guest order lookup.
 */
import type { RequestContext } from './request-context.js';
import type { Account, Address, CreditCard, Order, SavedAddress, StorePage, WishedItem, Wishlist } from './types.js';

export interface AccountChanges {
  email?: string;
  firstName?: string;
  lastName?: string;
  selectedLocale?: string;
  password?: string;
  passwordConfirmation?: string;
  /** Address-book entries to use as the account's defaults. */
  billAddressId?: string;
  shipAddressId?: string;
}

export interface NewAccount extends Omit<AccountChanges, 'billAddressId' | 'shipAddressId'> {
  email: string;
  password: string;
  passwordConfirmation: string;
  publicMetadata?: Record<string, unknown>;
  privateMetadata?: Record<string, unknown>;
}

interface PageParams {
  page?: number;
  /** At most 100. */
  perPage?: number;
}

interface AccountOrderListParams extends PageParams {
  /** Default "-completed_at" (newest first). */
  sort?: string;
}

interface OrderStatusOptions {
  /** Where the order token goes: the order-token header (default) or the `order_token` parameter. */
  tokenIn?: 'header' | 'query';
}

export interface AccountOperations {
  /** Sign-up; needs no credential. 422 with field errors (e.g. `email`, `password_confirmation`). */
  createAccount(input: NewAccount, ctx?: RequestContext): Promise<Account>;
  account(bearerToken: string, ctx?: RequestContext): Promise<Account>;
  updateAccount(bearerToken: string, changes: AccountChanges, ctx?: RequestContext): Promise<Account>;

  addresses(bearerToken: string, params?: PageParams & { excludeQuickCheckout?: boolean }, ctx?: RequestContext): Promise<StorePage<SavedAddress>>;
  createAddress(bearerToken: string, address: Address, ctx?: RequestContext): Promise<SavedAddress>;
  updateAddress(bearerToken: string, id: string, address: Partial<Address>, ctx?: RequestContext): Promise<SavedAddress>;
  /** Soft delete: orders keep the address. */
  deleteAddress(bearerToken: string, id: string, ctx?: RequestContext): Promise<void>;

  creditCards(bearerToken: string, params?: PageParams & { paymentMethodId?: string }, ctx?: RequestContext): Promise<StorePage<CreditCard>>;
  /** The account's default card, or null when it has none. */
  defaultCreditCard(bearerToken: string, ctx?: RequestContext): Promise<CreditCard | null>;
  deleteCreditCard(bearerToken: string, id: string, ctx?: RequestContext): Promise<void>;

  /** The signed-in account's completed orders, newest first by default. */
  accountOrders(bearerToken: string, params?: AccountOrderListParams, ctx?: RequestContext): Promise<StorePage<Order>>;
  accountOrder(bearerToken: string, number: string, ctx?: RequestContext): Promise<Order>;

  /** A completed order by number and its order token (no account needed). */
  orderStatus(number: string, orderToken: string, ctx?: RequestContext, options?: OrderStatusOptions): Promise<Order>;
}

export interface WishedItemInput {
  variantId: string;
  /** Default 1; a variant already on the list gets this quantity. */
  quantity?: number;
}

export interface WishlistInput {
  name?: string;
  isPrivate?: boolean;
  isDefault?: boolean;
}

export interface WishlistOperations {
  /** The account's default wishlist (created when it has none). */
  wishlist(bearerToken: string, ctx?: RequestContext): Promise<Wishlist>;
  addWishedItem(bearerToken: string, item: WishedItemInput, ctx?: RequestContext): Promise<WishedItem>;
  removeWishedItem(bearerToken: string, wishedItemId: string, ctx?: RequestContext): Promise<WishedItem>;

  /** Every wishlist of the account; `isVariantIncluded` fills each list's `variantIncluded`. */
  wishlists(bearerToken: string, params?: PageParams & { isVariantIncluded?: string }, ctx?: RequestContext): Promise<StorePage<Wishlist>>;
  createWishlist(bearerToken: string, input: WishlistInput & { name: string }, ctx?: RequestContext): Promise<Wishlist>;
  defaultWishlist(bearerToken: string, ctx?: RequestContext): Promise<Wishlist>;
  /** A list by its token: public lists need no bearer token; private ones only their owner's. */
  wishlistByToken(token: string, options?: { bearerToken?: string; isVariantIncluded?: string }, ctx?: RequestContext): Promise<Wishlist>;
  updateWishlist(bearerToken: string, token: string, input: WishlistInput, ctx?: RequestContext): Promise<Wishlist>;
  deleteWishlist(bearerToken: string, token: string, ctx?: RequestContext): Promise<void>;
  wishlistAddItem(bearerToken: string, token: string, item: WishedItemInput, ctx?: RequestContext): Promise<WishedItem>;
  wishlistAddItems(bearerToken: string, token: string, items: WishedItemInput[], ctx?: RequestContext): Promise<Wishlist>;
  wishlistSetItemQuantity(bearerToken: string, token: string, wishedItemId: string, quantity: number, ctx?: RequestContext): Promise<WishedItem>;
  wishlistRemoveItem(bearerToken: string, token: string, wishedItemId: string, ctx?: RequestContext): Promise<WishedItem>;
  wishlistRemoveItems(bearerToken: string, token: string, wishedItemIds: string[], ctx?: RequestContext): Promise<Wishlist>;
}
