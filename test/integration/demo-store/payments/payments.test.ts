/** Gift cards, store credit and card payments: what pays how much, what survives what, and what is spent. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoStore } from '../../../../electron/demo-store/http/server.js';
import { cartOf, customerCart, errorOf, paymentsOf, startPaymentStore, twoTeesAndAMugToPayment } from '../../../support/demo-store/checkout-client.js';
import { SF, addItem, call, included, many, newCart, one, payWith, toPayment } from '../../../support/demo-store/store-client.js';

let store: DemoStore;
let tee: string;
let mug: string;
let bearer: string;

beforeAll(async () => {
  ({ store, tee, mug, bearer } = await startPaymentStore());
});

afterAll(async () => {
  await store.close();
});

/** Two tees and a mug (58.00), addressed in Maine (no tax), in `payment`. */
const fill = (token: string) => twoTeesAndAMugToPayment(store, token, { tee, mug });

function applyCode(token: string, code: string, query = '') {
  return call(store, `${SF}/cart/apply_coupon_code${query}`, { method: 'PATCH', orderToken: token, body: { coupon_code: code } });
}

describe('gift cards through the coupon path', () => {
  it('pays part of an order; the card pays the rest; the balance is spent only on completion', async () => {
    const { token } = await newCart(store);
    await fill(token);
    const applied = await applyCode(token, 'gift-20-demo', '?include=gift_card,payments');
    expect(applied.status).toBe(200);
    const cart = one(applied.body);
    expect(cart.attributes).toMatchObject({ total: '58.00', total_minus_store_credits: '38.00', store_credit_total_cents: 2000 });
    expect(included(applied.body, 'gift_card')[0]!.attributes).toMatchObject({
      code: 'GIFT-20-DEMO',
      amount: '20.00',
      amount_used: '0.00',
      amount_remaining: '20.00',
      display_amount_remaining: '$20.00',
    });
    expect(paymentsOf(applied.body)).toEqual([{ method: 'Gift card', amount: '20.00', state: 'checkout' }]);

    const card = await payWith(store, token, 'Test card', { gateway_payment_profile_id: 'tok_visa', name: 'Jordan Lee' });
    expect(card.status).toBe(201);
    const done = await call(store, `${SF}/checkout/complete?include=payments,gift_card`, { method: 'PATCH', orderToken: token });
    expect(done.status).toBe(200);
    expect(one(done.body).attributes).toMatchObject({ state: 'complete', payment_state: 'paid', payment_total: '58.00' });
    expect(paymentsOf(done.body)).toEqual([
      { method: 'Gift card', amount: '20.00', state: 'completed' },
      { method: 'Test card', amount: '38.00', state: 'completed' },
    ]);
    expect(included(done.body, 'gift_card')[0]!.attributes).toMatchObject({ amount_used: '20.00', amount_remaining: '0.00' });

    const next = await newCart(store);
    await addItem(store, next.token, tee, 1);
    const usedUp = await applyCode(next.token, 'GIFT-20-DEMO');
    expect(usedUp.status).toBe(422);
    expect(usedUp.body).toMatchObject({ error: 'The gift card has no balance left.', errors: { base: ['The gift card has no balance left.'] } });
  });

  it('pays all of an order; no other payment is needed', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, tee, 2);
    await toPayment(store, token);
    await applyCode(token, 'GIFT-50-DEMO');
    const done = await call(store, `${SF}/checkout/complete?include=payments`, { method: 'PATCH', orderToken: token });
    expect(done.status).toBe(200);
    expect(one(done.body).attributes).toMatchObject({ state: 'complete', payment_state: 'paid', total: '36.00' });
    expect(paymentsOf(done.body)).toEqual([{ method: 'Gift card', amount: '36.00', state: 'completed' }]);
    // 14.00 is left on the card for another order.
    const other = await newCart(store);
    await fill(other.token);
    const again = await applyCode(other.token, 'GIFT-50-DEMO', '?include=gift_card');
    expect(included(again.body, 'gift_card')[0]!.attributes).toMatchObject({ amount_remaining: '14.00' });
    expect(one(again.body).attributes.total_minus_store_credits).toBe('44.00');
  });

  it('refuses used-up, expired, other-currency and second gift cards with 422', async () => {
    const { token } = await newCart(store);
    await fill(token);
    const refusals: [string, string][] = [
      ['GIFT-25-USED', 'The gift card has no balance left.'],
      ['GIFT-EXPIRED', 'The gift card has expired.'],
      ['GIFT-40-EUR', 'The gift card is in a different currency than the order.'],
    ];
    for (const [code, message] of refusals) {
      const answer = await applyCode(token, code);
      expect(answer.status).toBe(422);
      expect(errorOf(answer.body).error).toBe(message);
    }
    await applyCode(token, 'GIFT-50-DEMO');
    expect(errorOf((await applyCode(token, 'GIFT-20-DEMO')).body).error).toBe('A gift card has already been applied to this order.');
  });

  it('survives a new payment, is removed by its code, and is dropped by a cart change', async () => {
    const { token } = await newCart(store);
    await fill(token);
    await applyCode(token, 'GIFT-50-DEMO');
    await payWith(store, token, 'Cash');
    const card = await call(store, `${SF}/checkout/create_payment?include=payments`, {
      method: 'POST',
      orderToken: token,
      body: { payment_method_id: await methodId(token, 'Test card'), source_attributes: { gateway_payment_profile_id: 'tok_visa', name: 'J' } },
    });
    // The cash payment is invalidated; the gift card (14.00 left on it after the sale above) is not.
    expect(paymentsOf(card.body).map((p) => [p.method, p.amount])).toEqual([
      ['Gift card', '14.00'],
      ['Test card', '44.00'],
    ]);

    const removed = await call(store, `${SF}/cart/remove_coupon_code/GIFT-50-DEMO?include=payments`, { method: 'DELETE', orderToken: token });
    expect(removed.status).toBe(200);
    expect(one(removed.body).relationships.gift_card!.data).toBeNull();
    expect(paymentsOf(removed.body)).toEqual([{ method: 'Test card', amount: '58.00', state: 'checkout' }]);

    await applyCode(token, 'GIFT-50-DEMO');
    const changed = await call(store, `${SF}/cart/add_item?include=payments`, { method: 'POST', orderToken: token, body: { variant_id: mug, quantity: 1 } });
    expect(one(changed.body).relationships.gift_card!.data).toBeNull();
    expect(paymentsOf(changed.body).map((p) => p.method)).toEqual(['Test card']);
  });
});

