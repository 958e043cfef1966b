/**
 * A return is all or nothing. The store runs in a process of its own that is killed (SIGKILL)
 * right after each step of a counter return (goods received, stock put back, money given back,
 * reimbursement recorded) in turn; after each kill the SQLite file must hold nothing of it: no
 * item received, no stock added, no refund, no reimbursement, the order's states as before. The
 * same return is then made once by a store that keeps running.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { get, openDemoDb } from '../../../../electron/demo-store/db/database.js';
import { startDemoStore } from '../../../../electron/demo-store/http/server.js';
import { RETURN_STEPS } from '../../../../electron/demo-store/returns/return-steps.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { authorize, completedSale, platform, returnItemsOf } from '../../../support/demo-store/returns-client.js';
import { startStoreProcess } from '../../../support/demo-store/store-process.js';
import { one } from '../../../support/demo-store/store-client.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-return-kill-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the SQLite file holds about the return, read with the store stopped. */
function savedState(orderNumber: string, variantId: string) {
  const db = openDemoDb(dataDir);
  try {
    // Units received, and rows of each kind.
    const count = (sql: string) => get<{ n: number | null }>(db, sql, orderNumber)!.n ?? 0;
    return {
      received: count(
        "SELECT SUM(i.quantity) AS n FROM return_items i JOIN return_authorizations a ON a.id = i.return_authorization_id JOIN orders o ON o.id = a.order_id WHERE o.number = ? AND i.reception_status = 'received'",
      ),
      customerReturns: count('SELECT COUNT(*) AS n FROM customer_returns WHERE order_id = (SELECT id FROM orders WHERE number = ?)'),
      refunds: count('SELECT COUNT(*) AS n FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id = (SELECT id FROM orders WHERE number = ?)'),
      reimbursements: count('SELECT COUNT(*) AS n FROM reimbursements WHERE order_id = (SELECT id FROM orders WHERE number = ?)'),
      paymentState: get<{ s: string }>(db, 'SELECT payment_state AS s FROM orders WHERE number = ?', orderNumber)!.s,
      stock: get<{ n: number }>(db, 'SELECT SUM(count_on_hand) AS n FROM stock_items WHERE variant_id = ?', Number(variantId))!.n,
    };
  } finally {
    db.close();
  }
}

describe('a return when the store dies part-way', () => {
  it('keeps nothing of a half-made return after a kill at each step, and makes it once afterwards', async () => {
    // Two tees on a card, shipped; both authorized to come back at the counter.
    let store = await startDemoStore({ dataDir, rateLimit: false });
    const admin = await adminToken(store.url);
    let pf = platform(store, admin);
    const sale = await completedSale(store, pf, { items: [['classic-crew-tee', 2]], card: 'tok_visa' });
    const authorized = await authorize(pf, sale, [{ line: sale.lines[0]!, quantity: 2 }]);
    expect(authorized.status).toBe(201);
    const body = {
      reimbursement: {
        return_authorization_id: one(authorized.body).attributes.number,
        return_items: returnItemsOf(authorized).map((i) => ({ id: i.id, resellable: true })),
      },
    };
    await store.close();
    const before = savedState(sale.number, sale.variantIds[0]!);
    expect(before).toMatchObject({ received: 0, customerReturns: 0, refunds: 0, reimbursements: 0, paymentState: 'paid' });

    for (const step of RETURN_STEPS) {
      const dying = await startStoreProcess(dataDir, step);
      const answered = await fetch(`${dying.url}/api/v2/platform/reimbursements`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/vnd.api+json' },
        body: JSON.stringify(body),
      }).then(
        (r) => r.status,
        () => null,
      );
      expect(await dying.exited, step).toBe('SIGKILL');
      expect(answered, step).toBeNull();
      expect(savedState(sale.number, sale.variantIds[0]!), `after a kill once "${step}" was done`).toEqual(before);
    }

    store = await startDemoStore({ dataDir, rateLimit: false });
    try {
      pf = platform(store, admin);
      const done = await pf.post('/reimbursements', body);
      expect(done.status, JSON.stringify(done.body)).toBe(201);
    } finally {
      await store.close();
    }
    expect(savedState(sale.number, sale.variantIds[0]!)).toEqual({
      received: 2,
      customerReturns: 1,
      refunds: 1,
      reimbursements: 1,
      paymentState: 'void',
      stock: before.stock + 2,
    });
  }, 120_000);
});
