/** The manager's report over a range: orders, revenue, average basket, by hour, weekday, channel, tender, staff, top products. */
import { describe, expect, it } from 'vitest';
import { reportRange } from '../../../shared/reports/report-range.js';
import { salesReport } from '../../../shared/reports/sales-report.js';
import { line, order, payment } from './order-fixtures.js';

const range = { from: '2026-11-23T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' };

describe('sales report', () => {
  const orders = [
    // Monday 09:xx, two lines, cash; rung at this till by Sam.
    order('R1', '2026-11-23T09:15:00Z', [line('1', 'v1', 'Harbor Logo Tee', 2, '24.10'), line('2', 'v2', 'Camp Mug', 1, '12.00')]),
    // Monday 09:xx, split tender card + gift card; web.
    order('R2', '2026-11-23T09:40:00Z', [line('3', 'v2', 'Camp Mug', 3, '12.00')], {
      payments: [payment('Test card', '20.00'), payment('Gift card', '16.00'), payment('Test card', '36.00', 'failed')],
    }),
    // Wednesday 14:xx, till, by Alex.
    order('R3', '2026-11-25T14:05:00Z', [line('4', 'v3', 'Wool Throw', 1, '0.30')]),
    // Canceled: not counted.
    order('R4', '2026-11-25T15:00:00Z', [line('5', 'v1', 'Harbor Logo Tee', 9, '24.10')], { state: 'canceled' }),
    // Outside the range.
    order('R5', '2026-11-30T00:00:00Z', [line('6', 'v1', 'Harbor Logo Tee', 1, '24.10')]),
    // Not completed (a cart).
    order('R6', null, [line('7', 'v1', 'Harbor Logo Tee', 1, '24.10')], { state: 'cart' }),
  ];
  const report = salesReport(orders, { range, timeZone: 'UTC', staffByOrder: { R1: 'Sam', R3: 'Alex' } });

  it('counts completed orders in the range and adds their totals exactly', () => {
    expect(report.orders).toBe(3);
    expect(report.currency).toBe('USD');
    expect(report.revenue).toEqual({ USD: '96.50' });
    expect(report.averageBasket).toEqual({ USD: '32.17' });
    expect(report.units).toBe(7);
  });

  it('spreads them over the hours of the day and the days of the week (Monday first)', () => {
    expect(report.byHour.find((h) => h.hour === 9)).toEqual({ hour: 9, orders: 2, revenueCents: 9620 });
    expect(report.byHour.find((h) => h.hour === 14)).toEqual({ hour: 14, orders: 1, revenueCents: 30 });
    expect(report.byHour).toHaveLength(24);
    expect(report.byWeekday.map((d) => [d.label, d.orders, d.revenueCents])).toEqual([
      ['Mon', 2, 9620],
      ['Tue', 0, 0],
      ['Wed', 1, 30],
      ['Thu', 0, 0],
      ['Fri', 0, 0],
      ['Sat', 0, 0],
      ['Sun', 0, 0],
    ]);
  });

  it('breaks revenue down by channel, tender (completed payments only), staff member and product', () => {
    expect(report.byChannel).toEqual([
      { name: 'This till', orders: 2, amount: '60.50' },
      { name: 'Web', orders: 1, amount: '36.00' },
    ]);
    expect(report.byTender).toEqual([
      { name: 'Cash', count: 2, amount: '60.50' },
      { name: 'Test card', count: 1, amount: '20.00' },
      { name: 'Gift card', count: 1, amount: '16.00' },
    ]);
    expect(report.byStaff).toEqual([
      { name: 'Sam', orders: 1, amount: '60.20' },
      { name: 'Not rung at this till', orders: 1, amount: '36.00' },
      { name: 'Alex', orders: 1, amount: '0.30' },
    ]);
    expect(report.topProducts.map((p) => [p.name, p.quantity, p.amount])).toEqual([
      ['Camp Mug', 4, '48.00'],
      ['Harbor Logo Tee', 2, '48.20'],
      ['Wool Throw', 1, '0.30'],
    ]);
  });

  it('counts top products before tax, their tax apart (added on top or included in the price)', () => {
    const taxed = [
      // Massachusetts: 6.25% on top of $24.00, the line's total $25.50 with its tax.
      order('T1', '2026-11-24T10:00:00Z', [line('1', 'v1', 'Harbor Logo Tee', 1, '24.00', { total: '25.50', preTaxTotal: '24.00', taxTotal: '1.50' })]),
      // VAT included in the price: $24.00 of which $4.00 tax.
      order('T2', '2026-11-24T11:00:00Z', [line('2', 'v1', 'Harbor Logo Tee', 1, '24.00', { total: '24.00', preTaxTotal: '20.00', taxTotal: '4.00' })]),
    ];
    const top = salesReport(taxed, { range, timeZone: 'UTC', staffByOrder: {} }).topProducts;
    expect(top.map((p) => [p.name, p.quantity, p.amount, p.tax])).toEqual([['Harbor Logo Tee', 2, '44.00', '5.50']]);
  });

  it("splits by channel from the store's own channel and till id, the journal only where the store names no till", () => {
    const at = '2026-11-24T10:00:00Z';
    const sold = (number: string, amount: string, channel: string | null, tillId: string | null) =>
      order(number, at, [line(number, 'v1', 'Tee', 1, amount)], { channel, tillId });
    const byChannel = salesReport(
      [
        sold('T1', '10.00', 'pos', '7'), // rung here, signed by this till (its journal has it)
        sold('T2', '1.00', 'pos', '7'), // signed by this till's key, not in this journal (rung before it started)
        sold('T3', '2.00', 'spree', null), // rung here unsigned: the store names no till, the journal does
        sold('O1', '20.00', 'pos', '8'), // another till's signed sale
        sold('O2', '3.00', 'pos', null), // a till the store does not name
        sold('W1', '40.00', 'spree', null), // the web store
        sold('W2', '4.00', null, null), // the store says nothing and the journal does not have it
      ],
      { range, timeZone: 'UTC', staffByOrder: { T1: 'Sam', T3: 'Sam' } },
    ).byChannel;
    expect(byChannel).toEqual([
      { name: 'Web', orders: 2, amount: '44.00' },
      { name: 'Other tills', orders: 2, amount: '23.00' },
      { name: 'This till', orders: 3, amount: '13.00' },
    ]);
  });

  it("shifts hours and weekdays into the store's time zone", () => {
    const late = salesReport([order('R9', '2026-11-24T02:30:00Z', [line('1', 'v1', 'Tee', 1, '5.00')])], {
      range,
      timeZone: 'America/New_York',
      staffByOrder: {},
    });
    expect(late.byHour.find((h) => h.orders > 0)?.hour).toBe(21);
    expect(late.byWeekday.find((d) => d.orders > 0)?.label).toBe('Mon');
  });

  it('counts hours on the store’s clock on both sides of a daylight-saving change', () => {
    // 13:30 UTC is 09:30 in New York before it falls back on 1 Nov 2026 (EDT) and 08:30 after (EST).
    const week = reportRange({ kind: 'week', date: '2026-11-01' }, 'America/New_York');
    const sales = [
      order('D1', '2026-10-31T13:30:00Z', [line('1', 'v1', 'Tee', 1, '5.00')]),
      order('D2', '2026-11-01T13:30:00Z', [line('2', 'v1', 'Tee', 1, '7.00')]),
    ];
    const report = salesReport(sales, { range: week, timeZone: 'America/New_York', staffByOrder: {} });
    expect(report.byHour.filter((h) => h.orders > 0).map((h) => [h.hour, h.revenueCents])).toEqual([
      [8, 700],
      [9, 500],
    ]);
    expect(report.byWeekday.filter((d) => d.orders > 0).map((d) => d.label)).toEqual(['Sat', 'Sun']);
  });

  it('an empty range is all zeros, with no average', () => {
    const none = salesReport([], { range, timeZone: 'UTC', staffByOrder: {} });
    expect(none).toMatchObject({ orders: 0, revenue: {}, averageBasket: {}, byChannel: [], topProducts: [] });
  });
});
