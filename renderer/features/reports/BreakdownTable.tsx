import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  amount: { id: 'reports.breakdown.amount', defaultMessage: 'Amount' },
  none: { id: 'reports.breakdown.none', defaultMessage: 'None' },
  share: { id: 'reports.breakdown.share', defaultMessage: 'Share' },
});
/**
 * A breakdown of sales (Reports' by weekday, channel, tender, staff member and top products; the
 * shift report's by tender, staff member and hour): each row named, counted and its amount, a
 * sentence when there is none; where the screen gives a share, a bar beside it (hidden from screen
 * readers: the amount says it). On a card of its own (Reports) or bare, in the screen's own grid.
 */
interface BreakdownRow {
  /** Where two rows may share a name (two staff members called Sam). */
  key?: string;
  name: string;
  count: number;
  /** In words of money. */
  amount: string;
  /** The row's share of the largest, 0 to 1, for its bar. */
  share?: number;
  /** A second amount in its own column (top products' tax beside their sales before tax). */
  tax?: string;
}

export function BreakdownTable({
  caption,
  first,
  countLabel,
  amountLabel,
  empty,
  rows,
  card = false,
  taxLabel,
}: {
  caption: string;
  first: string;
  countLabel: string;
  amountLabel?: string;
  /** What the table says when it has no row. */
  empty?: string;
  rows: readonly BreakdownRow[];
  card?: boolean;
  /** The heading of a tax column, shown when given. */
  taxLabel?: string;
}) {
  const words = useWords();
  const bars = rows.some((r) => r.share !== undefined);
  const columns = 3 + (bars ? 1 : 0) + (taxLabel ? 1 : 0);
  const table = (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col" className="num">
            {countLabel}
          </th>
          <th scope="col" className="num">
            {amountLabel ?? words.formatMessage(messages.amount)}
          </th>
          {taxLabel && (
            <th scope="col" className="num">
              {taxLabel}
            </th>
          )}
          {bars && (
            <th scope="col">
              <span className="visually-hidden">{words.formatMessage(messages.share)}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={columns} className="muted">
              {empty ?? words.formatMessage(messages.none)}
            </td>
          </tr>
        )}
        {rows.map((r) => (
          <tr key={r.key ?? r.name}>
            <th scope="row">{r.name}</th>
            <td className="num">{r.count}</td>
            <td className="num">{r.amount}</td>
            {taxLabel && <td className="num">{r.tax ?? ''}</td>}
            {bars && (
              <td className="weekday-bar-cell" aria-hidden="true">
                <span className="weekday-bar" style={{ width: `${Math.round((r.share ?? 0) * 100)}%` }} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return card ? <div className="card report-table">{table}</div> : table;
}
