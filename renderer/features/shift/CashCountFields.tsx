/**
 * Counting the drawer: how many of each note and coin (the store's currency decides which), with
 * each line's value and the total following as the clerk types; or one total where the till knows
 * no denominations or the clerk prefers it. What it answers is what the main process checks again.
 */
import { useId } from 'react';
import type { Denomination } from '../../../shared/sale/cash-denominations.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { draftCents, wholeCount, type CountDraft } from './count-draft.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  byTotal: { id: 'shift.count.byTotal', defaultMessage: 'Enter a total instead of counting by note and coin' },
  total: { id: 'shift.count.total', defaultMessage: 'Total counted' },
  caption: { id: 'shift.count.caption', defaultMessage: '{legend}: notes and coins' },
  denomination: { id: 'shift.count.denomination', defaultMessage: 'Note or coin' },
  howMany: { id: 'shift.count.howMany', defaultMessage: 'How many' },
  value: { id: 'shift.count.value', defaultMessage: 'Value' },
  name: { id: 'shift.count.name', defaultMessage: '{label} {kind, select, note {notes} other {coins}}' },
  whole: { id: 'shift.count.whole', defaultMessage: 'a whole number' },
  counted: { id: 'shift.count.counted', defaultMessage: 'Counted <strong>{amount}</strong>' },
});

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
  const words = useWords();
  const cents = draftCents(draft, denominations);
  const byTotal = draft.byTotal || denominations.length === 0;
  return (
    <fieldset className="cash-count">
      <legend>{legend}</legend>
      {denominations.length > 0 && (
        <label className="check cash-count-mode">
          <input type="checkbox" checked={draft.byTotal} onChange={(e) => onChange({ ...draft, byTotal: e.target.checked })} />
          <span>{words.formatMessage(messages.byTotal)}</span>
        </label>
      )}
      {byTotal ? (
        <div className="field">
          <label htmlFor={`${id}-total`}>{words.formatMessage(messages.total)}</label>
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
          <caption className="visually-hidden">{words.formatMessage(messages.caption, { legend })}</caption>
          <thead>
            <tr>
              <th scope="col">{words.formatMessage(messages.denomination)}</th>
              <th scope="col" className="num">
                {words.formatMessage(messages.howMany)}
              </th>
              <th scope="col" className="num">
                {words.formatMessage(messages.value)}
              </th>
            </tr>
          </thead>
          <tbody>
            {denominations.map((d, i) => {
              const name = words.formatMessage(messages.name, { label: d.label, kind: d.kind });
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
                  <td className="num">{bad ? words.formatMessage(messages.whole) : moneyWords(toCents(d.value) * wholeCount(typed), currency)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="cash-count-total" role="status" aria-live="polite">
        <p>
          {words.formatMessage(messages.counted, {
            amount: cents === null ? '—' : moneyWords(cents, currency),
            strong: (chunks) => <strong className="num">{chunks}</strong>,
          })}
        </p>
        {summary?.(cents)}
      </div>
    </fieldset>
  );
}
