/**
 * A data file written before returns existed (no returns tables, no return columns on orders and
 * stores) gains them when the store opens it: the starting reasons are there, and a sale made
 * before is returned and refunded like any other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '../../../../electron/demo-store/db/database.js';
import { startDemoStore } from '../../../../electron/demo-store/http/server.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { authorize, completedSale, platform, platformOrder, returnItemsOf } from '../../../support/demo-store/returns-client.js';
import { one } from '../../../support/demo-store/store-client.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-before-returns-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const RETURN_TABLES = [
  'refunds',
  'return_items',
  'reimbursements',
  'customer_returns',
  'return_authorizations',
  'refund_reasons',
  'return_authorization_reasons',
];
const RETURN_COLUMNS = [
  ['orders', 'refund_total_cents'],
  ['orders', 'credited_total_cents'],
  ['orders', 'returned_total_cents'],
  ['orders', 'returned_item_count'],
  ['stores', 'return_window_days'],
];

describe('a data file from before returns', () => {
  it('gains the returns tables, columns and reasons, and its old sales can be returned', async () => {
    let store = await startDemoStore({ dataDir, rateLimit: false });
    const admin = await adminToken(store.url);
    const sale = await completedSale(store, platform(store, admin), { items: [['classic-crew-tee', 1]] });
    await store.close();

    const db = new Database(path.join(dataDir, DB_FILE));
    for (const table of RETURN_TABLES) db.exec(`DROP TABLE ${table}`);
    for (const [table, column] of RETURN_COLUMNS) db.exec(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    db.close();

    store = await startDemoStore({ dataDir, rateLimit: false });
    try {
      const pf = platform(store, admin);
      const authorized = await authorize(pf, sale, [{ line: sale.lines[0]!, quantity: 1 }]);
      expect(authorized.status, JSON.stringify(authorized.body)).toBe(201);
      const done = await pf.post('/reimbursements', {
        reimbursement: {
          return_authorization_id: one(authorized.body).attributes.number,
          return_items: returnItemsOf(authorized).map((i) => ({ id: i.id, resellable: true })),
        },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(201);
      expect((await platformOrder(pf, sale.number)).order.attributes).toMatchObject({ payment_state: 'void', shipment_state: 'returned' });
    } finally {
      await store.close();
    }
  });
});
