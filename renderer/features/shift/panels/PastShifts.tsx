/** The till's closed shifts, newest first; each opens its Z report as it was kept. */
import type { PastShift } from '../../../../shared/bridge/bridge.js';
import { moneyWords, toCents } from '../../../../shared/money.js';
import { dateTime } from '../../../ui/words/format-time.js';
import { overShortWords } from '../report/report-words.js';

export function PastShifts({ past, shownId, onOpen }: { past: PastShift[]; shownId: string | undefined; onOpen(shiftId: string): void }) {
  return (
    <section className="past-shifts card" aria-label="Past shifts">
      <h3>Past shifts</h3>
      {past.length === 0 ? (
        <p className="muted">No shift has closed on this till yet.</p>
      ) : (
        <ul>
          {past.map((p) => (
            <li key={p.shiftId}>
              <button type="button" className="btn btn-ghost past-shift" aria-pressed={shownId === p.shiftId} onClick={() => onOpen(p.shiftId)}>
                <span>{dateTime(p.closedAt)}</span>
                <span className="num">
                  {p.salesCount} sale{p.salesCount === 1 ? '' : 's'} · {moneyWords(toCents(p.total), p.currency)}
                </span>
                <span className="num">{overShortWords(toCents(p.overShort), p.currency)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
