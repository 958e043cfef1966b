/** A shift report's money owed to customers settled from the Returns screen: at the terminal, or cash from the drawer. */
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { timeOfDay } from '../../../ui/words/format-time.js';
import { reportMoney, who } from './report-words.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  caption: { id: 'shift.owedSettled.caption', defaultMessage: 'Owed to customers, settled' },
  terminal: { id: 'shift.owedSettled.terminal', defaultMessage: 'Refunded at the terminal, sale {sale}' },
  cash: { id: 'shift.owedSettled.cash', defaultMessage: 'Cash from the drawer, offline sale {sale}' },
  approvedBy: { id: 'shift.owedSettled.approvedBy', defaultMessage: ', approved by {name}' },
});

export function OwedSettledTable({ report }: { report: ShiftReport }) {
  const money = reportMoney(report.currency);
  const words = useWords();
  if (!report.owedSettled?.length) return null;
  return (
    <table className="shift-report-wide">
      <caption>{words.formatMessage(messages.caption)}</caption>
      <tbody>
        {report.owedSettled.map((o) => (
          <tr key={`${o.how}-${o.key}`}>
            <th scope="row">{words.formatMessage(o.how === 'terminal' ? messages.terminal : messages.cash, { sale: o.sale })}</th>
            <td>
              {timeOfDay(o.at)} · {who(o.staff)}
              {o.approver && o.approver.id !== o.staff?.id ? words.formatMessage(messages.approvedBy, { name: o.approver.name }) : ''}
            </td>
            <td className="num">{money(o.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
