/**
 * What the storefront client tests share: a demo store on loopback, a client for it, fresh
 * customer accounts signed in with the password grant (so tests do not share account state),
 * and small steps most cart and checkout tests take. Everything goes through the client itself.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../electron/demo-store/http/server.js';
import { createOAuthClient, defaultEndpoints } from '../../../shared/oauth/token-client.js';
import { createStorefrontClient } from '../../../shared/storefront/client/client.js';
import type { CartCredentials, StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../../../shared/storefront/dialect.js';
import { StorefrontError, type StorefrontErrorKind } from '../../../shared/storefront/errors.js';
import type { Address, Cart, Product } from '../../../shared/storefront/types/types.js';

export interface Harness {
  store: DemoStore;
  client: StorefrontClient;
  /** A password-grant access token for `email`. */
  signIn(email: string, password: string): Promise<string>;
  revoke(token: string): Promise<void>;
}

async function startHarness(): Promise<Harness> {
  const store = await startDemoStore({ rateLimit: false });
  const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
  const oauth = createOAuthClient({ endpoints: defaultEndpoints(store.url, SHOP_DIALECT) });
  return {
    store,
    client,
    signIn: async (email, password) => (await oauth.passwordGrant(email, password, 'read write')).accessToken,
    revoke: (token) => oauth.revoke(token),
  };
}

/** A demo store for the test file: started before its tests, closed after them. */
export function useHarness(): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    Object.assign(h, await startHarness());
  });
  afterAll(async () => {
    await h.store?.close();
  });
  return h;
}

export const DEMO_CUSTOMER = { email: 'customer@demo.store', password: 'demo-customer-1' };

export interface Shopper {
  id: string;
  email: string;
  password: string;
  bearer: string;
}

/** A new account through the client's sign-up, signed in. */
export async function newShopper(h: Harness): Promise<Shopper> {
  const email = `client-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'harbor-pine-9';
  const account = await h.client.createAccount({ email, password, passwordConfirmation: password, firstName: 'Robin', lastName: 'Hale' });
  return { id: account.id, email, password, bearer: await h.signIn(email, password) };
}

export const ADDRESS: Address = {
  firstname: 'Jordan',
  lastname: 'Lee',
  address1: '200 Commercial Street',
  city: 'Portland',
  zipcode: '04101',
  phone: '+1 207 555 0100',
  stateName: 'Maine',
  countryIso: 'US',
};

/** The first in-stock sellable variant of a product. */
export function inStockVariant(product: Product): string {
  const found = product.variants.find((v) => v.inStock);
  if (!found) throw new Error(`no in-stock variant of ${product.slug}`);
  return found.id;
}

/** A guest cart holding one in-stock item. */
export async function cartWithItem(h: Harness, slug = 'packable-tote', creds: CartCredentials = {}): Promise<{ creds: CartCredentials; cart: Cart }> {
  const opened = await h.client.createCart(undefined, creds);
  const withToken = { ...creds, orderToken: creds.bearerToken ? undefined : opened.token! };
  const cart = await h.client.addItem(withToken, { variantId: inStockVariant(await h.client.product(slug)), quantity: 1 });
  return { creds: withToken, cart };
}

/** Email and both addresses, then advance: the cart ends in `payment` with shipments. */
export async function toPayment(h: Harness, creds: CartCredentials): Promise<Cart> {
  await h.client.updateCheckout(creds, { email: 'jordan@example.com', billAddress: ADDRESS, shipAddress: ADDRESS });
  const cart = await h.client.advanceCheckout(creds);
  expect(cart.state).toBe('payment');
  return cart;
}

/** A guest cart holding one item, taken to `payment`: its credentials. */
export async function cartInPayment(h: Harness, slug?: string, creds?: CartCredentials): Promise<CartCredentials> {
  const { creds: ready } = await cartWithItem(h, slug, creds);
  await toPayment(h, ready);
  return ready;
}

/** Runs `call` expecting it to reject with a StorefrontError of `kind`; answers the error for more checks. */
export async function rejection(call: Promise<unknown>, kind: StorefrontErrorKind, status?: number): Promise<StorefrontError> {
  const error = await call.then(
    () => {
      throw new Error(`expected a ${kind} error, the call succeeded`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorefrontError);
  const typed = error as StorefrontError;
  expect({ kind: typed.kind, status: typed.status, message: typed.message }).toMatchObject({ kind, ...(status ? { status } : {}) });
  expect(typed.message.length).toBeGreaterThan(0);
  return typed;
}
