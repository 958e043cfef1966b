/**
 * Keeps the local catalog (`catalog.sqlite`, catalog-search.ts) in step with the store at the
 * lowest priority. The first sync pages through the whole catalog; later ones read newest-first
 * (`sort=-updated_at`) and stop at the first product already known, so an unchanged catalog
 * costs one request. Each page is written as it comes, a slice per transaction with a pause
 * between, so the process never stalls on a large catalog; a full read removes, in slices too,
 * what it did not see. The catalog is on disk, so it is there at once on the next start, and
 * nothing of it is read whole: not at start, not when syncing.
 */
import { rename } from 'node:fs/promises';
import path from 'node:path';
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import type { ProductFieldsets } from '../../../shared/storefront/types/catalog-types.js';
import type { Product } from '../../../shared/storefront/types/types.js';
import { CatalogSearchIndex } from './catalog-search.js';
import { importLegacyCatalog, LEGACY_CATALOG_FILE } from './catalog-import.js';
import { mergeWordIndex, nextTurn, writeSlice } from './catalog-slices.js';

/** The local catalog's file in the data folder. */
export const CATALOG_FILE = 'catalog.sqlite';
const PAGE_SIZE = 100;
/** Products written per transaction: a page is written in a few short steps. */
const WRITE_SLICE = 25;
/** Products removed per transaction after a full read. */
const REMOVE_SLICE = 200;

/** A full read at least this often, so products the store removed leave the local catalog. */
export const FULL_SYNC_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Only what selling needs, as sparse fieldsets: names, codes, prices, stock, options, taxons and
 * images, and none of the SEO text, metadata, dimensions or compare-at prices.
 */
const SYNC_FIELDS: ProductFieldsets = {
  product: [
    'name',
    'description',
    'slug',
    'updated_at',
    'sku',
    'barcode',
    'purchasable',
    'in_stock',
    'backorderable',
    'available',
    'currency',
    'price',
    'display_price',
    'variants',
    'option_types',
    'taxons',
    'images',
    'default_variant',
    'primary_variant',
    'product_properties',
  ],
  variant: ['sku', 'barcode', 'is_master', 'options_text', 'purchasable', 'in_stock', 'backorderable', 'currency', 'price', 'display_price', 'option_values'],
};

interface CatalogSyncResult {
  requests: number;
  changed: number;
  full: boolean;
}

export interface CatalogSync {
  index: CatalogSearchIndex;
  /** Opens the saved catalog (moving an older version's file in first); answers whether it holds products. */
  load(): Promise<boolean>;
  sync(): Promise<CatalogSyncResult>;
  /** Forgets what is known and reads the whole catalog again. */
  resync(): Promise<CatalogSyncResult>;
  syncedAt(): string | null;
  /** Ends syncing (the till closing): the file is closed, and nothing is written into the data folder after. */
  stop(): Promise<void>;
}

/** What the catalog file says of the store it holds and its syncs. */
export const CATALOG_META = { storeUrl: 'storeUrl', syncedAt: 'syncedAt', fullSyncedAt: 'fullSyncedAt' } as const;

/** Writes a page's products a slice at a time (catalog-slices.ts). */
async function writeInSlices(index: CatalogSearchIndex, products: Product[], seen = 0) {
  for (let i = 0; i < products.length; i += WRITE_SLICE) await writeSlice(index, products.slice(i, i + WRITE_SLICE), seen);
}

