/**
 * Conflicts met when offline sales reach the store are never resolved silently. While the store
 * was away its operator raised a price and sold a variant out: the sale with the new price waits
 * for a manager with both amounts (this till has no admin client to adjust the store's order to
 * the price paid: offline-price-rule.test.ts has one), never charged at the store's price; the one with the sold-out line waits
 * in the manager's list with what the store said, until a manager places it without that line,
 * tries it as a back-order, or records a refund owed, each decision journaled with who made it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { openDemoDb } from '../../../../electron/demo-store/db/database.js';
import { fromCents, toCents } from '../../../../shared/money.js';
import type { StaffRef } from '../../../../shared/shift/till-journal.js';
import { changeVariant, offlineSale, startOfflineTill, stockedVariants, storeFacts, type OfflineLineInput } from '../../../support/till/offline-till.js';

const storeDir = mkdtempSync(path.join(os.tmpdir(), 'offline-conflicts-store-'));
let store: DemoStore;
let v: (OfflineLineInput & { stock: number })[];
const manager: StaffRef = { id: 'm-1', name: 'Morgan Manager', role: 'manager' };

beforeAll(async () => {
  store = await startDemoStore({ dataDir: storeDir, rateLimit: false });
  v = stockedVariants(storeDir, 6);
});

afterAll(async () => {
  await store?.close();
  rmSync(storeDir, { recursive: true, force: true });
});

describe('conflicts when offline sales reach the store', () => {
  it("never charges a re-priced sale at the store's price, and puts a sold-out line in the manager's list", async () => {
    const till = startOfflineTill(store.url);
    const [repriced, soldOut, plain, other, gone] = [v[0]!, v[1]!, v[2]!, v[3]!, v[4]!];
    const before = storeFacts(storeDir).completed.length;
    const port = store.port;
    await store.close();
    till.journal.append(
      'offline.sale',
      offlineSale('OFF-PRICE', '2026-11-24T09:00:00Z', [
        { ...repriced, quantity: 2 },
        { ...plain, quantity: 1 },
      ]),
    );
    till.journal.append(
      'offline.sale',
      offlineSale('OFF-STOCK', '2026-11-24T09:01:00Z', [
        { ...soldOut, quantity: 1 },
        { ...plain, quantity: 1 },
      ]),
    );
    till.journal.append('offline.sale', offlineSale('OFF-REFUND', '2026-11-24T09:02:00Z', [{ ...soldOut, quantity: 1 }]));
    till.journal.append(
      'offline.sale',
      offlineSale('OFF-GONE', '2026-11-24T09:03:00Z', [
        { ...gone, quantity: 1 },
        { ...other, quantity: 1 },
      ]),
    );
    // Meanwhile at the store: one price up by 1.50, one variant sold out, one product taken off sale.
    changeVariant(storeDir, repriced.variantId, { priceCents: toCents(repriced.unitPrice) + 150 });
    changeVariant(storeDir, soldOut.variantId, { stock: 0 });
    const db = openDemoDb(storeDir);
    db.prepare("UPDATE products SET status = 'archived' WHERE id = (SELECT product_id FROM variants WHERE id = ?)").run(Number(gone.variantId));
    db.close();
    store = await startDemoStore({ dataDir: storeDir, rateLimit: false, port });

    expect(await till.replay.run()).toEqual({ outcome: 'done', placed: 0, needsManager: 4 });
    const [price, stock, refund, lost] = till.replay.outbox();

    const newLine = fromCents((toCents(repriced.unitPrice) + 150) * 2);
    const paid = fromCents(toCents(repriced.unitPrice) * 2 + toCents(plain.unitPrice));
    expect(price).toMatchObject({
      state: 'needs_manager',
      orderNumber: null,
      refusedVariantIds: [],
      priceDifference: { paid, store: fromCents(toCents(newLine) + toCents(plain.unitPrice)) },
    });
    expect(price!.storeSaid).toContain("Connect the store's admin client");

    expect(stock).toMatchObject({ state: 'needs_manager', orderNumber: null, refusedVariantIds: [soldOut.variantId] });
    expect(stock!.storeSaid).toContain('is not available');
    expect(stock!.storeSaid).toContain(soldOut.name);
    expect(refund).toMatchObject({ state: 'needs_manager', refusedVariantIds: [soldOut.variantId] });
    expect(lost).toMatchObject({ state: 'needs_manager', refusedVariantIds: [gone.variantId] });
    expect(lost!.storeSaid).toContain(gone.name);
    // No sale reached the store as an order; the refused ones left no cart behind to place.
    expect(storeFacts(storeDir).completed.slice(before)).toEqual([]);
    expect(await till.replay.run()).toEqual({ outcome: 'done', placed: 0, needsManager: 0 });

    // A manager places one without the sold-out line: the rest is placed, the line left out is owed to the customer.
    const placedWithout = await till.replay.decide('OFF-STOCK', 'place_without_lines', manager);
    expect(placedWithout).toMatchObject({ state: 'resolved', resolution: 'placed_without_line', resolvedBy: manager, refundOwed: soldOut.unitPrice });
    expect(placedWithout.differences).toEqual([
      { kind: 'line_dropped', variantId: soldOut.variantId, name: soldOut.name, charged: soldOut.unitPrice, store: '0.00' },
    ]);
    expect(storeFacts(storeDir).completed.slice(before)).toEqual([placedWithout.orderNumber]);

    // As a back-order: the demo store refuses it while the variant is not backorderable, and says so again.
    const stillRefused = await till.replay.decide('OFF-REFUND', 'place_as_backorder', manager);
    expect(stillRefused).toMatchObject({ state: 'needs_manager', resolution: null });
    expect(stillRefused.storeSaid).toContain('is not available');
    // A refund owed ends it: the whole sale, nothing placed.
    const owed = await till.replay.decide('OFF-REFUND', 'refund_owed', manager);
    expect(owed).toMatchObject({ state: 'resolved', resolution: 'refund_owed', refundOwed: soldOut.unitPrice, orderNumber: null, resolvedBy: manager });
    await expect(till.replay.decide('OFF-REFUND', 'refund_owed', manager)).rejects.toThrow(/does not need a manager/);
    await expect(till.replay.decide('OFF-PRICE', 'place_without_lines', manager)).rejects.toThrow(/did not name a line it refused/);
    await expect(till.replay.decide('OFF-NONE', 'refund_owed', manager)).rejects.toThrow(/no offline sale OFF-NONE/);

    // Once the store takes back-orders for the variant, "place as a back-order" places it.
    till.journal.append('offline.sale', offlineSale('OFF-LATER', '2026-11-24T09:04:00Z', [{ ...soldOut, quantity: 1 }]));
    expect(await till.replay.run()).toEqual({ outcome: 'done', placed: 0, needsManager: 1 });
    const writable = openDemoDb(storeDir);
    writable.prepare('UPDATE stock_items SET backorderable = 1 WHERE variant_id = ?').run(Number(soldOut.variantId));
    writable.close();
    const backordered = await till.replay.decide('OFF-LATER', 'place_as_backorder', manager);
    expect(backordered).toMatchObject({ state: 'resolved', resolution: 'placed_as_backorder', refundOwed: null });
    expect(storeFacts(storeDir).completed.slice(before)).toEqual([placedWithout.orderNumber, backordered.orderNumber]);

    // Every decision is in the journal with who made it.
    expect(till.journal.entries({ kinds: ['offline.resolved'] }).map((e) => [e.data.ref, e.data.resolution, e.data.by?.name])).toEqual([
      ['OFF-STOCK', 'placed_without_line', 'Morgan Manager'],
      ['OFF-REFUND', 'placed_as_backorder', 'Morgan Manager'],
      ['OFF-REFUND', 'refund_owed', 'Morgan Manager'],
      ['OFF-LATER', 'placed_as_backorder', 'Morgan Manager'],
    ]);
    till.close();
  });
});
