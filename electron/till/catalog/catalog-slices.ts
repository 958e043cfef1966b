/**
 * Writing the catalog file without holding the process: each slice of products is one
 * transaction, then a turn of the event loop, then one step merging the word index (FTS5's own
 * merging is off: it would merge whole levels inside a write), then another turn. The sync and
 * the one-time import of an old catalog both write this way, and merge what is left when done.
 */
import type { Product } from '../../../shared/storefront/types/types.js';
import type { CatalogSearchIndex } from './catalog-search.js';

/** A turn of the event loop: timers, answers and bridge calls waiting are served before the next write. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Writes one slice (marked `seen`, for a full sync), then a merge step, each followed by a turn. */
export async function writeSlice(index: CatalogSearchIndex, products: Product[], seen = 0): Promise<void> {
  index.upsert(products, seen);
  await nextTurn();
  index.mergeWords();
  await nextTurn();
}

/** Merges what is left of the word index after the last write, a step per turn. */
export async function mergeWordIndex(index: CatalogSearchIndex): Promise<void> {
  while (index.mergeWords()) await nextTurn();
}
