/**
 * A list as a section of an order's detail (its shipments, its payments): a heading, one row per
 * entry with what it is on the left and its state on the right, or a sentence when there is none.
 */
import type { ReactNode } from 'react';

interface DetailListRow {
  key: string;
  main: ReactNode;
  side: ReactNode;
}

export function DetailListSection({ title, titleId, empty, rows }: { title: string; titleId: string; empty: string; rows: readonly DetailListRow[] }) {
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {rows.length === 0 && <p className="muted">{empty}</p>}
      <ul className="plain-list">
        {rows.map((row) => (
          <li key={row.key} className="list-row">
            <span>{row.main}</span>
            {row.side}
          </li>
        ))}
      </ul>
    </section>
  );
}
