/**
 * Product pictures for the renderer, which never talks to a store: the main process fetches a
 * product's images from the store it sells for (nowhere else), within the request budget at the
 * lowest priority, and hands them over as data URLs. Only image types, at most 2 MB each; kept in
 * memory for the run (the most recent 200).
 */
import type { ProductPicture } from '../../shared/bridge.js';
import type { FetchLike } from '../../shared/storefront/client-types.js';
import type { Product } from '../../shared/storefront/types.js';

const MAX_BYTES = 2 * 1024 * 1024;
const KEEP = 200;
const TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);


export function createProductImages(options: { storeUrl: string; fetch: FetchLike }) {
  const origin = new URL(options.storeUrl).origin;
  const cache = new Map<string, Promise<string | null>>();

  const load = (url: string): Promise<string | null> => {
    const known = cache.get(url);
    if (known) {
      cache.delete(url);
      cache.set(url, known);
      return known;
    }
    const pending = (async () => {
      const res = await options.fetch(url, { priority: 'sync', timeoutMs: 15_000 }).catch(() => null);
      if (!res?.ok) return null;
      const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!TYPES.has(type)) return null;
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length > MAX_BYTES) return null;
      return `data:${type};base64,${body.toString('base64')}`;
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
          const dataUrl = await load(url.toString());
          return dataUrl ? { alt: image.alt || product.name, dataUrl } : null;
        }),
      );
      return pictures.filter((p): p is ProductPicture => p !== null);
    },
  };
}
