/** The day chart's data mapping: bar per hour scaled to the busiest, labels and description in words. */
import { describe, expect, it } from 'vitest';
import { dayChart, hourRange } from '../../../../renderer/features/orders/day-chart.js';
import { summarizeDay } from '../../../../renderer/features/orders/day-summary.js';

const SIZE = { width: 240, height: 120, top: 10, bottom: 20 };
const order = (completedAt: string, total: string, currency = 'USD') => ({ completedAt, total, currency, state: 'complete' });

describe('day chart', () => {
  it('draws one bar per hour, the busiest hour full height, others in proportion', () => {
    const summary = summarizeDay(
      [order('2026-11-22T09:10:00Z', '30.00'), order('2026-11-22T09:50:00Z', '10.00'), order('2026-11-22T14:00:00Z', '20.00')],
      '2026-11-22',
      0,
    );
    const chart = dayChart(summary, SIZE);
    expect(chart.bars).toHaveLength(24);
    expect(chart.baseline).toBe(100);
    expect(chart.plotHeight).toBe(90);
    expect(chart.maxCents).toBe(4000);
    const nine = chart.bars[9]!;
    const two = chart.bars[14]!;
    expect(nine).toMatchObject({ orders: 2, revenueCents: 4000, height: 90, y: 10 });
    expect(two).toMatchObject({ orders: 1, revenueCents: 2000, height: 45, y: 55 });
    // Ten pixels per hour, bars 70% wide and centred in their slot.
    expect(nine.x).toBeCloseTo(90 + 1.5);
    expect(nine.width).toBeCloseTo(7);
    expect(chart.bars[3]).toMatchObject({ orders: 0, height: 0, y: 100 });
    expect(nine.label).toBe('09:00–10:00: 2 orders, $40.00');
    expect(two.label).toBe('14:00–15:00: 1 order, $20.00');
    expect(chart.description).toBe('3 orders today for $60.00. Busiest hour 09:00–10:00 with 2 orders, $40.00.');
  });

  it('names the period a report covers instead of today', () => {
    const summary = summarizeDay([order('2026-11-22T09:10:00Z', '30.00')], '2026-11-22', 0);
    expect(dayChart(summary, SIZE, 'on Sun 22 Nov 2026').description).toBe(
      '1 order on Sun 22 Nov 2026 for $30.00. Busiest hour 09:00–10:00 with 1 order, $30.00.',
    );
    expect(dayChart(summarizeDay([], '2026-11-22', 0), SIZE, 'in the week of Mon 16 Nov 2026').description).toBe(
      'No orders completed in the week of Mon 16 Nov 2026.',
    );
  });

  it('says so when there are no orders, and draws no bars', () => {
    const chart = dayChart(summarizeDay([], '2026-11-22', 0), SIZE);
    expect(chart.description).toBe('No orders completed yet today.');
    expect(chart.bars.every((b) => b.height === 0)).toBe(true);
    expect(chart.maxCents).toBe(0);
  });

  it('keeps an hour with only other-currency orders visible, and names every currency', () => {
    const summary = summarizeDay(
      [order('2026-11-22T10:00:00Z', '50.00'), order('2026-11-22T11:00:00Z', '50.00'), order('2026-11-22T12:00:00Z', '20.00', 'EUR')],
      '2026-11-22',
      0,
    );
    const chart = dayChart(summary, SIZE);
    expect(chart.bars[12]).toMatchObject({ orders: 1, revenueCents: 0, height: 2 });
    expect(chart.description).toContain('3 orders today for $100.00 and €20.00');
  });

  it('names hours across midnight', () => {
    expect(hourRange(23)).toBe('23:00–00:00');
    expect(hourRange(0)).toBe('00:00–01:00');
  });
});
