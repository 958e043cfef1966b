/** A shift report's money owed to customers settled from the Returns screen: at the terminal, or cash from the drawer. */
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { timeOfDay } from '../../../ui/words/format-time.js';
import { reportMoney, who } from './report-words.js';

export function OwedSettledTable({ report }: { report: ShiftReport }) {
  const money = reportMoney(report.currency);
  if (!report.owedSettled?.length) return null;
  return (
    <table className="shift-report-wide">
      <caption>Owed to customers, settled</caption>
      <tbody>
        {report.owedSettled.map((o) => (
          <tr key={`${o.how}-${o.key}`}>
            <th scope="row">{o.how === 'terminal' ? `Refunded at the terminal, sale ${o.sale}` : `Cash from the drawer, offline sale ${o.sale}`}</th>
            <td>
              {timeOfDay(o.at)} · {who(o.staff)}
              {o.approver && o.approver.id !== o.staff?.id ? `, approved by ${o.approver.name}` : ''}
            </td>
            <td className="num">{money(o.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
