/** Whether payments cover an order, and the words when they do not. */
import { describe, expect, it } from 'vitest';
import { notCoveredMessage, uncoveredCents } from '../../../electron/demo-store/payments/payment-coverage.js';

describe('payment coverage', () => {
  it('is what the payments leave unpaid of the total, never below zero', () => {
    expect(uncoveredCents(2900, [1])).toBe(2899);
    expect(uncoveredCents(2900, [2000, 899])).toBe(1);
    expect(uncoveredCents(2900, [2000, 900])).toBe(0);
    expect(uncoveredCents(2900, [5000])).toBe(0);
    expect(uncoveredCents(2900, [])).toBe(2900);
    expect(uncoveredCents(0, [])).toBe(0);
  });

  it('says what was paid, the total and what is still due, in the order currency', () => {
    expect(notCoveredMessage(2900, [1], 'USD')).toBe('The payments ($0.01) do not cover the order total ($29.00): $28.99 is still due.');
    expect(notCoveredMessage(123456, [4000, 56], 'EUR')).toBe('The payments (€40.56) do not cover the order total (€1,234.56): €1,194.00 is still due.');
  });
});