export function createCatalogSync(options: { client: StorefrontClient; dataDir: string; now?: () => Date; log?: (line: string) => void }): CatalogSync {
  const { client } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const file = path.join(options.dataDir, CATALOG_FILE);
  const index = new CatalogSearchIndex(file);
  let syncedAt: string | null = null;
  let fullSyncedAt: string | null = null;
  let running: Promise<CatalogSyncResult> | null = null;
  let stopped = false;
  let loading: Promise<boolean> | null = null;

  const fetchPage = (page: number) => client.products({ sort: '-updated_at', page, perPage: PAGE_SIZE, fields: SYNC_FIELDS }, { priority: 'sync' });

  const fullSync = async (): Promise<CatalogSyncResult> => {
    // Every product this read writes is marked with it; those left unmarked at the end are gone from the store.
    const mark = Math.max(now().getTime(), Number(index.readMeta('lastMark') ?? 0) + 1);
    let page = 1;
    let requests = 0;
    let changed = 0;
    for (;;) {
      const result = await fetchPage(page);
      requests++;
      await writeInSlices(index, result.items, mark);
      changed += result.items.length;
      if (!result.nextPage || result.items.length === 0) break;
      page = result.nextPage;
    }
    index.writeMeta({ lastMark: String(mark) });
    while (index.removeUnseen(mark, REMOVE_SLICE) === REMOVE_SLICE) await nextTurn();
    await mergeWordIndex(index);
    return { requests, changed, full: true };
  };

  const deltaSync = async (known: string): Promise<CatalogSyncResult> => {
    let page = 1;
    let requests = 0;
    let changed = 0;
    for (;;) {
      const result = await fetchPage(page);
      requests++;
      let reachedKnown = false;
      const fresh: Product[] = [];
      for (const product of result.items) {
        if (product.updatedAt < known) {
          reachedKnown = true;
          break;
        }
        const current = index.get(product.id);
        if (!current || current.updatedAt !== product.updatedAt) fresh.push(product);
      }
      await writeInSlices(index, fresh);
      changed += fresh.length;
      if (reachedKnown || !result.nextPage || result.items.length === 0) break;
      page = result.nextPage;
    }
    await mergeWordIndex(index);
    return { requests, changed, full: false };
  };

  /** A file SQLite cannot read is set aside (kept for a look) and the catalog read again from the store. */
  const setAside = async (error: unknown) => {
    index.release();
    const aside = `${file}.damaged-${now().toISOString().replace(/[:.]/g, '-')}`;
    for (const suffix of ['', '-wal', '-shm']) await rename(file + suffix, aside + suffix).catch(() => undefined);
    log(
      `catalog: ${CATALOG_FILE} could not be read (${error instanceof Error ? error.message : String(error)}); set aside as ${path.basename(aside)}, the catalog is read again from the store`,
    );
  };

  const open = async () => {
    // A till closed meanwhile leaves the data folder as it is.
    await nextTurn();
    if (stopped) return false;
    try {
      index.open();
    } catch (error) {
      await setAside(error);
      index.open();
    }
    const legacy = await importLegacyCatalog(path.join(options.dataDir, LEGACY_CATALOG_FILE), client.baseUrl, index);
    if (legacy) {
      index.writeMeta({
        [CATALOG_META.storeUrl]: legacy.storeUrl,
        [CATALOG_META.syncedAt]: legacy.syncedAt,
        [CATALOG_META.fullSyncedAt]: legacy.fullSyncedAt ?? null,
      });
      log(`catalog: ${index.size} products moved from ${LEGACY_CATALOG_FILE} into ${CATALOG_FILE}`);
    }
    if (index.readMeta(CATALOG_META.storeUrl) !== client.baseUrl) {
      // Another store's catalog (or none yet): this store's is read from the start.
      index.clear();
      index.writeMeta({ [CATALOG_META.storeUrl]: client.baseUrl, [CATALOG_META.syncedAt]: null, [CATALOG_META.fullSyncedAt]: null });
    }
    syncedAt = index.readMeta(CATALOG_META.syncedAt);
    fullSyncedAt = index.readMeta(CATALOG_META.fullSyncedAt);
    return index.size > 0;
  };

  const load = () => {
    loading ??= open();
    return loading;
  };

  return {
    index,
    load,
    sync() {
      running ??= (async () => {
        try {
          await load();
          const stale = !fullSyncedAt || now().getTime() - Date.parse(fullSyncedAt) >= FULL_SYNC_EVERY_MS;
          const known = index.newestUpdatedAt();
          const result = known === null || stale ? await fullSync() : await deltaSync(known);
          syncedAt = now().toISOString();
          if (result.full) fullSyncedAt = syncedAt;
          index.writeMeta({ [CATALOG_META.syncedAt]: syncedAt, [CATALOG_META.fullSyncedAt]: fullSyncedAt });
          return result;
        } finally {
          running = null;
        }
      })();
      return running;
    },
    async resync() {
      await running?.catch(() => undefined);
      await load();
      index.clear();
      fullSyncedAt = null;
      return this.sync();
    },
    syncedAt: () => syncedAt,
    async stop() {
      stopped = true;
      index.close();
    },
  };
}
