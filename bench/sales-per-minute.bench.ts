/**
 * Sales a till sustains within the store's budget: the demo store enforces 60 requests per 60 s,
 * the app's scheduler keeps to it, 100 completed orders are tracked at the same time, and
 * three-line cash sales are rung up back to back for BENCH_SALES_SECONDS (default 120).
 * Reported: sales per minute, 429 answers (target 0), and what tracking spent meanwhile.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoStore } from '../electron/demo-store/http/server.js';
import { createOrderTracker } from '../electron/till/orders/order-tracker.js';
import { createSaleService } from '../electron/till/sale/sale.js';
import { openSettingsFile } from '../electron/till/settings/settings-store.js';
import { createStorefrontClient } from '../shared/storefront/client/client.js';
import type { FetchLike } from '../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../shared/storefront/dialect.js';
import { createRequestScheduler } from '../shared/schedule/request-scheduler.js';
import type { BenchResult } from './result.js';

const customer = {
  email: 'bench@example.com',
  firstname: 'Bench',
  lastname: 'Mark',
  address1: '1 Wharf St',
  city: 'Portland',
  zipcode: '04101',
  stateName: 'ME',
  countryIso: 'US',
};

export async function benchSalesPerMinute(): Promise<BenchResult[]> {
  const seconds = Number(process.env.BENCH_SALES_SECONDS ?? 120);
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-store-'));
  const appDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-app-'));
  const settings = openSettingsFile(appDir);

  // 1. Yesterday's 100 orders, placed without a limit so the bench does not wait for them.
  {
    const store = await startDemoStore({ dataDir: storeDir, rateLimit: false });
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
    const tracker = createOrderTracker({ client, settings });
    const sale = createSaleService({ client, settings, tracker, storeName: async () => 'bench' });
    const stocked = (await client.products({ filter: { inStock: true }, perPage: 100 })).items.flatMap((p) =>
      p.variants.filter((v) => v.inStock && !v.backorderable).map((v) => v.id),
    );
    for (let i = 0; i < 100; i++) {
      // Late in the list: the sales run below starts with each product's first variant.
      await sale.addLine(stocked[stocked.length - 1 - (i % stocked.length)]!, 1);
      await sale.setCustomer(customer);
      await sale.payCash({ tendered: '99999' });
    }
    tracker.stop();
    await store.close();
  }

  // 2. The same store with its limit on; the app as it runs at the counter.
  const statuses: number[] = [];
  const store = await startDemoStore({
    dataDir: storeDir,
    log: (line) => {
      const m = / (\d{3}) \d+ms$/.exec(line);
      if (m) statuses.push(Number(m[1]));
    },
  });
  const spent = { sale: 0, tracking: 0 };
  const network: FetchLike = (url, init) => {
    if (init?.priority === 'tracking') spent.tracking++;
    else spent.sale++;
    return fetch(url, init as RequestInit);
  };
  const scheduler = createRequestScheduler({ fetch: network });
  const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT, fetch: scheduler.fetch });
  const tracker = createOrderTracker({ client, settings });
  const sale = createSaleService({ client, settings, tracker, storeName: async () => 'bench' });
  try {
    const page = await client.products({ filter: { inStock: true }, perPage: 50 }, { priority: 'sale' });
    const variants = page.items.flatMap((p) =>
      p.variants
        .filter((v) => v.inStock)
        .slice(0, 1)
        .map((v) => v.id),
    );
    const tracked = tracker.list().length;
    tracker.start();
    const started = Date.now();
    const deadline = started + seconds * 1000;
    let sales = 0;
    let next = 0;
    while (Date.now() < deadline) {
      for (let i = 0; i < 3; i++) await sale.addLine(variants[next++ % variants.length]!, 1);
      await sale.setCustomer(customer);
      await sale.payCash({ tendered: '99999' });
      if (Date.now() <= deadline) sales++;
    }
    const minutes = (Date.now() - started) / 60_000;
    return [
      { name: 'three-line cash sales per minute (60/60 s limit, 100 orders tracked)', value: sales / minutes, unit: 'sales/min', target: '≥ 6' },
      { name: '429 answers during the sales run', value: statuses.filter((s) => s === 429).length, unit: 'answers', target: '0' },
      {
        name: 'tracking requests per minute during the sales run',
        value: spent.tracking / minutes,
        unit: 'requests/min',
        target: `orders tracked: ${tracked}`,
      },
    ];
  } finally {
    tracker.stop();
    await store.close();
  }
}
