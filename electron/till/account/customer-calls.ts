/**
 * The Customer screen's calls: the signed-in account, its address book, saved cards, orders and
 * wishlist, each made with the session's bearer token (refreshed once after a 401). Sign-up at
 * the counter creates the account and signs it in on this till.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import type { Wishlist } from '../../../shared/storefront/types/types.js';
import { addressFrom } from '../sale/address-from-details.js';
import type { Session } from './session.js';

const ctx = { priority: 'sale' as const };

/** The wishlist without its share token, each item named by its product where the local catalog knows it. */
function view(list: Wishlist, productName: (variantId: string) => string | null) {
  const { token: _token, ...rest } = list;
  return { ...rest, items: rest.items.map((item) => ({ ...item, productName: productName(item.variantId) })) };
}

/** How long the address book and saved cards read for checkout are reused (they change rarely, and here). */
const ACCOUNT_LISTS_KEEP_MS = 5 * 60_000;

/**
 * A list of the signed-in account, read once and reused for a few minutes so each checkout does
 * not spend the store's budget on it again; forgotten on a change made here or another sign-in.
 */
function kept<T>(session: Session, load: () => Promise<T>, now: () => number = Date.now) {
  let held: { email: string | null; at: number; value: Promise<T> } | null = null;
  return {
    read(): Promise<T> {
      const email = session.status().email;
      if (held && held.email === email && now() - held.at < ACCOUNT_LISTS_KEEP_MS) return held.value;
      const value = load();
      held = { email, at: now(), value };
      value.catch(() => {
        held = null;
      });
      return value;
    },
    forget() {
      held = null;
    },
  };
}

export function customerCalls(
  client: StorefrontClient,
  session: Session,
  productName: (variantId: string) => string | null = () => null,
): PosCalls['customer'] {
  const as = session.withBearer;
  const addressBook = kept(session, () => as(async (b) => (await client.addresses(b, { perPage: 100 }, ctx)).items));
  const savedCards = kept(session, () => as(async (b) => (await client.creditCards(b, { perPage: 100 }, ctx)).items));
  const addresses = () => addressBook.read();
  const cards = () => savedCards.read();
  const wishlist = () => as(async (b) => view(await client.wishlist(b, ctx), productName));
  return {
    profile: () => as((b) => client.account(b, ctx)),
    updateProfile: (changes) => as((b) => client.updateAccount(b, changes, ctx)),
    async signUp(details) {
      await client.createAccount({ ...details, passwordConfirmation: details.password }, ctx);
      return session.signIn(details.email, details.password);
    },
    addresses,
    async saveAddress(entry) {
      const address = addressFrom(entry.address, entry.label);
      await as((b) => (entry.id ? client.updateAddress(b, entry.id, address, ctx) : client.createAddress(b, address, ctx)));
      addressBook.forget();
      return addresses();
    },
    async deleteAddress(id) {
      await as((b) => client.deleteAddress(b, id, ctx));
      addressBook.forget();
      return addresses();
    },
    cards,
    async deleteCard(id) {
      await as((b) => client.deleteCreditCard(b, id, ctx));
      savedCards.forget();
      return cards();
    },
    orders: (page) => as((b) => client.accountOrders(b, { page, perPage: 25 }, ctx)),
    wishlist,
    async addToWishlist(variantId, quantity) {
      await as((b) => client.addWishedItem(b, { variantId, quantity }, ctx));
      return wishlist();
    },
    async removeFromWishlist(wishedItemId) {
      await as((b) => client.removeWishedItem(b, wishedItemId, ctx));
      return wishlist();
    },
  };
}
