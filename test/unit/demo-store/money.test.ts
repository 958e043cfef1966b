import { describe, expect, it } from 'vitest';
import { centsToDecimal, displayMoney, moneyAttributes, parseAmountToCents } from '../../../electron/demo-store/jsonapi/money.js';

describe('money', () => {
  it('turns cents into decimal strings', () => {
    expect(centsToDecimal(1999)).toBe('19.99');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-960)).toBe('-9.60');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
  });

  it('formats display strings in the currency', () => {
    expect(displayMoney(1999, 'USD')).toBe('$19.99');
    expect(displayMoney(-960, 'USD')).toBe('-$9.60');
    expect(displayMoney(123456, 'USD')).toBe('$1,234.56');
    expect(displayMoney(2299, 'EUR')).toBe('€22.99');
  });

  it('formats each amount as Intl does, however many amounts it has seen (its kept strings start over when full)', () => {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (let round = 0; round < 2; round++) {
      for (let cents = -6000; cents <= 6000; cents += 1) expect(displayMoney(cents, 'GBP')).toBe(format.format(cents / 100));
    }
    expect(displayMoney(1999.6, 'GBP')).toBe('£20.00');
  });

  it('shows a negative zero as a zero, whatever was formatted before it', () => {
    expect(displayMoney(Math.round(-0.4), 'CAD')).toBe('CA$0.00');
    expect(displayMoney(0, 'CAD')).toBe('CA$0.00');
    expect(displayMoney(-0, 'AUD')).toBe('A$0.00');
  });

  it('parses request amounts exactly, refusing more than two decimals', () => {
    expect(parseAmountToCents('19.99')).toBe(1999);
    expect(parseAmountToCents('20')).toBe(2000);
    expect(parseAmountToCents('0.5')).toBe(50);
    expect(parseAmountToCents(19.99)).toBe(1999);
    expect(parseAmountToCents('-1.00')).toBe(-100);
    expect(parseAmountToCents('1.999')).toBeNull();
    expect(parseAmountToCents(0.001)).toBeNull();
    expect(parseAmountToCents('abc')).toBeNull();
    expect(parseAmountToCents(Infinity)).toBeNull();
    expect(parseAmountToCents(null)).toBeNull();
  });

  it('builds the amount + display pair', () => {
    expect(moneyAttributes('total', 6495, 'USD')).toEqual({ total: '64.95', display_total: '$64.95' });
  });
});
