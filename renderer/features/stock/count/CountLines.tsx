/**
 * Counting: a scan counts one (the Stock screen hands it here), or a code typed with a quantity
 * sets its line; the lines, the last counted first, each with what the store said when it was
 * first counted and ± keys. The code field keeps the focus after each count.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CountLine, StockCountView } from '../../../../shared/stock/count-calls.js';
import { pos } from '../../../bridge/pos.js';
import { useStockScan } from '../stock-scan.js';
import { useCount } from './count-store.js';

const countedWords = (count: StockCountView | null) => {
  const line = count?.lines[0];
  return line ? `Counted ${line.name}${line.optionsText ? ` (${line.optionsText})` : ''}: ${line.counted}` : null;
};

function Line({ line, busy }: { line: CountLine; busy: boolean }) {
  const run = useCount((s) => s.run);
  const named = line.optionsText ? `${line.name} (${line.optionsText})` : line.name;
  const set = (quantity: number) => run(() => pos().stockCount.setCounted(line.variantId, quantity));
  return (
    <li className="count-line">
      <span className="count-line-name">
        <strong>{named}</strong>
        <span className="muted">
          {line.sku} · {line.expected === null ? 'the store’s count is being read' : `the store said ${line.expected}`}
        </span>
      </span>
      <button type="button" className="btn" aria-label={`One fewer ${named}`} disabled={busy || line.counted === 0} onClick={() => void set(line.counted - 1)}>
        −
      </button>
      <output className="count-line-counted" aria-label={`Counted ${named}`}>
        {line.counted}
      </output>
      <button type="button" className="btn" aria-label={`One more ${named}`} disabled={busy} onClick={() => void set(line.counted + 1)}>
        +
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        aria-label={`Take ${named} off the count`}
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
      <form className="count-entry" aria-label="Count a product" onSubmit={(e) => void submit(e)}>
        <div className="field count-code">
          <label htmlFor={codeId}>Code</label>
          <input id={codeId} ref={codeField} className="input" autoFocus value={code} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
        </div>
        <div className="field count-quantity">
          <label htmlFor={quantityId}>Quantity</label>
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
          Count
        </button>
      </form>
      <p role="status" className="muted count-said">
        {said ?? 'Scan each item, or type its code (and a quantity to set it).'}
      </p>
      <ul className="count-lines" aria-label="Lines counted">
        {count.lines.map((line) => (
          <Line key={line.variantId} line={line} busy={busy} />
        ))}
      </ul>
      <div className="count-actions">
        <span className="muted">
          {count.lines.length} lines, {units} units
        </span>
        <button type="button" className="btn" disabled={busy} onClick={() => void run(async () => (await pos().stockCount.discard(), null))}>
          Discard count
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || (count.lines.length === 0 && count.scope === 'partial')}
          onClick={() => void showReview()}
        >
          Review variances
        </button>
      </div>
    </div>
  );
}
