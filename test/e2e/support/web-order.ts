/**
 * Orders placed without the till, the way a customer orders online as a guest: straight at the
 * store the app runs against, through the Storefront API. Answers the number and order token
 * the customer's email would carry. With a till's key, the order is completed signed by that
 * till, as another registered till at the store would complete its sale.
 */
import { expect } from 'vitest';
import type { DemoStore } from '../../../electron/demo-store/http/server.js';
import { signRequest } from '../../../shared/http-signatures/index.js';
import type { Ed25519PrivateJwk } from '../../../shared/http-signatures/ed25519.js';
import { SF, addItem, inStockVariantId, newCart, payWith, toPayment } from '../../support/demo-store/store-client.js';

export async function placeWebOrder(
  storeUrl: string,
  slug = 'harbor-logo-tee',
  quantity = 1,
  signedBy?: { keyid: string; privateKey: Ed25519PrivateJwk },
): Promise<{ number: string; token: string }> {
  const store = { url: storeUrl } as DemoStore;
  const cart = await newCart(store);
  expect((await addItem(store, cart.token, await inStockVariantId(store, slug), quantity)).status).toBe(200);
  await toPayment(store, cart.token);
  expect((await payWith(store, cart.token, 'Cash')).status).toBe(201);
  const url = `${storeUrl}${SF}/checkout/complete`;
  const headers: Record<string, string> = { 'X-Shop-Order-Token': cart.token };
  const signature = signedBy ? await signRequest({ method: 'PATCH', url, headers }, signedBy) : {};
  const completed = await fetch(url, { method: 'PATCH', headers: { ...headers, ...signature } });
  expect(completed.status).toBe(200);
  return { number: cart.number, token: cart.token };
}
