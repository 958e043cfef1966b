/**
 * Product pictures for the renderer, which never talks to a store: the main process fetches a
 * product's images from the store it sells for (nowhere else), within the request budget at the
 * lowest priority, and hands them over as data URLs. Only image types, at most 2 MB each; kept in
 * memory for the run (the most recent 200).
 *
 * A redirect is followed only within the store's origin, at most three hops, each checked again:
 * a picture redirected anywhere else (another server, a private or loopback address, the same
 * machine under another name) is not fetched there and the product shows no picture. Each
 * request is given the store client's timeout on the wire (the transport applies it).
 */
import type { ProductPicture } from '../../shared/bridge.js';
import { readCappedBody } from '../../shared/storefront/capped-body.js';
import type { FetchLike } from '../../shared/storefront/client-types.js';
import { isRedirect, NO_REDIRECTS, sameOriginTarget } from '../../shared/storefront/redirects.js';
import type { Product } from '../../shared/storefront/types.js';

const MAX_BYTES = 2 * 1024 * 1024;
const KEEP = 200;
const MAX_HOPS = 3;
const TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);

export function createProductImages(options: { storeUrl: string; fetch: FetchLike; timeoutMs?: number }) {
  const origin = new URL(options.storeUrl).origin;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const cache = new Map<string, Promise<string | null>>();

  /** The picture's answer, following redirects within the store's origin only; null when refused or unreachable. */
  const fetchWithinStore = async (url: string): Promise<Response | null> => {
    let at = url;
    for (let hop = 0; hop <= MAX_HOPS; hop++) {
      const res = await options.fetch(at, { ...NO_REDIRECTS, priority: 'sync', timeoutMs }).catch(() => null);
      if (!res || !isRedirect(res.status)) return res;
      await res.body?.cancel().catch(() => undefined);
      const next = sameOriginTarget(res.headers.get('location'), at, origin);
      if (!next) return null;
      at = next;
    }
    return null;
  };

  const load = (url: string): Promise<string | null> => {
    const known = cache.get(url);
    if (known) {
      cache.delete(url);
      cache.set(url, known);
      return known;
    }
    const pending = (async () => {
      const res = await fetchWithinStore(url);
      if (!res?.ok) return null;
      const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!TYPES.has(type)) return null;
      // Read no further than the size a picture may have: a store could send far more within the timeout.
      const read = await readCappedBody(res, MAX_BYTES);
      if (read.kind !== 'read') return null;
      return `data:${type};base64,${Buffer.from(read.bytes).toString('base64')}`;
    })();
    cache.set(url, pending);
    pending.then((v) => v === null && cache.delete(url)).catch(() => cache.delete(url));
    while (cache.size > KEEP) cache.delete(cache.keys().next().value!);
    return pending;
  };

  return {
    /** The product's pictures in order; those that cannot be had are left out. */
    async of(product: Product): Promise<ProductPicture[]> {
      const pictures = await Promise.all(
        product.images.slice(0, 6).map(async (image) => {
          let url: URL;
          try {
            url = new URL(image.url, options.storeUrl);
          } catch {
            return null;
          }
          if (url.origin !== origin) return null; // only the store's own pictures
          const dataUrl = await load(url.toString()).catch(() => null);
          return dataUrl ? { alt: image.alt || product.name, dataUrl } : null;
        }),
      );
      return pictures.filter((p): p is ProductPicture => p !== null);
    },
  };
}
