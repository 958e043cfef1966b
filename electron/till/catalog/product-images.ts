/**
 * Product pictures for the renderer, which never talks to a store: the main process fetches a
 * product's images from the store it sells for (nowhere else), within the request budget at the
 * lowest priorities (never a sale's): the product dialog's at the catalog sync's, the Sell grid's
 * thumbnails and every revalidation at `pictures` (behind every other request, within half the
 * budget, a few at a time, what is wanted most recently first); and hands them over as data URLs.
 * Only image types, at most 2 MB each.
 *
 * Pictures are kept on disk with their validators (picture-cache.ts): one the store said is fresh
 * is shown with no request; one past that is shown from disk at once and revalidated behind it
 * with a conditional request (If-None-Match / If-Modified-Since), so an unchanged picture costs a
 * 304 without a body. The Sell grid's thumbnails come from disk only: a picture not kept yet is
 * fetched in the background and `onCached` says when it is there.
 *
 * A redirect is followed only within the store's origin, at most three hops, each checked again:
 * a picture redirected anywhere else (another server, a private or loopback address, the same
 * machine under another name) is not fetched there and the product shows no picture. Each
 * request is given the store client's timeout on the wire (the transport applies it).
 */
import type { ProductPicture } from '../../../shared/bridge/bridge.js';
import type { FetchLike } from '../../../shared/storefront/types/client-types.js';
import type { Product } from '../../../shared/storefront/types/types.js';
import { openPictureCache, type PictureEntry } from './picture-cache.js';
import { freshnessOf } from './picture-freshness.js';
import {
  conditionalHeaders,
  dropBody,
  fetchWithinStore,
  readPicture,
  validatorsOf,
  storeAddress,
  type PicturePriority,
  type StoreWire,
} from './picture-requests.js';

/** A thumbnail larger than this is not sent to the grid (the product dialog still shows the picture). */
const MAX_THUMBNAIL_BYTES = 256 * 1024;
const MAX_PICTURES = 6;
/** A picture checked (or found missing) is not asked about again sooner than this, whatever the store said. */
const RECHECK_AFTER_MS = 10 * 60 * 1000;
/** Thumbnails fetched at once for the grid, and how many wanted ones are remembered. */
const THUMBNAILS_AT_ONCE = 4;
const MAX_WANTED = 200;

export interface ProductImagesOptions {
  storeUrl: string;
  fetch: FetchLike;
  timeoutMs?: number;
  /** Where pictures are kept (the data folder's `pictures`); absent: in memory for the run. */
  cacheDir?: string | null;
  /** The bound on the pictures' bytes kept. */
  maxBytes?: number;
  now?: () => number;
  /** A product's first picture is now kept (the grid can show its thumbnail). */
  onCached?: (productId: string) => void;
}

