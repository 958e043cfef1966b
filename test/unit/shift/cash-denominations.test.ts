import { describe, expect, it } from 'vitest';
import { countTotalCents, denominationsOf } from '../../../shared/sale/cash-denominations.js';

describe('cash denominations', () => {
  it('knows US notes and coins and euro notes and coins, largest first', () => {
    expect(denominationsOf('USD').map((d) => d.label)).toEqual(['$100', '$50', '$20', '$10', '$5', '$2', '$1', '$1', '50¢', '25¢', '10¢', '5¢', '1¢']);
    expect(
      denominationsOf('usd')
        .filter((d) => d.kind === 'coin')
        .map((d) => d.value),
    ).toEqual(['1.00', '0.50', '0.25', '0.10', '0.05', '0.01']);
    expect(denominationsOf('EUR').map((d) => d.label)).toEqual([
      '€500',
      '€200',
      '€100',
      '€50',
      '€20',
      '€10',
      '€5',
      '€2',
      '€1',
      '50 c',
      '20 c',
      '10 c',
      '5 c',
      '2 c',
      '1 c',
    ]);
    expect(denominationsOf('JPY')).toEqual([]);
  });

  it('adds a count up in exact cents, and refuses a value the currency has not or a part count', () => {
    expect(
      countTotalCents('USD', [
        { value: '20.00', count: 3 },
        { value: '0.10', count: 3 },
        { value: '0.01', count: 7 },
      ]),
    ).toBe(6037);
    expect(countTotalCents('USD', [])).toBe(0);
    expect(() => countTotalCents('USD', [{ value: '0.20', count: 1 }])).toThrow('USD has no 0.20 note or coin.');
    expect(() => countTotalCents('EUR', [{ value: '5', count: 1.5 }])).toThrow(/whole number/);
    expect(() => countTotalCents('EUR', [{ value: '5', count: -1 }])).toThrow(/whole number/);
  });
});
