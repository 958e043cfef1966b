/** The sales report keeps gift cards apart from revenue: the gift-card lines of the counted orders, and the revenue less them. */
import { describe, expect, it } from 'vitest';
import { salesReport } from '../../../shared/reports/sales-report.js';
import { line, order } from './order-fixtures.js';

const range = { from: '2026-11-23T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' };

describe('gift cards in the sales report', () => {
  it('counts the gift-card lines apart from revenue, in the main currency, and leaves canceled orders out', () => {
    const orders = [
      order('R1', '2026-11-23T09:15:00Z', [line('1', 'g50', 'Gift card', 1, '50.00', { sku: 'GIFTCARD-50' }), line('2', 'v2', 'Camp Mug', 1, '12.00')]),
      order('R2', '2026-11-24T10:00:00Z', [line('3', 'g25', 'Gift card', 2, '25.00', { sku: 'GIFTCARD-25' })]),
      order('R3', '2026-11-25T10:00:00Z', [line('4', 'g100', 'Gift card', 1, '100.00', { sku: 'GIFTCARD-100' })], { state: 'canceled' }),
    ];
    const report = salesReport(orders, { range, timeZone: 'UTC', staffByOrder: {} });
    expect(report.revenue).toEqual({ USD: '112.00' });
    expect(report.giftCards).toEqual({ currency: 'USD', cards: 2, amount: '100.00', revenueLessCards: '12.00' });
  });

  it('says nothing of gift cards when no order is counted', () => {
    expect(salesReport([], { range, timeZone: 'UTC', staffByOrder: {} }).giftCards).toBeNull();
  });
});
