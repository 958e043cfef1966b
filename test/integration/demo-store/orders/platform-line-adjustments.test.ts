/**
 * The Platform API's adjustments of a line item on the demo store (a discount given at the
 * counter): the line's adjustment_total and total follow at once, the store taxes the line after
 * it (Massachusetts' 6.25% added on the discounted amount, German VAT included in it), the order's
 * totals follow; a line of another order, one that would go below zero or one of a completed order
 * is a 422 in words; removing the adjustment (or the line) gives the amount back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoStore } from '../../../../electron/demo-store/http/server.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { BERLIN_ADDRESS, MA_ADDRESS, errorOf, setAddress, startPaymentStore, twoTeesAndAMugToPayment } from '../../../support/demo-store/checkout-client.js';
import { SF, addItem, call, included, newCart, one, payWith, type Resource } from '../../../support/demo-store/store-client.js';

const PLATFORM = '/api/v2/platform';
let store: DemoStore;
let tee: string;
let mug: string;
let admin: string;

beforeAll(async () => {
  ({ store, tee, mug } = await startPaymentStore());
  admin = await adminToken(store.url);
});

afterAll(async () => {
  await store.close();
});

const adjust = (adjustment: Record<string, unknown>) =>
  call(store, `${PLATFORM}/adjustments`, { method: 'POST', bearer: admin, contentType: 'application/json', body: { adjustment } });

const cartDoc = async (token: string) => (await call(store, `${SF}/cart?include=line_items`, { orderToken: token })).body;

/** Two tees (36.00) and a mug (22.00) shipped to `address`: the cart's id and its lines by name. */
async function addressedCart(address: Record<string, string>): Promise<{ token: string; id: string; teeLine: string; mugLine: string }> {
  const { token } = await newCart(store);
  expect((await addItem(store, token, tee, 2)).status).toBe(200);
  expect((await addItem(store, token, mug, 1)).status).toBe(200);
  await setAddress(store, token, address);
  const doc = await cartDoc(token);
  const lines = included(doc, 'line_item');
  const lineOf = (name: RegExp) => lines.find((l: Resource) => name.test(String(l.attributes.name)))!.id;
  return { token, id: one(doc).id, teeLine: lineOf(/tee/i), mugLine: lineOf(/mug/i) };
}

const lineAttributes = async (token: string, lineId: string) => included(await cartDoc(token), 'line_item').find((l: Resource) => l.id === lineId)!.attributes;

