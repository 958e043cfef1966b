/**
 * The manager's sales report over a range, from the store's orders (Platform API) joined with this
 * till's journal by order number: orders, revenue and average basket per currency, by hour
 * and weekday on the store's clock (its time zone), by channel (shared/sale/sale-channel.ts), tender, staff member and product. Amounts are added in cents, exactly.
 * Canceled orders and orders not completed in the range are left out. Breakdowns are in the main
 * currency (the one with the most revenue); counts take in every order.
 */
import { fromCents, toCents } from '../money.js';
import { SALE_CHANNEL_NAMES, saleChannelOf, thisTill } from '../sale/sale-channel.js';
import type { OrderWithChannel } from '../storefront/types/platform-types.js';
import { zoneClock } from './time-zone.js';
import { giftCardSales, type GiftCardSalesFigures } from '../giftcards/gift-card-sales.js';

export interface SalesReportOptions {
  range: { from: string; to: string };
  /** The store's time zone (IANA name): hours and weekdays are its clock's. */
  timeZone: string;
  /** Who rang each order at this till (from its journal); orders not in it came from elsewhere. */
  staffByOrder: Readonly<Record<string, string>>;
}

interface Breakdown {
  name: string;
  orders: number;
  amount: string;
}

export interface SalesReport {
  orders: number;
  units: number;
  /** Revenue per currency, e.g. { USD: "412.50" }. */
  revenue: Record<string, string>;
  averageBasket: Record<string, string>;
  currency: string | null;
  byHour: { hour: number; orders: number; revenueCents: number }[];
  /** Monday first. */
  byWeekday: { weekday: number; label: string; orders: number; revenueCents: number }[];
  byChannel: Breakdown[];
  byTender: { name: string; count: number; amount: string }[];
  byStaff: Breakdown[];
  /** Sold before tax (after promotions), their tax apart; a line the store gives no tax for counts at its total. */
  topProducts: { name: string; sku: string | null; quantity: number; amount: string; tax: string }[];
  /** Gift cards sold or loaded, apart from revenue (a liability, not goods sold); null when no order is counted. */
  giftCards?: GiftCardSalesFigures | null;
}

/** The staff row of orders no one rang at this till (the page says it in its language). */
export const NOT_THIS_TILL = 'Not rung at this till';
const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const TOP_PRODUCTS = 10;
/** Payments that took money: what a tender report counts. */
export const TAKEN_PAYMENT_STATES = new Set(['completed']);

/** Names where each of these orders was sold (This till, Other tills, Web), by the store's channel and this till's journal. */
export function channelNamer(orders: readonly OrderWithChannel[], staffByOrder: Readonly<Record<string, string>>): (order: OrderWithChannel) => string {
  const till = thisTill(orders, (number) => Object.hasOwn(staffByOrder, number));
  return (order) => SALE_CHANNEL_NAMES[saleChannelOf(order, till)];
}

/** The orders a report counts: completed within the range, not canceled. */
function countedOrders(orders: readonly OrderWithChannel[], range: { from: string; to: string }): OrderWithChannel[] {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  return orders.filter((o) => {
    if (!o.completedAt || o.state === 'canceled') return false;
    const at = Date.parse(o.completedAt);
    return at >= from && at < to;
  });
}

function tally<K>(map: Map<K, { count: number; cents: number }>, key: K, cents: number, count = 1) {
  const entry = map.get(key) ?? { count: 0, cents: 0 };
  entry.count += count;
  entry.cents += cents;
  map.set(key, entry);
}

const biggestFirst = <K>(map: Map<K, { count: number; cents: number }>) =>
  [...map.entries()].sort((a, b) => b[1].cents - a[1].cents || b[1].count - a[1].count);

export function salesReport(all: readonly OrderWithChannel[], options: SalesReportOptions): SalesReport {
  const orders = countedOrders(all, options.range);
  const channelOf = channelNamer(all, options.staffByOrder);
  const perCurrency = new Map<string, { count: number; cents: number }>();
  for (const o of orders) tally(perCurrency, o.currency, toCents(o.total));
  const currency = biggestFirst(perCurrency)[0]?.[0] ?? null;

  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenueCents: 0 }));
  const byWeekday = WEEKDAY_LABELS.map((label, weekday) => ({ weekday, label, orders: 0, revenueCents: 0 }));
  const channels = new Map<string, { count: number; cents: number }>();
  const staff = new Map<string, { count: number; cents: number }>();
  const tenders = new Map<string, { count: number; cents: number }>();
  const products = new Map<string, { count: number; cents: number; taxCents: number; name: string; sku: string | null }>();
  for (const o of orders) {
    const local = zoneClock(Date.parse(o.completedAt!), options.timeZone);
    const main = o.currency === currency;
    const cents = main ? toCents(o.total) : 0;
    byHour[local.getUTCHours()]!.orders++;
    byHour[local.getUTCHours()]!.revenueCents += cents;
    const weekday = (local.getUTCDay() + 6) % 7;
    byWeekday[weekday]!.orders++;
    byWeekday[weekday]!.revenueCents += cents;
    if (!main) continue;
    tally(channels, channelOf(o), cents);
    tally(staff, options.staffByOrder[o.number] ?? NOT_THIS_TILL, cents);
    for (const p of o.payments) if (TAKEN_PAYMENT_STATES.has(p.state)) tally(tenders, p.paymentMethodName || 'Other', toCents(p.amount));
    for (const l of o.lineItems) {
      const entry = products.get(l.name) ?? { count: 0, cents: 0, taxCents: 0, name: l.name, sku: l.sku };
      entry.count += l.quantity;
      entry.cents += toCents(l.preTaxTotal ?? l.total);
      entry.taxCents += toCents(l.taxTotal ?? '0');
      products.set(l.name, entry);
    }
  }
  const breakdown = (map: Map<string, { count: number; cents: number }>): Breakdown[] =>
    biggestFirst(map).map(([name, v]) => ({ name, orders: v.count, amount: fromCents(v.cents) }));
  const revenue: Record<string, string> = {};
  const averageBasket: Record<string, string> = {};
  for (const [c, v] of biggestFirst(perCurrency)) {
    revenue[c] = fromCents(v.cents);
    averageBasket[c] = fromCents(Math.round(v.cents / v.count));
  }
  return {
    orders: orders.length,
    units: orders.reduce((n, o) => n + o.lineItems.reduce((m, l) => m + l.quantity, 0), 0),
    revenue,
    averageBasket,
    currency,
    byHour,
    byWeekday,
    byChannel: breakdown(channels),
    byTender: biggestFirst(tenders).map(([name, v]) => ({ name, count: v.count, amount: fromCents(v.cents) })),
    byStaff: breakdown(staff),
    topProducts: [...products.values()]
      .sort((a, b) => b.count - a.count || b.cents - a.cents || a.name.localeCompare(b.name))
      .slice(0, TOP_PRODUCTS)
      .map((p) => ({ name: p.name, sku: p.sku, quantity: p.count, amount: fromCents(p.cents), tax: fromCents(p.taxCents) })),
    giftCards: giftCardSales(orders, currency),
  };
}
