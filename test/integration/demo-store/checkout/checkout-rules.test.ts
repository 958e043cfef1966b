/**
 * Cart and checkout rules: associating a guest cart, shipping estimates, deleting and emptying,
 * stock and discontinued checks, the state machine step by step, and the check before payment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { DB_FILE } from '../../../../electron/demo-store/db/database.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { cartOf, errorOf, setAddress, signInCustomer } from '../../../support/demo-store/checkout-client.js';
import {
  SF,
  addItem,
  call,
  inStockVariantId,
  included,
  many,
  newCart,
  one,
  payWith,
  productWithVariants,
  toPayment,
} from '../../../support/demo-store/store-client.js';

let store: DemoStore;
let bearer: string;
let tee: string;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  bearer = await signInCustomer(store);
  tee = await inStockVariantId(store, 'classic-crew-tee');
});

afterAll(async () => {
  await store.close();
});

/** Changes the store's data behind its back, as an administrator would. */
function editData(sql: string, ...args: unknown[]): void {
  const db = new Database(path.join(store.dataDir, DB_FILE));
  try {
    db.prepare(sql).run(...args);
  } finally {
    db.close();
  }
}

describe('associating a guest cart', () => {
  it('gives the cart to the signed-in customer with their email and saved addresses', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, tee, 1);
    const answer = await call(store, `${SF}/cart/associate?guest_order_token=${token}&include=user,shipping_address`, { method: 'PATCH', bearer });
    expect(answer.status).toBe(200);
    const cart = one(answer.body);
    expect(cart.attributes).toMatchObject({ email: DEMO_CUSTOMER.email, item_count: 1 });
    expect(included(answer.body, 'user')[0]!.attributes.email).toBe(DEMO_CUSTOMER.email);
    expect(included(answer.body, 'address')[0]!.attributes).toMatchObject({ address1: '48 Fore Street', city: 'Portland' });
    // Now the bearer alone finds it.
    expect(one((await call(store, `${SF}/cart`, { bearer })).body).attributes.token).toBe(token);

    const again = await call(store, `${SF}/cart/associate`, { method: 'PATCH', bearer, body: { guest_order_token: token } });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ error: 'Already assigned to a user', code: 422, errors: {} });
    await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: token });
  });

  it('needs a bearer token (403), a known open cart (403) and the token parameter (400)', async () => {
    const { token } = await newCart(store);
    const guest = await call(store, `${SF}/cart/associate?guest_order_token=${token}`, { method: 'PATCH', orderToken: token });
    expect(guest.status).toBe(403);
    expect(guest.body).toMatchObject({ error: 'forbidden', message: 'You are not authorized to access this page.' });
    expect((await call(store, `${SF}/cart/associate?guest_order_token=unknown`, { method: 'PATCH', bearer })).status).toBe(403);
    expect((await call(store, `${SF}/cart/associate`, { method: 'PATCH', bearer })).status).toBe(400);
  });
});

