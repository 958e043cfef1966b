/**
 * An exchange is all or nothing. The store runs in a process of its own that is killed (SIGKILL)
 * right after each step of a counter exchange in turn (goods received, stock put back, the credit
 * put on the new order and the rest given back, the reimbursement recorded); after each kill the
 * SQLite file holds nothing of it: no item received, no Exchange credit on the new order, no
 * refund, no reimbursement. The same exchange is then made once by a store that keeps running.
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
import { addItem, inStockVariantId, newCart, one, toPayment } from '../../../support/demo-store/store-client.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-exchange-kill-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the SQLite file holds about the exchange, read with the store stopped. */
function savedState(returned: string, fresh: string) {
  const db = openDemoDb(dataDir);
  try {
    const count = (sql: string, number: string) => get<{ n: number | null }>(db, sql, number)!.n ?? 0;
    return {
      received: count(
        "SELECT COUNT(*) AS n FROM return_items i JOIN return_authorizations a ON a.id = i.return_authorization_id JOIN orders o ON o.id = a.order_id WHERE o.number = ? AND i.reception_status = 'received'",
        returned,
      ),
      refunds: count(
        'SELECT COUNT(*) AS n FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id = (SELECT id FROM orders WHERE number = ?)',
        returned,
      ),
      reimbursements: count('SELECT COUNT(*) AS n FROM reimbursements WHERE order_id = (SELECT id FROM orders WHERE number = ?)', returned),
      credits: count("SELECT COUNT(*) AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.number = ? AND p.response_code LIKE 'EXCHANGE-%'", fresh),
      paymentState: get<{ s: string }>(db, 'SELECT payment_state AS s FROM orders WHERE number = ?', returned)!.s,
    };
  } finally {
    db.close();
  }
}

describe('an exchange when the store dies part-way', () => {
  it('keeps nothing of a half-made exchange after a kill at each step, and makes it once afterwards', async () => {
    // Three tees in cash come back for one new tee: the credit pays it and the rest goes back in cash.
    let store = await startDemoStore({ dataDir, rateLimit: false });
    const admin = await adminToken(store.url);
    let pf = platform(store, admin);
    const sale = await completedSale(store, pf, { items: [['classic-crew-tee', 3]] });
    const fresh = await newCart(store);
    expect((await addItem(store, fresh.token, await inStockVariantId(store, 'classic-crew-tee'), 1)).status).toBe(200);
    await toPayment(store, fresh.token);
    const authorized = await authorize(pf, sale, [{ line: sale.lines[0]!, quantity: 3 }]);
    expect(authorized.status).toBe(201);
    const body = {
      reimbursement: {
        reimbursement_type: 'exchange',
        exchange_order_number: fresh.number,
        return_authorization_id: one(authorized.body).attributes.number,
        return_items: returnItemsOf(authorized).map((i) => ({ id: i.id, resellable: true })),
      },
    };
    await store.close();
    const before = savedState(sale.number, fresh.number);
    expect(before).toEqual({ received: 0, refunds: 0, reimbursements: 0, credits: 0, paymentState: 'paid' });

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
      expect(savedState(sale.number, fresh.number), `after a kill once "${step}" was done`).toEqual(before);
    }

    store = await startDemoStore({ dataDir, rateLimit: false });
    try {
      pf = platform(store, admin);
      const done = await pf.post('/reimbursements', body);
      expect(done.status, JSON.stringify(done.body)).toBe(201);
    } finally {
      await store.close();
    }
    expect(savedState(sale.number, fresh.number)).toMatchObject({ received: 1, refunds: 1, reimbursements: 1, credits: 1 });
  }, 120_000);
});
