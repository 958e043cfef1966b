/**
 * Labels: products found by search (or scanned: a scan here queues its product's labels instead of
 * ringing it up) and queued with a quantity per variant, then printed on the receipt printer as
 * thermal labels, or shown as an A4 or Letter sheet the page prints or saves as a PDF.
 */
import { useState, type FormEvent } from 'react';
import { defineMessages } from '../../../shared/i18n/words.js';
import { sayComposed } from '../../../shared/staff/composed-words.js';
import { isThermal, LABEL_SHEETS, labelLinesOf, THERMAL_LABEL_SIZES, type LabelSize } from '../../../shared/labels/label-lines.js';
import type { Product } from '../../../shared/storefront/types/types.js';
import { pos } from '../../bridge/pos.js';
import { useWords } from '../../i18n/use-words.js';
import { useAction } from '../../ui/use-action.js';
import { usePaper } from '../../ui/use-paper.js';
import { LabelSheet } from './LabelSheet.js';
import { labelCount, queueLabels, useLabelQueue } from './label-queue.js';
import { LABEL_SIZE_WORDS } from './label-size-words.js';
import '../../styles/labels.css';

const messages = defineMessages({
  findTitle: { id: 'labels.screen.findTitle', defaultMessage: 'Find products' },
  searchField: { id: 'labels.screen.searchField', defaultMessage: 'Product name or SKU' },
  searchPlaceholder: { id: 'labels.screen.searchPlaceholder', defaultMessage: 'Name or SKU; or scan' },
  search: { id: 'labels.screen.search', defaultMessage: 'Search' },
  found: { id: 'labels.screen.found', defaultMessage: 'Products found' },
  nothingFound: { id: 'labels.screen.nothingFound', defaultMessage: 'Nothing found.' },
  addFor: { id: 'labels.screen.addFor', defaultMessage: 'Add labels for {name}' },
  queue: { id: 'labels.screen.queue', defaultMessage: 'Labels to print' },
  emptyQueue: {
    id: 'labels.screen.emptyQueue',
    defaultMessage: 'No labels yet: find a product, or scan one, or choose “Print labels” in a product.',
  },
  oneFewer: { id: 'labels.screen.oneFewer', defaultMessage: 'One label fewer of {name}' },
  labelsOf: { id: 'labels.screen.labelsOf', defaultMessage: 'Labels of {name}' },
  oneMore: { id: 'labels.screen.oneMore', defaultMessage: 'One label more of {name}' },
  remove: { id: 'labels.screen.remove', defaultMessage: 'Remove {name}' },
  sent: { id: 'labels.screen.sent', defaultMessage: '{count, plural, one {# label} other {# labels}} sent to the receipt printer.' },
  backToLabels: { id: 'labels.screen.backToLabels', defaultMessage: 'Back to the labels' },
  printSheet: { id: 'labels.screen.printSheet', defaultMessage: 'Print the sheet' },
  savePdf: { id: 'labels.screen.savePdf', defaultMessage: 'Save as PDF' },
  title: { id: 'labels.screen.title', defaultMessage: 'Labels' },
  queued: { id: 'labels.screen.queued', defaultMessage: '{count, plural, one {# label} other {# labels}} queued' },
  toPrint: { id: 'labels.screen.toPrint', defaultMessage: 'To print' },
  size: { id: 'labels.screen.size', defaultMessage: 'Label size' },
  printThermal: { id: 'labels.screen.printThermal', defaultMessage: 'Print on the receipt printer' },
  showSheet: { id: 'labels.screen.showSheet', defaultMessage: 'Show the sheet' },
  clear: { id: 'labels.screen.clear', defaultMessage: 'Clear' },
});

/** The sheet saved as a PDF. */
const SHEET_FILE = 'labels.pdf'; // not-words: a file's name

