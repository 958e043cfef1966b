/**
 * Helpers for the checkout-rule tests: signing the demo customer in, giving a fresh guest cart
 * to them (so every test starts from its own cart), reading a cart, addresses per tax zone, and
 * the store the payment tests ring up their two tees and a mug at.
 */
import { expect } from 'vitest';
import { DEMO_CUSTOMER } from '../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../electron/demo-store/http/server.js';
import { ADDRESS, SF, addItem, call, inStockVariantId, included, newCart, one, toPayment, type Doc, type Resource } from './store-client.js';

/** The demo customer's password grant, with the scope asked for (the store's default without). */
export async function customerGrant(store: DemoStore, scope?: string): Promise<{ access_token: string; scope: string }> {
  const answer = await call<{ access_token: string; scope: string }>(store, '/shop_oauth/token', {
    method: 'POST',
    contentType: 'application/json',
    body: { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, ...(scope ? { scope } : {}) },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

export async function signInCustomer(store: DemoStore): Promise<string> {
  return (await customerGrant(store)).access_token;
}

/** A new guest cart associated with the signed-in customer; use its token together with the bearer. */
export async function customerCart(store: DemoStore, bearer: string): Promise<{ token: string; number: string }> {
  const cart = await newCart(store);
  const associated = await call(store, `${SF}/cart/associate?guest_order_token=${cart.token}`, { method: 'PATCH', bearer });
  expect(associated.status).toBe(200);
  return cart;
}

export async function cartOf(store: DemoStore, token: string, query = ''): Promise<Resource> {
  const answer = await call(store, `${SF}/cart${query}`, { orderToken: token });
  expect(answer.status).toBe(200);
  return one(answer.body);
}

/** The error body of a non-2xx answer. */
export function errorOf(body: unknown): { error: string; code: number; message: string; errors?: Record<string, unknown> } {
  return body as { error: string; code: number; message: string; errors?: Record<string, unknown> };
}

export const MA_ADDRESS = { ...ADDRESS, address1: '1 Beacon Street', city: 'Boston', zipcode: '02108', state_name: 'MA' };
export const BERLIN_ADDRESS = {
  ...ADDRESS,
  address1: 'Unter den Linden 1',
  city: 'Berlin',
  zipcode: '10117',
  state_name: '',
  country_iso: 'DEU',
  phone: '+49 30 5550100',
};

/** Email and both addresses through PATCH /checkout. */
export async function setAddress(store: DemoStore, token: string, address: Record<string, string> = ADDRESS, bearer?: string): Promise<Resource> {
  const answer = await call(store, `${SF}/checkout`, {
    method: 'PATCH',
    orderToken: token,
    bearer,
    body: { order: { email: 'jordan@example.com', bill_address_attributes: address, ship_address_attributes: address } },
  });
  expect(answer.status).toBe(200);
  return one(answer.body);
}

/** A store for the payment tests: a tee (18.00) and a mug (22.00) to sell, and the demo customer signed in. */
export async function startPaymentStore(): Promise<{ store: DemoStore; tee: string; mug: string; bearer: string }> {
  const store = await startDemoStore({ rateLimit: false });
  return {
    store,
    tee: await inStockVariantId(store, 'classic-crew-tee'),
    mug: await inStockVariantId(store, 'stoneware-coffee-mug'),
    bearer: await signInCustomer(store),
  };
}

/** Two tees and a mug (58.00), addressed in Maine (no tax), in `payment`. */
export async function twoTeesAndAMugToPayment(store: DemoStore, token: string, variants: { tee: string; mug: string }): Promise<void> {
  expect((await addItem(store, token, variants.tee, 2)).status).toBe(200);
  expect((await addItem(store, token, variants.mug, 1)).status).toBe(200);
  await toPayment(store, token);
}

/** The payments a cart or order document includes: method, amount and state of each. */
export function paymentsOf(doc: unknown): { method: string; amount: string; state: string }[] {
  return included(doc as Doc, 'payment').map((p: Resource) => ({
    method: p.attributes.payment_method_name as string,
    amount: p.attributes.amount as string,
    state: p.attributes.state as string,
  }));
}
