/**
 * Orders placed without the till, the way a customer orders online as a guest: straight at the
 * store the app runs against, through the Storefront API. Answers the number and order token
 * the customer's email would carry.
 */
import { expect } from 'vitest';
import type { DemoStore } from '../../../electron/demo-store/server.js';
import { SF, addItem, call, inStockVariantId, newCart, payWith, toPayment } from '../../integration/demo-store/store-client.js';

export async function placeWebOrder(storeUrl: string, slug = 'harbor-logo-tee', quantity = 1): Promise<{ number: string; token: string }> {
  const store = { url: storeUrl } as DemoStore;
  const cart = await newCart(store);
  expect((await addItem(store, cart.token, await inStockVariantId(store, slug), quantity)).status).toBe(200);
  await toPayment(store, cart.token);
  expect((await payWith(store, cart.token, 'Cash')).status).toBe(201);
  const completed = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token });
  expect(completed.status).toBe(200);
  return { number: cart.number, token: cart.token };
}
