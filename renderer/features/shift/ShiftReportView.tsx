/**
 * A shift's X report (so far) or Z report (closed, as kept): every figure from the till's journal,
 * amounts right-aligned, one table per question a manager asks at the end of the day.
 */
import { DiscountLedgerTable } from './report/DiscountLedgerTable.js';
import type { ShiftReport } from '../../../shared/shift/shift-report.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { BreakdownTable } from '../reports/BreakdownTable.js';
import { dateTime, timeOfDay } from '../../ui/words/format-time.js';
import { reportMoney, who } from './report/report-words.js';
import { SalesTables } from './report/SalesTables.js';
import { CashTable } from './report/CashTable.js';
import { DrawerMovements } from './report/DrawerMovements.js';
import { DiscardedTable } from './report/DiscardedTable.js';
import { OwedSettledTable } from './report/OwedSettledTable.js';
import { GiftCardsInShiftReport } from '../giftcards/GiftCardsInShiftReport.js';

const when = dateTime;

export function ShiftReportView({ report, titleId }: { report: ShiftReport; titleId: string }) {
  const c = report.currency;
  const money = reportMoney(c);
  const closed = report.closedAt !== null;
  return (
    <article className="shift-report card" aria-labelledby={titleId}>
      <header>
        <h3 id={titleId} tabIndex={-1}>
          {closed ? 'Z report' : 'X report'}
        </h3>
        <p className="shift-place">
          {report.place ? `${report.place.store} · Till ${report.place.till} · ` : ''}Shift {report.shiftId.slice(0, 8).toUpperCase()}
        </p>
        <p>
          Opened {when(report.openedAt)} by {who(report.openedBy)}
          {closed ? ` · closed ${when(report.closedAt!)} by ${who(report.closedBy)}` : ' · the shift so far, nothing closed'}
        </p>
      </header>

      <div className="shift-report-tables">
        <SalesTables report={report} />

        <CashTable report={report} />

        <BreakdownTable
          caption="By tender"
          first="Tender"
          countLabel="Payments"
          empty="No payments."
          rows={report.byTender.map((t) => ({ name: t.method || 'Other', count: t.count, amount: money(t.amount) }))}
        />
        <BreakdownTable
          caption="By staff member"
          first="Staff"
          countLabel="Sales"
          amountLabel="Total"
          empty="No sales."
          rows={report.byStaff.map((s) => ({ key: s.staff?.id ?? '-', name: who(s.staff), count: s.count, amount: money(s.total) }))}
        />
        <BreakdownTable
          caption="By hour"
          first="Hour"
          countLabel="Sales"
          amountLabel="Total"
          empty="No sales."
          rows={report.byHour.map((h) => ({
            name: timeOfDay(h.hour),
            count: h.count,
            amount: money(h.total),
          }))}
        />

        <table>
          <caption>Discounts and codes</caption>
          <tbody>
            {report.codes.length === 0 && (
              <tr>
                <td colSpan={2}>No codes used.</td>
              </tr>
            )}
            {report.codes.map((code) => (
              <tr key={code.code}>
                <th scope="row">{code.code}</th>
                <td className="num">{code.count} × </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <GiftCardsInShiftReport report={report} />

      <DrawerMovements report={report} />

      {(report.terminalRefunds?.length ?? 0) > 0 && (
        <table className="shift-report-wide">
          <caption>Card charges to refund at the terminal</caption>
          <tbody>
            {report.terminalRefunds!.map((r) => (
              <tr key={r.reference}>
                <th scope="row">Sale {r.orderNumber}</th>
                <td>
                  Reference {r.reference} · {timeOfDay(r.at)}
                  {r.refundedAt ? ` · refunded ${timeOfDay(r.refundedAt)}` : ''}
                </td>
                <td className="num">{moneyWords(toCents(r.amount), r.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <OwedSettledTable report={report} />

      <DiscardedTable report={report} />

      <DiscountLedgerTable ledger={report.discounts} currency={report.currency} />

      {report.attention.length > 0 && (
        <section className="shift-report-attention" aria-label="Needs attention">
          <h4>Needs attention</h4>
          <ul>
            {report.attention.map((a) => (
              <li key={a.number}>
                <strong>{a.number}</strong>: {a.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.outsideShift.count > 0 && (
        <p className="muted">
          Sold outside a shift (before this shift opened, not in its figures): {report.outsideShift.count} sale{report.outsideShift.count === 1 ? '' : 's'},{' '}
          {money(report.outsideShift.total)} ({report.outsideShift.orders.join(', ')}).
        </p>
      )}
      {report.otherCurrencies.length > 0 && (
        <p className="muted">
          In another currency, not in these figures:{' '}
          {report.otherCurrencies.map((o) => `${o.orderNumber} ${moneyWords(toCents(o.total), o.currency)}`).join(', ')}.
        </p>
      )}
    </article>
  );
}
