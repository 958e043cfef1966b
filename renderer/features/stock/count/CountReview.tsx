/**
 * The variances before anything changes: each line's expected (what the store said when it was
 * counted), counted, variance and its value; where the store's count moved since (sales meanwhile)
 * the clerk is told, and that the apply keeps those sales. A full count's uncounted variants are
 * shown as counted 0 and are set to 0 only when the box is ticked. Applying asks for the stock
 * right (or a PIN approving this one count).
 */
import { useState } from 'react';
import type { CountReview as Review, CountVariance } from '../../../../shared/stock/count-calls.js';
import { moneyWords, toCents } from '../../../../shared/money.js';
import { useCount } from './count-store.js';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function movedWords(line: CountVariance) {
  if (line.movedSince === 0 || line.uncounted) return null;
  return `Store moved ${signed(line.movedSince)} since counted (now ${line.storeNow}); kept`;
}

export function VarianceTable({ review, currency }: { review: Review; currency: string }) {
  return (
    <div className="count-table-pane">
      <table className="count-table" aria-label="Variances">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Expected</th>
            <th scope="col">Counted</th>
            <th scope="col">Variance</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {review.lines.map((l) => (
            <tr key={l.variantId} className={l.uncounted ? 'count-uncounted' : undefined}>
              <td>
                <strong>{l.optionsText ? `${l.name} (${l.optionsText})` : l.name}</strong>
                <span className="muted"> {l.sku}</span>
                {l.uncounted && <span className="muted"> · not counted</span>}
                {movedWords(l) && <span className="count-moved"> · {movedWords(l)}</span>}
              </td>
              <td>{l.expected}</td>
              <td>{l.counted}</td>
              <td className={l.variance < 0 ? 'count-down' : l.variance > 0 ? 'count-up' : undefined}>{signed(l.variance)}</td>
              <td>{moneyWords(toCents(l.value), currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CountReview({ review, currency }: { review: Review; currency: string }) {
  const busy = useCount((s) => s.busy);
  const apply = useCount((s) => s.apply);
  const closeReview = useCount((s) => s.closeReview);
  const [zero, setZero] = useState(false);
  const { up, down } = review;
  return (
    <div className="count-review">
      <p className="count-totals" role="status">
        Up {up.units} units ({moneyWords(toCents(up.value), currency)}) · Down {down.units} units ({moneyWords(toCents(down.value), currency)})
      </p>
      <VarianceTable review={review} currency={currency} />
      <div className="count-actions">
        {review.uncounted > 0 && (
          <label className="count-choice">
            <input type="checkbox" checked={zero} onChange={(e) => setZero(e.target.checked)} />
            Set the {review.uncounted} variants nobody counted to 0
          </label>
        )}
        <button type="button" className="btn" disabled={busy} onClick={closeReview}>
          Back to counting
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void apply(zero)}>
          {busy ? 'Applying…' : 'Apply count'}
        </button>
      </div>
    </div>
  );
}
