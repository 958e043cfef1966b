/**
 * The customer at the counter, across the bridge: who is signed in on this till (by password or
 * the store's own page), and the signed-in customer's account: profile, addresses, cards, orders
 * and wishlist.
 */
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { AddressDetails, SaleCart } from './sale.js';
import type { Account, CreditCard, Page, SavedAddress, Wishlist } from '../storefront/types/types.js';

export interface SessionStatus {
  signedIn: boolean;
  email: string | null;
  /** False when no OS keychain is available: the sign-in lasts until the app closes. */
  persistent: boolean;
}

interface SignInDetails {
  email: string;
  password: string;
}

interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
}

interface SignUpDetails {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** The customer's default wishlist as the Customer screen shows it (its share token stays in the main process). */
export type WishlistView = Omit<Wishlist, 'token' | 'items'> & { items: (Wishlist['items'][number] & { productName: string | null })[] };

/** The signed-in customer's account (Customer screen); every call needs a sign-in. */
export interface CustomerCalls {
  profile(): Promise<Account>;
  updateProfile(changes: ProfileChanges): Promise<Account>;
  /** Creates an account at the counter and signs it in on this till. */
  signUp(details: SignUpDetails): Promise<SessionStatus>;
  addresses(): Promise<SavedAddress[]>;
  /** Adds an address, or changes the one with `id`; answers the address book. */
  saveAddress(entry: { id?: string; label?: string; address: AddressDetails }): Promise<SavedAddress[]>;
  deleteAddress(id: string): Promise<SavedAddress[]>;
  cards(): Promise<CreditCard[]>;
  deleteCard(id: string): Promise<CreditCard[]>;
  orders(page: number): Promise<Page<SaleCart>>;
  wishlist(): Promise<WishlistView>;
  addToWishlist(variantId: string, quantity: number): Promise<WishlistView>;
  removeFromWishlist(wishedItemId: string): Promise<WishlistView>;
}

export interface SessionCalls {
  status(): Promise<SessionStatus>;
  signIn(details: SignInDetails): Promise<SessionStatus>;
  /** Signs in on the store's own page in the system browser (PKCE); resolves once it is done there. */
  signInWithBrowser(): Promise<SessionStatus>;
  cancelBrowserSignIn(): Promise<void>;
  signOut(): Promise<SessionStatus>;
}

export const customerCalls = {
  profile: { args: noArgs },
  updateProfile: {
    args: ({ z, text }) =>
      z.tuple([z.object({ firstName: text(100).optional(), lastName: text(100).optional(), email: z.email().max(254).optional() }).strict()]),
  },
  signUp: {
    args: ({ z, text }) =>
      z.tuple([
        z.object({ email: z.email().max(254), password: z.string().min(6).max(128), firstName: text(100).optional(), lastName: text(100).optional() }).strict(),
      ]),
  },
  addresses: { args: noArgs },
  saveAddress: {
    args: ({ z, id, text, addressFields }) =>
      z.tuple([z.object({ id: id.optional(), label: text(60).optional(), address: z.object(addressFields).strict() }).strict()]),
  },
  deleteAddress: { args: ({ z, id }) => z.tuple([id]) },
  cards: { args: noArgs },
  deleteCard: { args: ({ z, id }) => z.tuple([id]) },
  orders: { args: ({ z }) => z.tuple([z.number().int().min(1).max(10000)]) },
  wishlist: { args: noArgs },
  addToWishlist: { args: ({ z, id, quantity }) => z.tuple([id, quantity]) },
  removeFromWishlist: { args: ({ z, id }) => z.tuple([id]) },
} satisfies CallDeclarations<CustomerCalls>;

export const sessionCalls = {
  status: { args: noArgs },
  signIn: { args: ({ z }) => z.tuple([z.object({ email: z.email().max(254), password: z.string().min(1).max(200) }).strict()]) },
  signInWithBrowser: { args: noArgs },
  cancelBrowserSignIn: { args: noArgs },
  signOut: { args: noArgs },
} satisfies CallDeclarations<SessionCalls>;
