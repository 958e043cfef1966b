/** The report's two CSV files: one row per order, one row per line item; totals as the store's. */
import { describe, expect, it } from 'vitest';
import { lineItemsCsv, ordersCsv } from '../../../shared/reports/report-csv.js';
import { line, order, payment } from './order-fixtures.js';

describe('report CSV', () => {
  const orders = [
    order('R1', '2026-11-23T09:15:00Z', [line('1', 'v1', 'Tee, "Navy"', 2, '24.10'), line('2', 'v2', 'Camp Mug', 1, '12.00')]),
    order('R2', '2026-11-23T09:40:00Z', [line('3', 'v2', 'Camp Mug', 3, '0.10')], {
      payments: [payment('Test card', '0.20'), payment('Gift card', '0.10')],
      email: '=cmd@example.com',
    }),
  ];

  it("writes one row per order whose totals add up to the orders' totals", () => {
    const csv = ordersCsv(orders, { R1: 'Sam' }, 'UTC');
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe(
      'Order,Completed at,State,Payment state,Shipment state,Email,Channel,Staff,Items,Item total,Promotions,Shipping,Tax,Total,Currency,Tenders',
    );
    expect(rows[1]).toBe('R1,2026-11-23T09:15:00+00:00,complete,paid,ready,r1@example.com,This till,Sam,3,60.20,0.00,0.00,0.00,60.20,USD,Cash 60.20');
    // A text field that looks like a formula is kept from being one.
    expect(rows[2]).toContain(",'=cmd@example.com,Web,,3,");
    expect(rows[2]).toContain('Test card 0.20; Gift card 0.10');
    expect(rows.at(-1)).toBe('');
    const totalColumn = 13;
    const cents = rows.slice(1, -1).reduce((sum, row) => sum + Math.round(Number(row.split(',')[totalColumn]) * 100), 0);
    expect(cents).toBe(6050);
  });

  it('writes one row per line item, quoting names with commas and quotes', () => {
    const csv = lineItemsCsv(orders, 'UTC');
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe('Order,Completed at,Product,Options,SKU,Quantity,Price,Line total before tax,Tax,Currency');
    expect(rows[1]).toBe('R1,2026-11-23T09:15:00+00:00,"Tee, ""Navy""",,SKU-v1,2,24.10,48.20,,USD');
    expect(rows).toHaveLength(5);
  });

  it('writes a line before tax with its tax in its own column, as the store says them', () => {
    const taxed = [
      order('T1', '2026-11-24T10:00:00Z', [line('1', 'v1', 'Harbor Logo Tee', 1, '24.00', { total: '25.50', preTaxTotal: '24.00', taxTotal: '1.50' })]),
    ];
    expect(lineItemsCsv(taxed, 'UTC').split('\r\n')[1]).toBe('T1,2026-11-24T10:00:00+00:00,Harbor Logo Tee,,SKU-v1,1,24.00,24.00,1.50,USD');
  });

  it('writes times in the store’s time zone with its offset, across a daylight-saving change', () => {
    const around = [
      order('Z1', '2026-10-31T13:30:00Z', [line('1', 'v1', 'Tee', 1, '5.00')]),
      order('Z2', '2026-11-27T14:15:00Z', [line('2', 'v1', 'Tee', 1, '5.00')]),
    ];
    const times = (csv: string) =>
      csv
        .split('\r\n')
        .slice(1, -1)
        .map((row) => row.split(',')[1]);
    expect(times(ordersCsv(around, {}, 'America/New_York'))).toEqual(['2026-10-31T09:30:00-04:00', '2026-11-27T09:15:00-05:00']);
    expect(times(lineItemsCsv(around, 'Asia/Kolkata'))).toEqual(['2026-10-31T19:00:00+05:30', '2026-11-27T19:45:00+05:30']);
  });
});
