/**
 * A totals block, drawn once for every screen (cart, receipt, order detail, the board's detail,
 * an offline sale's receipt, a parked cart's change): each row a term and its amount, the grand
 * total marked. The rows come from `lines/totals-rows.ts`.
 */
import type { TotalsRow } from './words/totals-rows.js';

export function Totals({ rows, className }: { rows: readonly TotalsRow[]; className?: string }) {
  return (
    <dl className={className ? `totals ${className}` : 'totals'}>
      {rows.map((row, i) => (
        <div key={`${i}-${row.label}`} className={row.grand ? 'grand-total' : row.change ? 'change-row' : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
