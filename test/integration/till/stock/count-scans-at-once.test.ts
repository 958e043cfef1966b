/**
 * Two scans of one item that reach the till while a count still waits on the store (a category
 * count's first scan after a restart reads the store's categories) both count: the second is
 * never lost to the first's answer, which was built from the lines as they stood before either.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';

const SKU = 'HP-TEE-001-NAV-M';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-count-scans-'));
let store: DemoStore;
let app: TestRuntime | null = null;

async function startTill(): Promise<TestRuntime> {
  const till = await startTestRuntimeWithCatalog({ storeUrl: store.url, storeLocation: DEMO_LOCATION, dataDir });
  await till.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  return till;
}

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  app = await startTill();
});

afterAll(async () => {
  await app?.stop();
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a category count', () => {
  it('counts two scans of one item that arrive together after a restart', async () => {
    const tee = (await app!.runtime.calls.catalog.lookupCode(SKU))!;
    const started = await app!.runtime.calls.stockCount.start({ scope: 'partial', taxonId: tee.product.taxonIds[0]!, stockLocationId: null });
    await app!.stop();
    app = await startTill();
    const calls = app.runtime.calls.stockCount;
    for (let i = 0; i < 100 && (await calls.current()) === null; i++) await new Promise((r) => setTimeout(r, 50));
    await Promise.all([calls.count(SKU, null), calls.count(SKU, null)]);
    const now = await calls.current();
    expect(now?.id).toBe(started.id);
    expect(now?.lines.map((l) => [l.variantId, l.counted])).toEqual([[tee.variantId, 2]]);
  });
});
