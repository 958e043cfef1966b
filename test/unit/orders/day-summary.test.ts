import { describe, expect, it } from 'vitest';
import { localDay, summarizeDay } from '../../../renderer/features/orders/day-summary.js';

const order = (completedAt: string | null, total: string, currency = 'USD', state = 'complete') => ({
  completedAt,
  total,
  currency,
  state,
});

describe('day summary', () => {
  it('counts the local day only and sums revenue exactly, by hour', () => {
    const orders = [
      order('2026-11-22T09:15:00.000Z', '19.99'),
      order('2026-11-22T09:45:00.000Z', '0.01'),
      order('2026-11-22T17:05:00.000Z', '100.10'),
      order('2026-11-23T04:59:00.000Z', '5.00'), // 23:59 local the same day at UTC-5
      order('2026-11-23T05:01:00.000Z', '7.00'), // the next local day
      order(null, '3.00'),
      order('2026-11-22T12:00:00.000Z', '50.00', 'USD', 'canceled'),
    ];
    const s = summarizeDay(orders, '2026-11-22', -300);
    expect(s.orders).toBe(4);
    expect(s.revenue).toEqual({ USD: '125.10' });
    expect(s.byHour[4]).toEqual({ hour: 4, orders: 2, revenueCents: 2000 });
    expect(s.byHour[12]).toEqual({ hour: 12, orders: 1, revenueCents: 10010 });
    expect(s.byHour[23]).toEqual({ hour: 23, orders: 1, revenueCents: 500 });
  });

  it('keeps currencies apart', () => {
    const s = summarizeDay(
      [order('2026-11-22T10:00:00Z', '10.00', 'EUR'), order('2026-11-22T11:00:00Z', '30.00'), order('2026-11-22T11:30:00Z', '5.00', 'EUR')],
      '2026-11-22',
      0,
    );
    expect(s.revenue).toEqual({ USD: '30.00', EUR: '15.00' });
    expect(s.currency).toBe('USD');
    expect(s.byHour[10]!.revenueCents).toBe(0);
    expect(s.byHour[11]!.revenueCents).toBe(3000);
  });

  it('finds the local day of a timestamp', () => {
    expect(localDay('2026-11-22T23:30:00Z', 60)).toBe('2026-11-23');
    expect(localDay('2026-11-22T00:30:00Z', -60)).toBe('2026-11-21');
  });
});