describe('cart operations', () => {
  it('estimates shipping rates by ISO or ISO3 code, the ship address or the store country', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, tee, 1);
    for (const query of ['?country_iso=US', '?country_iso=usa', '']) {
      const answer = await call(store, `${SF}/cart/estimate_shipping_rates${query}`, { orderToken: token });
      expect(answer.status).toBe(200);
      const rates = answer.body.data as unknown as { id: null; type: string; attributes: Record<string, unknown> }[];
      expect(rates.map((r) => [r.id, r.type, r.attributes.cost, r.attributes.selected])).toEqual([
        [null, 'shipping_rate', '0.00', true],
        [null, 'shipping_rate', '6.95', false],
        [null, 'shipping_rate', '19.95', false],
      ]);
    }
    // Sparse fields: only the attributes asked for.
    const sparse = await call(store, `${SF}/cart/estimate_shipping_rates?country_iso=US&fields[shipping_rate]=name,cost`, { orderToken: token });
    const sparseRates = sparse.body.data as unknown as { attributes: Record<string, unknown> }[];
    expect(sparseRates.map((r) => Object.keys(r.attributes).sort())).toEqual([
      ['cost', 'name'],
      ['cost', 'name'],
      ['cost', 'name'],
    ]);
    const unknown = await call(store, `${SF}/cart/estimate_shipping_rates?country_iso=ZZZ`, { orderToken: token });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: { country_iso: ['is invalid'] } });
    expect((await call(store, `${SF}/cart/estimate_shipping_rates`, { orderToken: 'nope' })).status).toBe(404);
    // Nothing was created by estimating.
    expect((await cartOf(store, token)).relationships.shipments!.data).toEqual([]);
  });

  it('DELETE /cart voids its payments and cancels its shipments: a gift card on it keeps its balance', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, tee, 2);
    await toPayment(store, token);
    await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: token, body: { coupon_code: 'GIFT-20-DEMO' } });
    await payWith(store, token, 'Cash');
    expect((await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: token })).status).toBe(204);
    expect((await call(store, `${SF}/cart`, { orderToken: token })).status).toBe(404);
    expect((await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: token })).status).toBe(404);
    const other = await newCart(store);
    await addItem(store, other.token, tee, 2);
    const applied = await call(store, `${SF}/cart/apply_coupon_code?include=gift_card`, {
      method: 'PATCH',
      orderToken: other.token,
      body: { coupon_code: 'GIFT-20-DEMO' },
    });
    expect(included(applied.body, 'gift_card')[0]!.attributes.amount_remaining).toBe('20.00');
  });

  it('refuses more than is on hand, discontinued items, and quantities of 0, on add and on set_quantity', async () => {
    const { token } = await newCart(store);
    const stove = await productWithVariants(store, 'compact-camp-stove');
    const variantId = stove.variants[0]!.id;
    const added = await addItem(store, token, variantId, 1);
    expect(added.status).toBe(200);
    const lineId = (one(added.body).relationships.line_items!.data as { id: string }[])[0]!.id;
    const tooMany = await call(store, `${SF}/cart/set_quantity`, { method: 'PATCH', orderToken: token, body: { line_item_id: lineId, quantity: 500 } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ error: 'Quantity selected of "Compact Camp Stove" is not available.', errors: { quantity: ['is not available'] } });
    // Backorderable items may be added beyond what is on hand.
    const tent = await productWithVariants(store, 'two-person-tent');
    expect((await addItem(store, token, tent.variants[0]!.id, 3)).status).toBe(200);

    editData("UPDATE products SET discontinue_on = '2026-01-01T00:00:00.000Z' WHERE slug = 'compact-camp-stove'");
    try {
      const more = await call(store, `${SF}/cart/set_quantity`, { method: 'PATCH', orderToken: token, body: { line_item_id: lineId, quantity: 2 } });
      expect(more.status).toBe(422);
      expect(more.body).toMatchObject({ error: 'Compact Camp Stove is no longer available', errors: { base: ['Compact Camp Stove is no longer available'] } });
      const fresh = await newCart(store);
      expect(errorOf((await addItem(store, fresh.token, variantId, 1)).body).error).toBe('Compact Camp Stove is no longer available');
    } finally {
      editData('UPDATE products SET discontinue_on = NULL WHERE slug = ?', 'compact-camp-stove');
    }
  });
});

