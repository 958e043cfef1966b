/** Coupon codes on the cart: percent and fixed discounts, their 422s, removal, and how totals and lines show them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { cartOf, errorOf, setAddress } from '../../../support/demo-store/checkout-client.js';
import { SF, addItem, call, inStockVariantId, included, newCart, one, type Resource } from '../../../support/demo-store/store-client.js';

let store: DemoStore;
let tee: string;
let mug: string;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  tee = await inStockVariantId(store, 'classic-crew-tee'); // 18.00
  mug = await inStockVariantId(store, 'stoneware-coffee-mug'); // 22.00
});

afterAll(async () => {
  await store.close();
});

/** A cart with two tees and a mug: items 58.00. */
async function cartOf58(): Promise<string> {
  const { token } = await newCart(store);
  expect((await addItem(store, token, tee, 2)).status).toBe(200);
  expect((await addItem(store, token, mug, 1)).status).toBe(200);
  return token;
}

function apply(token: string, code: string, query = '') {
  return call(store, `${SF}/cart/apply_coupon_code${query}`, { method: 'PATCH', orderToken: token, body: { coupon_code: code } });
}

function lineOf(doc: { included?: Resource[] }, variantId: string): Resource {
  return included(doc as never, 'line_item').find((li) => (li.relationships.variant!.data as { id: string }).id === variantId)!;
}

describe('applying coupon codes', () => {
  it('WELCOME10 takes 10% off every line and the order, and is listed with its amount', async () => {
    const token = await cartOf58();
    const answer = await apply(token, 'welcome10', '?include=line_items,promotions');
    expect(answer.status).toBe(200);
    const cart = one(answer.body);
    expect(cart.attributes).toMatchObject({
      item_total: '58.00',
      promo_total: '-5.80',
      display_promo_total: '-$5.80',
      adjustment_total: '-5.80',
      total: '52.20',
      promo_total_cents: 580,
      tax_total: '0.00',
      pre_tax_item_amount: '52.20',
    });
    expect(lineOf(answer.body, tee).attributes).toMatchObject({
      total: '32.40',
      promo_total: '-3.60',
      adjustment_total: '-3.60',
      discounted_amount: '32.40',
      pre_tax_amount: '32.40',
      price: '18.00',
    });
    expect(lineOf(answer.body, mug).attributes).toMatchObject({ total: '19.80', promo_total: '-2.20' });
    const promotions = included(answer.body, 'promotion');
    expect(promotions).toHaveLength(1);
    expect(promotions[0]!.attributes).toMatchObject({ code: 'WELCOME10', name: 'Welcome 10% off', amount: '-5.80', display_amount: '-$5.80' });
    expect(cart.relationships.promotions!.data).toEqual([{ id: promotions[0]!.id, type: 'promotion' }]);
  });

  it('SAVE5 takes 5.00 off, spread over the lines in proportion', async () => {
    const token = await cartOf58();
    const answer = await apply(token, 'SAVE5', '?include=line_items');
    expect(one(answer.body).attributes).toMatchObject({ promo_total: '-5.00', total: '53.00' });
    expect(lineOf(answer.body, tee).attributes.promo_total).toBe('-3.10');
    expect(lineOf(answer.body, mug).attributes.promo_total).toBe('-1.90');
  });

  it('a fixed discount never takes more than the items cost', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, await inStockVariantId(store, 'merino-hiking-socks'), 1);
    const cart = one((await apply(token, 'SAVE5')).body);
    const items = Number(cart.attributes.item_total);
    expect(cart.attributes.promo_total).toBe(items >= 5 ? '-5.00' : `-${items.toFixed(2)}`);
    expect(Number(cart.attributes.total)).toBeGreaterThanOrEqual(0);
  });

  it('answers 422 with the reason for unknown, expired and ineligible codes, and changes nothing', async () => {
    const token = await cartOf58();
    const cases: [string, string][] = [
      ['NOPE', "The coupon code you entered doesn't exist. Please try again."],
      ['SPRING2025', 'The coupon code is expired'],
      ['BIG15', "This coupon code can't be applied to orders less than $100.00."],
    ];
    for (const [code, message] of cases) {
      const answer = await apply(token, code);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ error: message, code: 422, message, errors: { base: [message] } });
    }
    expect((await cartOf(store, token)).attributes).toMatchObject({ promo_total: '0.00', total: '58.00' });
    const empty = await newCart(store);
    expect(errorOf((await apply(empty.token, 'WELCOME10')).body).error).toBe('This coupon code is not eligible for this order');
    const missing = await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: token, body: {} });
    expect(missing.status).toBe(400);
    expect((await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: 'nope', body: { coupon_code: 'SAVE5' } })).status).toBe(404);
  });

  it('BIG15 applies from 100.00 of items, and stops counting when the items drop below it', async () => {
    const { token } = await newCart(store);
    const added = await addItem(store, token, tee, 6); // 108.00
    const lineId = (one(added.body).relationships.line_items!.data as { id: string }[])[0]!.id;
    expect(one((await apply(token, 'BIG15')).body).attributes).toMatchObject({ promo_total: '-16.20', total: '91.80' });
    const fewer = await call(store, `${SF}/cart/set_quantity?include=promotions`, {
      method: 'PATCH',
      orderToken: token,
      body: { line_item_id: lineId, quantity: 5 },
    });
    expect(one(fewer.body).attributes).toMatchObject({ item_total: '90.00', promo_total: '0.00', total: '90.00' });
    expect(included(fewer.body, 'promotion')).toEqual([]);
    const more = await call(store, `${SF}/cart/set_quantity`, { method: 'PATCH', orderToken: token, body: { line_item_id: lineId, quantity: 6 } });
    expect(one(more.body).attributes).toMatchObject({ promo_total: '-16.20' });
  });

  it('codes do not stack: the better deal counts, a worse one is refused, a code applies once', async () => {
    const token = await cartOf58();
    expect((await apply(token, 'SAVE5')).status).toBe(200);
    const again = await apply(token, 'SAVE5');
    expect(again.status).toBe(422);
    expect(errorOf(again.body).error).toBe('The coupon code has already been applied to this order');
    // 10% of 58.00 is better than 5.00: it replaces it.
    const better = await apply(token, 'WELCOME10', '?include=promotions');
    expect(better.status).toBe(200);
    expect(one(better.body).attributes).toMatchObject({ promo_total: '-5.80', total: '52.20' });
    expect(included(better.body, 'promotion').map((p) => p.attributes.code)).toEqual(['WELCOME10']);

    const other = await cartOf58();
    await apply(other, 'WELCOME10');
    const worse = await apply(other, 'SAVE5');
    expect(worse.status).toBe(422);
    expect(errorOf(worse.body).error).toBe('The previously applied coupon code results in a better deal');
  });

  it('coupon codes also arrive through PATCH /checkout', async () => {
    const token = await cartOf58();
    const answer = await call(store, `${SF}/checkout`, { method: 'PATCH', orderToken: token, body: { order: { coupon_code: 'WELCOME10' } } });
    expect(answer.status).toBe(200);
    expect(one(answer.body).attributes.promo_total).toBe('-5.80');
    const bad = await call(store, `${SF}/checkout`, {
      method: 'PATCH',
      orderToken: token,
      body: { order: { email: 'x@example.com', coupon_code: 'SPRING2025' } },
    });
    expect(bad.status).toBe(422);
    expect((await cartOf(store, token)).attributes.email).toBeNull();
  });
});

