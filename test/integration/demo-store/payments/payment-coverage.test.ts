/**
 * Completing an order needs valid payments that cover its total: a payment far below it, or
 * only a gift card or store credit that pays part, is refused with a 422 that says how much is
 * still due, and nothing is charged, spent or taken from stock. Failed payments do not count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoStore } from '../../../../electron/demo-store/http/server.js';
import { customerCart, errorOf, paymentsOf, startPaymentStore, twoTeesAndAMugToPayment } from '../../../support/demo-store/checkout-client.js';
import { SF, addItem, call, included, many, newCart, one, payWith, toPayment } from '../../../support/demo-store/store-client.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';

const PF = '/api/v2/platform';

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

async function methodId(token: string, name: string): Promise<string> {
  const methods = many((await call(store, `${SF}/checkout/payment_methods`, { orderToken: token })).body);
  return methods.find((m) => m.attributes.name === name)!.id;
}

async function stockOf(variantId: string): Promise<number> {
  const items = many((await call(store, `${PF}/stock_items?filter[variant_id]=${variantId}`, { bearer: await adminToken(store.url) })).body);
  return items.reduce((sum, item) => sum + Number(item.attributes.count_on_hand), 0);
}

function complete(token: string, withBearer?: string) {
  return call(store, `${SF}/checkout/complete?include=payments`, { method: 'PATCH', orderToken: token, bearer: withBearer });
}

describe('completing needs payments that cover the total', () => {
  it('refuses a payment of 0.01 on a 58.00 order with a 422 that says what is due; nothing is charged or taken', async () => {
    const { token, number } = await newCart(store);
    await fill(token);
    const teeStock = await stockOf(tee);
    const penny = await call(store, `${SF}/checkout/create_payment`, {
      method: 'POST',
      orderToken: token,
      body: { payment_method_id: await methodId(token, 'Cash'), amount: 0.01 },
    });
    expect(penny.status).toBe(201);

    const refused = await complete(token);
    expect(refused.status).toBe(422);
    const error = errorOf(refused.body);
    expect(error.error).toBe('The payments ($0.01) do not cover the order total ($58.00): $57.99 is still due.');
    expect(error.errors).toEqual({ base: [error.error] });

    // Nothing happened: the order is still open in payment, its cash tender (taken at once, as a
    // payment with an amount is) not captured, the stock untouched.
    const cart = await call(store, `${SF}/cart?include=payments`, { orderToken: token });
    expect(cart.status).toBe(200);
    expect(one(cart.body).attributes).toMatchObject({ state: 'payment', payment_state: null, completed_at: null });
    expect(paymentsOf(cart.body)).toEqual([{ method: 'Cash', amount: '0.01', state: 'pending' }]);
    expect(await stockOf(tee)).toBe(teeStock);
    expect((await call(store, `${SF}/order_status/${number}`, { orderToken: token })).status).toBe(404);

    // A payment without an amount pays the rest beside that tender and completes it, paid in full.
    expect((await payWith(store, token, 'Cash')).status).toBe(201);
    const done = await complete(token);
    expect(done.status).toBe(200);
    expect(one(done.body).attributes).toMatchObject({ state: 'complete', payment_state: 'paid', payment_total: '58.00' });
    expect(await stockOf(tee)).toBe(teeStock - 2);
  });

  it('refuses a gift card that pays only part, and completes once a payment covers the rest', async () => {
    const { token } = await newCart(store);
    await fill(token);
    await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: token, body: { coupon_code: 'GIFT-20-DEMO' } });
    const refused = await complete(token);
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body).error).toBe('The payments ($20.00) do not cover the order total ($58.00): $38.00 is still due.');
    // The gift card was not spent.
    const other = await newCart(store);
    await addItem(store, other.token, tee, 1);
    const check = await call(store, `${SF}/cart/apply_coupon_code?include=gift_card`, {
      method: 'PATCH',
      orderToken: other.token,
      body: { coupon_code: 'GIFT-20-DEMO' },
    });
    expect(included(check.body, 'gift_card')[0]!.attributes).toMatchObject({ amount_remaining: '20.00' });
    await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: other.token });

    expect((await payWith(store, token, 'Cash')).status).toBe(201);
    const done = await complete(token);
    expect(done.status).toBe(200);
    expect(one(done.body).attributes).toMatchObject({ state: 'complete', payment_state: 'paid' });
    expect(paymentsOf(done.body)).toEqual([
      { method: 'Gift card', amount: '20.00', state: 'completed' },
      { method: 'Cash', amount: '38.00', state: 'completed' },
    ]);
  });

  it('refuses store credit that pays only part; the credit stays unspent', async () => {
    const { token } = await customerCart(store, bearer);
    await fill(token);
    expect((await call(store, `${SF}/checkout/add_store_credit`, { method: 'POST', orderToken: token, bearer })).status).toBe(200);
    const refused = await complete(token, bearer);
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body).error).toBe('The payments ($25.00) do not cover the order total ($58.00): $33.00 is still due.');
    expect(one((await call(store, `${SF}/account`, { bearer })).body).attributes.store_credits).toBe('25.00');
    await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: token, bearer });
  });

  it('does not count a declined card: the gift card alone then does not cover the order', async () => {
    const { token } = await newCart(store);
    await fill(token);
    await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: token, body: { coupon_code: 'GIFT-50-DEMO' } });
    expect((await payWith(store, token, 'Test card', { gateway_payment_profile_id: 'tok_decline', name: 'J' })).status).toBe(201);
    const declined = await complete(token);
    expect(declined.status).toBe(422);
    expect(errorOf(declined.body).error).toBe('Your card was declined.');
    const cart = await call(store, `${SF}/cart?include=payments`, { orderToken: token });
    expect(paymentsOf(cart.body).map((p) => [p.method, p.state])).toEqual([['Gift card', 'checkout']]);
    expect(included(cart.body, 'payment')).toHaveLength(1);

    const again = await complete(token);
    expect(again.status).toBe(422);
    expect(errorOf(again.body).error).toMatch(/^The payments \(\$\d+\.\d\d\) do not cover the order total \(\$58\.00\)/);
    expect((await call(store, `${SF}/cart`, { orderToken: token })).status).toBe(200);
    await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: token });
  });

  it('completes an order a gift card pays in full, with no other payment', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, tee, 1);
    await toPayment(store, token);
    await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: token, body: { coupon_code: 'GIFT-50-DEMO' } });
    const cart = await call(store, `${SF}/cart`, { orderToken: token });
    expect(one(cart.body).attributes.total_minus_store_credits).toBe('0.00');
    const done = await complete(token);
    expect(done.status).toBe(200);
    expect(one(done.body).attributes).toMatchObject({ state: 'complete', payment_state: 'paid' });
  });
});
