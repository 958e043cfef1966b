import { describe, expect, it } from 'vitest';
import { fromCents, isAmount, toCents } from '../../../shared/money.js';

describe('money', () => {
  it('reads decimal strings into cents exactly', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('5')).toBe(500);
    expect(toCents('-10.0')).toBe(-1000);
    expect(toCents('0.105')).toBe(11);
  });

  it('writes cents as two-place decimals', () => {
    expect(fromCents(1999)).toBe('19.99');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-250)).toBe('-2.50');
  });

  it('rejects what is not an amount', () => {
    expect(() => toCents('12,50')).toThrow();
    expect(isAmount('abc')).toBe(false);
    expect(isAmount('20')).toBe(true);
  });
});
