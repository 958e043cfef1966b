/**
 * The Sell grid's product pictures: each product's first picture as main keeps it on disk. A
 * product is asked about once; one main has no picture for yet is asked about again only when
 * main says it is there (`catalog.pictureCached`). Asking never costs the counter a request: main
 * answers from disk and fetches what is missing behind everything else.
 */
import { create } from 'zustand';
import { pos } from '../../bridge/pos.js';

/** Pictures kept in the page at most (the oldest asked leave first; they are asked again if shown again). */
const KEEP = 300;

interface ThumbnailsState {
  pictures: Record<string, string>;
  /** Asks main for the pictures of these products that were not asked about yet. */
  want(productIds: readonly string[]): void;
  /** Main now keeps this product's picture. */
  cached(productId: string): void;
}

const asked = new Set<string>();

export const useThumbnails = create<ThumbnailsState>((set, get) => {
  const ask = (productIds: string[]) => {
    if (productIds.length === 0) return;
    for (const id of productIds) asked.add(id);
    void Promise.resolve()
      .then(() => pos().catalog.thumbnails(productIds))
      .then((found) => {
        if (Object.keys(found).length === 0) return;
        const pictures = { ...get().pictures, ...found };
        const ids = Object.keys(pictures);
        for (const id of ids.slice(0, Math.max(0, ids.length - KEEP))) {
          delete pictures[id];
          asked.delete(id);
        }
        set({ pictures });
      })
      .catch(() => {
        // No picture: the tile keeps its stand-in.
      });
  };
  return {
    pictures: {},
    want: (productIds) => ask(productIds.filter((id) => !asked.has(id))),
    cached: (productId) => {
      if (asked.has(productId) && !get().pictures[productId]) ask([productId]);
    },
  };
});
