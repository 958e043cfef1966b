/**
 * The report's CSV files (RFC 4180): `orders` has one row per order, its totals exactly as the
 * store answered them (so the column adds up to the store's figures); `line-items` has one row
 * per line item, its total before tax and its tax in a column of its own. Both list every order the store completed in the range, canceled ones included
 * with their state, so nothing the store counts is missing from the file. Times are ISO 8601 in the
 * store's time zone with its offset (2026-11-27T09:15:00-05:00).
 */
import type { OrderWithChannel } from '../storefront/types/platform-types.js';
import type { Order } from '../storefront/types/types.js';
import { csvDocument, csvText } from './csv.js';
import { channelNamer, TAKEN_PAYMENT_STATES } from './sales-report.js';
import { isoInZone } from './time-zone.js';
import type { ClockHoursRow } from '../staff/clock-hours.js';

const ORDERS_CSV_HEADER = [
  'Order',
  'Completed at',
  'State',
  'Payment state',
  'Shipment state',
  'Email',
  'Channel',
  'Staff',
  'Items',
  'Item total',
  'Promotions',
  'Shipping',
  'Tax',
  'Total',
  'Currency',
  'Tenders',
];
const LINE_ITEMS_CSV_HEADER = ['Order', 'Completed at', 'Product', 'Options', 'SKU', 'Quantity', 'Price', 'Line total before tax', 'Tax', 'Currency'];

/** The payments that took money, e.g. "Test card 20.00; Gift card 16.00". */
const tendersOf = (order: Order) =>
  order.payments
    .filter((p) => TAKEN_PAYMENT_STATES.has(p.state))
    .map((p) => `${p.paymentMethodName || 'Other'} ${p.amount}`)
    .join('; ');

export function ordersCsv(orders: readonly OrderWithChannel[], staffByOrder: Readonly<Record<string, string>>, timeZone: string): string {
  const channelOf = channelNamer(orders, staffByOrder);
  const rows = orders.map((o) => [
    csvText(o.number),
    isoInZone(o.completedAt ?? '', timeZone),
    csvText(o.state),
    csvText(o.paymentState ?? ''),
    csvText(o.shipmentState ?? ''),
    csvText(o.email ?? ''),
    csvText(channelOf(o)),
    csvText(staffByOrder[o.number] ?? ''),
    String(o.itemCount),
    o.itemTotal,
    o.promoTotal,
    o.shipTotal,
    o.taxTotal,
    o.total,
    csvText(o.currency),
    csvText(tendersOf(o)),
  ]);
  return csvDocument([ORDERS_CSV_HEADER, ...rows]);
}

export function lineItemsCsv(orders: readonly Order[], timeZone: string): string {
  const rows = orders.flatMap((o) =>
    o.lineItems.map((l) => [
      csvText(o.number),
      isoInZone(o.completedAt ?? '', timeZone),
      csvText(l.name),
      csvText(l.optionsText),
      csvText(l.sku ?? ''),
      String(l.quantity),
      l.price,
      // Before tax (after promotions), the tax in its own column, where the store says them; else the store's total and no tax.
      l.preTaxTotal ?? l.total,
      l.taxTotal ?? '',
      csvText(o.currency),
    ]),
  );
  return csvDocument([LINE_ITEMS_CSV_HEADER, ...rows]);
}

const STAFF_HOURS_CSV_HEADER = ['Staff', 'Day', 'Hours', 'Minutes', 'Still clocked in'];

/** One row per person and day on the time clock (`staff-hours`): hours to two decimals and whole minutes. */
export function staffHoursCsv(days: readonly ClockHoursRow[]): string {
  const rows = days.map((d) => [csvText(d.name), d.date, (d.minutes / 60).toFixed(2), String(d.minutes), d.open ? 'yes' : 'no']);
  return csvDocument([STAFF_HOURS_CSV_HEADER, ...rows]);
}
