/**
 * Two refunds of one payment at once cannot both succeed: each asks for the whole of what the
 * payment can give back, sent together to one store, and then to two store processes serving the
 * same SQLite file; exactly one is made, the other is a 422, and the refunds never add up to more
 * than the payment captured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { completedSale, platform, reasonId, storedNumber, type Platform, type Sale } from '../../../support/demo-store/returns-client.js';
import { startStoreProcess, type StoreProcess } from '../../../support/demo-store/store-process.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-refund-race-'));
let store: DemoStore;
let admin: string;
let pf: Platform;
let other: StoreProcess | undefined;

beforeAll(async () => {
  store = await startDemoStore({ dataDir, rateLimit: false });
  admin = await adminToken(store.url);
  pf = platform(store, admin);
});

afterAll(async () => {
  other?.child.kill('SIGKILL');
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function refundBody(sale: Sale): Promise<string> {
  return JSON.stringify({
    refund: { payment_id: sale.payments[0]!.attributes.number, amount: 18, refund_reason_id: await reasonId(pf, 'refund_reasons', 'Offline sale conflict') },
  });
}

function refundAt(url: string, body: string): Promise<number> {
  return fetch(`${url}/api/v2/platform/refunds`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/vnd.api+json' },
    body,
  }).then((r) => r.status);
}

function refundedCents(sale: Sale): number {
  return storedNumber(
    store,
    'SELECT SUM(amount_cents) AS n FROM refunds WHERE payment_id = (SELECT id FROM payments WHERE number = ?)',
    sale.payments[0]!.attributes.number,
  );
}

describe('two refunds of one payment at once', () => {
  it('are one refund and one 422 when sent together to one store', async () => {
    const sale = await completedSale(store, pf, { card: 'tok_visa' });
    const body = await refundBody(sale);
    const statuses = await Promise.all([refundAt(store.url, body), refundAt(store.url, body), refundAt(store.url, body)]);
    expect(statuses.sort()).toEqual([201, 422, 422]);
    expect(refundedCents(sale)).toBe(1800);
  });

  it('are one refund and one 422 when sent to two store processes on one file', async () => {
    other = await startStoreProcess(dataDir, 'never');
    for (let round = 0; round < 3; round++) {
      const sale = await completedSale(store, pf);
      const body = await refundBody(sale);
      const statuses = await Promise.all([refundAt(store.url, body), refundAt(other.url, body)]);
      expect(statuses.sort(), `round ${round}`).toEqual([201, 422]);
      expect(refundedCents(sale)).toBe(1800);
    }
  }, 60_000);
});
