/**
 * Paper for chosen orders of the store: a pick list or packing slips for order numbers typed or
 * pasted here (the orders board's selection gives the same list). Manager-only: a manager's PIN
 * is asked for when someone else is on the till.
 */
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { parseOrderNumbers } from '../reports/order-numbers.js';
import type { PaperKind } from '../reports/PaperDialog.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'orders.paper.title', defaultMessage: 'Pick list and packing slips' },
  numbers: { id: 'orders.paper.numbers', defaultMessage: 'Orders to print' },
  hint: { id: 'orders.paper.hint', defaultMessage: 'Their numbers, up to 100 orders of the store, separated by commas or spaces.' },
  pickList: { id: 'orders.paper.pickList', defaultMessage: 'Pick list' },
  packingSlips: { id: 'orders.paper.packingSlips', defaultMessage: 'Packing slips' },
  opening: { id: 'orders.paper.opening', defaultMessage: 'Opening…' },
});

const PaperDialog = lazy(() => import('../reports/PaperDialog.js').then((m) => ({ default: m.PaperDialog })));

export function PaperForOrders() {
  const id = useId();
  const words = useWords();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<{ kind: PaperKind; numbers: string[] } | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const show = (kind: PaperKind, e: FormEvent | React.MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    const parsed = parseOrderNumbers(text);
    if ('error' in parsed) {
      setError(parsed.error);
      input.current?.focus();
      return;
    }
    setError(null);
    opener.current = e.currentTarget instanceof HTMLButtonElement ? e.currentTarget : null;
    setOpen({ kind, numbers: parsed.numbers });
  };

  return (
    <section className="card paper-for-orders" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{words.formatMessage(messages.title)}</h3>
      <form noValidate onSubmit={(e) => show('pick-list', e)}>
        <div className="field">
          <label htmlFor={`${id}-numbers`}>{words.formatMessage(messages.numbers)}</label>
          <textarea
            id={`${id}-numbers`}
            ref={input}
            rows={2}
            spellCheck={false}
            placeholder="R123456789, R987654321" // not-words: example order numbers
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(e) => setText(e.target.value)}
          />
          <span id={`${id}-hint`} className="muted small">
            {words.formatMessage(messages.hint)}
          </span>
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="row-actions">
          <button type="submit" className="btn btn-touch" onClick={(e) => show('pick-list', e)}>
            {words.formatMessage(messages.pickList)}
          </button>
          <button type="button" className="btn btn-touch" onClick={(e) => show('packing-slips', e)}>
            {words.formatMessage(messages.packingSlips)}
          </button>
        </div>
      </form>
      {open && (
        <Suspense fallback={<p role="status">{words.formatMessage(messages.opening)}</p>}>
          <PaperDialog
            kind={open.kind}
            orderNumbers={open.numbers}
            onClose={() => {
              setOpen(null);
              setTimeout(() => opener.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
