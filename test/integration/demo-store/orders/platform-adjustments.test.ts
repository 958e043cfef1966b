/**
 * The Platform API's adjustments on the demo store, as Spree's Platform API has them: an admin
 * adds one to a cart or an order with a label that says why and an amount, negative for a
 * reduction; the order's adjustment_total and total are recalculated at once, a cash payment of
 * the adjusted total completes it paid, and bad input is a 422 naming each field. Admin only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoStore } from '../../../../electron/demo-store/http/server.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { errorOf, startPaymentStore, twoTeesAndAMugToPayment } from '../../../support/demo-store/checkout-client.js';
import { SF, call, many, newCart, one } from '../../../support/demo-store/store-client.js';

const PLATFORM = '/api/v2/platform';
let store: DemoStore;
let tee: string;
let mug: string;
let bearer: string;
let admin: string;

beforeAll(async () => {
  ({ store, tee, mug, bearer } = await startPaymentStore());
  admin = await adminToken(store.url);
});

afterAll(async () => {
  await store.close();
});

const adjust = (adjustment: Record<string, unknown>, token = admin) =>
  call(store, `${PLATFORM}/adjustments`, { method: 'POST', bearer: token, contentType: 'application/json', body: { adjustment } });

async function cartInPayment(): Promise<{ token: string; number: string; id: string }> {
  const { token, number } = await newCart(store);
  await twoTeesAndAMugToPayment(store, token, { tee, mug });
  const id = one((await call(store, `${SF}/cart`, { orderToken: token })).body).id;
  return { token, number, id };
}

describe('Platform adjustments', () => {
  it('takes an amount off a cart with its reason: totals recalculated, cash of the adjusted total completes it paid', async () => {
    const { token, number, id } = await cartInPayment();
    const made = await adjust({
      order_id: id,
      adjustable_id: id,
      adjustable_type: 'Spree::Order',
      label: 'Offline sale OFF-TEST-0001: price paid',
      amount: -7,
    });
    expect(made.status).toBe(201);
    expect(one(made.body)).toMatchObject({
      type: 'adjustment',
      attributes: {
        adjustable_type: 'Spree::Order',
        amount: '-7.00',
        display_amount: '-$7.00',
        label: 'Offline sale OFF-TEST-0001: price paid',
        state: 'open',
      },
      relationships: { order: { data: { id, type: 'order' } } },
    });
    const cart = one((await call(store, `${SF}/cart`, { orderToken: token })).body).attributes;
    expect(cart).toMatchObject({ item_total: '58.00', adjustment_total: '-7.00', total: '51.00' });

    const methods = many((await call(store, `${SF}/checkout/payment_methods`, { orderToken: token })).body);
    const cash = methods.find((m) => m.attributes.name === 'Cash')!.id;
    expect(
      (await call(store, `${SF}/checkout/create_payment`, { method: 'POST', orderToken: token, body: { payment_method_id: cash, amount: 51 } })).status,
    ).toBe(201);
    const done = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token });
    expect(done.status).toBe(200);
    expect(one(done.body).attributes).toMatchObject({ state: 'complete', payment_state: 'paid', total: '51.00', payment_total: '51.00' });

    const listed = await call(store, `${PLATFORM}/adjustments?filter[order_id]=${number}`, { bearer: admin });
    expect(many(listed.body).map((a) => a.attributes.label)).toEqual(['Offline sale OFF-TEST-0001: price paid']);
    const order = await call(store, `${PLATFORM}/orders/${number}`, { bearer: admin });
    expect(one(order.body).attributes).toMatchObject({ adjustment_total: '-7.00', total: '51.00', payment_state: 'paid' });
  });

  it('refuses a blank label, a string amount, another adjustable or an unknown order, naming each field; nothing saved', async () => {
    const { token, id } = await cartInPayment();
    const bad = await adjust({ order_id: id, adjustable_id: '999999', adjustable_type: 'Spree::LineItem', label: '  ', amount: '-7.00' });
    expect(bad.status).toBe(422);
    expect(errorOf(bad.body).errors).toEqual({
      adjustable: ['must be a line item of the order named by order_id'],
      label: ["can't be blank"],
      amount: ['is not a number'],
    });
    const huge = await adjust({ order_id: id, adjustable_id: id, adjustable_type: 'Spree::Order', label: 'Why', amount: -1e9 });
    expect(errorOf(huge.body).errors).toEqual({ amount: ['must be less than or equal to 99999999.99'] });
    const unknown = await adjust({ order_id: '999999', adjustable_id: '999999', adjustable_type: 'Spree::Order', label: 'Why', amount: -1 });
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown.body).errors).toMatchObject({ order: ["can't be blank"] });
    expect(one((await call(store, `${SF}/cart`, { orderToken: token })).body).attributes).toMatchObject({ adjustment_total: '0.00', total: '58.00' });
  });

  it('is dropped when the cart is emptied, as Spree empties a cart', async () => {
    const { token, id } = await cartInPayment();
    expect((await adjust({ order_id: id, adjustable_id: id, adjustable_type: 'Spree::Order', label: 'Why', amount: -5 })).status).toBe(201);
    expect((await call(store, `${SF}/cart/empty`, { method: 'PATCH', orderToken: token })).status).toBe(200);
    expect(one((await call(store, `${SF}/cart`, { orderToken: token })).body).attributes).toMatchObject({ adjustment_total: '0.00', total: '0.00' });
  });

  it('is for admins only', async () => {
    const { id } = await cartInPayment();
    const refused = await adjust({ order_id: id, adjustable_id: id, adjustable_type: 'Spree::Order', label: 'Why', amount: -1 }, bearer);
    expect(refused.status).toBe(403);
  });
});
