/**
 * A till's first minutes against a store it has never read: a code scanned (or typed with Enter)
 * while the first catalog sync is still under way is not "no product": the lookup waits for that
 * sync and finds it. A code no product has is still answered null once the catalog is read.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { catalogCalls } from '../../../../electron/till/catalog/catalog-calls.js';
import { createCatalogSync } from '../../../../electron/till/catalog/catalog-sync.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';

let store: DemoStore;
beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});
afterAll(async () => {
  await store?.close();
});

describe('a scan before the first catalog sync has ended', () => {
  it('waits for the sync and finds the product; an unknown code is still none', async () => {
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
    const sku = (await client.products({ perPage: 1 })).items[0]!.variants.find((v) => v.sku)!.sku!;
    const catalog = createCatalogSync({ client, dataDir: mkdtempSync(path.join(os.tmpdir(), 'pos-first-scan-')) });
    const { calls, internals } = catalogCalls({ catalog, client, pictures: {} as never });
    // The runtime starts the first sync at start; the scan comes while it runs.
    const syncing = catalog.sync();
    expect(catalog.index.size).toBe(0);
    const found = await calls.lookupCode(sku);
    expect(found?.product.variants.some((v) => v.sku === sku)).toBe(true);
    await syncing;
    expect(await internals.lookupCodeOnceKnown('NO-SUCH-CODE-1')).toBeNull();
    await catalog.stop();
  });
});
