/** A shift report's discarded sales and refused payments. */
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { reportMoney, who } from './report-words.js';

export function DiscardedTable({ report }: { report: ShiftReport }) {
  const money = reportMoney(report.currency);
  return (
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
  );
}