function dataUrl(type: string, bytes: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

export function createProductImages(options: ProductImagesOptions) {
  const wire: StoreWire = { fetch: options.fetch, origin: new URL(options.storeUrl).origin, timeoutMs: options.timeoutMs ?? 15_000 };
  const now = options.now ?? (() => Date.now());
  const cache = openPictureCache({ dir: options.cacheDir ?? null, maxBytes: options.maxBytes, now });
  /** One request per picture at a time: a fetch or a revalidation, shared by whoever asks. */
  const inFlight = new Map<string, Promise<string | null>>();
  /** When each picture was last asked for at the store, this run (failures included). */
  const askedAt = new Map<string, number>();
  const background = new Set<Promise<unknown>>();

  /** Reads a 200 picture, keeps it (unless the store forbids it) and answers its data URL; null when it is not a picture we take. */
  const keep = async (url: string, res: Response): Promise<string | null> => {
    const read = await readPicture(res);
    if (!read) return null;
    const { type } = read;
    const freshness = freshnessOf(res.headers.get('cache-control'));
    if (freshness.store) {
      cache.put({ url, type, ...validatorsOf(res, now(), freshness.freshForMs) }, read.bytes);
    }
    return dataUrl(type, read.bytes);
  };

  const once = (url: string, priority: PicturePriority, work: () => Promise<string | null>): Promise<string | null> => {
    const key = `${priority} ${url}`;
    const known = inFlight.get(key);
    if (known) return known;
    askedAt.set(url, now());
    const pending = work()
      .catch(() => null)
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  };

  const download = (url: string, priority: PicturePriority) =>
    once(url, priority, async () => {
      const res = await fetchWithinStore(wire, url, {}, priority);
      if (!res) return null;
      return res.ok ? keep(url, res) : dropBody(res);
    });

  /** Asks the store whether the kept copy is current: a 304 keeps it, a new picture replaces it, a gone one is dropped. */
  const revalidate = (url: string, entry: PictureEntry) =>
    once(url, 'pictures', async () => {
      const res = await fetchWithinStore(wire, url, conditionalHeaders(entry), 'pictures');
      if (!res) return null;
      if (res.status === 304) {
        const freshness = freshnessOf(res.headers.get('cache-control') ?? null, entry.freshForMs);
        cache.confirmed(url, validatorsOf(res, now(), freshness.freshForMs));
        return dropBody(res);
      }
      if (res.ok) return keep(url, res);
      await res.body?.cancel().catch(() => undefined);
      if (res.status === 404 || res.status === 410) cache.remove(url);
      return null;
    });

  /**
   * Thumbnails wanted and not yet asked for, the most recently wanted last: the grid's pictures are
   * fetched a few at a time, what the clerk looks at now first, so a search's tiles never wait
   * behind those of a screen already left.
   */
  const wanted = new Map<string, () => void>();
  let fetchingThumbnails = 0;
  const want = (url: string, said: () => void) => {
    if (inFlight.has(`pictures ${url}`)) return;
    wanted.delete(url);
    wanted.set(url, said);
    while (wanted.size > MAX_WANTED) wanted.delete(wanted.keys().next().value!);
  };
  const pumpWanted = () => {
    while (fetchingThumbnails < THUMBNAILS_AT_ONCE && wanted.size > 0) {
      const [url, said] = [...wanted.entries()].pop()!;
      wanted.delete(url);
      fetchingThumbnails++;
      inBackground(
        download(url, 'pictures')
          .then((shown) => shown && said())
          .finally(() => {
            fetchingThumbnails--;
            pumpWanted();
          }),
      );
    }
  };

  const inBackground = (work: Promise<unknown>) => {
    background.add(work);
    void work.finally(() => background.delete(work));
  };
  const mayAsk = (url: string) => now() - (askedAt.get(url) ?? -Infinity) >= RECHECK_AFTER_MS;

  /** The kept copy (revalidated behind it when stale), or null; `changed` is told when a revalidation brings a new picture. */
  const fromDisk = (url: string, changed?: () => void): { entry: PictureEntry; dataUrl: string } | null => {
    const kept = cache.get(url);
    if (!kept) return null;
    const stale = now() - kept.entry.checkedAt >= kept.entry.freshForMs;
    if (stale && mayAsk(url)) {
      inBackground(revalidate(url, kept.entry).then((replaced) => replaced && changed?.()));
    }
    return { entry: kept.entry, dataUrl: dataUrl(kept.entry.type, kept.bytes) };
  };

  return {
    /** The product's pictures in order; those that cannot be had are left out. */
    async of(product: Product): Promise<ProductPicture[]> {
      const pictures = await Promise.all(
        product.images.slice(0, MAX_PICTURES).map(async (image) => {
          const url = storeAddress(image.url, options.storeUrl);
          if (!url) return null;
          const shown = fromDisk(url)?.dataUrl ?? (await download(url, 'sync'));
          return shown ? { alt: image.alt || product.name, dataUrl: shown } : null;
        }),
      );
      return pictures.filter((p): p is ProductPicture => p !== null);
    },

    /**
     * The first picture of each product that is kept on disk, by product id; nothing else is
     * waited for. Those not kept are fetched in the background (`onCached` tells of each).
     */
    thumbnails(products: readonly Product[]): Record<string, string> {
      const found: Record<string, string> = {};
      for (const product of products) {
        const first = product.images[0];
        const url = first ? storeAddress(first.url, options.storeUrl) : null;
        if (!url) continue;
        if ((cache.peek(url)?.size ?? 0) > MAX_THUMBNAIL_BYTES) continue; // too big for a tile: not even read
        const said = () => options.onCached?.(product.id);
        const kept = fromDisk(url, said);
        if (kept) found[product.id] = kept.dataUrl;
        else if (mayAsk(url)) want(url, said);
      }
      pumpWanted();
      return found;
    },

    /** Settles once no background fetch or revalidation is under way. */
    async idle(): Promise<void> {
      while (background.size > 0) await Promise.allSettled([...background]);
    },

    /** Writes what is pending to disk (at close). */
    flush(): void {
      cache.flush();
    },
  };
}
