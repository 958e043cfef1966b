import { describe, expect, it } from 'vitest';
import { isTillShortId, nextOfflineNumber, offlineRef, tillShortIdFrom } from '../../../shared/offline/offline-ref.js';

describe('offline sale references', () => {
  it('are OFF-<till>-<number>, short and printable', () => {
    expect(offlineRef('K7QM', 1)).toBe('OFF-K7QM-0001');
    expect(offlineRef('K7QM', 12345)).toBe('OFF-K7QM-12345');
    expect(() => offlineRef('k7qm', 1)).toThrow();
    expect(() => offlineRef('K7QM', 0)).toThrow();
  });

  it('number on from the highest this till used, skipping other tills’ references', () => {
    expect(nextOfflineNumber('K7QM', [])).toBe(1);
    expect(nextOfflineNumber('K7QM', ['OFF-K7QM-0001', 'OFF-K7QM-0003', 'OFF-ZZZZ-0042', 'OFF-K7QM-0002'])).toBe(4);
  });

  it('make a till short id of letters and digits that cannot be misread', () => {
    const id = tillShortIdFrom([0, 8, 30, 255]);
    expect(isTillShortId(id)).toBe(true);
    expect(id).not.toMatch(/[01OIL]/);
    expect(() => tillShortIdFrom([1, 2])).toThrow();
  });
});