async function methodId(token: string, name: string): Promise<string> {
  const methods = many((await call(store, `${SF}/checkout/payment_methods`, { orderToken: token })).body);
  return methods.find((m) => m.attributes.name === name)!.id;
}

describe('store credit', () => {
  it('refuses guests, and is not among the payment methods', async () => {
    const { token } = await newCart(store);
    await fill(token);
    const answer = await call(store, `${SF}/checkout/add_store_credit`, { method: 'POST', orderToken: token });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: 'User does not have any Store Credits available', code: 422 });
    const names = many((await call(store, `${SF}/checkout/payment_methods`, { orderToken: token })).body).map((m) => m.attributes.name);
    expect(names).toEqual(['Cash', 'Test card']);
    expect((await call(store, `${SF}/checkout/add_store_credit`, { method: 'POST', orderToken: 'nope' })).status).toBe(404);
  });

  it('applies an amount, or as much as covers the order, and is removed again', async () => {
    const account = one((await call(store, `${SF}/account`, { bearer })).body);
    expect(account.attributes.store_credits).toBe('25.00');
    const { token } = await customerCart(store, bearer);
    await fill(token);
    const some = await call(store, `${SF}/checkout/add_store_credit?amount=10&include=payments`, { method: 'POST', orderToken: token, bearer });
    expect(some.status).toBe(200);
    expect(one(some.body).attributes).toMatchObject({ total_minus_store_credits: '48.00', store_credit_total_cents: 1000 });
    expect(paymentsOf(some.body)).toEqual([{ method: 'Store credit', amount: '10.00', state: 'checkout' }]);
    // Without an amount: all of it (25.00 of 58.00), replacing the earlier one; the amount may come in the body.
    const all = await call(store, `${SF}/checkout/add_store_credit?include=payments.source`, { method: 'POST', orderToken: token, bearer, body: {} });
    expect(paymentsOf(all.body)).toEqual([{ method: 'Store credit', amount: '25.00', state: 'checkout' }]);
    expect(included(all.body, 'store_credit')[0]!.attributes).toMatchObject({ amount: '25.00', amount_used: '0.00', currency: 'USD' });
    const bad = await call(store, `${SF}/checkout/add_store_credit`, { method: 'POST', orderToken: token, bearer, body: { amount: 'lots' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { amount: ['must be a positive number'] } });
    const removed = await call(store, `${SF}/checkout/remove_store_credit?include=payments`, { method: 'POST', orderToken: token, bearer });
    expect(removed.status).toBe(200);
    expect(paymentsOf(removed.body)).toEqual([]);
    expect(one(removed.body).attributes.total_minus_store_credits).toBe('58.00');
    await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: token });
  });

  it('covers part of an order with the gift card and a payment, and is spent on completion', async () => {
    const { token, number } = await customerCart(store, bearer);
    await fill(token);
    await call(store, `${SF}/checkout/add_store_credit`, { method: 'POST', orderToken: token, bearer });
    const cash = await payWith(store, token, 'Cash');
    expect(cash.status).toBe(201);
    const cart = await cartOf(store, token, '?include=payments');
    expect(cart.attributes.total_minus_store_credits).toBe('33.00');
    const done = await call(store, `${SF}/checkout/complete?include=payments`, { method: 'PATCH', orderToken: token, bearer });
    expect(done.status).toBe(200);
    expect(paymentsOf(done.body)).toEqual([
      { method: 'Store credit', amount: '25.00', state: 'completed' },
      { method: 'Cash', amount: '33.00', state: 'completed' },
    ]);
    expect(one((await call(store, `${SF}/account`, { bearer })).body).attributes.store_credits).toBe(0);
    // The completed order is in the account's orders and its order status, and gone from the cart endpoints.
    const orders = many((await call(store, `${SF}/account/orders`, { bearer })).body);
    expect(orders.map((o) => o.attributes.number)).toContain(number);
    expect((await call(store, `${SF}/order_status/${number}`, { orderToken: token })).status).toBe(200);
    expect((await call(store, `${SF}/cart`, { orderToken: token })).status).toBe(404);
    expect((await call(store, `${SF}/checkout/add_store_credit`, { method: 'POST', orderToken: token, bearer })).status).toBe(404);
    // Nothing left to use.
    const next = await customerCart(store, bearer);
    await fill(next.token);
    const none = await call(store, `${SF}/checkout/add_store_credit`, { method: 'POST', orderToken: next.token, bearer });
    expect(errorOf(none.body).error).toBe('User does not have any Store Credits available');
    await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: next.token });
  });
});

