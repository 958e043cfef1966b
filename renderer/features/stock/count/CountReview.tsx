/**
 * The variances before anything changes: each line's expected (what the store said when it was
 * counted), counted, variance and its value; where the store's count moved since (sales meanwhile)
 * the clerk is told, and that the apply keeps those sales. A full count's uncounted variants are
 * shown as counted 0 and are set to 0 only when the box is ticked. Applying asks for the stock
 * right (or a PIN approving this one count).
 */
import { useState } from 'react';
import type { CountReview as Review, CountVariance } from '../../../../shared/stock/count-calls.js';
import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { moneyWords, toCents } from '../../../../shared/money.js';
import { useWords } from '../../../i18n/use-words.js';
import { useCount } from './count-store.js';

const messages = defineMessages({
  moved: { id: 'stock.countReview.moved', defaultMessage: 'Store moved {moved} since counted (now {now}); kept' },
  table: { id: 'stock.countReview.table', defaultMessage: 'Variances' },
  item: { id: 'stock.countReview.item', defaultMessage: 'Item' },
  expected: { id: 'stock.countReview.expected', defaultMessage: 'Expected' },
  counted: { id: 'stock.countReview.counted', defaultMessage: 'Counted' },
  variance: { id: 'stock.countReview.variance', defaultMessage: 'Variance' },
  value: { id: 'stock.countReview.value', defaultMessage: 'Value' },
  notCounted: { id: 'stock.countReview.notCounted', defaultMessage: 'not counted' },
  totals: {
    id: 'stock.countReview.totals',
    defaultMessage: 'Up {upUnits, plural, one {# unit} other {# units}} ({upValue}) · Down {downUnits, plural, one {# unit} other {# units}} ({downValue})',
  },
  zeroUncounted: {
    id: 'stock.countReview.zeroUncounted',
    defaultMessage: '{count, plural, one {Set the # variant nobody counted to 0} other {Set the # variants nobody counted to 0}}',
  },
  backToCounting: { id: 'stock.countReview.backToCounting', defaultMessage: 'Back to counting' },
  applying: { id: 'stock.countReview.applying', defaultMessage: 'Applying…' },
  apply: { id: 'stock.countReview.apply', defaultMessage: 'Apply count' },
});

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function movedWords(line: CountVariance, words: IntlShape) {
  if (line.movedSince === 0 || line.uncounted) return null;
  return words.formatMessage(messages.moved, { moved: signed(line.movedSince), now: line.storeNow });
}

export function VarianceTable({ review, currency }: { review: Review; currency: string }) {
  const words = useWords();
  return (
    <div className="count-table-pane">
      <table className="count-table" aria-label={words.formatMessage(messages.table)}>
        <thead>
          <tr>
            <th scope="col">{words.formatMessage(messages.item)}</th>
            <th scope="col">{words.formatMessage(messages.expected)}</th>
            <th scope="col">{words.formatMessage(messages.counted)}</th>
            <th scope="col">{words.formatMessage(messages.variance)}</th>
            <th scope="col">{words.formatMessage(messages.value)}</th>
          </tr>
        </thead>
        <tbody>
          {review.lines.map((l) => (
            <tr key={l.variantId} className={l.uncounted ? 'count-uncounted' : undefined}>
              <td>
                <strong>{l.optionsText ? `${l.name} (${l.optionsText})` : l.name}</strong>
                <span className="muted">
                  {' '}
                  <bdi dir="ltr">{l.sku}</bdi>
                </span>
                {l.uncounted && <span className="muted"> · {words.formatMessage(messages.notCounted)}</span>}
                {movedWords(l, words) && <span className="count-moved"> · {movedWords(l, words)}</span>}
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
  const words = useWords();
  const { up, down } = review;
  return (
    <div className="count-review">
      <p className="count-totals" role="status">
        {words.formatMessage(messages.totals, {
          upUnits: up.units,
          upValue: moneyWords(toCents(up.value), currency),
          downUnits: down.units,
          downValue: moneyWords(toCents(down.value), currency),
        })}
      </p>
      <VarianceTable review={review} currency={currency} />
      <div className="count-actions">
        {review.uncounted > 0 && (
          <label className="count-choice">
            <input type="checkbox" checked={zero} onChange={(e) => setZero(e.target.checked)} />
            {words.formatMessage(messages.zeroUncounted, { count: review.uncounted })}
          </label>
        )}
        <button type="button" className="btn" disabled={busy} onClick={closeReview}>
          {words.formatMessage(messages.backToCounting)}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void apply(zero)}>
          {words.formatMessage(busy ? messages.applying : messages.apply)}
        </button>
      </div>
    </div>
  );
}