describe('the checkout state machine', () => {
  it('moves one step per next: address, delivery (shipments, cheapest rate selected), payment, complete', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, tee, 1);
    const states: string[] = [one((await call(store, `${SF}/cart`, { orderToken: token })).body).attributes.state as string];
    // Adding an item moved the cart to address; it cannot go on to delivery without addresses.
    const early = await call(store, `${SF}/checkout/next`, { method: 'PATCH', orderToken: token });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ errors: { bill_address: ["can't be blank"], ship_address: ["can't be blank"] } });
    await setAddress(store, token);
    for (let i = 0; i < 2; i++) {
      const step = await call(store, `${SF}/checkout/next?include=shipments.shipping_rates`, { method: 'PATCH', orderToken: token });
      expect(step.status).toBe(200);
      states.push(one(step.body).attributes.state as string);
      if (states.at(-1) === 'delivery') {
        expect(included(step.body, 'shipment')).toHaveLength(1);
        const rates = included(step.body, 'shipping_rate');
        expect(rates.filter((r) => r.attributes.selected).map((r) => r.attributes.name)).toEqual(['In-store pickup']);
      }
    }
    expect(states).toEqual(['address', 'delivery', 'payment']);
    const none = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token });
    expect(none.body).toMatchObject({ error: 'No payment found', errors: { base: ['No payment found'] } });
    await payWith(store, token, 'Cash');
    const done = await call(store, `${SF}/checkout/next`, { method: 'PATCH', orderToken: token });
    expect(one(done.body).attributes.state).toBe('complete');
    expect((await call(store, `${SF}/checkout/next`, { method: 'PATCH', orderToken: token })).status).toBe(404);
  });

  it('advance packs back-ordered units apart from in-stock ones; a cart change voids the shipments', async () => {
    const { token } = await newCart(store);
    const tent = await productWithVariants(store, 'two-person-tent');
    await addItem(store, token, tent.variants[0]!.id, 1);
    await addItem(store, token, tee, 1);
    await setAddress(store, token);
    const advanced = await call(store, `${SF}/checkout/advance?include=shipments`, { method: 'PATCH', orderToken: token });
    expect(one(advanced.body).attributes.state).toBe('payment');
    expect(included(advanced.body, 'shipment').map((s) => s.attributes.backordered)).toEqual([false, true]);
    const changed = await addItem(store, token, tee, 1);
    expect(one(changed.body).attributes.state).toBe('address');
    expect(one(changed.body).relationships.shipments!.data).toEqual([]);
  });
});

describe('validate_order_for_payment', () => {
  it('answers 200 with the cart in payment, and 422 "Cart changed" elsewhere unless skip_state', async () => {
    const { token } = await newCart(store);
    await addItem(store, token, tee, 1);
    const early = await call(store, `${SF}/checkout/validate_order_for_payment`, { method: 'POST', orderToken: token });
    expect(early.status).toBe(422);
    expect(one(early.body).attributes.token).toBe(token);
    expect(early.body.meta).toEqual({ messages: ['Cart changed'] });
    const skipped = await call(store, `${SF}/checkout/validate_order_for_payment?skip_state=true`, { method: 'POST', orderToken: token });
    expect(skipped.status).toBe(200);
    expect(skipped.body.meta).toBeUndefined();
    await toPayment(store, token);
    const ready = await call(store, `${SF}/checkout/validate_order_for_payment`, { method: 'POST', orderToken: token, body: { include: 'line_items' } });
    expect(ready.status).toBe(200);
    expect(included(ready.body, 'line_item')).toHaveLength(1);
    expect((await call(store, `${SF}/checkout/validate_order_for_payment`, { method: 'POST', orderToken: 'nope' })).status).toBe(404);
  });

  it('removes items sold out since they were added, and items no longer sold, with a message each', async () => {
    const tumbler = (await productWithVariants(store, 'insulated-tumbler')).variants[0]!.id;
    let onHand = 0;
    for (let n = 1; n <= 60; n++) {
      const probe = await newCart(store);
      const ok = (await addItem(store, probe.token, tumbler, n)).status === 200;
      await call(store, `${SF}/cart`, { method: 'DELETE', orderToken: probe.token });
      if (!ok) break;
      onHand = n;
    }
    expect(onHand).toBeGreaterThan(0);
    const waiting = await newCart(store);
    await addItem(store, waiting.token, tumbler, onHand);
    await addItem(store, waiting.token, tee, 1);
    const mug = await inStockVariantId(store, 'stoneware-coffee-mug');
    await addItem(store, waiting.token, mug, 1);
    await toPayment(store, waiting.token);
    // Another sale takes the last units first.
    const first = await newCart(store);
    await addItem(store, first.token, tumbler, onHand);
    await toPayment(store, first.token);
    await payWith(store, first.token, 'Cash');
    expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: first.token })).status).toBe(200);
    editData("UPDATE products SET discontinue_on = '2026-01-01T00:00:00.000Z' WHERE slug = 'stoneware-coffee-mug'");
    try {
      const answer = await call(store, `${SF}/checkout/validate_order_for_payment?include=line_items`, { method: 'POST', orderToken: waiting.token });
      expect(answer.status).toBe(422);
      expect(answer.body.meta).toEqual({
        messages: ['Insulated Tumbler was removed because it was sold out', 'Stoneware Coffee Mug was removed because it was discontinued', 'Cart changed'],
      });
      const cart = one(answer.body);
      expect(cart.attributes).toMatchObject({ item_count: 1, state: 'address', total: '18.00' });
      expect(included(answer.body, 'line_item').map((li) => li.attributes.slug)).toEqual(['classic-crew-tee']);
      expect(answer.body.error).toBeUndefined();
    } finally {
      editData('UPDATE products SET discontinue_on = NULL WHERE slug = ?', 'stoneware-coffee-mug');
    }
  });
});

