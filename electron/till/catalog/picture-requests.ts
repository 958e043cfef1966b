/** How the till asks the store for a picture: redirects followed within the store only, types and sizes checked. */
import { readCappedBody } from '../../../shared/storefront/capped-body.js';
import type { FetchLike } from '../../../shared/storefront/types/client-types.js';
import { isRedirect, NO_REDIRECTS, sameOriginTarget } from '../../../shared/storefront/redirects.js';
import type { PictureEntry } from './picture-cache.js';

const MAX_BYTES = 2 * 1024 * 1024;
const MAX_HOPS = 3;
const TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);

/**
 * A picture someone is waiting for (the product dialog) goes at the catalog sync's priority; the
 * grid's thumbnails and every revalidation go last of all.
 */
export type PicturePriority = 'sync' | 'pictures';

/** The store's transport, its origin and the timeout each request is given on the wire. */
export interface StoreWire {
  fetch: FetchLike;
  origin: string;
  timeoutMs: number;
}

/** The picture's answer, following redirects within the store's origin only; null when refused or unreachable. */
export async function fetchWithinStore(wire: StoreWire, url: string, headers: Record<string, string>, priority: PicturePriority): Promise<Response | null> {
  let at = url;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const res = await wire.fetch(at, { ...NO_REDIRECTS, headers, priority, timeoutMs: wire.timeoutMs }).catch(() => null);
    if (!res || !isRedirect(res.status)) return res;
    await res.body?.cancel().catch(() => undefined);
    const next = sameOriginTarget(res.headers.get('location'), at, wire.origin);
    if (!next) return null;
    at = next;
  }
  return null;
}

/** A 200 picture's type and bytes; null (its body dropped) when it is not a type we take or is too big. */
export async function readPicture(res: Response): Promise<{ type: string; bytes: Uint8Array } | null> {
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!TYPES.has(type)) {
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
  // Read no further than the size a picture may have: a store could send far more within the timeout.
  const read = await readCappedBody(res, MAX_BYTES);
  return read.kind === 'read' ? { type, bytes: read.bytes } : null;
}

/** The validators of a kept copy, as a conditional request sends them. */
export function conditionalHeaders(entry: PictureEntry): Record<string, string> {
  const conditional: Record<string, string> = {};
  if (entry.etag) conditional['If-None-Match'] = entry.etag;
  if (entry.lastModified) conditional['If-Modified-Since'] = entry.lastModified;
  return conditional;
}

/** The picture's address when it is the store's own, else null. */
export function storeAddress(imageUrl: string, storeUrl: string): string | null {
  try {
    const url = new URL(imageUrl, storeUrl);
    return url.origin === new URL(storeUrl).origin ? url.toString() : null; // only the store's own pictures
  } catch {
    return null;
  }
}

/** The validators and freshness a store's answer gives a kept picture. */
export function validatorsOf(res: Response, checkedAt: number, freshForMs: number) {
  return { etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified'), checkedAt, freshForMs };
}

/** Drops an answer's body unread; answers null (no picture). */
export async function dropBody(res: Response): Promise<null> {
  await res.body?.cancel().catch(() => undefined);
  return null;
}
