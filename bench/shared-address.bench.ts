/**
 * Several tills behind one internet address: three tills (each its own scheduler, store client,
 * sale service and data folder, as on three computers) against one demo store that enforces
 * 60 requests per 60 s for the address they share, each ringing up three-line cash sales back
 * to back for BENCH_TILLS_SECONDS (default 300). Reported: total sales per minute, 429 answers
 * per till (target: at most 1 per till per 10 minutes, none during a sale) and how far the
 * furthest till is from an even share (target: within 20%).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoStore } from '../electron/demo-store/http/server.js';
import { createOrderTracker } from '../electron/till/orders/order-tracker.js';
import { createSaleService } from '../electron/till/sale/sale.js';
import { openSettingsFile } from '../electron/till/settings/settings-store.js';
import { createRequestScheduler } from '../shared/schedule/request-scheduler.js';
import { createStorefrontClient } from '../shared/storefront/client/client.js';
import type { FetchLike } from '../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../shared/storefront/dialect.js';
import type { BenchResult } from './result.js';

const TILLS = 3;
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

export async function benchSharedAddress(): Promise<BenchResult[]> {
  const seconds = Number(process.env.BENCH_TILLS_SECONDS ?? 300);
  const store = await startDemoStore({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'pos-bench-shared-')) });
  try {
    const variants = await (async () => {
      const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
      // Every stocked variant, taken in turn: ten minutes of three tills sell a few hundred items.
      const page = await client.products({ filter: { inStock: true }, perPage: 100 });
      return page.items.flatMap((p) => p.variants.filter((v) => v.inStock && !v.backorderable).map((v) => v.id));
    })();
    const tills = Array.from({ length: TILLS }, (_, index) => {
      const counts = { sales: 0, refused: 0 };
      const network: FetchLike = async (url, init) => {
        const response = await fetch(url, init as RequestInit);
        if (response.status === 429) counts.refused++;
        return response;
      };
      const scheduler = createRequestScheduler({ fetch: network });
      const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT, fetch: scheduler.fetch });
      const settings = openSettingsFile(mkdtempSync(path.join(os.tmpdir(), `pos-bench-till-${index}-`)));
      const tracker = createOrderTracker({ client, settings });
      const sale = createSaleService({ client, settings, tracker, storeName: async () => 'bench' });
      return { counts, sale, tracker, index };
    });
    const started = Date.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      tills.map(async (till) => {
        let next = till.index * 101;
        while (Date.now() < deadline) {
          for (let i = 0; i < 3; i++) await till.sale.addLine(variants[next++ % variants.length]!, 1);
          await till.sale.setCustomer(customer);
          await till.sale.payCash({ tendered: '99999' });
          if (Date.now() <= deadline) till.counts.sales++;
        }
        till.tracker.stop();
      }),
    );
    const minutes = (Date.now() - started) / 60_000;
    const total = tills.reduce((n, t) => n + t.counts.sales, 0);
    const even = total / TILLS;
    const furthest = Math.max(...tills.map((t) => Math.abs(t.counts.sales - even) / (even || 1)));
    return [
      {
        name: `${TILLS} tills on one address: three-line cash sales per minute, all tills (60/60 s)`,
        value: total / minutes,
        unit: 'sales/min',
        target: "≤ 7.5 (the budget's ceiling)",
      },
      {
        name: `${TILLS} tills on one address: most 429 answers at one till, per 10 minutes`,
        value: Math.max(...tills.map((t) => t.counts.refused)) / (minutes / 10),
        unit: 'answers',
        target: '≤ 1',
      },
      { name: `${TILLS} tills on one address: furthest till from an even share`, value: furthest * 100, unit: '%', target: '≤ 20' },
    ];
  } finally {
    await store.close();
  }
}
