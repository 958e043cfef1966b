/**
 * How long a picture may be shown without asking the store again, from its Cache-Control
 * (RFC 9111 §5.2.2): `max-age` (at most a week), `no-cache` (ask every time, still kept), and
 * `no-store` (not kept at all). Without either, `fallbackMs`.
 */
export const DEFAULT_PICTURE_FRESH_MS = 60 * 60 * 1000;
const LONGEST_FRESH_MS = 7 * 24 * 60 * 60 * 1000;

export interface Freshness {
  /** Whether the picture may be kept on disk. */
  store: boolean;
  freshForMs: number;
}

export function freshnessOf(cacheControl: string | null, fallbackMs = DEFAULT_PICTURE_FRESH_MS): Freshness {
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  if (directives.includes('no-store')) return { store: false, freshForMs: 0 };
  if (directives.includes('no-cache')) return { store: true, freshForMs: 0 };
  const maxAge = directives.map((d) => /^max-age\s*=\s*"?(\d+)"?$/.exec(d)).find(Boolean);
  if (maxAge) return { store: true, freshForMs: Math.min(Number(maxAge[1]) * 1000, LONGEST_FRESH_MS) };
  return { store: true, freshForMs: Math.max(0, fallbackMs) };
}
