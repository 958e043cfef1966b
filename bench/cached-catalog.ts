/**
 * A catalog the till synced earlier, as its data folder keeps it (catalog.sqlite): generated
 * products, newer than anything in the demo store, so a start reads none of them again. Written
 * once and copied into each till's data folder, pointed at that till's demo store.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_FILE, CATALOG_META } from '../electron/till/catalog/catalog-sync.js';
import { CatalogSearchIndex } from '../electron/till/catalog/catalog-search.js';
import { generatedCatalog } from '../test/support/demo-store/generated-catalog.js';

/** Writes `count` generated products into `dataDir`'s catalog, synced from `storeUrl` just now. */
export function writeCachedCatalog(dataDir: string, count: number, storeUrl: string): void {
  const products = generatedCatalog(count).map((p) => ({
    ...p,
    updatedAt: new Date(Date.UTC(2030, 0, 1) + Number(p.id) * 1000).toISOString(),
  }));
  const index = new CatalogSearchIndex(path.join(dataDir, CATALOG_FILE));
  for (let i = 0; i < products.length; i += 1000) index.upsert(products.slice(i, i + 1000));
  // Merged as a sync leaves it (catalog-slices.ts): a till's kept catalog has no word index left to
  // merge, so its start does none (unmerged, the first seconds of a start-up bench would merge it).
  while (index.mergeWords());
  index.close();
  pointCatalogAt(dataDir, storeUrl);
}

/** Copies the catalog written in `fromDir` into `dataDir`, synced from `storeUrl` just now. */
export function copyCachedCatalog(fromDir: string, dataDir: string, storeUrl: string): void {
  copyFileSync(path.join(fromDir, CATALOG_FILE), path.join(dataDir, CATALOG_FILE));
  pointCatalogAt(dataDir, storeUrl);
}

function pointCatalogAt(dataDir: string, storeUrl: string): void {
  const index = new CatalogSearchIndex(path.join(dataDir, CATALOG_FILE));
  const at = new Date().toISOString();
  index.writeMeta({ [CATALOG_META.storeUrl]: storeUrl, [CATALOG_META.syncedAt]: at, [CATALOG_META.fullSyncedAt]: at });
  index.close();
}
