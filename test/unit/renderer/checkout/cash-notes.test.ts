import { describe, expect, it } from 'vitest';
import { cashNotesAbove } from '../../../../renderer/features/checkout/cash-notes.js';

describe('cash keys above the amount due', () => {
  it('offers the next round ten and the notes above it', () => {
    expect(cashNotesAbove(2400)).toEqual([3000, 5000, 10000]);
    expect(cashNotesAbove(750)).toEqual([1000, 2000, 5000]);
    expect(cashNotesAbove(1)).toEqual([500, 1000, 2000]);
  });

  it('never offers the amount itself (that is Exact), only what is above it', () => {
    expect(cashNotesAbove(2000)).toEqual([3000, 5000, 10000]);
    expect(cashNotesAbove(10000)).toEqual([11_000, 15_000, 20_000]);
  });

  it('rounds large amounts up to the next ten, fifty and hundred', () => {
    expect(cashNotesAbove(13_450)).toEqual([14_000, 15_000, 20_000]);
  });

  it('offers nothing when nothing is due', () => {
    expect(cashNotesAbove(0)).toEqual([]);
    expect(cashNotesAbove(Number.NaN)).toEqual([]);
  });
});
