/**
 * The store's stock ledger: a movement changes the count on hand and is kept with its action and
 * originator; a location that never held the variant (the warehouse) gets its stock item at the first one.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { all, get, openDemoDb } from '../../../../electron/demo-store/db/database.js';
import { seedIfEmpty } from '../../../../electron/demo-store/db/seed.js';
import { moveStock, type StockMovementRow } from '../../../../electron/demo-store/stock/stock-ledger.js';

describe('the stock ledger', () => {
  it('moves stock into the warehouse and back out, each movement kept', async () => {
    const db = openDemoDb(mkdtempSync(path.join(os.tmpdir(), 'pos-ledger-')));
    await seedIfEmpty(db);
    const locations = all<{ id: number; name: string; is_default: number }>(db, 'SELECT id, name, is_default FROM stock_locations ORDER BY id');
    expect(locations).toEqual([
      { id: 1, name: 'Wharf Street Store', is_default: 1 },
      { id: 2, name: 'Harbor Road Warehouse', is_default: 0 },
    ]);
    const variantId = get<{ variant_id: number }>(
      db,
      'SELECT variant_id FROM stock_items WHERE stock_location_id = 1 AND count_on_hand > 5 LIMIT 1',
    )!.variant_id;
    const move = (stockLocationId: number, quantity: number) =>
      db.transaction(() => moveStock(db, { variantId, stockLocationId, quantity, action: 'transfer', originatorType: 'StockTransfer', originatorId: 'T1' }))();
    expect(move(2, 3)).toBe(3);
    expect(move(2, -1)).toBe(2);
    const kept = all<StockMovementRow>(db, 'SELECT * FROM stock_movements WHERE variant_id = ? ORDER BY id', variantId);
    expect(kept.map((m) => [m.stock_location_id, m.quantity, m.action, m.originator_id])).toEqual([
      [2, 3, 'transfer', 'T1'],
      [2, -1, 'transfer', 'T1'],
    ]);
    // Seeding again (a restart) adds no second warehouse.
    await seedIfEmpty(db);
    expect(all(db, 'SELECT id FROM stock_locations')).toHaveLength(2);
  });
});
