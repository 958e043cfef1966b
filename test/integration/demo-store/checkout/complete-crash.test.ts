/**
 * Placing an order is all or nothing. The store runs in a process of its own that is killed
 * (SIGKILL) right after each step of `complete` in turn; after each kill the SQLite file is
 * opened again and must hold no paid-but-unplaced order: no payment taken, no gift-card balance
 * spent and no stock taken for an order that is not complete. The same sale is then completed
 * once by a store that keeps running: paid in full, stock and gift card taken exactly once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { get, openDemoDb } from '../../../../electron/demo-store/db/database.js';
import { PLACEMENT_STEPS } from '../../../../electron/demo-store/checkout/placement-steps.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, addItem, call, inStockVariantId, newCart, one, payWith, toPayment } from '../../../support/demo-store/store-client.js';

const script = fileURLToPath(new URL('../../../support/demo-store/store-dying-at-step.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-crash-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

interface Saved {
  orderState: string;
  completedAt: string | null;
  takenPayments: number;
  giftCardUsedCents: number;
  stock: number;
  readyShipments: number;
}

/** What the SQLite file holds about the sale, read with the store stopped. */
function savedState(orderNumber: string, variantId: string): Saved {
  const db = openDemoDb(dataDir);
  try {
    const order = get<{ id: number; state: string; completed_at: string | null }>(
      db,
      'SELECT id, state, completed_at FROM orders WHERE number = ?',
      orderNumber,
    )!;
    const count = (sql: string, ...args: unknown[]) => get<{ n: number }>(db, sql, ...args)!.n;
    return {
      orderState: order.state,
      completedAt: order.completed_at,
      takenPayments: count("SELECT COUNT(*) AS n FROM payments WHERE order_id = ? AND state IN ('completed', 'pending', 'processing')", order.id),
      giftCardUsedCents: get<{ used: number }>(db, "SELECT amount_used_cents AS used FROM gift_cards WHERE code = 'GIFT-20-DEMO'")!.used,
      stock: get<{ n: number }>(db, 'SELECT SUM(count_on_hand) AS n FROM stock_items WHERE variant_id = ?', Number(variantId))!.n,
      readyShipments: count("SELECT COUNT(*) AS n FROM shipments WHERE order_id = ? AND state != 'pending'", order.id),
    };
  } finally {
    db.close();
  }
}

/** Starts the dying store, asks it to complete the sale, and waits for it to die. */
async function completeInStoreDyingAfter(step: string, token: string): Promise<{ signal: NodeJS.Signals | null; answered: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, step], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const deadline = Date.now() + 25_000;
  while (!/listening on/.test(stdout) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
  const url = /listening on (\S+)/.exec(stdout)?.[1];
  if (!url) {
    child.kill('SIGKILL');
    throw new Error(`the store did not start: ${stderr}`);
  }
  const answered = await fetch(`${url}${SF}/checkout/complete`, { method: 'PATCH', headers: { 'X-Shop-Order-Token': token } }).then(
    (r) => r.status,
    () => null,
  );
  return { signal: await exited, answered };
}

describe('placing an order when the store dies part-way', () => {
  it('keeps nothing of a half-placed order after a kill at each step, and places it once afterwards', async () => {
    // A sale of two tees, 20.00 of it on a gift card and the rest on a card, ready to complete.
    let store: DemoStore = await startDemoStore({ dataDir, rateLimit: false });
    const tee = await inStockVariantId(store, 'classic-crew-tee');
    const { token, number } = await newCart(store);
    expect((await addItem(store, token, tee, 2)).status).toBe(200);
    await toPayment(store, token);
    expect((await call(store, `${SF}/cart/apply_coupon_code`, { method: 'PATCH', orderToken: token, body: { coupon_code: 'GIFT-20-DEMO' } })).status).toBe(200);
    expect((await payWith(store, token, 'Test card', { gateway_payment_profile_id: 'tok_visa', name: 'Jordan Lee' })).status).toBe(201);
    await store.close();
    const before = savedState(number, tee);
    expect(before).toEqual({ orderState: 'payment', completedAt: null, takenPayments: 0, giftCardUsedCents: 0, stock: before.stock, readyShipments: 0 });

    for (const step of PLACEMENT_STEPS) {
      const { signal, answered } = await completeInStoreDyingAfter(step, token);
      expect(signal, step).toBe('SIGKILL');
      expect(answered, step).toBeNull();
      expect(savedState(number, tee), `after a kill once "${step}" was done`).toEqual(before);
    }

    store = await startDemoStore({ dataDir, rateLimit: false });
    try {
      const done = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token });
      expect(done.status).toBe(200);
      expect(one(done.body).attributes).toMatchObject({ state: 'complete', payment_state: 'paid', payment_total: '36.00' });
    } finally {
      await store.close();
    }
    const after = savedState(number, tee);
    expect(after).toMatchObject({ orderState: 'complete', takenPayments: 2, giftCardUsedCents: 2000, stock: before.stock - 2, readyShipments: 1 });
  });
});
