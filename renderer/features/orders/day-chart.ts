/**
 * The day summary as a bar chart: one bar per hour, its height the hour's revenue (main
 * currency), its label the hour's order count; and the words that describe it to a screen reader.
 */
import { moneyWords, toCents } from '../../../shared/money.js';
import type { DaySummary } from './day-summary.js';
import { hourRangeText, screenPlaceNow } from '../../../shared/i18n/formats.js';
import { formatTagOf } from '../../../shared/i18n/locales.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  bar: { id: 'orders.dayChart.bar', defaultMessage: '{hours}: {orders, plural, one {# order} other {# orders}}, {revenue}' },
  noneToday: { id: 'orders.dayChart.noneToday', defaultMessage: 'No orders completed yet today.' },
  noneInPeriod: { id: 'orders.dayChart.noneInPeriod', defaultMessage: 'No orders completed {period}.' },
  today: {
    id: 'orders.dayChart.today',
    defaultMessage:
      '{orders, plural, one {# order} other {# orders}} today for {revenue}. Busiest hour {hours} with {busiestOrders, plural, one {# order} other {# orders}}, {busiestRevenue}.',
  },
  inPeriod: {
    id: 'orders.dayChart.inPeriod',
    defaultMessage:
      '{orders, plural, one {# order} other {# orders}} {period} for {revenue}. Busiest hour {hours} with {busiestOrders, plural, one {# order} other {# orders}}, {busiestRevenue}.',
  },
});

interface ChartBar {
  hour: number;
  x: number;
  y: number;
  width: number;
  height: number;
  orders: number;
  revenueCents: number;
  /** e.g. "14:00–15:00: 3 orders, $72.00". */
  label: string;
}

export interface DayChart {
  bars: ChartBar[];
  /** The baseline's y, and the plot's height above it. */
  baseline: number;
  plotHeight: number;
  /** The revenue the top of the plot stands for. */
  maxCents: number;
  /** One sentence for the chart's description. */
  description: string;
}

export const hourRange = (hour: number) => hourRangeText(hour);

/** `period` names the summary's span in the description ("today", or a report's range in the screen's words). */
export function dayChart(summary: DaySummary, size: { width: number; height: number; top: number; bottom: number }, period = 'today'): DayChart {
  const currency = summary.currency ?? 'USD';
  const slot = size.width / 24;
  const barWidth = Math.max(2, slot * 0.7);
  const baseline = size.height - size.bottom;
  const plotHeight = baseline - size.top;
  const maxCents = Math.max(0, ...summary.byHour.map((h) => h.revenueCents));
  const bars = summary.byHour.map((h) => {
    // An hour with orders but nothing to count in the main currency still shows a sliver.
    const height = maxCents > 0 ? (h.revenueCents / maxCents) * plotHeight : 0;
    const shown = h.orders > 0 ? Math.max(height, 2) : height;
    return {
      hour: h.hour,
      x: h.hour * slot + (slot - barWidth) / 2,
      y: baseline - shown,
      width: barWidth,
      height: shown,
      orders: h.orders,
      revenueCents: h.revenueCents,
      label: say(messages.bar, { hours: hourRange(h.hour), orders: h.orders, revenue: moneyWords(h.revenueCents, currency) }),
    };
  });
  let description: string;
  if (summary.orders === 0) description = period === 'today' ? say(messages.noneToday) : say(messages.noneInPeriod, { period });
  else {
    const busiest = summary.byHour.reduce((best, h) =>
      h.revenueCents > best.revenueCents || (h.revenueCents === best.revenueCents && h.orders > best.orders) ? h : best,
    );
    const revenue = new Intl.ListFormat(formatTagOf(screenPlaceNow().locale), { type: 'conjunction' }).format(
      Object.entries(summary.revenue).map(([c, amount]) => moneyWords(toCents(amount), c)),
    );
    const values = {
      orders: summary.orders,
      period,
      revenue,
      hours: hourRange(busiest.hour),
      busiestOrders: busiest.orders,
      busiestRevenue: moneyWords(busiest.revenueCents, currency),
    };
    description = period === 'today' ? say(messages.today, values) : say(messages.inPeriod, values);
  }
  return { bars, baseline, plotHeight, maxCents, description };
}