const SIZES: LabelSize[] = [...(Object.keys(THERMAL_LABEL_SIZES) as LabelSize[]), ...(Object.keys(LABEL_SHEETS) as LabelSize[])];

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
  const words = useWords();
  const search = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => setFound((await pos().catalog.search({ text: text.trim(), perPage: 20 })).items));
  };
  return (
    <section className="labels-pane" aria-labelledby="labels-find-title">
      <h3 id="labels-find-title">{words.formatMessage(messages.findTitle)}</h3>
      <form className="labels-search" role="search" onSubmit={search}>
        <input
          className="input"
          type="search"
          aria-label={words.formatMessage(messages.searchField)}
          placeholder={words.formatMessage(messages.searchPlaceholder)}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn" disabled={busy}>
          {words.formatMessage(messages.search)}
        </button>
      </form>
      {error && <p className="field-error">{error.message}</p>}
      <ul className="labels-list" aria-label={words.formatMessage(messages.found)}>
        {found?.length === 0 && <li className="muted">{words.formatMessage(messages.nothingFound)}</li>}
        {found?.map((product) => (
          <li key={product.id} className="labels-row">
            <span className="labels-row-name">{product.name}</span>
            <button type="button" className="btn" onClick={() => queueLabels(labelLinesOf(product))} disabled={labelLinesOf(product).length === 0}>
              {words.formatMessage(messages.addFor, { name: product.name })}
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
  const words = useWords();
  return (
    <ul className="labels-list" aria-label={words.formatMessage(messages.queue)}>
      {lines.length === 0 && <li className="muted">{words.formatMessage(messages.emptyQueue)}</li>}
      {lines.map((line) => (
        <li key={line.variantId} className="labels-row">
          <span className="labels-row-name">
            {line.name}
            <span className="muted">
              {' '}
              · <bdi dir="ltr">{line.code}</bdi>
              {line.price ? ` · ${line.price}` : ''}
            </span>
          </span>
          <span className="labels-quantity">
            <button
              type="button"
              className="btn"
              aria-label={words.formatMessage(messages.oneFewer, { name: line.name })}
              onClick={() => setQuantity(line.variantId, line.quantity - 1)}
            >
              −
            </button>
            <input
              className="input"
              inputMode="numeric"
              aria-label={words.formatMessage(messages.labelsOf, { name: line.name })}
              value={line.quantity}
              onChange={(e) => setQuantity(line.variantId, Number(e.target.value) || 1)}
            />
            <button
              type="button"
              className="btn"
              aria-label={words.formatMessage(messages.oneMore, { name: line.name })}
              onClick={() => setQuantity(line.variantId, line.quantity + 1)}
            >
              +
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={words.formatMessage(messages.remove, { name: line.name })}
              onClick={() => remove(line.variantId)}
            >
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
  const words = useWords();
  const count = labelCount(lines);
  const printThermal = () =>
    void run(async () => {
      if (!isThermal(size)) return;
      const outcome = await pos().labels.print(lines, size);
      setSaid(outcome.ok ? words.formatMessage(messages.sent, { count }) : sayComposed(outcome.words));
    });

  if (sheetShown && !isThermal(size)) {
    return (
      <div className="labels-screen labels-printing">
        <div className="labels-actions receipt-actions">
          <button type="button" className="btn" onClick={() => setSheetShown(false)}>
            {words.formatMessage(messages.backToLabels)}
          </button>
          <button type="button" className="btn btn-primary" onClick={paper.print} disabled={paper.working !== null}>
            {words.formatMessage(messages.printSheet)}
          </button>
          <button type="button" className="btn" onClick={() => paper.savePdf(SHEET_FILE)} disabled={paper.working !== null}>
            {words.formatMessage(messages.savePdf)}
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
        <h2>{words.formatMessage(messages.title)}</h2>
        <span className="muted">{words.formatMessage(messages.queued, { count })}</span>
      </header>
      <div className="labels-panes">
        <LabelSearch />
        <section className="labels-pane" aria-labelledby="labels-queue-title">
          <h3 id="labels-queue-title">{words.formatMessage(messages.toPrint)}</h3>
          <LabelQueue />
          <fieldset className="labels-sizes">
            <legend>{words.formatMessage(messages.size)}</legend>
            {SIZES.map((choice) => (
              <label key={choice} className="labels-size">
                <input type="radio" name="label-size" checked={size === choice} onChange={() => setSize(choice)} />
                {words.formatMessage(LABEL_SIZE_WORDS[choice])}
              </label>
            ))}
          </fieldset>
          <div className="labels-actions">
            {isThermal(size) ? (
              <button type="button" className="btn btn-primary" disabled={count === 0 || busy} onClick={printThermal}>
                {words.formatMessage(messages.printThermal)}
              </button>
            ) : (
              <button type="button" className="btn btn-primary" disabled={count === 0} onClick={() => setSheetShown(true)}>
                {words.formatMessage(messages.showSheet)}
              </button>
            )}
            <button type="button" className="btn" disabled={count === 0} onClick={clear}>
              {words.formatMessage(messages.clear)}
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
