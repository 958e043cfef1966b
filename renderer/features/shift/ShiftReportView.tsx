/**
 * A shift's X report (so far) or Z report (closed, as kept): every figure from the till's journal,
 * amounts right-aligned, one table per question a manager asks at the end of the day.
 */
import type { ShiftReport } from '../../../shared/shift/shift-report.js';
import type { StaffRef } from '../../../shared/shift/till-journal.js';
import { toCents } from '../../../shared/money.js';
import { formatMoney } from '../../ui/words/format-money.js';
import { BreakdownTable } from '../reports/BreakdownTable.js';
import { dateTime, timeOfDay } from '../../ui/words/format-time.js';

/** A figure a blind count withholds until the drawer is counted (main sends it as null). */
const HIDDEN = 'Counted at the close (blind count)';
/** An amount taken out, shown with its minus (and none on nothing). */
const out = (amount: string | null, currency: string) => {
  if (amount === null) return HIDDEN;
  const cents = toCents(amount);
  return formatMoney(cents === 0 ? 0 : -cents, currency);
};
const who = (staff: StaffRef | null) => staff?.name ?? '—';
const when = dateTime;

function Rows({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <tbody>
      {rows.map(([name, value]) => (
        <tr key={name}>
          <th scope="row">{name}</th>
          <td className="num">{value}</td>
        </tr>
      ))}
    </tbody>
  );
}

export function overShortWords(cents: number, currency: string): string {
  if (cents === 0) return 'Even';
  return `${cents < 0 ? 'Short' : 'Over'} ${formatMoney(Math.abs(cents), currency)}`;
}

export function ShiftReportView({ report, titleId }: { report: ShiftReport; titleId: string }) {
  const c = report.currency;
  const money = (amount: string | null) => (amount === null ? HIDDEN : formatMoney(toCents(amount), c));
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
        <table>
          <caption>Sales</caption>
          <Rows
            rows={[
              ['Sales count', report.sales.count],
              ['Items sold', report.sales.itemCount],
              ['Items', money(report.sales.itemTotal)],
              ['Discounts', money(report.sales.promoTotal)],
              ['Shipping', money(report.sales.shipTotal)],
              ['Tax', money(report.sales.taxTotal)],
              ['Total sales', money(report.sales.total)],
            ]}
          />
        </table>

        {report.offline && (
          <table>
            <caption>Offline sales (cash, in the drawer)</caption>
            <Rows
              rows={[
                ['Taken offline', `${report.offline.count} · ${money(report.offline.total)}`],
                ['Placed at the store', `${report.offline.placed.count} · ${money(report.offline.placed.total)}`],
                // The store's cash for them: equal to the drawer's under the offline price rule.
                ...(report.offline.placed.storeTotal !== undefined
                  ? ([['The store recorded', money(report.offline.placed.storeTotal)]] as [string, string][])
                  : []),
                ['Waiting to be placed', `${report.offline.pending.count} · ${money(report.offline.pending.total)}`],
                ...(report.offline.refundOwed.count > 0
                  ? ([['Refund owed', `${report.offline.refundOwed.count} · ${money(report.offline.refundOwed.total)}`]] as [string, string][])
                  : []),
              ]}
            />
          </table>
        )}

        {report.offline?.differences && report.offline.differences.length > 0 && (
          <table>
            <caption>Offline sales the store priced differently</caption>
            <Rows
              rows={report.offline.differences.map((d) => [
                d.orderNumber ? `${d.ref} · ${d.orderNumber}` : d.ref,
                `paid ${money(d.paid)}, store ${money(d.store)}: ${d.settled === 'adjusted' ? `adjusted ${money(d.adjustment)}` : 'waiting for a manager'}`,
              ])}
            />
          </table>
        )}

        {(report.cardDeclines !== undefined || report.terminalTimeouts !== undefined) && (
          <table>
            <caption>Cards not taken</caption>
            <Rows
              rows={[
                ['Card declines', report.cardDeclines ?? 0],
                ['Terminal time-outs', report.terminalTimeouts ?? 0],
              ]}
            />
          </table>
        )}

        <table>
          <caption>Cash in the drawer{report.blind ? ' (blind count)' : ''}</caption>
          <Rows
            rows={[
              ['Float', money(report.cash.float)],
              ['Cash taken', money(report.cash.taken)],
              ['Change given', out(report.cash.change, c)],
              ['Pay-ins', money(report.cash.payIns)],
              ['Pay-outs', out(report.cash.payOuts, c)],
              ['Expected', money(report.cash.expected)],
              ...(report.cash.counted !== null
                ? ([
                    ['Counted', money(report.cash.counted)],
                    ['Over / short', overShortWords(toCents(report.cash.overShort ?? '0'), c)],
                  ] as [string, string][])
                : []),
            ]}
          />
        </table>

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

      <table className="shift-report-wide">
        <caption>Drawer movements</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Who</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {report.drawer.length === 0 && (
            <tr>
              <td colSpan={4}>The drawer has not moved.</td>
            </tr>
          )}
          {report.drawer.map((m, i) => (
            <tr key={i}>
              <td>{timeOfDay(m.at)}</td>
              <td>
                {m.kind === 'pay_in' ? 'Pay-in' : m.kind === 'pay_out' ? 'Pay-out' : 'Drawer opened'}:{' '}
                {m.orderNumber ? `${m.reason} ${m.orderNumber}` : m.reason}
              </td>
              <td>{who(m.staff)}</td>
              <td className="num">{m.kind === 'opened' ? '' : m.kind === 'pay_out' ? out(m.amount, c) : money(m.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {(report.terminalRefunds?.length ?? 0) > 0 && (
        <table className="shift-report-wide">
          <caption>Card charges to refund at the terminal</caption>
          <tbody>
            {report.terminalRefunds!.map((r) => (
              <tr key={r.reference}>
                <th scope="row">Sale {r.orderNumber}</th>
                <td>
                  Reference {r.reference} · {timeOfDay(r.at)}
                </td>
                <td className="num">{formatMoney(toCents(r.amount), r.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <table className="shift-report-wide">
        <caption>Discarded sales and refused payments</caption>
        <tbody>
          {report.discarded.count === 0 && report.voidedPayments.length === 0 && (
            <tr>
              <td colSpan={3}>None.</td>
            </tr>
          )}
          {report.discarded.orders.map((d) => (
            <tr key={`d-${d.orderNumber}-${d.at}`}>
              <th scope="row">Discarded {d.orderNumber}</th>
              <td>
                {d.itemCount} item{d.itemCount === 1 ? '' : 's'} · {who(d.staff)}
              </td>
              <td className="num">{d.total ? money(d.total) : ''}</td>
            </tr>
          ))}
          {report.voidedPayments.map((v, i) => (
            <tr key={`v-${i}`}>
              <th scope="row">
                {v.method} on {v.orderNumber}
              </th>
              <td>{v.state}</td>
              <td className="num">{money(v.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

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
          {report.otherCurrencies.map((o) => `${o.orderNumber} ${formatMoney(toCents(o.total), o.currency)}`).join(', ')}.
        </p>
      )}
    </article>
  );
}
