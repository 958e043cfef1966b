/**
 * The local catalog against the demo store: a first read of everything, then deltas that cost
 * one request when nothing changed, and a full read again once a day so removals are seen. The
 * saved catalog is reused after a restart, and nothing is written once the till has closed.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { createCatalogSync, FULL_SYNC_EVERY_MS } from '../../../../electron/till/catalog/catalog-sync.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';

let store: DemoStore;
beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});
afterAll(async () => {
  await store?.close();
});

describe('local catalog sync', () => {
  it('reads everything once, then only what changed, and everything again after a day', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-sync-'));
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
    let clock = Date.parse('2026-11-22T08:00:00Z');
    const now = () => new Date(clock);

    const first = createCatalogSync({ client, dataDir, now });
    expect(await first.sync()).toMatchObject({ full: true, requests: 1 });
    expect(first.index.size).toBeGreaterThan(50);
    expect(first.index.resolveCode('HP-TEE-001-NAV-M')).not.toBeNull();

    // Sparse fields leave out nothing selling needs: the synced product reads as the full one does.
    const local = first.index.resolveCode('HP-TEE-001-NAV-M')!.product;
    const full = await client.product(local.slug);
    for (const key of ['id', 'name', 'slug', 'sku', 'price', 'displayPrice', 'inStock', 'backorderable', 'taxonIds', 'defaultVariantId', 'images'] as const) {
      expect(local[key], key).toEqual(full[key]);
    }
    expect(local.variants.map((v) => [v.id, v.sku, v.barcode, v.price, v.inStock, v.optionValues.map((o) => o.name)])).toEqual(
      full.variants.map((v) => [v.id, v.sku, v.barcode, v.price, v.inStock, v.optionValues.map((o) => o.name)]),
    );
    expect(local.optionTypes.map((t) => t.name)).toEqual(full.optionTypes.map((t) => t.name));

    clock += 60 * 60 * 1000;
    expect(await first.sync()).toMatchObject({ full: false, requests: 1, changed: 0 });

    // After a restart the saved catalog is there at once, and a delta is still enough.
    const second = createCatalogSync({ client, dataDir, now });
    expect(await second.load()).toBe(true);
    expect(second.index.size).toBe(first.index.size);
    expect(await second.sync()).toMatchObject({ full: false });

    clock += FULL_SYNC_EVERY_MS;
    expect(await second.sync()).toMatchObject({ full: true });
  });

  it('writes nothing into the data folder once stopped, though the store answers after', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-sync-stopped-'));
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
    // The store answers the catalog read only once the till has closed.
    let answer = () => {};
    const late = new Promise<void>((resolve) => (answer = resolve));
    const sync = createCatalogSync({
      client: { ...client, products: async (...args) => (await late, client.products(...args)) },
      dataDir,
    });
    const syncing = sync.sync();
    await sync.stop();
    answer();
    expect(await syncing).toMatchObject({ full: true });
    expect(sync.index.size).toBeGreaterThan(50);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