describe('card payments', () => {
  it('a saved card of the signed-in customer pays by source_id; others may not use it', async () => {
    const cards = many((await call(store, `${SF}/account/credit_cards`, { bearer })).body);
    const visa = cards.find((c) => c.attributes.last_digits === '4242')!;
    const guest = await newCart(store);
    await fill(guest.token);
    const refused = await call(store, `${SF}/checkout/create_payment`, {
      method: 'POST',
      orderToken: guest.token,
      body: { payment_method_id: await methodId(guest.token, 'Test card'), source_id: visa.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'source_not_found', errors: {} });

    const { token } = await customerCart(store, bearer);
    await fill(token);
    const paid = await call(store, `${SF}/checkout/create_payment`, {
      method: 'POST',
      orderToken: token,
      bearer,
      body: { payment_method_id: await methodId(token, 'Test card'), source_id: visa.id },
    });
    expect(paid.status).toBe(201);
    const done = await call(store, `${SF}/checkout/complete?include=payments.source`, { method: 'PATCH', orderToken: token, bearer });
    expect(done.status).toBe(200);
    expect(one(done.body).attributes).toMatchObject({ state: 'complete', payment_state: 'paid' });
    expect(included(done.body, 'credit_card').map((c) => c.id)).toEqual([visa.id]);
  });

  it('a payment with an amount pays that much; one without pays what the others leave', async () => {
    const { token } = await newCart(store);
    await fill(token);
    await applyCode(token, 'GIFT-50-DEMO');
    const fixed = await call(store, `${SF}/checkout/create_payment?include=payments`, {
      method: 'POST',
      orderToken: token,
      body: { payment_method_id: await methodId(token, 'Cash'), amount: 5.5 },
    });
    expect(paymentsOf(fixed.body).map((p) => p.amount)).toEqual(['14.00', '5.50']);
  });
});
