/**
 * Counting: a scan counts one (the Stock screen hands it here), or a code typed with a quantity
 * sets its line; the lines, the last counted first, each with what the store said when it was
 * first counted and ± keys. The code field keeps the focus after each count.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CountLine, StockCountView } from '../../../../shared/stock/count-calls.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { say } from '../../../i18n/screen-language.js';
import { useWords } from '../../../i18n/use-words.js';
import { useStockScan } from '../stock-scan.js';
import { useCount } from './count-store.js';

const messages = defineMessages({
  counted: { id: 'stock.countLines.counted', defaultMessage: 'Counted {name}: {counted}' },
  expectedReading: { id: 'stock.countLines.expectedReading', defaultMessage: 'the store’s count is being read' },
  expected: { id: 'stock.countLines.expected', defaultMessage: 'the store said {expected}' },
  oneFewer: { id: 'stock.countLines.oneFewer', defaultMessage: 'One fewer {name}' },
  countedOf: { id: 'stock.countLines.countedOf', defaultMessage: 'Counted {name}' },
  oneMore: { id: 'stock.countLines.oneMore', defaultMessage: 'One more {name}' },
  takeOff: { id: 'stock.countLines.takeOff', defaultMessage: 'Take {name} off the count' },
  form: { id: 'stock.countLines.form', defaultMessage: 'Count a product' },
  code: { id: 'stock.countLines.code', defaultMessage: 'Code' },
  quantity: { id: 'stock.countLines.quantity', defaultMessage: 'Quantity' },
  count: { id: 'stock.countLines.count', defaultMessage: 'Count' },
  hint: { id: 'stock.countLines.hint', defaultMessage: 'Scan each item, or type its code (and a quantity to set it).' },
  lines: { id: 'stock.countLines.lines', defaultMessage: 'Lines counted' },
  totals: {
    id: 'stock.countLines.totals',
    defaultMessage: '{lines, plural, one {# line} other {# lines}}, {units, plural, one {# unit} other {# units}}',
  },
  discard: { id: 'stock.countLines.discard', defaultMessage: 'Discard count' },
  review: { id: 'stock.countLines.review', defaultMessage: 'Review variances' },
});

const nameOf = (line: CountLine) => (line.optionsText ? `${line.name} (${line.optionsText})` : line.name);

const countedWords = (count: StockCountView | null) => {
  const line = count?.lines[0];
  return line ? say(messages.counted, { name: nameOf(line), counted: line.counted }) : null;
};

function Line({ line, busy }: { line: CountLine; busy: boolean }) {
  const run = useCount((s) => s.run);
  const words = useWords();
  const named = nameOf(line);
  const set = (quantity: number) => run(() => pos().stockCount.setCounted(line.variantId, quantity));
  return (
    <li className="count-line">
      <span className="count-line-name">
        <strong>{named}</strong>
        <span className="muted">
          <bdi dir="ltr">{line.sku}</bdi> ·{' '}
          {line.expected === null ? words.formatMessage(messages.expectedReading) : words.formatMessage(messages.expected, { expected: line.expected })}
        </span>
      </span>
      <button
        type="button"
        className="btn"
        aria-label={words.formatMessage(messages.oneFewer, { name: named })}
        disabled={busy || line.counted === 0}
        onClick={() => void set(line.counted - 1)}
      >
        −
      </button>
      <output className="count-line-counted" aria-label={words.formatMessage(messages.countedOf, { name: named })}>
        {line.counted}
      </output>
      <button
        type="button"
        className="btn"
        aria-label={words.formatMessage(messages.oneMore, { name: named })}
        disabled={busy}
        onClick={() => void set(line.counted + 1)}
      >
        +
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        aria-label={words.formatMessage(messages.takeOff, { name: named })}
        disabled={busy}
        onClick={() => void run(() => pos().stockCount.removeLine(line.variantId))}
      >
        ✕
      </button>
    </li>
  );
}

export function CountLines({ count }: { count: StockCountView }) {
  const busy = useCount((s) => s.busy);
  const run = useCount((s) => s.run);
  const showReview = useCount((s) => s.showReview);
  const said = useCount((s) => s.said);
  const words = useWords();
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  const codeId = useId();
  const quantityId = useId();

  useEffect(() => {
    const setHandler = useStockScan.getState().setHandler;
    setHandler((scanned) => void run(() => pos().stockCount.count(scanned, null), countedWords).then(() => codeField.current?.focus()));
    return () => setHandler(null);
  }, [run]);

  // The store's counts are read in the main process a moment after new lines: look again until they are there.
  const reading = count.lines.some((l) => l.expected === null);
  useEffect(() => {
    if (!reading) return;
    const timer = setInterval(() => {
      void pos()
        .stockCount.current()
        .then((now) => {
          if (now && now.id === useCount.getState().count?.id) useCount.setState({ count: now });
        })
        .catch(() => {});
    }, 1_500);
    return () => clearInterval(timer);
  }, [reading]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    const typed = quantity.trim() === '' ? null : Number(quantity);
    await run(() => pos().stockCount.count(code.trim(), typed !== null && Number.isInteger(typed) && typed >= 0 ? typed : null), countedWords);
    setCode('');
    setQuantity('');
    codeField.current?.focus();
  };

  const units = count.lines.reduce((sum, l) => sum + l.counted, 0);
  return (
    <div className="count-counting">
      <form className="count-entry" aria-label={words.formatMessage(messages.form)} onSubmit={(e) => void submit(e)}>
        <div className="field count-code">
          <label htmlFor={codeId}>{words.formatMessage(messages.code)}</label>
          <input id={codeId} ref={codeField} className="input" autoFocus value={code} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
        </div>
        <div className="field count-quantity">
          <label htmlFor={quantityId}>{words.formatMessage(messages.quantity)}</label>
          <input
            id={quantityId}
            className="input"
            inputMode="numeric"
            placeholder="+1"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ''))}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {words.formatMessage(messages.count)}
        </button>
      </form>
      <p role="status" className="muted count-said">
        {said ?? words.formatMessage(messages.hint)}
      </p>
      <ul className="count-lines" aria-label={words.formatMessage(messages.lines)}>
        {count.lines.map((line) => (
          <Line key={line.variantId} line={line} busy={busy} />
        ))}
      </ul>
      <div className="count-actions">
        <span className="muted">{words.formatMessage(messages.totals, { lines: count.lines.length, units })}</span>
        <button type="button" className="btn" disabled={busy} onClick={() => void run(async () => (await pos().stockCount.discard(), null))}>
          {words.formatMessage(messages.discard)}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || (count.lines.length === 0 && count.scope === 'partial')}
          onClick={() => void showReview()}
        >
          {words.formatMessage(messages.review)}
        </button>
      </div>
    </div>
  );
}
