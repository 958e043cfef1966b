/**
 * The Platform API's gift cards (this store's extension), against a real demo store: a card
 * issued for the gift-card line of a complete order (its amount the line's, a new unguessable
 * code), found by its code, loaded again (a top-up), and each order line loading one card once:
 * asking again answers the same card. The gift-card product carries no tax and no promotion, and
 * the store refuses a bad amount, code, currency or line in words. Customers' accounts are found
 * by email with the store credit they hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_CUSTOMER, DEMO_STAFF } from '../../../../electron/demo-store/auth/demo-accounts.js';
import {
  SF,
  addItem,
  call,
  included,
  many,
  newCart,
  one,
  payWith,
  productWithVariants,
  toPayment,
  type Resource,
} from '../../../support/demo-store/store-client.js';
import { MA_ADDRESS, errorOf, setAddress } from '../../../support/demo-store/checkout-client.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';

const PF = '/api/v2/platform';
let store: DemoStore;
let admin: string;
let giftCard50: string;
let mug: string;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  admin = await adminToken(store.url);
  const { variants } = await productWithVariants(store, 'gift-card');
  giftCard50 = variants.find((v) => v.attributes.sku === 'GIFTCARD-50')!.id;
  const mugs = await productWithVariants(store, 'enamel-camp-mug');
  mug = (mugs.variants.find((v) => v.attributes.in_stock === true && v.attributes.is_master !== true) ?? mugs.variants[0]!).id;
});

afterAll(async () => {
  await store.close();
});

const post = (path: string, body: unknown) => call(store, `${PF}${path}`, { method: 'POST', bearer: admin, body });
const get = (path: string) => call(store, `${PF}${path}`, { bearer: admin });

/** A complete order of one $50 gift card (and a mug when asked), paid in cash: its number and its gift-card line. */
async function giftCardSale(withMug = false): Promise<{ number: string; line: string }> {
  const cart = await newCart(store);
  expect((await addItem(store, cart.token, giftCard50)).status).toBe(200);
  if (withMug) expect((await addItem(store, cart.token, mug)).status).toBe(200);
  await toPayment(store, cart.token);
  expect((await payWith(store, cart.token, 'Cash')).status).toBe(201);
  const done = await call(store, `${SF}/checkout/complete?include=line_items`, { method: 'PATCH', orderToken: cart.token });
  expect(done.status).toBe(200);
  const line = included(done.body, 'line_item').find((l) => l.relationships?.variant && (l.relationships.variant.data as { id: string }).id === giftCard50)!;
  return { number: cart.number, line: line.id };
}