describe('account orders', () => {
  it('a customer sale appears in account orders once complete, never before', async () => {
    const created = await call(store, `${SF}/cart`, { method: 'POST', bearer });
    const { token, number } = one(created.body).attributes as { token: string; number: string };
    await addItem(store, token, tee, 1);
    const before = many((await call(store, `${SF}/account/orders`, { bearer })).body).map((o) => o.attributes.number);
    expect(before).not.toContain(number);
    const advanced = await call(store, `${SF}/checkout/advance`, { method: 'PATCH', orderToken: token, bearer });
    expect(one(advanced.body).attributes.state).toBe('payment');
    await payWith(store, token, 'Cash');
    expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', bearer })).status).toBe(200);
    const after = await call(store, `${SF}/account/orders/${number}`, { bearer });
    expect(one(after.body)).toMatchObject({ type: 'order', attributes: { number, state: 'complete', payment_state: 'paid' } });
    expect((await call(store, `${SF}/cart`, { bearer })).status).toBe(404);
  });
});

describe('a data dir from before coupons, gift cards, store credit and taxes', () => {
  it('gains them on the next start', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-older-'));
    try {
      await (await startDemoStore({ dataDir, rateLimit: false })).close();
      const db = new Database(path.join(dataDir, DB_FILE));
      db.exec(`DELETE FROM order_promotions; DELETE FROM promotions; DELETE FROM store_credits; DELETE FROM tax_rates;
        DELETE FROM payments; DELETE FROM gift_cards; DELETE FROM payment_methods WHERE kind IN ('store_credit', 'gift_card');
        DELETE FROM meta WHERE key = 'checkout_extras_seeded_at';
        ALTER TABLE line_items DROP COLUMN promo_total_cents; ALTER TABLE orders DROP COLUMN included_tax_total_cents;
        ALTER TABLE payments DROP COLUMN gift_card_id;`);
      db.close();
      const older = await startDemoStore({ dataDir, rateLimit: false });
      try {
        const { token } = await newCart(older);
        await addItem(older, token, await inStockVariantId(older, 'classic-crew-tee'), 2);
        const coupon = await call(older, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: token, body: { coupon_code: 'WELCOME10' } });
        expect(one(coupon.body).attributes).toMatchObject({ promo_total: '-3.60', total: '32.40' });
        const gift = await call(older, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: token, body: { coupon_code: 'GIFT-20-DEMO' } });
        expect(one(gift.body).attributes.total_minus_store_credits).toBe('12.40');
      } finally {
        await older.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
