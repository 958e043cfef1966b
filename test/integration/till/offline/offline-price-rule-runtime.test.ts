/**
 * The offline price rule through the running till, as main wires it: an offline sale whose price
 * the store raised meanwhile waits for a manager while the till has no admin client (nothing
 * placed); connecting the client in Settings places it at once at the price paid, with the
 * store-side adjustment and its reason, and hands the walk-in sale over (picked up).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { toCents } from '../../../../shared/money.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { changeVariant, offlineSale, stockedVariants, storeFacts } from '../../../support/till/offline-till.js';
import { startTestRuntime } from '../../../support/till/test-runtime.js';

const storeDir = mkdtempSync(path.join(os.tmpdir(), 'offline-price-runtime-store-'));
const tillDir = mkdtempSync(path.join(os.tmpdir(), 'pos-offline-price-runtime-'));
let store: DemoStore;

beforeAll(async () => {
  store = await startDemoStore({ dataDir: storeDir, rateLimit: false });
});

afterAll(async () => {
  await store?.close();
  for (const dir of [storeDir, tillDir]) rmSync(dir, { recursive: true, force: true });
});

describe('the offline price rule in the running till', () => {
  it('waits for a manager without the admin client, then places the sale at the price paid once the client is connected', { timeout: 90_000 }, async () => {
    const [line] = stockedVariants(storeDir, 1);
    const completedBefore = storeFacts(storeDir).completed.length;
    changeVariant(storeDir, line!.variantId, { priceCents: toCents(line!.unitPrice) + 700 });
    const till = await startTestRuntime({
      dataDir: tillDir,
      storeUrl: store.url,
      storeLocation: DEMO_LOCATION,
      rateLimit: { limit: 1_000_000, windowMs: 60_000 },
    });
    const runtime = till.runtime;
    try {
      runtime.journal.append('offline.sale', offlineSale('OFF-RT-0001', new Date().toISOString(), [{ ...line!, quantity: 1 }]));
      await runtime.calls.offline.replay();
      const stateOfSale = async () => (await runtime.calls.offline.outbox())[0]?.state;
      await expect.poll(stateOfSale, { timeout: 30_000 }).toBe('needs_manager');
      const waiting = await runtime.calls.offline.outbox();
      expect(waiting[0]).toMatchObject({ state: 'needs_manager', priceDifference: { paid: line!.unitPrice } });
      expect(storeFacts(storeDir).completed.length).toBe(completedBefore);

      await runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
      await expect.poll(stateOfSale, { timeout: 30_000 }).toBe('placed');
      const placed = await runtime.calls.offline.outbox();
      expect(placed[0]).toMatchObject({ state: 'placed', placedTotal: line!.unitPrice, adjustment: { amount: '-7.00' } });
      const number = placed[0]!.orderNumber!;
      const token = await adminToken(store.url);
      const storeOrder = async () =>
        (await (await fetch(`${store.url}/api/v2/platform/orders/${number}?include=shipments`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
          data: { attributes: { total: string; payment_state: string } };
          included: { type: string; attributes: { state: string } }[];
        };
      expect((await storeOrder()).data.attributes).toMatchObject({ total: line!.unitPrice, payment_state: 'paid' });
      // A walk-in sale: handed over at completion, never waiting for a pickup.
      const shipmentState = async () => (await storeOrder()).included.find((r) => r.type === 'shipment')?.attributes.state;
      await expect.poll(shipmentState, { timeout: 30_000 }).toBe('delivered');
    } finally {
      await till.stop();
    }
  });
});
