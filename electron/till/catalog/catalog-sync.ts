/**
 * Keeps the local catalog index in step with the store at the lowest priority. The first sync
 * pages through the whole catalog; later ones read newest-first (`sort=-updated_at`) and stop at
 * the first product already known, so an unchanged catalog costs one request. The index is
 * saved to the data folder, so the catalog is there at once on the next start.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import type { ProductFieldsets } from '../../../shared/storefront/types/catalog-types.js';
import type { Product } from '../../../shared/storefront/types/types.js';
import { CatalogSearchIndex } from './catalog-search.js';
import { PRIVATE_FOLDER_MODE, writePrivateFile } from '../../private-files.js';

export const CATALOG_FILE_VERSION = 1;
/** The local catalog's file in the data folder. */
export const CATALOG_FILE = 'catalog.json';
const PAGE_SIZE = 100;

export interface SavedCatalog {
  version: number;
  storeUrl: string;
  newestUpdatedAt: string | null;
  syncedAt: string | null;
  /** When the whole catalog was last read: deltas see changes, only a full read sees removals. */
  fullSyncedAt?: string | null;
  products: Product[];
}

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
  /** Loads the saved index; answers whether one was there. */
  load(): Promise<boolean>;
  sync(): Promise<CatalogSyncResult>;
  /** Forgets what is known and reads the whole catalog again. */
  resync(): Promise<CatalogSyncResult>;
  syncedAt(): string | null;
  /** Ends syncing (the till closing): a save under way is finished first, and nothing is written after. */
  stop(): Promise<void>;
}

export function createCatalogSync(options: { client: StorefrontClient; dataDir: string; now?: () => Date }): CatalogSync {
  const { client } = options;
  const now = options.now ?? (() => new Date());
  const file = path.join(options.dataDir, CATALOG_FILE);
  const index = new CatalogSearchIndex();
  let newestUpdatedAt: string | null = null;
  let syncedAt: string | null = null;
  let fullSyncedAt: string | null = null;
  let running: Promise<CatalogSyncResult> | null = null;
  let stopped = false;
  let saving: Promise<void> | null = null;

  const save = async () => {
    // A page that arrives after the till closed is not written into a data folder it has left.
    if (stopped) return;
    saving = write();
    try {
      await saving;
    } finally {
      saving = null;
    }
  };
  const write = async () => {
    const saved: SavedCatalog = {
      version: CATALOG_FILE_VERSION,
      storeUrl: client.baseUrl,
      newestUpdatedAt,
      syncedAt,
      fullSyncedAt,
      products: index.all(),
    };
    await mkdir(options.dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    await writePrivateFile(file, JSON.stringify(saved));
  };

  const fetchPage = (page: number) => client.products({ sort: '-updated_at', page, perPage: PAGE_SIZE, fields: SYNC_FIELDS }, { priority: 'sync' });

  const fullSync = async (): Promise<CatalogSyncResult> => {
    const all: Product[] = [];
    let page = 1;
    let requests = 0;
    for (;;) {
      const result = await fetchPage(page);
      requests++;
      all.push(...result.items);
      if (!result.nextPage || result.items.length === 0) break;
      page = result.nextPage;
    }
    index.replaceAll(all);
    newestUpdatedAt = all.reduce<string | null>((max, p) => (max === null || p.updatedAt > max ? p.updatedAt : max), null);
    return { requests, changed: all.length, full: true };
  };

  const deltaSync = async (): Promise<CatalogSyncResult> => {
    const known = newestUpdatedAt!;
    const changed: Product[] = [];
    let page = 1;
    let requests = 0;
    for (;;) {
      const result = await fetchPage(page);
      requests++;
      let reachedKnown = false;
      for (const product of result.items) {
        if (product.updatedAt < known) {
          reachedKnown = true;
          break;
        }
        const current = index.get(product.id);
        if (!current || current.updatedAt !== product.updatedAt) changed.push(product);
      }
      if (reachedKnown || !result.nextPage || result.items.length === 0) break;
      page = result.nextPage;
    }
    if (changed.length > 0) {
      index.upsert(changed);
      for (const p of changed) if (p.updatedAt > known) newestUpdatedAt = p.updatedAt;
    }
    return { requests, changed: changed.length, full: false };
  };

  return {
    index,
    async load() {
      try {
        const saved = JSON.parse(await readFile(file, 'utf8')) as SavedCatalog;
        if (saved.version !== CATALOG_FILE_VERSION || saved.storeUrl !== client.baseUrl) return false;
        index.replaceAll(saved.products);
        newestUpdatedAt = saved.newestUpdatedAt;
        syncedAt = saved.syncedAt;
        fullSyncedAt = saved.fullSyncedAt ?? null;
        return true;
      } catch {
        return false;
      }
    },
    sync() {
      running ??= (async () => {
        try {
          const stale = !fullSyncedAt || now().getTime() - Date.parse(fullSyncedAt) >= FULL_SYNC_EVERY_MS;
          const result = newestUpdatedAt === null || index.size === 0 || stale ? await fullSync() : await deltaSync();
          syncedAt = now().toISOString();
          if (result.full) fullSyncedAt = syncedAt;
          if (result.changed > 0 || result.full) await save();
          return result;
        } finally {
          running = null;
        }
      })();
      return running;
    },
    async resync() {
      await running?.catch(() => undefined);
      index.replaceAll([]);
      newestUpdatedAt = null;
      return this.sync();
    },
    syncedAt: () => syncedAt,
    async stop() {
      stopped = true;
      await saving?.catch(() => undefined);
    },
  };
}
