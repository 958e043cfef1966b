/**
 * Reports for managers: a day, a week or days chosen by hand, from every order of the store
 * (the admin client's Platform API) joined with this till's journal: orders, revenue, average
 * basket, by hour (the day chart) and weekday, by channel, tender, staff member, top products;
 * each CSV saved through the save dialog (Electron) or downloaded (browser host); the alerts.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { ReportCsvFile, SalesReportView, TrackedOrder } from '../../../shared/bridge/bridge.js';
import { moneyWords, toCents } from '../../../shared/money.js';
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

const KINDS: { kind: RangeKind; label: string }[] = [
  { kind: 'day', label: 'Day' },
  { kind: 'week', label: 'Week' },
  { kind: 'custom', label: 'Custom' },
];

const money = (amount: string, currency: string) => moneyWords(toCents(amount), currency);
const NO_TRACKED_ORDERS: TrackedOrder[] = [];

/** The range in the chart's words: "on Tue 24 Nov 2026", "in the week of Mon 23 Nov 2026", "from 1 Nov 2026 to 3 Nov 2026". */
function periodWords(view: SalesReportView): string {
  const label = view.range.label;
  if (label.startsWith('Week of ')) return `in the week of ${label.slice('Week of '.length)}`;
  if (label.includes(' – ')) return `from ${label.replace(' – ', ' to ')}`;
  return `on ${label}`;
}

function ReportBody({ view }: { view: SalesReportView }) {
  const { report } = view;
  const currency = report.currency ?? 'USD';
  const maxDay = Math.max(1, ...report.byWeekday.map((d) => d.revenueCents));
  const summary = { orders: report.orders, revenue: report.revenue, byHour: report.byHour, currency: report.currency };
  const revenue = Object.entries(report.revenue);
  return (
    <>
      <section className="card report-figures" aria-label="Figures">
        <p>
          <strong>{report.orders}</strong> order{report.orders === 1 ? '' : 's'}
        </p>
        <p>
          <strong>{revenue.length > 0 ? revenue.map(([c, a]) => money(a, c)).join(' + ') : moneyWords(0, currency)}</strong> revenue
        </p>
        <p>
          <strong>
            {Object.entries(report.averageBasket)
              .map(([c, a]) => money(a, c))
              .join(' / ') || '—'}
          </strong>{' '}
          average basket
        </p>
        <p>
          <strong>{report.units}</strong> item{report.units === 1 ? '' : 's'}
        </p>
        <GiftCardsInSalesReport report={report} />
        <p className="muted small report-cost">
          {view.requests === 0 ? 'From the store’s answer a moment ago.' : 'Read from the store just now.'}
          {!view.complete && ' The range holds more than 3,000 orders: the report counts the first 3,000. Choose a shorter range.'}
        </p>
      </section>
      <div className="report-charts">
        <DayChart orders={NO_TRACKED_ORDERS} now={Date.parse(view.readAt)} summary={summary} heading="By hour" period={periodWords(view)} />
        <BreakdownTable
          card
          caption="By weekday"
          first="Day"
          countLabel="Orders"
          amountLabel="Revenue"
          rows={report.byWeekday.map((d) => ({
            name: d.label,
            count: d.orders,
            amount: moneyWords(d.revenueCents, currency),
            share: d.revenueCents / maxDay,
          }))}
        />
      </div>
      <div className="report-tables">
        <BreakdownTable
          card
          caption="By channel"
          first="Channel"
          countLabel="Orders"
          rows={report.byChannel.map((r) => ({ name: r.name, count: r.orders, amount: money(r.amount, currency) }))}
        />
        <BreakdownTable
          card
          caption="By tender"
          first="Tender"
          countLabel="Payments"
          rows={report.byTender.map((r) => ({ name: r.name, count: r.count, amount: money(r.amount, currency) }))}
        />
        <BreakdownTable
          card
          caption="By staff member"
          first="Staff"
          countLabel="Orders"
          rows={report.byStaff.map((r) => ({ name: r.name, count: r.orders, amount: money(r.amount, currency) }))}
        />
        <BreakdownTable
          card
          caption="Top products"
          first="Product"
          countLabel="Sold"
          amountLabel="Before tax"
          taxLabel="Tax"
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
        setNote(`${result.fileName} downloaded (${result.rows} rows).`);
      } else setNote(result.savedTo ? `Saved as ${result.savedTo} (${result.rows} rows).` : 'Not saved.');
    });

  return (
    <div className="reports-screen">
      <header className="screen-header">
        <h2>Reports</h2>
        <span className="muted small">Every order of the store, with who rang it at this till.</span>
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
          Range
        </h3>
        <div className="segmented" role="group" aria-label="Range">
          {KINDS.map((k) => (
            <button
              key={k.kind}
              type="button"
              className={`btn btn-touch${kind === k.kind ? ' btn-primary' : ''}`}
              aria-pressed={kind === k.kind}
              onClick={() => setKind(k.kind)}
            >
              {k.label}
            </button>
          ))}
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>{kind === 'custom' ? 'From' : kind === 'week' ? 'A day in the week' : 'Date'}</label>
          <input id={`${id}-date`} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        {kind === 'custom' && (
          <div className="field">
            <label htmlFor={`${id}-until`}>To</label>
            <input id={`${id}-until`} type="date" required value={until} onChange={(e) => setUntil(e.target.value)} />
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-touch" disabled={loading.busy}>
          {loading.busy ? 'Reading…' : 'Show report'}
        </button>
      </form>
      {loading.error && <ErrorBanner message={loading.error.message} onRetry={() => show(kind, date, until)} />}
      <AlertList now={now} />
      <LowStockAlert />
      {view && (
        <section className="report" aria-labelledby={`${id}-title`} aria-busy={loading.busy}>
          <header className="report-head">
            <div>
              <h3 id={`${id}-title`}>{view.range.label}</h3>
              <p className="muted small">Days and hours in {view.timeZone}, the store’s time zone</p>
            </div>
            <div className="row-actions">
              <button type="button" className="btn btn-touch" disabled={exporting.busy} onClick={() => exportCsv('orders')}>
                Export orders (CSV)
              </button>
              <button type="button" className="btn btn-touch" disabled={exporting.busy} onClick={() => exportCsv('line-items')}>
                Export line items (CSV)
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
