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
import { useWords } from '../../i18n/use-words.js';
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';
import { tillLabelWords } from '../../ui/words/till-labels.js';

const messages = defineMessages({
  zReport: { id: 'shift.reportView.zReport', defaultMessage: 'Z report' },
  xReport: { id: 'shift.reportView.xReport', defaultMessage: 'X report' },
  placeShift: { id: 'shift.reportView.placeShift', defaultMessage: '{store} · Till {till} · Shift {id}' },
  shift: { id: 'shift.reportView.shift', defaultMessage: 'Shift {id}' },
  openedClosed: { id: 'shift.reportView.openedClosed', defaultMessage: 'Opened {opened} by {by} · closed {closed} by {closedBy}' },
  openedSoFar: { id: 'shift.reportView.openedSoFar', defaultMessage: 'Opened {opened} by {by} · the shift so far, nothing closed' },
  byTender: { id: 'shift.reportView.byTender', defaultMessage: 'By tender' },
  tender: { id: 'shift.reportView.tender', defaultMessage: 'Tender' },
  payments: { id: 'shift.reportView.payments', defaultMessage: 'Payments' },
  noPayments: { id: 'shift.reportView.noPayments', defaultMessage: 'No payments.' },
  other: { id: 'shift.reportView.other', defaultMessage: 'Other' },
  byStaff: { id: 'shift.reportView.byStaff', defaultMessage: 'By staff member' },
  staff: { id: 'shift.reportView.staff', defaultMessage: 'Staff' },
  sales: { id: 'shift.reportView.sales', defaultMessage: 'Sales' },
  total: { id: 'shift.reportView.total', defaultMessage: 'Total' },
  noSales: { id: 'shift.reportView.noSales', defaultMessage: 'No sales.' },
  byHour: { id: 'shift.reportView.byHour', defaultMessage: 'By hour' },
  hour: { id: 'shift.reportView.hour', defaultMessage: 'Hour' },
  codes: { id: 'shift.reportView.codes', defaultMessage: 'Discounts and codes' },
  noCodes: { id: 'shift.reportView.noCodes', defaultMessage: 'No codes used.' },
  terminalRefunds: { id: 'shift.reportView.terminalRefunds', defaultMessage: 'Card charges to refund at the terminal' },
  sale: { id: 'shift.reportView.sale', defaultMessage: 'Sale {number}' },
  reference: { id: 'shift.reportView.reference', defaultMessage: 'Reference {reference} · {at}' },
  referenceRefunded: { id: 'shift.reportView.referenceRefunded', defaultMessage: 'Reference {reference} · {at} · refunded {refundedAt}' },
  attention: { id: 'shift.reportView.attention', defaultMessage: 'Needs attention' },
  outside: {
    id: 'shift.reportView.outside',
    defaultMessage: 'Sold outside a shift (before this shift opened, not in its figures): {count, plural, one {# sale} other {# sales}}, {total} ({orders}).',
  },
  otherCurrencies: { id: 'shift.reportView.otherCurrencies', defaultMessage: 'In another currency, not in these figures: {orders}.' },
});

const when = dateTime;

export function ShiftReportView({ report, titleId }: { report: ShiftReport; titleId: string }) {
  const c = report.currency;
  const money = reportMoney(c);
  const closed = report.closedAt !== null;
  const words = useWords();
  const say = (m: MessageDeclaration) => words.formatMessage(m);
  return (
    <article className="shift-report card" aria-labelledby={titleId}>
      <header>
        <h3 id={titleId} tabIndex={-1}>
          {say(closed ? messages.zReport : messages.xReport)}
        </h3>
        <p className="shift-place">
          {report.place
            ? words.formatMessage(messages.placeShift, { store: report.place.store, till: report.place.till, id: report.shiftId.slice(0, 8).toUpperCase() })
            : words.formatMessage(messages.shift, { id: report.shiftId.slice(0, 8).toUpperCase() })}
        </p>
        <p>
          {words.formatMessage(closed ? messages.openedClosed : messages.openedSoFar, {
            opened: when(report.openedAt),
            by: who(report.openedBy),
            closed: closed ? when(report.closedAt!) : '',
            closedBy: who(report.closedBy),
          })}
        </p>
      </header>

      <div className="shift-report-tables">
        <SalesTables report={report} />

        <CashTable report={report} />

        <BreakdownTable
          caption={say(messages.byTender)}
          first={say(messages.tender)}
          countLabel={say(messages.payments)}
          empty={say(messages.noPayments)}
          rows={report.byTender.map((t) => ({
            name: t.method ? tillLabelWords(words, t.method) : say(messages.other),
            count: t.count,
            amount: money(t.amount),
          }))}
        />
        <BreakdownTable
          caption={say(messages.byStaff)}
          first={say(messages.staff)}
          countLabel={say(messages.sales)}
          amountLabel={say(messages.total)}
          empty={say(messages.noSales)}
          rows={report.byStaff.map((s) => ({ key: s.staff?.id ?? '-', name: who(s.staff), count: s.count, amount: money(s.total) }))}
        />
        <BreakdownTable
          caption={say(messages.byHour)}
          first={say(messages.hour)}
          countLabel={say(messages.sales)}
          amountLabel={say(messages.total)}
          empty={say(messages.noSales)}
          rows={report.byHour.map((h) => ({
            name: timeOfDay(h.hour),
            count: h.count,
            amount: money(h.total),
          }))}
        />

        <table>
          <caption>{say(messages.codes)}</caption>
          <tbody>
            {report.codes.length === 0 && (
              <tr>
                <td colSpan={2}>{say(messages.noCodes)}</td>
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
          <caption>{say(messages.terminalRefunds)}</caption>
          <tbody>
            {report.terminalRefunds!.map((r) => (
              <tr key={r.reference}>
                <th scope="row">{words.formatMessage(messages.sale, { number: r.orderNumber })}</th>
                <td>
                  {r.refundedAt
                    ? words.formatMessage(messages.referenceRefunded, { reference: r.reference, at: timeOfDay(r.at), refundedAt: timeOfDay(r.refundedAt) })
                    : words.formatMessage(messages.reference, { reference: r.reference, at: timeOfDay(r.at) })}
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
        <section className="shift-report-attention" aria-label={say(messages.attention)}>
          <h4>{say(messages.attention)}</h4>
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
          {words.formatMessage(messages.outside, {
            count: report.outsideShift.count,
            total: money(report.outsideShift.total),
            orders: report.outsideShift.orders.join(', '),
          })}
        </p>
      )}
      {report.otherCurrencies.length > 0 && (
        <p className="muted">
          {words.formatMessage(messages.otherCurrencies, {
            orders: report.otherCurrencies.map((o) => `${o.orderNumber} ${moneyWords(toCents(o.total), o.currency)}`).join(', '),
          })}
        </p>
      )}
    </article>
  );
}
