/** Prices per currency, changing a cart's currency, and taxes by shipping address (sales tax on top, VAT inside). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { BERLIN_ADDRESS, MA_ADDRESS, cartOf, errorOf, setAddress } from '../../../support/demo-store/checkout-client.js';
import { ADDRESS, SF, call, inStockVariantId, included, one, type Resource } from '../../../support/demo-store/store-client.js';

let store: DemoStore;
let tee: string;
let mug: string;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  tee = await inStockVariantId(store, 'classic-crew-tee'); // 18.00 / 16.99
  mug = await inStockVariantId(store, 'stoneware-coffee-mug'); // 22.00 / 20.99
});

afterAll(async () => {
  await store.close();
});

async function cartIn(currency: string): Promise<string> {
  const created = await call(store, `${SF}/cart?currency=${currency}`, { method: 'POST' });
  expect(created.status).toBe(201);
  const token = one(created.body).attributes.token as string;
  for (const [variant, quantity] of [
    [tee, 2],
    [mug, 1],
  ] as const) {
    const added = await call(store, `${SF}/cart/add_item?currency=${currency}`, { method: 'POST', orderToken: token, body: { variant_id: variant, quantity } });
    expect(added.status).toBe(200);
  }
  return token;
}

function lineOf(doc: unknown, variantId: string): Resource {
  return included(doc as never, 'line_item').find((li) => (li.relationships.variant!.data as { id: string }).id === variantId)!;
}

describe('currencies', () => {
  it('products are priced in the requested currency', async () => {
    const eur = one((await call(store, `${SF}/products/classic-crew-tee?currency=eur`)).body);
    expect(eur.attributes).toMatchObject({ currency: 'EUR', price: '16.99', display_price: '€16.99' });
    const usd = one((await call(store, `${SF}/products/classic-crew-tee`)).body);
    expect(usd.attributes).toMatchObject({ currency: 'USD', price: '18.00' });
  });

  it('changes a cart to EUR: lines re-priced, coupon kept, checkout restarted, the cart then found in EUR', async () => {
    const token = await cartIn('USD');
    await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: token, body: { coupon_code: 'WELCOME10' } });
    await setAddress(store, token);
    await call(store, `${SF}/checkout/advance`, { method: 'PATCH', orderToken: token });
    const changed = await call(store, `${SF}/cart/change_currency?new_currency=eur&include=line_items`, { method: 'PATCH', orderToken: token });
    expect(changed.status).toBe(200);
    const cart = one(changed.body);
    // 2 x 16.99 + 20.99 = 54.97; 10% off is 3.40 + 2.10.
    expect(cart.attributes).toMatchObject({
      currency: 'EUR',
      item_total: '54.97',
      promo_total: '-5.50',
      total: '49.47',
      display_total: '€49.47',
      state: 'address',
    });
    expect(cart.relationships.shipments!.data).toEqual([]);
    expect(lineOf(changed.body, tee).attributes).toMatchObject({ currency: 'EUR', price: '16.99', display_price: '€16.99', promo_total: '-3.40' });
    expect((await call(store, `${SF}/cart`, { orderToken: token })).status).toBe(404);
    expect((await cartOf(store, token, '?currency=EUR')).attributes.total).toBe('49.47');
    // And back, with the current currency named.
    const back = await call(store, `${SF}/cart/change_currency?currency=EUR`, { method: 'PATCH', orderToken: token, body: { new_currency: 'USD' } });
    expect(one(back.body).attributes).toMatchObject({ currency: 'USD', item_total: '58.00', total: '52.20' });
  });

  it('refuses an unsupported currency with 422 and a missing one with 400', async () => {
    const token = await cartIn('USD');
    const gbp = await call(store, `${SF}/cart/change_currency?new_currency=GBP`, { method: 'PATCH', orderToken: token });
    expect(gbp.status).toBe(422);
    expect(gbp.body).toMatchObject({ error: 'Currency not supported', code: 422, errors: { base: ['Currency not supported'] } });
    expect((await call(store, `${SF}/cart/change_currency`, { method: 'PATCH', orderToken: token })).status).toBe(400);
    const same = await call(store, `${SF}/cart/change_currency?new_currency=USD`, { method: 'PATCH', orderToken: token });
    expect(one(same.body).attributes).toMatchObject({ currency: 'USD', total: '58.00' });
    expect((await call(store, `${SF}/cart/change_currency?new_currency=EUR`, { method: 'PATCH', orderToken: 'nope' })).status).toBe(404);
  });

  it('drops gift cards when the currency changes', async () => {
    const token = await cartIn('USD');
    await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: token, body: { coupon_code: 'GIFT-50-DEMO' } });
    const changed = await call(store, `${SF}/cart/change_currency?new_currency=EUR&include=payments`, { method: 'PATCH', orderToken: token });
    expect(one(changed.body).relationships.gift_card!.data).toBeNull();
    expect(included(changed.body, 'payment')).toEqual([]);
    const euroCard = await call(store, `${SF}/cart/apply_coupon_code?currency=EUR`, {
      method: 'PATCH',
      orderToken: token,
      body: { coupon_code: 'GIFT-40-EUR' },
    });
    expect(euroCard.status).toBe(200);
    expect(one(euroCard.body).attributes.total_minus_store_credits).toBe('14.97');
  });
});

describe('taxes by shipping address', () => {
  it('Maine: no tax', async () => {
    const token = await cartIn('USD');
    expect((await setAddress(store, token, ADDRESS)).attributes).toMatchObject({ tax_total: '0.00', total: '58.00' });
  });

  it('Massachusetts: 6.25% sales tax added on every line, shown on the lines and the order', async () => {
    const token = await cartIn('USD');
    await setAddress(store, token, MA_ADDRESS);
    const answer = await call(store, `${SF}/checkout/advance?include=line_items`, { method: 'PATCH', orderToken: token });
    // 36.00 x 6.25% = 2.25; 22.00 x 6.25% = 1.375 -> 1.38.
    expect(one(answer.body).attributes).toMatchObject({
      state: 'payment',
      item_total: '58.00',
      tax_total: '3.63',
      additional_tax_total: '3.63',
      included_tax_total: '0.00',
      adjustment_total: '3.63',
      display_tax_total: '$3.63',
      tax_total_cents: 363,
      total: '61.63',
      pre_tax_total: '58.00',
    });
    expect(lineOf(answer.body, tee).attributes).toMatchObject({
      additional_tax_total: '2.25',
      adjustment_total: '2.25',
      total: '38.25',
      pre_tax_amount: '36.00',
      included_tax_total: '0.00',
    });
    // Moving the address to Maine takes the tax off.
    expect((await setAddress(store, token, ADDRESS)).attributes).toMatchObject({ tax_total: '0.00', total: '58.00' });
  });

  it('Germany: 19% VAT is inside the EUR prices, reported but not added', async () => {
    const token = await cartIn('EUR');
    const created = await call(store, `${SF}/checkout?currency=EUR&include=line_items`, {
      method: 'PATCH',
      orderToken: token,
      body: { order: { email: 'jordan@example.com', bill_address_attributes: BERLIN_ADDRESS, ship_address_attributes: BERLIN_ADDRESS } },
    });
    expect(created.status).toBe(200);
    // 33.98 holds 5.43 of VAT, 20.99 holds 3.35.
    expect(one(created.body).attributes).toMatchObject({
      currency: 'EUR',
      item_total: '54.97',
      included_tax_total: '8.78',
      additional_tax_total: '0.00',
      tax_total: '8.78',
      adjustment_total: '0.00',
      total: '54.97',
      pre_tax_item_amount: '46.19',
    });
    expect(lineOf(created.body, tee).attributes).toMatchObject({ included_tax_total: '5.43', pre_tax_amount: '28.55', total: '33.98' });
  });

  it('a completed order keeps the tax it was sold with', async () => {
    const token = await cartIn('USD');
    await setAddress(store, token, { ...MA_ADDRESS, state_name: 'Massachusetts' });
    await call(store, `${SF}/checkout/advance`, { method: 'PATCH', orderToken: token });
    const methods = (await call(store, `${SF}/checkout/payment_methods`, { orderToken: token })).body.data as Resource[];
    await call(store, `${SF}/checkout/create_payment`, { method: 'POST', orderToken: token, body: { payment_method_id: methods[0]!.id } });
    const done = await call(store, `${SF}/checkout/complete?include=payments`, { method: 'PATCH', orderToken: token });
    expect(done.status).toBe(200);
    const order = one(done.body);
    expect(order.attributes).toMatchObject({ state: 'complete', payment_state: 'paid', tax_total: '3.63', total: '61.63' });
    expect(included(done.body, 'payment')[0]!.attributes.amount).toBe('61.63');
    const status = await call(store, `${SF}/order_status/${order.attributes.number as string}`, { orderToken: token });
    expect(one(status.body).attributes).toMatchObject({ tax_total: '3.63', total: '61.63' });
    expect(errorOf((await call(store, `${SF}/checkout/next`, { method: 'PATCH', orderToken: token })).body).code).toBe(404);
  });
});
