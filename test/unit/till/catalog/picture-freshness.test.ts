import { describe, expect, it } from 'vitest';
import { DEFAULT_PICTURE_FRESH_MS, freshnessOf } from '../../../../electron/till/catalog/picture-freshness.js';

describe('how long a picture is fresh', () => {
  it('is what max-age says, at most a week', () => {
    expect(freshnessOf('public, max-age=86400')).toEqual({ store: true, freshForMs: 86_400_000 });
    expect(freshnessOf('max-age=999999999').freshForMs).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('is nothing with no-cache (kept, asked about every time), and not kept at all with no-store', () => {
    expect(freshnessOf('no-cache, max-age=600')).toEqual({ store: true, freshForMs: 0 });
    expect(freshnessOf('private, no-store')).toEqual({ store: false, freshForMs: 0 });
  });

  it('is the fallback when the store says nothing usable', () => {
    expect(freshnessOf(null)).toEqual({ store: true, freshForMs: DEFAULT_PICTURE_FRESH_MS });
    expect(freshnessOf('max-age=soon', 5000)).toEqual({ store: true, freshForMs: 5000 });
  });
});
