/**
 * The store's stock as the counter reads it (this store's extension): a sale takes its units from
 * the selling location and is refused in Spree's words when that location has too few, even with
 * units in the warehouse (the count never goes below zero for an item that is not backorderable);
 * sales, restocks and returns are stock movements listed newest first; what web carts and open
 * orders hold, a cart left out; low-stock thresholds by variant or taxon and the reorder list.
 */
import { describe, expect, it } from 'vitest';
import { all, get, openDemoDb } from '../../../../electron/demo-store/db/database.js';
import { moveStock } from '../../../../electron/demo-store/stock/stock-ledger.js';
import { completedSale, useReturnsStore } from '../../../support/demo-store/returns-client.js';
import { SF, addItem, call, inStockVariantId, many, newCart, one, payWith, toPayment } from '../../../support/demo-store/store-client.js';

const shop = useReturnsStore();
const PF = '/api/v2/platform';

async function stockItemAt(variantId: string, locationId: string) {
  const answer = await shop.pf.get(`/stock_items?filter[variant_id]=${variantId}`);
  expect(answer.status).toBe(200);
  return many(answer.body).find((i) => (i.relationships?.stock_location?.data as { id: string }).id === locationId);
}

async function checkoutOf(variantId: string, quantity: number) {
  const cart = await newCart(shop.store);
  expect((await addItem(shop.store, cart.token, variantId, quantity)).status).toBe(200);
  await toPayment(shop.store, cart.token);
  expect((await payWith(shop.store, cart.token, 'Cash')).status).toBe(201);
  return { cart, completed: await call(shop.store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token }) };
}

