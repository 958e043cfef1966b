/**
 * Requests a sale costs at the store, for N distinct lines, against the interface's documented
 * step-by-step flow (N+10), and local catalog sync costs.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoStore } from '../electron/demo-store/server.js';
import { createOrderTracker } from '../electron/services/order-tracker.js';
import { createSaleService } from '../electron/services/sale.js';
import { openSettingsFile } from '../electron/services/settings-store.js';
import { createCatalogSync } from '../electron/services/catalog-sync.js';
import { createStorefrontClient } from '../shared/storefront/client.js';
import type { FetchLike } from '../shared/storefront/client-types.js';
import { SHOP_DIALECT } from '../shared/storefront/dialect.js';
import type { BenchResult } from './result.js';

export async function benchSaleRequests(): Promise<BenchResult[]> {
  const store = await startDemoStore({ rateLimit: false });
  try {
    let count = 0;
    const counting: FetchLike = (url, init) => {
      count++;
      return fetch(url, init as RequestInit);
    };
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-'));
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT, fetch: counting });
    const settings = openSettingsFile(dataDir);
    const tracker = createOrderTracker({ client, settings });
    const sale = createSaleService({ client, settings, tracker, storeName: async () => 'bench' });
    const page = await createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT }).products({ filter: { inStock: true }, perPage: 100 });
    const variants = page.items.flatMap((p) => p.variants.filter((v) => v.inStock).map((v) => v.id));
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
    let next = 0;
    const oneSale = async (lines: number) => {
      count = 0;
      for (let i = 0; i < lines; i++) await sale.addLine(variants[next++ % variants.length]!, 1);
      await sale.setCustomer(customer);
      await sale.payCash({ tendered: '99999' });
      return count;
    };
    await oneSale(1); // the first sale of a till also reads the payment methods once
    const results: BenchResult[] = [];
    for (const n of [1, 3, 10]) {
      const used = await oneSale(n);
      results.push({ name: `requests per cash sale, N=${n} lines`, value: used, unit: 'requests', target: `≤ ${n + 5} (documented flow: ${n + 10})` });
    }

    count = 0;
    const sync = createCatalogSync({ client, dataDir });
    await sync.sync();
    const full = count;
    count = 0;
    await sync.sync();
    results.push({ name: 'catalog sync, first (68 products)', value: full, unit: 'requests' });
    results.push({ name: 'catalog sync, nothing changed', value: count, unit: 'requests', target: '1' });
    tracker.stop();
    return results;
  } finally {
    await store.close();
  }
}
