/**
 * Account helpers for the demo store tests: signing up a fresh customer (so tests do not share
 * state), signing in with the password grant, and placing a completed order as a customer.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DemoStore } from '../../../electron/demo-store/http/server.js';
import { SF, call, inStockVariantId, many, newCart, one } from './store-client.js';

export interface Customer {
  id: string;
  email: string;
  password: string;
  bearer: string;
}

export async function signIn(store: DemoStore, email: string, password: string, scope?: string): Promise<string> {
  const answer = await call<{ access_token: string }>(store, '/shop_oauth/token', {
    method: 'POST',
    contentType: 'application/json',
    body: { grant_type: 'password', username: email, password, ...(scope ? { scope } : {}) },
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

/** A new customer account, signed in with `read write`. */
export async function signUp(store: DemoStore, names: { first_name?: string; last_name?: string } = {}): Promise<Customer> {
  const email = `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'harbor-pine-9';
  const created = await call(store, `${SF}/account`, {
    method: 'POST',
    body: { user: { email, password, password_confirmation: password, first_name: 'Robin', last_name: 'Hale', ...names } },
  });
  expect(created.status).toBe(200);
  return { id: one(created.body).id, email, password, bearer: await signIn(store, email, password) };
}

/** A completed cash order of the signed-in customer, checked out with their saved addresses or `address`. */
export async function placeOrder(store: DemoStore, bearer: string, address?: Record<string, string>): Promise<string> {
  const { number } = await newCart(store, bearer);
  const variant = await inStockVariantId(store, 'packable-tote');
  expect((await call(store, `${SF}/cart/add_item`, { method: 'POST', bearer, body: { variant_id: variant, quantity: 1 } })).status).toBe(200);
  if (address) {
    const update = await call(store, `${SF}/checkout`, {
      method: 'PATCH',
      bearer,
      body: { order: { bill_address_attributes: address, ship_address_attributes: address } },
    });
    expect(update.status).toBe(200);
  }
  expect((await call(store, `${SF}/checkout/advance`, { method: 'PATCH', bearer })).status).toBe(200);
  const methods = many((await call(store, `${SF}/checkout/payment_methods`, { bearer })).body);
  const cash = methods.find((m) => m.attributes.name === 'Cash')!;
  expect((await call(store, `${SF}/checkout/create_payment`, { method: 'POST', bearer, body: { payment_method_id: cash.id } })).status).toBeLessThan(300);
  const completed = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', bearer });
  expect(completed.status).toBe(200);
  return number;
}