describe('stock at the counter', () => {
  it('refuses a sale the selling location cannot cover even with units in the warehouse, and records each sale as a movement', async () => {
    const variantId = await inStockVariantId(shop.store, 'classic-crew-tee');
    const item = (await stockItemAt(variantId, '1'))!;
    expect((await shop.pf.patch(`/stock_items/${item.id}`, { stock_item: { count_on_hand: 1, backorderable: false } })).status).toBe(200);
    const db = openDemoDb(shop.store.dataDir);
    try {
      const move = { variantId: Number(variantId), stockLocationId: 2, quantity: 5, action: 'received', originatorType: null, originatorId: null };
      db.transaction(() => moveStock(db, move))();
    } finally {
      db.close();
    }

    const refused = await checkoutOf(variantId, 2);
    expect(refused.completed.status).toBe(422);
    expect((refused.completed.body as unknown as { error: string }).error).toBe('Some line items in this order have insufficient quantity.');
    expect((await stockItemAt(variantId, '1'))!.attributes.count_on_hand).toBe(1);
    expect((await stockItemAt(variantId, '2'))!.attributes.count_on_hand).toBe(5);

    const sold = await checkoutOf(variantId, 1);
    expect(sold.completed.status).toBe(200);
    expect((await stockItemAt(variantId, '1'))!.attributes.count_on_hand).toBe(0);
    const movements = await shop.pf.get(`/stock_movements?filter[variant_id_eq]=${variantId}`);
    expect(movements.status).toBe(200);
    expect(many(movements.body).map((m) => [m.attributes.action, m.attributes.quantity, m.attributes.stock_location_id, m.attributes.originator_id])).toEqual([
      ['sold', -1, '1', sold.cart.number],
      ['received', 5, '2', null],
    ]);
  });

  it('tells what web carts and open orders hold, the till’s own cart left out', async () => {
    const variantId = await inStockVariantId(shop.store, 'roll-top-daypack');
    const other = await inStockVariantId(shop.store, 'canvas-market-tote');
    const web = await newCart(shop.store);
    expect((await addItem(shop.store, web.token, variantId, 2)).status).toBe(200);
    const till = await newCart(shop.store);
    expect((await addItem(shop.store, till.token, variantId, 3)).status).toBe(200);
    await completedSale(shop.store, shop.pf, { items: [['roll-top-daypack', 1]], unshipped: true });
    await completedSale(shop.store, shop.pf, { items: [['roll-top-daypack', 4]] });

    const holds = await shop.pf.get(`/stock_holds?filter[variant_id_in]=${variantId},${other}&filter[order_number_not_eq]=${till.number}`);
    expect(holds.status).toBe(200);
    expect(many(holds.body).map((h) => h.attributes)).toEqual([
      { variant_id: variantId, held_in_carts: 2, carts: 1, held_by_orders: 1, orders: 1 },
      { variant_id: other, held_in_carts: 0, carts: 0, held_by_orders: 0, orders: 0 },
    ]);
    const everyCart = await shop.pf.get(`/stock_holds?filter[variant_id_in]=${variantId}`);
    expect(one({ data: many(everyCart.body)[0]! }).attributes.held_in_carts).toBe(5);
  });

  it('keeps low-stock thresholds by variant and by taxon and lists the variants at or below theirs, each location’s units with them', async () => {
    const variantId = await inStockVariantId(shop.store, 'canvas-market-tote');
    const db = openDemoDb(shop.store.dataDir);
    const { onHand, taxonId, teeIds } = (() => {
      try {
        const teeProduct = get<{ product_id: number }>(db, "SELECT id AS product_id FROM products WHERE slug = 'classic-crew-tee'")!.product_id;
        return {
          onHand: get<{ n: number }>(db, 'SELECT SUM(count_on_hand) AS n FROM stock_items WHERE variant_id = ?', Number(variantId))!.n,
          taxonId: get<{ taxon_id: number }>(db, 'SELECT taxon_id FROM classifications WHERE product_id = ?', teeProduct)!.taxon_id,
          teeIds: all<{ id: number }>(db, 'SELECT id FROM variants WHERE product_id = ? AND is_master = 0', teeProduct).map((v) => String(v.id)),
        };
      } finally {
        db.close();
      }
    })();
    const set = (body: Record<string, unknown>) => shop.pf.post('/stock_thresholds', { stock_threshold: body });
    const own = await set({ variant_id: variantId, threshold: onHand });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await set({ taxon_id: String(taxonId), threshold: 1000 })).status).toBe(200);
    expect((await set({ variant_id: variantId, taxon_id: String(taxonId), threshold: 1 })).status).toBe(422);
    expect((await set({ variant_id: variantId, threshold: -1 })).status).toBe(422);

    const low = many((await shop.pf.get('/low_stock_items?per_page=100')).body);
    const tote = low.find((r) => r.id === variantId)!;
    expect(tote.attributes).toMatchObject({ threshold: onHand, threshold_from: 'variant', count_on_hand: onHand });
    expect((tote.attributes.locations as { name: string; count_on_hand: number }[]).map((l) => [l.name, l.count_on_hand])).toEqual([
      ['Wharf Street Store', onHand],
      ['Harbor Road Warehouse', 0],
    ]);
    expect(teeIds.every((id) => low.some((r) => r.id === id && r.attributes.threshold_from === 'taxon'))).toBe(true);

    // Lowered below the count (and the taxon's removed), the tote and the tees are no longer low.
    expect((await set({ variant_id: variantId, threshold: onHand - 1 })).status).toBe(200);
    const thresholds = many((await shop.pf.get('/stock_thresholds')).body);
    expect(thresholds).toHaveLength(2);
    const byTaxon = thresholds.find((t) => t.attributes.taxon_id === String(taxonId))!;
    expect((await call(shop.store, `${PF}/stock_thresholds/${byTaxon.id}`, { method: 'DELETE', bearer: await bearerOf() })).status).toBe(204);
    const after = many((await shop.pf.get('/low_stock_items?per_page=100')).body);
    expect(after.some((r) => r.id === variantId || teeIds.includes(r.id))).toBe(false);
  });
});

async function bearerOf(): Promise<string> {
  const { adminToken } = await import('../../../support/demo-store/admin-token.js');
  return adminToken(shop.store.url);
}
