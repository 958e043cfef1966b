/**
 * Split tender at the store: a payment created with an explicit `amount` is a partial tender
 * taken at once (a card authorized by the gateway, cash recorded as received), so it is
 * finalized and a later payment does not invalidate it. A declined card takes nothing and
 * leaves the earlier tenders in place; an amount above what is still due is refused; the
 * completed order captures every tender.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoStore } from '../../../../electron/demo-store/http/server.js';
import { errorOf, paymentsOf, startPaymentStore, twoTeesAndAMugToPayment } from '../../../support/demo-store/checkout-client.js';
import { SF, call, many, newCart, one } from '../../../support/demo-store/store-client.js';

let store: DemoStore;
let tee: string;
let mug: string;

beforeAll(async () => {
  ({ store, tee, mug } = await startPaymentStore());
});

afterAll(async () => {
  await store.close();
});

async function methodId(token: string, name: string): Promise<string> {
  const methods = many((await call(store, `${SF}/checkout/payment_methods`, { orderToken: token })).body);
  return methods.find((m) => m.attributes.name === name)!.id;
}

function pay(token: string, body: Record<string, unknown>) {
  return call(store, `${SF}/checkout/create_payment?include=payments`, { method: 'POST', orderToken: token, body });
}

const card = (token: string) => ({ gateway_payment_profile_id: token, name: 'Counter Customer' });

describe('partial payments (split tender)', () => {
  it('keeps cash and a card side by side and completes with both; a decline between them takes nothing', async () => {
    const { token } = await newCart(store);
    await twoTeesAndAMugToPayment(store, token, { tee, mug });
    const cash = await methodId(token, 'Cash');
    const testCard = await methodId(token, 'Test card');

    const first = await pay(token, { payment_method_id: cash, amount: 20 });
    expect(first.status).toBe(201);
    expect(paymentsOf(first.body)).toEqual([{ method: 'Cash', amount: '20.00', state: 'pending' }]);

    const declined = await pay(token, { payment_method_id: testCard, amount: 38, source_attributes: card('tok_decline') });
    expect(declined.status).toBe(422);
    expect(errorOf(declined.body).error).toBe('Your card was declined.');
    const after = await call(store, `${SF}/cart?include=payments`, { orderToken: token });
    expect(paymentsOf(after.body)).toEqual([{ method: 'Cash', amount: '20.00', state: 'pending' }]);

    const second = await pay(token, { payment_method_id: testCard, amount: 38, source_attributes: card('tok_visa') });
    expect(second.status).toBe(201);
    expect(paymentsOf(second.body)).toEqual([
      { method: 'Cash', amount: '20.00', state: 'pending' },
      { method: 'Test card', amount: '38.00', state: 'pending' },
    ]);

    const done = await call(store, `${SF}/checkout/complete?include=payments`, { method: 'PATCH', orderToken: token });
    expect(done.status).toBe(200);
    expect(one(done.body).attributes).toMatchObject({ state: 'complete', payment_state: 'paid', payment_total: '58.00' });
    expect(paymentsOf(done.body)).toEqual([
      { method: 'Cash', amount: '20.00', state: 'completed' },
      { method: 'Test card', amount: '38.00', state: 'completed' },
    ]);
  });

  it('refuses a partial amount above what is still due, and a total not covered by the tenders', async () => {
    const { token } = await newCart(store);
    await twoTeesAndAMugToPayment(store, token, { tee, mug });
    const cash = await methodId(token, 'Cash');
    expect((await pay(token, { payment_method_id: cash, amount: 50 })).status).toBe(201);
    const over = await pay(token, { payment_method_id: await methodId(token, 'Test card'), amount: 8.01, source_attributes: card('tok_visa') });
    expect(over.status).toBe(422);
    expect(errorOf(over.body).error).toBe('The amount ($8.01) is more than the $8.00 still due.');
    const short = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token });
    expect(short.status).toBe(422);
    expect(errorOf(short.body).error).toBe('The payments ($50.00) do not cover the order total ($58.00): $8.00 is still due.');
  });

  it('takes the amount as the documents type it, a number: a string is refused naming the field, nothing taken', async () => {
    const { token } = await newCart(store);
    await twoTeesAndAMugToPayment(store, token, { tee, mug });
    const cash = await methodId(token, 'Cash');
    const text = await pay(token, { payment_method_id: cash, amount: '20.00' });
    expect(text.status).toBe(422);
    expect(errorOf(text.body).errors).toEqual({ amount: ['must be a number'] });
    const taken = await pay(token, { payment_method_id: cash, amount: 20 });
    expect(taken.status).toBe(201);
    expect(paymentsOf(taken.body)).toEqual([{ method: 'Cash', amount: '20.00', state: 'pending' }]);
  });

  it('voids the tenders taken when the cart is deleted', async () => {
    const { token, number } = await newCart(store);
    await twoTeesAndAMugToPayment(store, token, { tee, mug });
    expect((await pay(token, { payment_method_id: await methodId(token, 'Test card'), amount: 10, source_attributes: card('tok_visa') })).status).toBe(201);
    expect((await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: token })).status).toBe(204);
    expect((await call(store, `${SF}/order_status/${number}`, { orderToken: token })).status).toBe(404);
  });
});