describe('removing coupon codes', () => {
  it('removes one code, 422 for a code the cart does not have, and all codes without a code', async () => {
    const token = await cartOf58();
    await apply(token, 'SAVE5');
    await apply(token, 'WELCOME10');
    const notThere = await call(store, `${SF}/cart/remove_coupon_code/BIG15`, { method: 'DELETE', orderToken: token });
    expect(notThere.status).toBe(422);
    expect(notThere.body).toMatchObject({ error: 'The coupon code you are trying to remove is not present on this order.', code: 422 });
    // Without WELCOME10 the earlier SAVE5 counts again.
    const one1 = await call(store, `${SF}/cart/remove_coupon_code/welcome10`, { method: 'DELETE', orderToken: token });
    expect(one1.status).toBe(200);
    expect(one(one1.body).attributes).toMatchObject({ promo_total: '-5.00', total: '53.00' });
    const all = await call(store, `${SF}/cart/remove_coupon_code?include=promotions,line_items`, { method: 'DELETE', orderToken: token });
    expect(all.status).toBe(200);
    expect(one(all.body).attributes).toMatchObject({ promo_total: '0.00', total: '58.00' });
    expect(included(all.body, 'promotion')).toEqual([]);
    expect(included(all.body, 'line_item').every((li) => li.attributes.promo_total === '0.00')).toBe(true);
    expect((await call(store, `${SF}/cart/remove_coupon_code/SAVE5`, { method: 'DELETE', orderToken: token })).status).toBe(422);
  });

  it('emptying the cart takes the codes off', async () => {
    const token = await cartOf58();
    await apply(token, 'WELCOME10');
    const emptied = await call(store, `${SF}/cart/empty`, { method: 'PATCH', orderToken: token });
    expect(one(emptied.body).attributes).toMatchObject({ item_count: 0, promo_total: '0.00', total: '0.00', state: 'cart' });
    await addItem(store, token, tee, 2);
    expect((await cartOf(store, token)).attributes).toMatchObject({ promo_total: '0.00', total: '36.00' });
  });
});

describe('a discounted sale', () => {
  it('completes with the discount, taxed after it, and keeps it on the order', async () => {
    const token = await cartOf58();
    await apply(token, 'WELCOME10');
    await setAddress(store, token, {
      firstname: 'Jordan',
      lastname: 'Lee',
      address1: '1 Beacon Street',
      city: 'Boston',
      zipcode: '02108',
      state_name: 'Massachusetts',
      country_iso: 'US',
      phone: '+1 617 555 0100',
    });
    const advanced = one((await call(store, `${SF}/checkout/advance`, { method: 'PATCH', orderToken: token })).body);
    // 6.25% of 32.40 is 2.025 -> 2.03; of 19.80 is 1.2375 -> 1.24.
    expect(advanced.attributes).toMatchObject({ state: 'payment', promo_total: '-5.80', tax_total: '3.27', total: '55.47' });
    const methods = (await call(store, `${SF}/checkout/payment_methods`, { orderToken: token })).body.data as Resource[];
    await call(store, `${SF}/checkout/create_payment`, { method: 'POST', orderToken: token, body: { payment_method_id: methods[0]!.id } });
    const done = await call(store, `${SF}/checkout/complete?include=promotions,payments`, { method: 'PATCH', orderToken: token });
    expect(done.status).toBe(200);
    expect(one(done.body).attributes).toMatchObject({ state: 'complete', payment_state: 'paid', total: '55.47', promo_total: '-5.80' });
    expect(included(done.body, 'payment')[0]!.attributes.amount).toBe('55.47');
    expect(included(done.body, 'promotion').map((p) => p.attributes.amount)).toEqual(['-5.80']);
  });
});
