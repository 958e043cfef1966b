/**
 * A payment sent with the checkout update (`payments_attributes` on PATCH /checkout), as Spree
 * treats it: its amount is the order's total as it stood before the update, less store credit and
 * gift cards, whatever amount was sent; it is charged at completion. Sent in `delivery` with
 * nothing else, it pays the order; sent with an address that brings tax, it pays the total
 * before that tax and completion refuses the order for what is still due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoStore } from '../../../../electron/demo-store/http/server.js';
import { errorOf, MA_ADDRESS, paymentsOf, startPaymentStore } from '../../../support/demo-store/checkout-client.js';
import { SF, addItem, call, many, newCart, one } from '../../../support/demo-store/store-client.js';

let store: DemoStore;
let tee: string;

beforeAll(async () => {
  ({ store, tee } = await startPaymentStore());
});

afterAll(async () => {
  await store.close();
});

async function cashId(token: string): Promise<string> {
  const methods = many((await call(store, `${SF}/checkout/payment_methods`, { orderToken: token })).body);
  return methods.find((m) => m.attributes.name === 'Cash')!.id;
}

const update = (token: string, order: Record<string, unknown>) =>
  call(store, `${SF}/checkout?include=payments`, { method: 'PATCH', orderToken: token, body: { order } });

const step = (token: string, name: 'next' | 'complete') => call(store, `${SF}/checkout/${name}?include=payments`, { method: 'PATCH', orderToken: token });

describe('payments sent with the checkout update', () => {
  it('in delivery: the payment is for the total (an amount sent is not used) and completion takes it', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, tee, 1);
    const cash = await cashId(token);
    expect((await update(token, { email: 'pat@example.com', bill_address_attributes: MA_ADDRESS, ship_address_attributes: MA_ADDRESS })).status).toBe(200);
    const delivery = one((await step(token, 'next')).body);
    expect(delivery.attributes.state).toBe('delivery');
    const total = delivery.attributes.total as string;

    const paid = await update(token, { payments_attributes: [{ payment_method_id: cash, source_attributes: {}, amount: 1 }] });
    expect(paid.status).toBe(200);
    expect(one(paid.body).attributes.state).toBe('delivery');
    expect(paymentsOf(paid.body)).toEqual([{ method: 'Cash', amount: total, state: 'checkout' }]);

    const done = await step(token, 'complete');
    expect(done.status).toBe(200);
    expect(one(done.body).attributes.state).toBe('complete');
    expect(paymentsOf(done.body)).toEqual([{ method: 'Cash', amount: total, state: 'completed' }]);
  });

  it('with the address that brings tax: the payment is for the total before it, and completion refuses the order', async () => {
    const { token } = await newCart(store);
    const before = one((await addItem(store, token, tee, 1)).body).attributes.total as string;
    const cash = await cashId(token);
    const sent = await update(token, {
      email: 'pat@example.com',
      bill_address_attributes: MA_ADDRESS,
      ship_address_attributes: MA_ADDRESS,
      payments_attributes: [{ payment_method_id: cash, source_attributes: {} }],
    });
    expect(sent.status).toBe(200);
    const taxed = one(sent.body).attributes;
    expect(Number(taxed.total)).toBeGreaterThan(Number(before));
    expect(paymentsOf(sent.body)).toEqual([{ method: 'Cash', amount: before, state: 'checkout' }]);

    expect(one((await step(token, 'next')).body).attributes.state).toBe('delivery');
    const refused = await step(token, 'complete');
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body).error).toMatch(/still due/i);
  });
});