describe('Platform adjustments of a line item', () => {
  it('discounts a line: its totals follow and Massachusetts sales tax is added on the discounted amount', async () => {
    const { token, id, teeLine, mugLine } = await addressedCart(MA_ADDRESS);
    const before = one(await cartDoc(token)).attributes;
    expect(before).toMatchObject({ item_total: '58.00', tax_total: '3.63' });
    const made = await adjust({ order_id: id, adjustable_type: 'Spree::LineItem', adjustable_id: teeLine, label: 'Discount 10%: Damaged item', amount: -3.6 });
    expect(made.status).toBe(201);
    expect(one(made.body)).toMatchObject({
      attributes: { adjustable_type: 'Spree::LineItem', amount: '-3.60', label: 'Discount 10%: Damaged item' },
      relationships: { order: { data: { id, type: 'order' } }, adjustable: { data: { id: teeLine, type: 'line_item' } } },
    });
    // 32.40 taxed at 6.25% is 2.025, 2.03 rounded half up; the mug's 1.375 is 1.38 as before.
    expect(await lineAttributes(token, teeLine)).toMatchObject({
      price: '18.00',
      discounted_amount: '32.40',
      pre_tax_amount: '32.40',
      additional_tax_total: '2.03',
      adjustment_total: '-1.57',
      total: '34.43',
    });
    expect(await lineAttributes(token, mugLine)).toMatchObject({ additional_tax_total: '1.38', total: '23.38' });
    const after = one(await cartDoc(token)).attributes;
    expect(after).toMatchObject({ item_total: '58.00', tax_total: '3.41', adjustment_total: '-0.19' });
    expect(Number(after.total)).toBeCloseTo(Number(before.total) - 3.6 - 0.22, 2);
  });

  it('keeps German VAT included in the discounted amount: the total falls by the discount alone', async () => {
    const { token, id, teeLine } = await addressedCart(BERLIN_ADDRESS);
    const before = one(await cartDoc(token)).attributes;
    expect((await adjust({ order_id: id, adjustable_type: 'Spree::LineItem', adjustable_id: teeLine, label: 'Price match', amount: -6 })).status).toBe(201);
    // 30.00 with 19% VAT included: 30 - 30 / 1.19 = 4.789…, 4.79.
    expect(await lineAttributes(token, teeLine)).toMatchObject({
      discounted_amount: '30.00',
      included_tax_total: '4.79',
      additional_tax_total: '0.00',
      total: '30.00',
    });
    const after = one(await cartDoc(token)).attributes;
    expect(Number(after.total)).toBeCloseTo(Number(before.total) - 6, 2);
  });

  it('refuses a line of another order, one taken below zero and an adjustable of another kind, in words; nothing saved', async () => {
    const first = await addressedCart(MA_ADDRESS);
    const other = await addressedCart(MA_ADDRESS);
    const elsewhere = await adjust({ order_id: first.id, adjustable_type: 'Spree::LineItem', adjustable_id: other.teeLine, label: 'Why', amount: -1 });
    expect(elsewhere.status).toBe(422);
    expect(errorOf(elsewhere.body).errors).toEqual({ adjustable: ['must be a line item of the order named by order_id'] });
    const below = await adjust({ order_id: first.id, adjustable_type: 'Spree::LineItem', adjustable_id: first.teeLine, label: 'Why', amount: -36.01 });
    expect(below.status).toBe(422);
    expect(errorOf(below.body).errors).toEqual({ amount: ['would take the line below zero (it comes to 36.00 after its discounts)'] });
    const kind = await adjust({ order_id: first.id, adjustable_type: 'Spree::Shipment', adjustable_id: first.teeLine, label: 'Why', amount: -1 });
    expect(errorOf(kind.body).errors).toEqual({ adjustable: ['must be the order (Spree::Order) or one of its line items (Spree::LineItem)'] });
    expect(await lineAttributes(first.token, first.teeLine)).toMatchObject({ adjustment_total: '2.25', total: '38.25' });
  });

  it('is removed while the order is a cart (the amount and its tax come back); removing the line drops its own', async () => {
    const { token, id, teeLine, mugLine } = await addressedCart(MA_ADDRESS);
    const before = one(await cartDoc(token)).attributes;
    const made = await adjust({ order_id: id, adjustable_type: 'Spree::LineItem', adjustable_id: teeLine, label: 'Why', amount: -10 });
    const removed = await call(store, `${PLATFORM}/adjustments/${one(made.body).id}`, { method: 'DELETE', bearer: admin });
    expect(removed.status).toBe(204);
    expect(one(await cartDoc(token)).attributes).toMatchObject({ total: before.total, tax_total: before.tax_total });

    expect((await adjust({ order_id: id, adjustable_type: 'Spree::LineItem', adjustable_id: mugLine, label: 'Why', amount: -2 })).status).toBe(201);
    expect((await call(store, `${SF}/cart/remove_line_item/${mugLine}`, { method: 'DELETE', orderToken: token })).status).toBe(200);
    expect(one(await cartDoc(token)).attributes).toMatchObject({ item_total: '36.00', adjustment_total: '2.25', total: expect.any(String) });
    const listed = await call(store, `${PLATFORM}/adjustments?filter[order_id]=${id}`, { bearer: admin });
    expect(listed.body.data).toEqual([]);
  });

  it('refuses a quantity that the line’s discount would take below zero', async () => {
    const { token, id, teeLine } = await addressedCart(MA_ADDRESS);
    expect((await adjust({ order_id: id, adjustable_type: 'Spree::LineItem', adjustable_id: teeLine, label: 'Why', amount: -20 })).status).toBe(201);
    const fewer = await call(store, `${SF}/cart/set_quantity`, { method: 'PATCH', orderToken: token, body: { line_item_id: teeLine, quantity: 1 } });
    expect(fewer.status).toBe(422);
    expect(errorOf(fewer.body).message).toBe("The line's adjustments (-20.00) would take it below zero at 1: remove them first");
  });

  it('stays on a completed order: a line of it is not adjusted, its adjustment not removed', async () => {
    const { token } = await newCart(store);
    await twoTeesAndAMugToPayment(store, token, { tee, mug });
    const doc = await cartDoc(token);
    const id = one(doc).id;
    const line = included(doc, 'line_item')[0]!.id;
    const made = await adjust({ order_id: id, adjustable_type: 'Spree::LineItem', adjustable_id: line, label: 'Why', amount: -1 });
    expect(made.status).toBe(201);
    expect((await payWith(store, token, 'Cash')).status).toBeLessThan(300);
    expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token })).status).toBe(200);
    const late = await adjust({ order_id: id, adjustable_type: 'Spree::LineItem', adjustable_id: line, label: 'Why', amount: -1 });
    expect(errorOf(late.body).errors).toEqual({
      adjustable: ['is a line of a completed order: a line is adjusted (and taxed again) only while its order is a cart'],
    });
    const removed = await call(store, `${PLATFORM}/adjustments/${one(made.body).id}`, { method: 'DELETE', bearer: admin });
    expect(removed.status).toBe(422);
    expect(errorOf(removed.body).message).toBe('An adjustment of a completed order stays: adjust the order again instead');
  });
});
