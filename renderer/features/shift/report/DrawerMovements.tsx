/** A shift report's drawer movements: each pay-in, pay-out and opening without a sale, when, why and by whom. */
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { timeOfDay } from '../../../ui/words/format-time.js';
import { out, reportMoney, who } from './report-words.js';

export function DrawerMovements({ report }: { report: ShiftReport }) {
  const c = report.currency;
  const money = reportMoney(c);
  return (
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
              {m.kind === 'pay_in' ? 'Pay-in' : m.kind === 'pay_out' ? 'Pay-out' : 'Drawer opened'}: {m.orderNumber ? `${m.reason} ${m.orderNumber}` : m.reason}
            </td>
            <td>{who(m.staff)}</td>
            <td className="num">{m.kind === 'opened' ? '' : m.kind === 'pay_out' ? out(m.amount, c) : money(m.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
