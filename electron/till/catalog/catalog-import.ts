/**
 * The catalog an older version kept (`catalog.json`, every product in one JSON document) moved
 * once into `catalog.sqlite`, then removed. The file is read whole, but its products are cut out
 * and parsed a slice at a time, each slice written in its own transaction with a pause between,
 * so a till with 100,000 products saved does not stall while it moves them.
 */
import { readFile, rm } from 'node:fs/promises';
import type { Product } from '../../../shared/storefront/types/types.js';
import type { CatalogSearchIndex } from './catalog-search.js';
import { mergeWordIndex, writeSlice } from './catalog-slices.js';

/** The catalog file of the versions before `catalog.sqlite`. */
export const LEGACY_CATALOG_FILE = 'catalog.json';
const LEGACY_VERSION = 1;
const SLICE = 100;

/** What the old file said besides its products. */
export interface LegacyCatalogHeader {
  version: number;
  storeUrl: string;
  newestUpdatedAt: string | null;
  syncedAt: string | null;
  fullSyncedAt?: string | null;
}

/** Where each top-level object of the JSON array that opens at `start` ends, one at a time. */
function* objectsOf(text: string, start: number): Generator<[number, number]> {
  let depth = 0;
  let from = -1;
  let inString = false;
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (depth++ === 0) from = i;
    } else if (c === 125 || c === 93) {
      if (depth === 0) return;
      if (--depth === 0) yield [from, i + 1];
    }
  }
  throw new Error('the catalog file ends inside its products');
}

/**
 * Moves the old catalog file's products into the index, if there is one for this store, and
 * removes the file (one for another store or another version is removed too: the store is read
 * again). Answers what the file said of its syncs, or null when it held nothing to keep.
 */
export async function importLegacyCatalog(file: string, storeUrl: string, index: CatalogSearchIndex): Promise<LegacyCatalogHeader | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const key = text.indexOf('"products":[');
    if (key < 0) return null;
    const open = key + '"products":'.length;
    // The products were written last: what comes before them is the rest of the document.
    const header = JSON.parse(`${text.slice(0, open)}[]}`) as LegacyCatalogHeader;
    if (header.version !== LEGACY_VERSION || header.storeUrl !== storeUrl) return null;
    const objects = objectsOf(text, open);
    const slice: Product[] = [];
    let next = objects.next();
    while (!next.done) {
      slice.push(JSON.parse(text.slice(next.value[0], next.value[1])) as Product);
      next = objects.next();
      if (slice.length === SLICE || next.done) {
        await writeSlice(index, slice.splice(0));
      }
    }
    await mergeWordIndex(index);
    return header;
  } catch {
    index.clear();
    return null;
  } finally {
    await rm(file, { force: true });
  }
}
