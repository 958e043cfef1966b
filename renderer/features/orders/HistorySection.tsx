/**
 * An order's history as a section of its detail (the till's changes of state, the board's actions
 * at this till): each entry with its time, or a sentence saying there is none yet.
 */
import { useId, type ReactNode } from 'react';
import { dateTime } from '../../ui/words/format-time.js';

interface HistoryEntry {
  key: string;
  /** When it happened (ISO 8601). */
  at: string;
  body: ReactNode;
}

export function HistorySection({ title, empty, entries }: { title: string; empty: string; entries: readonly HistoryEntry[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {entries.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="history">
          {entries.map((e) => (
            <li key={e.key}>
              <time dateTime={e.at}>{dateTime(e.at)}</time>
              <span>{e.body}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
