/** The label a discount carries at the store, read back; its amounts worked out before the store is asked. */
import { describe, expect, it } from 'vitest';
import { overrideAmount, percentOf, percentTaken, spreadOver } from '../../../shared/sale/discount-amounts.js';
import { discountLabel, readDiscountLabel } from '../../../shared/sale/discount-labels.js';

describe('a discount’s label', () => {
  it('names what, how much, why, who gave it and who approved it, and reads back the same', () => {
    const words = { kind: 'override', size: '18.00 to 15.00', reason: 'Price match', givenBy: 'Sam', approvedBy: 'Alex' } as const;
    expect(discountLabel(words)).toBe('Price override 18.00 to 15.00 · Price match · by Sam · approved by Alex');
    expect(readDiscountLabel(discountLabel(words))).toEqual(words);
    const alone = { kind: 'line', size: '10%', reason: 'Damaged item', givenBy: 'Sam', approvedBy: null } as const;
    expect(readDiscountLabel(discountLabel(alone))).toEqual(alone);
    expect(readDiscountLabel('Offline sale OFF-1: placed at the price paid')).toBeNull();
  });

  it('names the offline sale a discount was given on, and reads it back with or without an approver', () => {
    const given = { kind: 'sale', size: '20%', reason: 'Loyal customer', givenBy: 'Sam', approvedBy: 'Alex', offlineRef: 'OFF-K7QM-0001' } as const;
    expect(discountLabel(given)).toBe('Sale discount 20% · Loyal customer · by Sam · approved by Alex · offline sale OFF-K7QM-0001');
    expect(readDiscountLabel(discountLabel(given))).toEqual(given);
    const alone = { ...given, approvedBy: null };
    expect(readDiscountLabel(discountLabel(alone))).toEqual(alone);
  });
});

describe('a discount’s amounts', () => {
  it('spreads a sale’s discount in proportion, the last line taking the rounding rest', () => {
    expect(spreadOver([1000, 2000, 3000], 100)).toEqual([16, 33, 51]);
    expect(spreadOver([1000, 1000], 5000)).toEqual([1000, 1000]);
    expect(spreadOver([], 100)).toEqual([]);
  });

  it('works out percents half up, what a discount comes to, and an override as (new − old) × quantity', () => {
    expect(percentOf(3601, 10)).toBe(360);
    expect(percentOf(3605, 10)).toBe(361);
    expect(percentTaken(720, 3600)).toBe(20);
    expect(percentTaken(1, 0)).toBe(100);
    expect(overrideAmount(1800, 1500, 2)).toBe(-600);
    expect(overrideAmount(1800, 2000, 1)).toBe(200);
  });
});
