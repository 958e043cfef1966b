/** A shift report's discarded sales and refused payments. */
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { reportMoney, who } from './report-words.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  caption: { id: 'shift.discarded.caption', defaultMessage: 'Discarded sales and refused payments' },
  none: { id: 'shift.discarded.none', defaultMessage: 'None.' },
  discarded: { id: 'shift.discarded.discarded', defaultMessage: 'Discarded {number}' },
  items: { id: 'shift.discarded.items', defaultMessage: '{count, plural, one {# item} other {# items}} · {who}' },
  paymentOn: { id: 'shift.discarded.paymentOn', defaultMessage: '{method} on {number}' },
});

export function DiscardedTable({ report }: { report: ShiftReport }) {
  const money = reportMoney(report.currency);
  const words = useWords();
  return (
    <table className="shift-report-wide">
      <caption>{words.formatMessage(messages.caption)}</caption>
      <tbody>
        {report.discarded.count === 0 && report.voidedPayments.length === 0 && (
          <tr>
            <td colSpan={3}>{words.formatMessage(messages.none)}</td>
          </tr>
        )}
        {report.discarded.orders.map((d) => (
          <tr key={`d-${d.orderNumber}-${d.at}`}>
            <th scope="row">{words.formatMessage(messages.discarded, { number: d.orderNumber })}</th>
            <td>{words.formatMessage(messages.items, { count: d.itemCount, who: who(d.staff) })}</td>
            <td className="num">{d.total ? money(d.total) : ''}</td>
          </tr>
        ))}
        {report.voidedPayments.map((v, i) => (
          <tr key={`v-${i}`}>
            <th scope="row">{words.formatMessage(messages.paymentOn, { method: v.method, number: v.orderNumber })}</th>
            <td>{v.state}</td>
            <td className="num">{money(v.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
