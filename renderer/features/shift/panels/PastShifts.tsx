/** The till's closed shifts, newest first; each opens its Z report as it was kept. */
import type { PastShift } from '../../../../shared/bridge/bridge.js';
import { moneyWords, toCents } from '../../../../shared/money.js';
import { dateTime } from '../../../ui/words/format-time.js';
import { overShortWords } from '../report/report-words.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'shift.past.title', defaultMessage: 'Past shifts' },
  none: { id: 'shift.past.none', defaultMessage: 'No shift has closed on this till yet.' },
  sales: { id: 'shift.past.sales', defaultMessage: '{count, plural, one {# sale} other {# sales}} · {total}' },
});

export function PastShifts({ past, shownId, onOpen }: { past: PastShift[]; shownId: string | undefined; onOpen(shiftId: string): void }) {
  const words = useWords();
  return (
    <section className="past-shifts card" aria-label={words.formatMessage(messages.title)}>
      <h3>{words.formatMessage(messages.title)}</h3>
      {past.length === 0 ? (
        <p className="muted">{words.formatMessage(messages.none)}</p>
      ) : (
        <ul>
          {past.map((p) => (
            <li key={p.shiftId}>
              <button type="button" className="btn btn-ghost past-shift" aria-pressed={shownId === p.shiftId} onClick={() => onOpen(p.shiftId)}>
                <span>{dateTime(p.closedAt)}</span>
                <span className="num">{words.formatMessage(messages.sales, { count: p.salesCount, total: moneyWords(toCents(p.total), p.currency) })}</span>
                <span className="num">{overShortWords(toCents(p.overShort), p.currency)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