describe('Platform API: gift cards', () => {
  it('sells the gift-card product in three amounts, recognised by its SKUs', async () => {
    const { variants } = await productWithVariants(store, 'gift-card');
    expect(
      variants
        .filter((v) => v.attributes.is_master !== true)
        .map((v) => [v.attributes.sku, v.attributes.price])
        .sort(),
    ).toEqual([
      ['GIFTCARD-100', '100.00'],
      ['GIFTCARD-25', '25.00'],
      ['GIFTCARD-50', '50.00'],
    ]);
  });

  it('charges no tax and takes no promotion off a gift card', async () => {
    const cart = await newCart(store);
    expect((await addItem(store, cart.token, giftCard50)).status).toBe(200);
    await setAddress(store, cart.token, MA_ADDRESS);
    const coupon = await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: cart.token, body: { coupon_code: 'WELCOME10' } });
    const order = one((await call(store, `${SF}/cart`, { orderToken: cart.token })).body);
    expect(order.attributes).toMatchObject({ item_total: '50.00', tax_total: '0.00', total: '50.00' });
    expect(coupon.status === 422 || order.attributes.promo_total === '0.00').toBe(true);
  });

  it('issues a card for a gift-card line of a complete order, with a new unguessable code, found again by that code', async () => {
    const sale = await giftCardSale(true);
    const issued = await post('/gift_cards', { gift_card: { order_number: sale.number, line_item_id: sale.line } });
    expect(issued.status).toBe(201);
    const card = one(issued.body);
    expect(card.attributes).toMatchObject({ currency: 'USD', amount: '50.00', amount_remaining: '50.00', amount_used: '0.00' });
    expect(card.attributes.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(card.attributes.loads).toEqual([expect.objectContaining({ kind: 'issue', amount: '50.00', order_number: sale.number, line_item_id: sale.line })]);
    const found = await get(`/gift_cards?filter[code]=${encodeURIComponent(String(card.attributes.code).toLowerCase())}`);
    expect(found.status).toBe(200);
    expect(many(found.body).map((c) => c.id)).toEqual([card.id]);
    expect(many((await get('/gift_cards?filter[code]=NO-SUCH-CARD')).body)).toEqual([]);
    expect(one((await get(`/gift_cards/${card.id}`)).body).attributes.code).toBe(card.attributes.code);
    expect((await get('/gift_cards/999999')).status).toBe(404);
  });

  it('answers the card already issued when the same order line asks again, never a second card', async () => {
    const sale = await giftCardSale();
    const first = one((await post('/gift_cards', { gift_card: { order_number: sale.number, line_item_id: sale.line } })).body);
    const again = await post('/gift_cards', { gift_card: { order_number: sale.number, line_item_id: sale.line, amount: 50 } });
    expect(again.status).toBe(200);
    expect(one(again.body)).toMatchObject({ id: first.id, attributes: expect.objectContaining({ code: first.attributes.code, amount: '50.00' }) });
  });

  it('loads more onto a card once per order line, as one transaction', async () => {
    const card = one((await post('/gift_cards', { gift_card: { amount: 20, code: 'TOPUP-ME-1' } })).body);
    expect(card.attributes).toMatchObject({ code: 'TOPUP-ME-1', amount: '20.00', loads: [expect.objectContaining({ kind: 'issue', order_number: null })] });
    const sale = await giftCardSale();
    const loaded = await post(`/gift_cards/${card.id}/loads`, { gift_card_load: { order_number: sale.number, line_item_id: sale.line } });
    expect(loaded.status).toBe(201);
    expect(one(loaded.body).attributes).toMatchObject({ amount: '70.00', amount_remaining: '70.00' });
    const again = await post(`/gift_cards/${card.id}/loads`, { gift_card_load: { order_number: sale.number, line_item_id: sale.line } });
    expect(again.status).toBe(200);
    expect(one(again.body).attributes.amount_remaining).toBe('70.00');
    // The line loaded this card: it issues no other, and loads no other.
    expect((await post('/gift_cards', { gift_card: { order_number: sale.number, line_item_id: sale.line } })).status).toBe(422);
    const other = one((await post('/gift_cards', { gift_card: { amount: 5 } })).body);
    expect((await post(`/gift_cards/${other.id}/loads`, { gift_card_load: { order_number: sale.number, line_item_id: sale.line } })).status).toBe(422);
    expect(one((await post(`/gift_cards/${card.id}/loads`, { gift_card_load: { amount: '5.50' } })).body).attributes.amount).toBe('75.50');
  });

  it('refuses a bad amount, code, currency, order or line in words (422), and an expired card’s top-up', async () => {
    const refused = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
      const answer = await post(path, body);
      expect(answer.status).toBe(422);
      return errorOf(answer.body).errors ?? {};
    };
    expect(await refused('/gift_cards', { gift_card: {} })).toHaveProperty('amount');
    expect(await refused('/gift_cards', { gift_card: { amount: -5 } })).toHaveProperty('amount');
    expect(await refused('/gift_cards', { gift_card: { amount: 5, currency: 'GBP' } })).toHaveProperty('currency');
    expect(await refused('/gift_cards', { gift_card: { amount: 5, code: 'GIFT-50-DEMO' } })).toEqual({ code: ['has already been taken'] });
    expect(await refused('/gift_cards', { gift_card: { amount: 5, code: 'no spaces!' } })).toHaveProperty('code');
    expect(await refused('/gift_cards', { gift_card: { order_number: 'R000000000', line_item_id: '1' } })).toHaveProperty('order_number');
    const sale = await giftCardSale(true);
    const lines = included((await get(`/orders/${sale.number}?include=line_items`)).body, 'line_item') as Resource[];
    const mugLine = lines.find((l) => l.id !== sale.line)!;
    expect(await refused('/gift_cards', { gift_card: { order_number: sale.number, line_item_id: mugLine.id } })).toHaveProperty('line_item_id');
    expect(await refused('/gift_cards', { gift_card: { order_number: sale.number, line_item_id: sale.line, amount: 10 } })).toHaveProperty('amount');
    const open = await newCart(store);
    expect((await addItem(store, open.token, giftCard50)).status).toBe(200);
    expect(await refused('/gift_cards', { gift_card: { order_number: open.number, line_item_id: '1' } })).toHaveProperty('order_number');
    const expired = many((await get('/gift_cards?filter[code]=GIFT-EXPIRED')).body)[0]!;
    const answer = await post(`/gift_cards/${expired.id}/loads`, { gift_card_load: { amount: 10 } });
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body).message).toMatch(/expired/);
  });

  it('lists customers’ accounts with Spree’s email filters, whatever the case, each with the store credit it holds', async () => {
    const found = many((await get(`/users?filter[email_eq]=${encodeURIComponent(DEMO_CUSTOMER.email.toUpperCase())}`)).body);
    expect(found.map((u) => [u.attributes.email, u.attributes.store_credits])).toEqual([[DEMO_CUSTOMER.email, '25.00']]);
    expect(many((await get('/users?filter[email_eq]=nobody%40example.com')).body)).toEqual([]);
    const part = DEMO_CUSTOMER.email.split('@')[0]!.toUpperCase();
    expect(many((await get(`/users?filter[email_cont]=${encodeURIComponent(part)}`)).body).map((u) => u.attributes.email)).toContain(DEMO_CUSTOMER.email);
    const everyone = many((await get('/users')).body).map((u) => u.attributes.email);
    expect(everyone).toContain(DEMO_CUSTOMER.email);
    expect(everyone).not.toContain(DEMO_STAFF.email);
  });

  it('needs the admin scope', async () => {
    expect((await call(store, `${PF}/gift_cards?filter[code]=GIFT-50-DEMO`)).status).toBe(401);
  });
});
