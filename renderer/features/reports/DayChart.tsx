/**
 * Today's orders and revenue by hour as an inline SVG bar chart. The SVG is one image with a
 * title and a description; the numbers behind it are a table a screen reader can read.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { TrackedOrder } from '../../../shared/bridge/bridge.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { dayChart, hourRange } from '../orders/day-chart.js';
import { localDay, summarizeDay, type DaySummary } from '../orders/day-summary.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  today: { id: 'reports.dayChart.today', defaultMessage: 'Today' },
  todayPeriod: { id: 'reports.dayChart.todayPeriod', defaultMessage: 'today' },
  orders: { id: 'reports.dayChart.orders', defaultMessage: '<strong>{count}</strong> {count, plural, one {order} other {orders}}' },
  revenue: { id: 'reports.dayChart.revenue', defaultMessage: '<strong>{amount}</strong> revenue' },
  chartTitle: { id: 'reports.dayChart.chartTitle', defaultMessage: 'Revenue and orders by hour, {period}' },
  legend: { id: 'reports.dayChart.legend', defaultMessage: 'Bars: revenue per hour. Numbers: orders.' },
  legendTop: { id: 'reports.dayChart.legendTop', defaultMessage: 'Bars: revenue per hour (top {top}). Numbers: orders.' },
  tableCaption: { id: 'reports.dayChart.tableCaption', defaultMessage: 'Orders and revenue by hour, {period}' },
  hour: { id: 'reports.dayChart.hour', defaultMessage: 'Hour' },
  ordersHeading: { id: 'reports.dayChart.ordersHeading', defaultMessage: 'Orders' },
  revenueHeading: { id: 'reports.dayChart.revenueHeading', defaultMessage: 'Revenue' },
});

const HEIGHT = 170;

/**
 * Today's tracked orders by default; a report passes its own `summary` (orders by hour over its
 * range), with the `heading` of its card and the `period` the words name ("on Mon 23 Nov 2026").
 */
export function DayChart({
  orders,
  now,
  summary: given,
  heading,
  period,
}: {
  orders: TrackedOrder[];
  now: number;
  summary?: DaySummary;
  heading?: string;
  period?: string;
}) {
  const id = useId();
  const words = useWords();
  const title = heading ?? words.formatMessage(messages.today);
  const when = period ?? words.formatMessage(messages.todayPeriod);
  // Drawn at the width it is shown, so the hours spread across the card and the text keeps its size.
  const box = useRef<HTMLDivElement>(null);
  const [WIDTH, setWidth] = useState(720);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(Math.max(240, Math.round(el.clientWidth))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const SIZE = { width: WIDTH, height: HEIGHT, top: 18, bottom: 22 };
  const offset = -new Date(now).getTimezoneOffset();
  const summary = given ?? summarizeDay(orders, localDay(new Date(now).toISOString(), offset), offset);
  const chart = dayChart(summary, SIZE, when);
  const currency = summary.currency ?? 'USD';
  const revenue = Object.entries(summary.revenue);

  return (
    <section className="card day-summary" aria-labelledby={`${id}-title`}>
      <header className="day-summary-head">
        <h3 id={`${id}-title`}>{title}</h3>
        <p className="day-figures">
          <span>{words.formatMessage(messages.orders, { count: summary.orders, strong: (chunks) => <strong>{chunks}</strong> })}</span>
          {revenue.map(([c, amount]) => (
            <span key={c}>
              {words.formatMessage(messages.revenue, { amount: moneyWords(toCents(amount), c), strong: (chunks) => <strong>{chunks}</strong> })}
            </span>
          ))}
        </p>
      </header>
      <div ref={box} className="day-chart-box">
        <svg className="day-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-chart-title ${id}-chart-desc`}>
          <title id={`${id}-chart-title`}>{words.formatMessage(messages.chartTitle, { period: when })}</title>
          <desc id={`${id}-chart-desc`}>{chart.description}</desc>
          {[0.5, 1].map((f) => (
            <line key={f} className="chart-grid" x1={0} x2={WIDTH} y1={chart.baseline - chart.plotHeight * f} y2={chart.baseline - chart.plotHeight * f} />
          ))}
          <line className="chart-axis" x1={0} x2={WIDTH} y1={chart.baseline} y2={chart.baseline} />
          {chart.bars.map((bar) => (
            <g key={bar.hour}>
              {bar.orders > 0 && (
                <>
                  <rect className="chart-bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3}>
                    <title>{bar.label}</title>
                  </rect>
                  <text className="chart-count" x={bar.x + bar.width / 2} y={bar.y - 4} textAnchor="middle">
                    {bar.orders}
                  </text>
                </>
              )}
              {bar.hour % 3 === 0 && (
                <text className="chart-hour" x={bar.x + bar.width / 2} y={HEIGHT - 6} textAnchor="middle">
                  {String(bar.hour).padStart(2, '0')}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
      <p className="muted small chart-legend" aria-hidden="true">
        {chart.maxCents > 0 ? words.formatMessage(messages.legendTop, { top: moneyWords(chart.maxCents, currency) }) : words.formatMessage(messages.legend)}
      </p>
      <table className="visually-hidden">
        <caption>{words.formatMessage(messages.tableCaption, { period: when })}</caption>
        <thead>
          <tr>
            <th scope="col">{words.formatMessage(messages.hour)}</th>
            <th scope="col">{words.formatMessage(messages.ordersHeading)}</th>
            <th scope="col">{words.formatMessage(messages.revenueHeading)}</th>
          </tr>
        </thead>
        <tbody>
          {chart.bars
            .filter((b) => b.orders > 0)
            .map((b) => (
              <tr key={b.hour}>
                <th scope="row">{hourRange(b.hour)}</th>
                <td>{b.orders}</td>
                <td>{moneyWords(b.revenueCents, currency)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}
