/**
 * The manager's day at a glance: how many orders completed on a given local day, the revenue
 * per currency, and both by hour. Amounts are summed exactly in minor units.
 */
import { fromCents, toCents } from '../../../shared/money.js';

export interface SummarizedOrder {
  completedAt: string | null;
  total: string;
  currency: string;
  state: string;
}

export interface DaySummary {
  orders: number;
  /** Revenue per currency as decimal strings, e.g. { USD: "412.50" }. */
  revenue: Record<string, string>;
  /** Orders and revenue (in the main currency's minor units) for each local hour 0..23. */
  byHour: { hour: number; orders: number; revenueCents: number }[];
  currency: string | null;
}

/** Local calendar day of a timestamp as YYYY-MM-DD, in the given offset from UTC (minutes). */
export function localDay(iso: string, offsetMinutes: number): string {
  return new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

export function summarizeDay(orders: SummarizedOrder[], day: string, offsetMinutes: number): DaySummary {
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenueCents: 0 }));
  const cents: Record<string, number> = {};
  let count = 0;
  for (const order of orders) {
    if (!order.completedAt || order.state === 'canceled') continue;
    if (localDay(order.completedAt, offsetMinutes) !== day) continue;
    const hour = new Date(Date.parse(order.completedAt) + offsetMinutes * 60_000).getUTCHours();
    const amount = toCents(order.total);
    count++;
    cents[order.currency] = (cents[order.currency] ?? 0) + amount;
    byHour[hour]!.orders++;
    byHour[hour]!.revenueCents += amount;
  }
  const currencies = Object.entries(cents).sort((a, b) => b[1] - a[1]);
  const main = currencies[0]?.[0] ?? null;
  if (currencies.length > 1) {
    // The chart shows the main currency's revenue; counts include every order.
    for (const h of byHour) h.revenueCents = 0;
    for (const order of orders) {
      if (!order.completedAt || order.state === 'canceled' || order.currency !== main) continue;
      if (localDay(order.completedAt, offsetMinutes) !== day) continue;
      const hour = new Date(Date.parse(order.completedAt) + offsetMinutes * 60_000).getUTCHours();
      byHour[hour]!.revenueCents += toCents(order.total);
    }
  }
  return {
    orders: count,
    revenue: Object.fromEntries(currencies.map(([c, v]) => [c, fromCents(v)])),
    byHour,
    currency: main,
  };
}
