/**
 * Reports for managers: a day, a week or days chosen by hand, from every order of the store
 * (the admin client's Platform API) joined with this till's journal: orders, revenue, average
 * basket, by hour (the day chart) and weekday, by channel, tender, staff member, top products;
 * each CSV saved through the save dialog (Electron) or downloaded (browser host); the alerts.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { ReportCsvFile, SalesReportView, TrackedOrder } from '../../../shared/bridge/bridge.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { NOT_THIS_TILL } from '../../../shared/reports/sales-report.js';
import { pos } from '../../bridge/pos.js';
import { AlertList } from '../alerts/AlertList.js';
import { LowStockAlert } from '../stock/low-stock/LowStockAlert.js';
import { DayChart } from './DayChart.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { BreakdownTable } from './BreakdownTable.js';
import { DiscountBreakdowns } from './DiscountBreakdowns.js';
import { downloadText } from './download-text.js';
import { reportQuery, todayIn, todayLocal, type RangeKind } from './report-query.js';
import { useAction } from '../../ui/use-action.js';
import { StaffHoursSection } from './StaffHoursSection.js';
import { GiftCardsInSalesReport } from '../giftcards/GiftCardsInSalesReport.js';
import { useWords } from '../../i18n/use-words.js';
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';
import { periodWords, rangeTitle, weekdayWords } from './range-words.js';

const messages = defineMessages({
  day: { id: 'reports.screen.day', defaultMessage: 'Day' },
  week: { id: 'reports.screen.week', defaultMessage: 'Week' },
  custom: { id: 'reports.screen.custom', defaultMessage: 'Custom' },
  figures: { id: 'reports.screen.figures', defaultMessage: 'Figures' },
  orders: { id: 'reports.screen.orders', defaultMessage: '<strong>{count}</strong> {count, plural, one {order} other {orders}}' },
  revenue: { id: 'reports.screen.revenue', defaultMessage: '<strong>{amount}</strong> revenue' },
  basket: { id: 'reports.screen.basket', defaultMessage: '<strong>{amount}</strong> average basket' },
  units: { id: 'reports.screen.units', defaultMessage: '<strong>{count}</strong> {count, plural, one {item} other {items}}' },
  cached: { id: 'reports.screen.cached', defaultMessage: 'From the store’s answer a moment ago.' },
  fresh: { id: 'reports.screen.fresh', defaultMessage: 'Read from the store just now.' },
  incomplete: {
    id: 'reports.screen.incomplete',
    defaultMessage: 'The range holds more than 3,000 orders: the report counts the first 3,000. Choose a shorter range.',
  },
  byHour: { id: 'reports.screen.byHour', defaultMessage: 'By hour' },
  byWeekday: { id: 'reports.screen.byWeekday', defaultMessage: 'By weekday' },
  dayHeading: { id: 'reports.screen.dayHeading', defaultMessage: 'Day' },
  ordersHeading: { id: 'reports.screen.ordersHeading', defaultMessage: 'Orders' },
  revenueHeading: { id: 'reports.screen.revenueHeading', defaultMessage: 'Revenue' },
  byChannel: { id: 'reports.screen.byChannel', defaultMessage: 'By channel' },
  channel: { id: 'reports.screen.channel', defaultMessage: 'Channel' },
  byTender: { id: 'reports.screen.byTender', defaultMessage: 'By tender' },
  tender: { id: 'reports.screen.tender', defaultMessage: 'Tender' },
  payments: { id: 'reports.screen.payments', defaultMessage: 'Payments' },
  byStaff: { id: 'reports.screen.byStaff', defaultMessage: 'By staff member' },
  staff: { id: 'reports.screen.staff', defaultMessage: 'Staff' },
  notThisTill: { id: 'reports.screen.notThisTill', defaultMessage: 'Not rung at this till' },
  topProducts: { id: 'reports.screen.topProducts', defaultMessage: 'Top products' },
  product: { id: 'reports.screen.product', defaultMessage: 'Product' },
  sold: { id: 'reports.screen.sold', defaultMessage: 'Sold' },
  beforeTax: { id: 'reports.screen.beforeTax', defaultMessage: 'Before tax' },
  tax: { id: 'reports.screen.tax', defaultMessage: 'Tax' },
  downloaded: { id: 'reports.screen.downloaded', defaultMessage: '{file} downloaded ({rows} rows).' },
  saved: { id: 'reports.screen.saved', defaultMessage: 'Saved as {file} ({rows} rows).' },
  notSaved: { id: 'reports.screen.notSaved', defaultMessage: 'Not saved.' },
  title: { id: 'reports.screen.title', defaultMessage: 'Reports' },
  intro: { id: 'reports.screen.intro', defaultMessage: 'Every order of the store, with who rang it at this till.' },
  range: { id: 'reports.screen.range', defaultMessage: 'Range' },
  from: { id: 'reports.screen.from', defaultMessage: 'From' },
  dayInWeek: { id: 'reports.screen.dayInWeek', defaultMessage: 'A day in the week' },
  date: { id: 'reports.screen.date', defaultMessage: 'Date' },
  to: { id: 'reports.screen.to', defaultMessage: 'To' },
  reading: { id: 'reports.screen.reading', defaultMessage: 'Reading…' },
  show: { id: 'reports.screen.show', defaultMessage: 'Show report' },
  zone: { id: 'reports.screen.zone', defaultMessage: 'Days and hours in {zone}, the store’s time zone' },
  exportOrders: { id: 'reports.screen.exportOrders', defaultMessage: 'Export orders (CSV)' },
  exportLines: { id: 'reports.screen.exportLines', defaultMessage: 'Export line items (CSV)' },
});

const KINDS: { kind: RangeKind; label: MessageDeclaration }[] = [
  { kind: 'day', label: messages.day },
  { kind: 'week', label: messages.week },
  { kind: 'custom', label: messages.custom },
];

const money = (amount: string, currency: string) => moneyWords(toCents(amount), currency);
const NO_TRACKED_ORDERS: TrackedOrder[] = [];

function ReportBody({ view }: { view: SalesReportView }) {
  const { report } = view;
  const currency = report.currency ?? 'USD';
  const maxDay = Math.max(1, ...report.byWeekday.map((d) => d.revenueCents));
  const summary = { orders: report.orders, revenue: report.revenue, byHour: report.byHour, currency: report.currency };
  const revenue = Object.entries(report.revenue);
  const words = useWords();
  const say = (m: MessageDeclaration) => words.formatMessage(m);
  const strong = (chunks: React.ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <>
      <section className="card report-figures" aria-label={say(messages.figures)}>
        <p>{words.formatMessage(messages.orders, { count: report.orders, strong })}</p>
        <p>
          {words.formatMessage(messages.revenue, {
            amount: revenue.length > 0 ? revenue.map(([c, a]) => money(a, c)).join(' + ') : moneyWords(0, currency),
            strong,
          })}
        </p>
        <p>
          {words.formatMessage(messages.basket, {
            amount:
              Object.entries(report.averageBasket)
                .map(([c, a]) => money(a, c))
                .join(' / ') || '—',
            strong,
          })}
        </p>
        <p>{words.formatMessage(messages.units, { count: report.units, strong })}</p>
        <GiftCardsInSalesReport report={report} />
        <p className="muted small report-cost">
          {say(view.requests === 0 ? messages.cached : messages.fresh)}
          {!view.complete && ` ${say(messages.incomplete)}`}
        </p>
      </section>
      <div className="report-charts">
        <DayChart orders={NO_TRACKED_ORDERS} now={Date.parse(view.readAt)} summary={summary} heading={say(messages.byHour)} period={periodWords(view)} />
        <BreakdownTable
          card
          caption={say(messages.byWeekday)}
          first={say(messages.dayHeading)}
          countLabel={say(messages.ordersHeading)}
          amountLabel={say(messages.revenueHeading)}
          rows={report.byWeekday.map((d) => ({
            name: weekdayWords(d.weekday, d.label),
            count: d.orders,
            amount: moneyWords(d.revenueCents, currency),
            share: d.revenueCents / maxDay,
          }))}
        />
      </div>
      <div className="report-tables">
        <BreakdownTable
          card
          caption={say(messages.byChannel)}
          first={say(messages.channel)}
          countLabel={say(messages.ordersHeading)}
          rows={report.byChannel.map((r) => ({ name: r.name, count: r.orders, amount: money(r.amount, currency) }))}
        />
        <BreakdownTable
          card
          caption={say(messages.byTender)}
          first={say(messages.tender)}
          countLabel={say(messages.payments)}
          rows={report.byTender.map((r) => ({ name: r.name, count: r.count, amount: money(r.amount, currency) }))}
        />
        <BreakdownTable
          card
          caption={say(messages.byStaff)}
          first={say(messages.staff)}
          countLabel={say(messages.ordersHeading)}
          rows={report.byStaff.map((r) => ({
            name: r.name === NOT_THIS_TILL ? say(messages.notThisTill) : r.name,
            count: r.orders,
            amount: money(r.amount, currency),
          }))}
        />
        <BreakdownTable
          card
          caption={say(messages.topProducts)}
          first={say(messages.product)}
          countLabel={say(messages.sold)}
          amountLabel={say(messages.beforeTax)}
          taxLabel={say(messages.tax)}
          rows={report.topProducts.map((p) => ({ name: p.name, count: p.quantity, amount: money(p.amount, currency), tax: money(p.tax, currency) }))}
        />
        <DiscountBreakdowns ledger={view.discounts} currency={currency} />
      </div>
    </>
  );
}

export function ReportsScreen() {
  const id = useId();
  const [kind, setKind] = useState<RangeKind>('day');
  const [date, setDate] = useState(() => todayLocal());
  const [until, setUntil] = useState(() => todayLocal());
  const [view, setView] = useState<SalesReportView | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const loading = useAction();
  const exporting = useAction();
  const words = useWords();
  const { run } = loading;

  const show = useCallback(
    (k: RangeKind, d: string, u: string) =>
      void run(async () => {
        setNote(null);
        setView(await pos().reports.sales(reportQuery(k, d, u)));
      }),
    [run],
  );
  // Today's report when the screen opens: the store's today, which the answer's time zone tells.
  const showToday = useCallback(
    () =>
      void run(async () => {
        setNote(null);
        const tillDay = todayLocal();
        let answer = await pos().reports.sales(reportQuery('day', tillDay, tillDay));
        const storeDay = todayIn(answer.timeZone);
        if (storeDay !== tillDay) answer = await pos().reports.sales(reportQuery('day', storeDay, storeDay));
        setDate(storeDay);
        setUntil(storeDay);
        setView(answer);
      }),
    [run],
  );
  useEffect(() => {
    showToday();
    const t = setInterval(() => setNow(Date.now()), 10_000);
    return () => clearInterval(t);
  }, [showToday]);

  const exportCsv = (file: ReportCsvFile) =>
    void exporting.run(async () => {
      const result = await pos().reports.exportCsv(reportQuery(kind, date, until), file);
      if (result.csv !== null) {
        downloadText(result.fileName, result.csv);
        setNote(words.formatMessage(messages.downloaded, { file: result.fileName, rows: result.rows }));
      } else
        setNote(result.savedTo ? words.formatMessage(messages.saved, { file: result.savedTo, rows: result.rows }) : words.formatMessage(messages.notSaved));
    });

  return (
    <div className="reports-screen">
      <header className="screen-header">
        <h2>{words.formatMessage(messages.title)}</h2>
        <span className="muted small">{words.formatMessage(messages.intro)}</span>
      </header>
      <form
        className="card reports-range"
        aria-labelledby={`${id}-range`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          show(kind, date, until);
        }}
      >
        <h3 id={`${id}-range`} className="visually-hidden">
          {words.formatMessage(messages.range)}
        </h3>
        <div className="segmented" role="group" aria-label={words.formatMessage(messages.range)}>
          {KINDS.map((k) => (
            <button
              key={k.kind}
              type="button"
              className={`btn btn-touch${kind === k.kind ? ' btn-primary' : ''}`}
              aria-pressed={kind === k.kind}
              onClick={() => setKind(k.kind)}
            >
              {words.formatMessage(k.label)}
            </button>
          ))}
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>{words.formatMessage(kind === 'custom' ? messages.from : kind === 'week' ? messages.dayInWeek : messages.date)}</label>
          <input id={`${id}-date`} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        {kind === 'custom' && (
          <div className="field">
            <label htmlFor={`${id}-until`}>{words.formatMessage(messages.to)}</label>
            <input id={`${id}-until`} type="date" required value={until} onChange={(e) => setUntil(e.target.value)} />
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-touch" disabled={loading.busy}>
          {words.formatMessage(loading.busy ? messages.reading : messages.show)}
        </button>
      </form>
      {loading.error && <ErrorBanner message={loading.error.message} onRetry={() => show(kind, date, until)} />}
      <AlertList now={now} />
      <LowStockAlert />
      {view && (
        <section className="report" aria-labelledby={`${id}-title`} aria-busy={loading.busy}>
          <header className="report-head">
            <div>
              <h3 id={`${id}-title`}>{rangeTitle(view)}</h3>
              <p className="muted small">{words.formatMessage(messages.zone, { zone: view.timeZone })}</p>
            </div>
            <div className="row-actions">
              <button type="button" className="btn btn-touch" disabled={exporting.busy} onClick={() => exportCsv('orders')}>
                {words.formatMessage(messages.exportOrders)}
              </button>
              <button type="button" className="btn btn-touch" disabled={exporting.busy} onClick={() => exportCsv('line-items')}>
                {words.formatMessage(messages.exportLines)}
              </button>
            </div>
          </header>
          {(note || exporting.error) && (
            <p className={exporting.error ? 'field-error' : 'muted small'} role="status">
              {exporting.error?.message ?? note}
            </p>
          )}
          <ReportBody view={view} />
          <StaffHoursSection key={view.readAt} query={reportQuery(kind, date, until)} />
        </section>
      )}
    </div>
  );
}
