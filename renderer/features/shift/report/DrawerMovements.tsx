/** A shift report's drawer movements: each pay-in, pay-out and opening without a sale, when, why and by whom. */
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { timeOfDay } from '../../../ui/words/format-time.js';
import { out, reportMoney, who } from './report-words.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';
import { tillLabelWords } from '../../../ui/words/till-labels.js';

const messages = defineMessages({
  caption: { id: 'shift.drawerMovements.caption', defaultMessage: 'Drawer movements' },
  when: { id: 'shift.drawerMovements.when', defaultMessage: 'When' },
  what: { id: 'shift.drawerMovements.what', defaultMessage: 'What' },
  who: { id: 'shift.drawerMovements.who', defaultMessage: 'Who' },
  amount: { id: 'shift.drawerMovements.amount', defaultMessage: 'Amount' },
  none: { id: 'shift.drawerMovements.none', defaultMessage: 'The drawer has not moved.' },
  movement: {
    id: 'shift.drawerMovements.movement',
    defaultMessage: '{kind, select, pay_in {Pay-in} pay_out {Pay-out} other {Drawer opened}}: {reason}',
  },
});

export function DrawerMovements({ report }: { report: ShiftReport }) {
  const c = report.currency;
  const money = reportMoney(c);
  const words = useWords();
  return (
    <table className="shift-report-wide">
      <caption>{words.formatMessage(messages.caption)}</caption>
      <thead>
        <tr>
          <th scope="col">{words.formatMessage(messages.when)}</th>
          <th scope="col">{words.formatMessage(messages.what)}</th>
          <th scope="col">{words.formatMessage(messages.who)}</th>
          <th scope="col" className="num">
            {words.formatMessage(messages.amount)}
          </th>
        </tr>
      </thead>
      <tbody>
        {report.drawer.length === 0 && (
          <tr>
            <td colSpan={4}>{words.formatMessage(messages.none)}</td>
          </tr>
        )}
        {report.drawer.map((m, i) => (
          <tr key={i}>
            <td>{timeOfDay(m.at)}</td>
            <td>
              {words.formatMessage(messages.movement, {
                kind: m.kind,
                reason: m.orderNumber ? `${tillLabelWords(words, m.reason)} ${m.orderNumber}` : tillLabelWords(words, m.reason),
              })}
            </td>
            <td>{who(m.staff)}</td>
            <td className="num">{m.kind === 'opened' ? '' : m.kind === 'pay_out' ? out(m.amount, c) : money(m.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
