/**
 * The local catalog's file, `catalog.sqlite`: an older version's `catalog.json` is moved into it
 * once and removed; a file SQLite cannot read is set aside, said so in the log, and the catalog
 * read again from the store; and a sync of thousands of products never holds the process long:
 * small writes with the event loop turning between them, the word index merged apart from them.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { CATALOG_FILE, createCatalogSync } from '../../../../electron/till/catalog/catalog-sync.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { largeDemoCatalog } from '../../../../bench/large-demo-catalog.js';
import { demoStoreInChildProcess, type RunningDemoStore } from '../../../../electron/till/embedded-store/demo-store-link.js';
import { forkDemoStore } from '../../../../electron/web-host/demo-store-child.js';
import { generatedCatalog } from '../../../support/demo-store/generated-catalog.js';

let store: DemoStore;
beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});
afterAll(async () => {
  await store?.close();
});

const freshDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'pos-catalog-file-'));

describe('the catalog file', () => {
  it('takes in the catalog.json an older version saved, once, then removes it', async () => {
    const dataDir = freshDataDir();
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
    const at = new Date().toISOString();
    // As the older version wrote it: its products last. A name with quotes and braces is cut out whole.
    const products = generatedCatalog(250).map((p, i) => (i === 3 ? { ...p, name: 'Quoted "Brace} [Tee]' } : p));
    writeFileSync(
      path.join(dataDir, 'catalog.json'),
      JSON.stringify({ version: 1, storeUrl: store.url, newestUpdatedAt: products.at(-1)!.updatedAt, syncedAt: at, fullSyncedAt: at, products }),
    );
    const lines: string[] = [];
    const sync = createCatalogSync({ client, dataDir, log: (line) => lines.push(line) });
    expect(await sync.load()).toBe(true);
    expect(sync.index.size).toBe(250);
    expect(sync.syncedAt()).toBe(at);
    expect(sync.index.search('quoted brace').map((p) => p.name)).toEqual(['Quoted "Brace} [Tee]']);
    expect(sync.index.resolveCode('GEN-000042')?.product.id).toBe('43');
    expect(existsSync(path.join(dataDir, 'catalog.json'))).toBe(false);
    expect(existsSync(path.join(dataDir, CATALOG_FILE))).toBe(true);
    expect(lines).toContainEqual(expect.stringMatching(/250 products moved from catalog\.json/));
    await sync.stop();

    // The next start opens the file as it is: nothing to move, the products still there.
    const again = createCatalogSync({ client, dataDir });
    expect(await again.load()).toBe(true);
    expect(again.index.size).toBe(250);
    await again.stop();
  });

  it('sets a damaged catalog.sqlite aside, says so in the log, and reads the catalog again from the store', async () => {
    const dataDir = freshDataDir();
    writeFileSync(path.join(dataDir, CATALOG_FILE), 'this is not a database, it was cut short by a power cut '.repeat(100));
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
    const lines: string[] = [];
    const sync = createCatalogSync({ client, dataDir, log: (line) => lines.push(line) });
    expect(await sync.load()).toBe(false);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /catalog: catalog\.sqlite could not be read \(.+\); set aside as catalog\.sqlite\.damaged-.+, the catalog is read again from the store/,
      ),
    );
    expect(readdirSync(dataDir).filter((f) => f.startsWith(`${CATALOG_FILE}.damaged-`))).toHaveLength(1);
    expect(await sync.sync()).toMatchObject({ full: true });
    expect(sync.index.size).toBeGreaterThan(50);
    expect(sync.index.resolveCode('HP-TEE-001-NAV-M')).not.toBeNull();
    await sync.stop();
  });
});

describe('a sync of a large catalog', () => {
  // The store in a process of its own, as the app runs it: what the test measures is the till's own work.
  let large: RunningDemoStore;
  beforeAll(async () => {
    large = await demoStoreInChildProcess(forkDemoStore())({ dataDir: await largeDemoCatalog(8_000), rateLimit: false });
  }, 60_000);
  afterAll(async () => {
    await large?.close();
  });

  it('writes 8,000 products in small slices with a turn of the event loop between any two, and searches answer meanwhile', async () => {
    const client = createStorefrontClient({ baseUrl: large.url, dialect: SHOP_DIALECT });
    const dataDir = freshDataDir();
    const sync = createCatalogSync({ client, dataDir });
    await sync.load();
    // The file as another reader sees it: which rows of the word index's storage each write leaves.
    const reader = new Database(path.join(dataDir, CATALOG_FILE), { readonly: true });
    const wordRows = reader.prepare<[], { id: number }>('SELECT id FROM words_data');
    const wordRowIds = () => new Set(wordRows.all().map(({ id }) => id));
    // Each write the sync makes, and how many turns of the event loop had passed when it began. The
    // figure that matters (no stall over 50 ms) is the bench's; here, what makes it: no write of
    // more than a slice, and never two writes without the loop turning (timers and answers served) between them.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const writes: { products: number; turn: number; wordRowsRemoved: number }[] = [];
    const upsert = sync.index.upsert.bind(sync.index);
    sync.index.upsert = (products, ...rest) => {
      const before = wordRowIds();
      upsert(products, ...rest);
      const after = wordRowIds();
      writes.push({ products: products.length, turn: turns, wordRowsRemoved: [...before].filter((id) => !after.has(id)).length });
    };
    // The counter searching all the while, as a clerk does during a first sync.
    let searching = true;
    let searches = 0;
    const counter = (async () => {
      while (searching) {
        sync.index.search('bench product 4', { limit: 48 });
        searches++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const result = await sync.sync();
    ticking = false;
    searching = false;
    await counter;
    expect(result).toMatchObject({ full: true });
    expect(sync.index.size).toBeGreaterThan(8_000);
    expect(searches).toBeGreaterThan(10);
    expect(Math.max(...writes.map((w) => w.products))).toBeLessThanOrEqual(25);
    expect(writes.filter((w, i) => i > 0 && w.turn === writes[i - 1]!.turn)).toEqual([]);
    // A write only adds to the word index: merging its segments (which removes the merged ones) is
    // never part of a write, but steps of its own between them, all done when the sync ends.
    expect(writes.filter((w) => w.wordRowsRemoved > 0)).toEqual([]);
    expect(sync.index.mergeWords()).toBe(false);
    reader.close();
    await sync.stop();
  }, 120_000);
});
