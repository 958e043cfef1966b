/**
 * A count's variances: counted − the on-hand the store said when the line was first counted, so a
 * sale after the line was counted is not undone; a full count's uncounted variants shown as 0 and
 * applied only when confirmed; units and value up and down, in cents.
 */
import { describe, expect, it } from 'vitest';
import type { CountLine } from '../../../../shared/stock/count-calls.js';
import { countMovements, countVariances } from '../../../../shared/stock/count-variances.js';

const line = (variantId: string, counted: number, expected: number | null, price: string | null = '10.00'): CountLine => ({
  variantId,
  sku: `SKU-${variantId}`,
  name: `Item ${variantId}`,
  optionsText: '',
  price,
  counted,
  expected,
  countedBy: 'Sam',
  countedAt: '2026-11-28T10:00:00.000Z',
});

describe('count variances', () => {
  it('measures each line against the on-hand seen when it was counted, and says how far the store moved since', () => {
    // Line 1 was counted at 5 when the store said 5; a sale of 1 since: the store says 4 now.
    const review = countVariances(
      [line('1', 5, 5), line('2', 3, 6, '2.50'), line('3', 9, 7)],
      [],
      new Map([
        ['1', 4],
        ['2', 6],
        ['3', 7],
      ]),
    );
    expect(review.lines.map((l) => [l.variantId, l.expected, l.counted, l.variance, l.value, l.storeNow, l.movedSince])).toEqual([
      ['1', 5, 5, 0, '0.00', 4, -1],
      ['2', 6, 3, -3, '-7.50', 6, 0],
      ['3', 7, 9, 2, '20.00', 7, 0],
    ]);
    expect(review.up).toEqual({ units: 2, value: '20.00' });
    expect(review.down).toEqual({ units: 3, value: '7.50' });
    // Applied as deltas: nothing for line 1, so the sale of 1 stays sold (the store keeps 4, not 5).
    expect(countMovements([line('1', 5, 5), line('2', 3, 6), line('3', 9, 7)], [], false)).toEqual([
      { variantId: '2', quantity: -3 },
      { variantId: '3', quantity: 2 },
    ]);
  });

  it('shows a full count’s uncounted variants as counted 0, applied only when the manager confirms', () => {
    const uncounted = [line('8', 0, 4), line('9', 0, 0)];
    const review = countVariances(
      [line('1', 2, 2)],
      uncounted,
      new Map([
        ['1', 2],
        ['8', 4],
        ['9', 0],
      ]),
    );
    expect(review.lines.filter((l) => l.uncounted).map((l) => [l.variantId, l.counted, l.variance])).toEqual([
      ['8', 0, -4],
      ['9', 0, 0],
    ]);
    expect(review.down).toEqual({ units: 4, value: '40.00' });
    expect(countMovements([line('1', 2, 2)], uncounted, false)).toEqual([]);
    expect(countMovements([line('1', 2, 2)], uncounted, true)).toEqual([{ variantId: '8', quantity: -4 }]);
  });

  it('a line without a price has no value; a line never read from the store is not applied', () => {
    const review = countVariances([line('1', 4, null, null)], [], new Map([['1', 1]]));
    expect(review.lines[0]).toMatchObject({ expected: 1, variance: 3, value: '0.00' });
    expect(() => countMovements([line('1', 4, null)], [], false)).toThrow('never read');
  });
});
