/**
 * Labels: products found by search (or scanned: a scan here queues its product's labels instead of
 * ringing it up) and queued with a quantity per variant, then printed on the receipt printer as
 * thermal labels, or shown as an A4 or Letter sheet the page prints or saves as a PDF.
 */
import { useState, type FormEvent } from 'react';
import { isThermal, LABEL_SHEETS, labelLinesOf, THERMAL_LABEL_SIZES, type LabelSize } from '../../../shared/labels/label-lines.js';
import type { Product } from '../../../shared/storefront/types/types.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { usePaper } from '../../ui/use-paper.js';
import { LabelSheet } from './LabelSheet.js';
import { labelCount, queueLabels, useLabelQueue } from './label-queue.js';
import '../../styles/labels.css';

const SIZES: { size: LabelSize; words: string }[] = [
  ...Object.entries(THERMAL_LABEL_SIZES).map(([size, { words }]) => ({ size: size as LabelSize, words })),
  ...Object.entries(LABEL_SHEETS).map(([size, { words }]) => ({ size: size as LabelSize, words })),
];

/** A scanned or typed code: its product's labels queued (one of the variant scanned). */
export async function queueLabelsOfCode(code: string): Promise<boolean> {
  const match = await pos().catalog.lookupCode(code);
  if (!match) return false;
  queueLabels(labelLinesOf(match.product).filter((line) => line.variantId === match.variantId));
  return true;
}

function LabelSearch() {
  const [text, setText] = useState('');
  const [found, setFound] = useState<Product[] | null>(null);
  const { busy, error, run } = useAction();
  const search = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => setFound((await pos().catalog.search({ text: text.trim(), perPage: 20 })).items));
  };
  return (
    <section className="labels-pane" aria-labelledby="labels-find-title">
      <h3 id="labels-find-title">Find products</h3>
      <form className="labels-search" role="search" onSubmit={search}>
        <input
          className="input"
          type="search"
          aria-label="Product name or SKU"
          placeholder="Name or SKU; or scan"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn" disabled={busy}>
          Search
        </button>
      </form>
      {error && <p className="field-error">{error.message}</p>}
      <ul className="labels-list" aria-label="Products found">
        {found?.length === 0 && <li className="muted">Nothing found.</li>}
        {found?.map((product) => (
          <li key={product.id} className="labels-row">
            <span className="labels-row-name">{product.name}</span>
            <button type="button" className="btn" onClick={() => queueLabels(labelLinesOf(product))} disabled={labelLinesOf(product).length === 0}>
              Add labels for {product.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LabelQueue() {
  const lines = useLabelQueue((s) => s.lines);
  const setQuantity = useLabelQueue((s) => s.setQuantity);
  const remove = useLabelQueue((s) => s.remove);
  return (
    <ul className="labels-list" aria-label="Labels to print">
      {lines.length === 0 && <li className="muted">No labels yet: find a product, or scan one, or choose “Print labels” in a product.</li>}
      {lines.map((line) => (
        <li key={line.variantId} className="labels-row">
          <span className="labels-row-name">
            {line.name}
            <span className="muted">
              {' '}
              · {line.code}
              {line.price ? ` · ${line.price}` : ''}
            </span>
          </span>
          <span className="labels-quantity">
            <button type="button" className="btn" aria-label={`One label fewer of ${line.name}`} onClick={() => setQuantity(line.variantId, line.quantity - 1)}>
              −
            </button>
            <input
              className="input"
              inputMode="numeric"
              aria-label={`Labels of ${line.name}`}
              value={line.quantity}
              onChange={(e) => setQuantity(line.variantId, Number(e.target.value) || 1)}
            />
            <button type="button" className="btn" aria-label={`One label more of ${line.name}`} onClick={() => setQuantity(line.variantId, line.quantity + 1)}>
              +
            </button>
            <button type="button" className="btn btn-ghost" aria-label={`Remove ${line.name}`} onClick={() => remove(line.variantId)}>
              ✕
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function LabelsScreen() {
  const lines = useLabelQueue((s) => s.lines);
  const size = useLabelQueue((s) => s.size);
  const setSize = useLabelQueue((s) => s.setSize);
  const clear = useLabelQueue((s) => s.clear);
  const [sheetShown, setSheetShown] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const paper = usePaper();
  const count = labelCount(lines);
  const printThermal = () =>
    void run(async () => {
      if (!isThermal(size)) return;
      const outcome = await pos().labels.print(lines, size);
      setSaid(outcome.ok ? `${count === 1 ? '1 label' : `${count} labels`} sent to the receipt printer.` : outcome.words);
    });

  if (sheetShown && !isThermal(size)) {
    return (
      <div className="labels-screen labels-printing">
        <div className="labels-actions receipt-actions">
          <button type="button" className="btn" onClick={() => setSheetShown(false)}>
            Back to the labels
          </button>
          <button type="button" className="btn btn-primary" onClick={paper.print} disabled={paper.working !== null}>
            Print the sheet
          </button>
          <button type="button" className="btn" onClick={() => paper.savePdf('labels.pdf')} disabled={paper.working !== null}>
            Save as PDF
          </button>
          {paper.note && <span role="status">{paper.note.text}</span>}
        </div>
        <div className="labels-sheet-scroll">
          <LabelSheet lines={lines} size={size} />
        </div>
      </div>
    );
  }

  return (
    <div className="labels-screen">
      <header className="screen-header">
        <h2>Labels</h2>
        <span className="muted">{count === 1 ? '1 label' : `${count} labels`} queued</span>
      </header>
      <div className="labels-panes">
        <LabelSearch />
        <section className="labels-pane" aria-labelledby="labels-queue-title">
          <h3 id="labels-queue-title">To print</h3>
          <LabelQueue />
          <fieldset className="labels-sizes">
            <legend>Label size</legend>
            {SIZES.map((choice) => (
              <label key={choice.size} className="labels-size">
                <input type="radio" name="label-size" checked={size === choice.size} onChange={() => setSize(choice.size)} />
                {choice.words}
              </label>
            ))}
          </fieldset>
          <div className="labels-actions">
            {isThermal(size) ? (
              <button type="button" className="btn btn-primary" disabled={count === 0 || busy} onClick={printThermal}>
                Print on the receipt printer
              </button>
            ) : (
              <button type="button" className="btn btn-primary" disabled={count === 0} onClick={() => setSheetShown(true)}>
                Show the sheet
              </button>
            )}
            <button type="button" className="btn" disabled={count === 0} onClick={clear}>
              Clear
            </button>
          </div>
          <p role="status" className={error ? 'field-error' : 'muted'}>
            {error?.message ?? said ?? ''}
          </p>
        </section>
      </div>
    </div>
  );
}
