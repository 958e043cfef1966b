/**
 * Requests a cash sale costs at the store, for N distinct lines, against the interface's
 * documented step-by-step flow (N+10), through the app's runtime as it runs, counted at the
 * store's door: a walk-in sale picked up in store as the counter makes it (the lines, F9, cash) on
 * a cold till (a fresh data folder, the first sale after start, once what the start reads is
 * read), a warm one (the next sale) and one started again on that data folder (its first sale);
 * a sale shipped to a typed customer on the warm till; and local catalog sync costs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoStore } from '../electron/demo-store/http/server.js';
import { startPosRuntime, type PosRuntime } from '../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../electron/till/account/secret-store.js';
import { openSettingsFile } from '../electron/till/settings/settings-store.js';
import { createCatalogSync } from '../electron/till/catalog/catalog-sync.js';
import { DEMO_LOCATION } from '../electron/till/store/store-profiles.js';
import { createStorefrontClient } from '../shared/storefront/client/client.js';
import type { FetchLike } from '../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../shared/storefront/dialect.js';
import { startCountingProxy, type CountingProxy } from './counting-proxy.js';
import type { BenchResult } from './result.js';

const CUSTOMER = {
  email: 'bench@example.com',
  firstname: 'Bench',
  lastname: 'Mark',
  address1: '1 Wharf St',
  city: 'Portland',
  zipcode: '04101',
  stateName: 'ME',
  countryIso: 'US',
};

/** A till started as the app starts, on a fresh data folder, once its start has been read (the catalog and what a sale needs). */
async function coldTill(proxy: CountingProxy, dataDir: string): Promise<PosRuntime> {
  const runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'bench',
    shell: 'browser',
    storeUrl: proxy.url,
    // The demo store's location, as a manager sets it for a store reached by its address.
    storeLocation: DEMO_LOCATION,
    secrets: memorySecretStore(),
  });
  for (let i = 0; i < 200 && (await runtime.calls.catalog.status()).products === 0; i++) await new Promise((r) => setTimeout(r, 100));
  await proxy.settled();
  return runtime;
}

export async function benchSaleRequests(): Promise<BenchResult[]> {
  const store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  const proxy = await startCountingProxy(store.url);
  try {
    const page = await createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT }).products({ filter: { inStock: true }, perPage: 100 });
    const variants = page.items.flatMap((p) => p.variants.filter((v) => v.inStock).map((v) => v.id));
    let next = 0;
    const lines = async (runtime: PosRuntime, n: number) => {
      for (let i = 0; i < n; i++) await runtime.calls.sale.addLine(variants[next++ % variants.length]!, 1);
    };
    const counted = async (sale: () => Promise<unknown>) => {
      const from = proxy.count();
      await sale();
      return proxy.count() - from;
    };
    /** The counter's walk-in cash sale: the lines, F9 (picked up in store), cash. */
    const walkIn = (runtime: PosRuntime, n: number) =>
      counted(async () => {
        await lines(runtime, n);
        await runtime.calls.sale.pickupInStore();
        await runtime.calls.sale.payCash({ tendered: '99999' });
      });
    const shipped = (runtime: PosRuntime, n: number) =>
      counted(async () => {
        await lines(runtime, n);
        await runtime.calls.sale.setCustomer(CUSTOMER);
        await runtime.calls.sale.payCash({ tendered: '99999' });
      });
    const results: BenchResult[] = [];
    for (const n of [1, 3, 10]) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-'));
      try {
        const target = `≤ ${n + 4} (documented flow: ${n + 10})`;
        const runtime = await coldTill(proxy, dataDir);
        try {
          const cold = await walkIn(runtime, n);
          const warm = await walkIn(runtime, n);
          const typed = await shipped(runtime, n);
          results.push({ name: `requests per walk-in cash sale, cold till (first after start), N=${n} lines`, value: cold, unit: 'requests', target });
          results.push({ name: `requests per walk-in cash sale, warm till, N=${n} lines`, value: warm, unit: 'requests', target });
          results.push({ name: `requests per cash sale shipped to a typed customer, warm till, N=${n} lines`, value: typed, unit: 'requests' });
        } finally {
          await runtime.close();
        }
        const restarted = await coldTill(proxy, dataDir);
        try {
          const again = await walkIn(restarted, n);
          results.push({
            name: `requests per walk-in cash sale, till started again (first after start), N=${n} lines`,
            value: again,
            unit: 'requests',
            target,
          });
        } finally {
          await restarted.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }

    let count = 0;
    const counting: FetchLike = (url, init) => {
      count++;
      return fetch(url, init as RequestInit);
    };
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-'));
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT, fetch: counting });
    const sync = createCatalogSync({ client, dataDir });
    await sync.sync();
    const full = count;
    count = 0;
    await sync.sync();
    results.push({ name: 'catalog sync, first (68 products)', value: full, unit: 'requests' });
    results.push({ name: 'catalog sync, nothing changed', value: count, unit: 'requests', target: '1' });
    rmSync(dataDir, { recursive: true, force: true });
    return results;
  } finally {
    await proxy.close();
    await store.close();
  }
}
