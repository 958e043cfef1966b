/**
 * Counting the drawer: how many of each note and coin (the store's currency decides which), with
 * each line's value and the total following as the clerk types; or one total where the till knows
 * no denominations or the clerk prefers it. What it answers is what the main process checks again.
 */
import { useId } from 'react';
import type { Denomination } from '../../../shared/sale/cash-denominations.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { draftCents, wholeCount, type CountDraft } from './count-draft.js';

export function CashCountFields({
  legend,
  currency,
  denominations,
  draft,
  onChange,
  summary,
}: {
  legend: string;
  currency: string;
  denominations: readonly Denomination[];
  draft: CountDraft;
  onChange(draft: CountDraft): void;
  /** Lines under the total (expected, over or short), announced with it. */
  summary?: (countedCents: number | null) => React.ReactNode;
}) {
  const id = useId();
  const cents = draftCents(draft, denominations);
  const byTotal = draft.byTotal || denominations.length === 0;
  return (
    <fieldset className="cash-count">
      <legend>{legend}</legend>
      {denominations.length > 0 && (
        <label className="check cash-count-mode">
          <input type="checkbox" checked={draft.byTotal} onChange={(e) => onChange({ ...draft, byTotal: e.target.checked })} />
          <span>Enter a total instead of counting by note and coin</span>
        </label>
      )}
      {byTotal ? (
        <div className="field">
          <label htmlFor={`${id}-total`}>Total counted</label>
          <input
            id={`${id}-total`}
            inputMode="decimal"
            className="num"
            value={draft.total}
            autoComplete="off"
            onChange={(e) => onChange({ ...draft, total: e.target.value })}
          />
        </div>
      ) : (
        <table className="denominations">
          <caption className="visually-hidden">{legend}: notes and coins</caption>
          <thead>
            <tr>
              <th scope="col">Note or coin</th>
              <th scope="col" className="num">
                How many
              </th>
              <th scope="col" className="num">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {denominations.map((d, i) => {
              const name = `${d.label} ${d.kind}s`;
              const typed = draft.counts[i] ?? '';
              const bad = typed.trim() !== '' && !/^\d{1,6}$/.test(typed.trim());
              return (
                <tr key={`${d.kind}-${d.value}`}>
                  <th scope="row">
                    <label htmlFor={`${id}-${i}`}>{name}</label>
                  </th>
                  <td className="num">
                    <input
                      id={`${id}-${i}`}
                      className="count-input num"
                      inputMode="numeric"
                      autoComplete="off"
                      value={typed}
                      aria-invalid={bad || undefined}
                      onChange={(e) => onChange({ ...draft, counts: { ...draft.counts, [i]: e.target.value } })}
                    />
                  </td>
                  <td className="num">{bad ? 'a whole number' : moneyWords(toCents(d.value) * wholeCount(typed), currency)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="cash-count-total" role="status" aria-live="polite">
        <p>
          Counted <strong className="num">{cents === null ? '—' : moneyWords(cents, currency)}</strong>
        </p>
        {summary?.(cents)}
      </div>
    </fieldset>
  );
}
