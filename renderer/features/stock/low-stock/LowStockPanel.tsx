/**
 * The Stock screen's Low stock tab: the variants at or below their threshold (the lowest first)
 * with their units at each location, the reorder list saved as CSV, and a threshold set or removed
 * for a variant (by SKU or scan) or for a category (its variants without one of their own, in it
 * and the categories below it). Setting one asks for the stock right (or a manager's approval).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { Taxon } from '../../../../shared/storefront/types/types.js';
import type { LowStockList } from '../../../../shared/stock/low-stock.js';
import type { ThresholdSubject } from '../../../../shared/stock/low-stock-calls.js';
import { reorderQuantity } from '../../../../shared/stock/low-stock.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { useWords } from '../../../i18n/use-words.js';
import { ErrorBanner } from '../../../ui/ErrorBanner.js';
import { useAction } from '../../../ui/use-action.js';
import { downloadText } from '../../reports/download-text.js';
import { useStockScan } from '../stock-scan.js';

const messages = defineMessages({
  categoryForm: { id: 'stock.lowStock.categoryForm', defaultMessage: 'Category threshold' },
  category: { id: 'stock.lowStock.category', defaultMessage: 'Category' },
  chooseCategory: { id: 'stock.lowStock.chooseCategory', defaultMessage: 'Choose a category' },
  lowAt: { id: 'stock.lowStock.lowAt', defaultMessage: 'Low at' },
  setForCategory: { id: 'stock.lowStock.setForCategory', defaultMessage: 'Set for the category' },
  remove: { id: 'stock.lowStock.remove', defaultMessage: 'Remove' },
  downloaded: { id: 'stock.lowStock.downloaded', defaultMessage: '{fileName} downloaded ({rows, plural, one {# row} other {# rows}}).' },
  savedAs: { id: 'stock.lowStock.savedAs', defaultMessage: 'Saved as {path} ({rows, plural, one {# row} other {# rows}}).' },
  notSaved: { id: 'stock.lowStock.notSaved', defaultMessage: 'Not saved.' },
  wholeNumber: { id: 'stock.lowStock.wholeNumber', defaultMessage: 'A threshold is a whole number of units, 0 or more.' },
  removed: { id: 'stock.lowStock.removed', defaultMessage: 'Threshold of {what} removed.' },
  set: { id: 'stock.lowStock.set', defaultMessage: '{what} is low at {value} or fewer.' },
  noCode: { id: 'stock.lowStock.noCode', defaultMessage: 'Nothing has the SKU or barcode {code}.' },
  reading: { id: 'stock.lowStock.reading', defaultMessage: 'Reading…' },
  readAgain: { id: 'stock.lowStock.readAgain', defaultMessage: 'Read again' },
  saveCsv: { id: 'stock.lowStock.saveCsv', defaultMessage: 'Save reorder list (CSV)' },
  variantForm: { id: 'stock.lowStock.variantForm', defaultMessage: 'Low-stock threshold' },
  sku: { id: 'stock.lowStock.sku', defaultMessage: 'SKU or barcode' },
  setThreshold: { id: 'stock.lowStock.setThreshold', defaultMessage: 'Set threshold' },
  nothingLow: { id: 'stock.lowStock.nothingLow', defaultMessage: 'Nothing is at or below its threshold.' },
  table: { id: 'stock.lowStock.table', defaultMessage: 'Low stock' },
  product: { id: 'stock.lowStock.product', defaultMessage: 'Product' },
  skuColumn: { id: 'stock.lowStock.skuColumn', defaultMessage: 'SKU' },
  onHand: { id: 'stock.lowStock.onHand', defaultMessage: 'On hand' },
  order: { id: 'stock.lowStock.order', defaultMessage: 'Order' },
  fromCategory: { id: 'stock.lowStock.fromCategory', defaultMessage: '(category)' },
});

/** A category's threshold: the category chosen, the units typed, set or removed (by the panel). */
function CategoryThresholdForm({ busy, onSet }: { busy: boolean; onSet(taxon: Taxon, typed: string, remove: boolean): void }) {
  const [taxons, setTaxons] = useState<Taxon[]>([]);
  const [taxonId, setTaxonId] = useState('');
  const [typed, setTyped] = useState('');
  const words = useWords();
  useEffect(() => {
    void pos()
      .catalog.taxons()
      .then((t) => setTaxons(t.filter((x) => x.depth > 0)))
      .catch(() => setTaxons([]));
  }, []);
  const taxon = taxons.find((t) => t.id === taxonId);
  const submit = (e: FormEvent, remove = false) => {
    e.preventDefault();
    if (taxon) onSet(taxon, typed, remove);
  };
  return (
    <form className="low-stock-threshold" aria-label={words.formatMessage(messages.categoryForm)} onSubmit={(e) => submit(e)}>
      <label htmlFor="low-stock-category">{words.formatMessage(messages.category)}</label>
      <select id="low-stock-category" className="input" value={taxonId} onChange={(e) => setTaxonId(e.target.value)} required>
        <option value="">{words.formatMessage(messages.chooseCategory)}</option>
        {taxons.map((t) => (
          <option key={t.id} value={t.id}>
            {t.prettyName || t.name}
          </option>
        ))}
      </select>
      <label htmlFor="low-stock-category-threshold">{words.formatMessage(messages.lowAt)}</label>
      <input id="low-stock-category-threshold" type="number" inputMode="numeric" min={0} value={typed} onChange={(e) => setTyped(e.target.value)} />
      <button type="submit" className="btn btn-touch" disabled={busy || !taxon || typed === ''}>
        {words.formatMessage(messages.setForCategory)}
      </button>
      <button type="button" className="btn btn-ghost btn-touch" disabled={busy || !taxon} onClick={(e) => submit(e, true)}>
        {words.formatMessage(messages.remove)}
      </button>
    </form>
  );
}

export function LowStockPanel() {
  const [list, setList] = useState<LowStockList | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [sku, setSku] = useState('');
  const [threshold, setThreshold] = useState('');
  const reading = useAction();
  const acting = useAction();
  const words = useWords();

  const readList = reading.run;
  const read = useCallback(() => void readList(async () => setList(await pos().lowStock.list())), [readList]);
  useEffect(read, [read]);
  useEffect(() => {
    useStockScan.getState().setHandler((code) => setSku(code));
    return () => useStockScan.getState().setHandler(null);
  }, []);

  const exportCsv = () =>
    void acting.run(async () => {
      const result = await pos().lowStock.exportReorderCsv();
      if (result.csv !== null) {
        downloadText(result.fileName, result.csv);
        setNote(words.formatMessage(messages.downloaded, { fileName: result.fileName, rows: result.rows }));
      } else
        setNote(result.savedTo ? words.formatMessage(messages.savedAs, { path: result.savedTo, rows: result.rows }) : words.formatMessage(messages.notSaved));
    });

  /** Sets (or removes) a threshold, says so in words and reads the list again. */
  const setThresholdOf = async (subject: ThresholdSubject, what: string, typed: string, remove: boolean) => {
    const value = remove ? null : Number(typed);
    if (value !== null && (typed.trim() === '' || !Number.isInteger(value) || value < 0)) throw new Error(words.formatMessage(messages.wholeNumber));
    await pos().lowStock.setThreshold(subject, value);
    setNote(value === null ? words.formatMessage(messages.removed, { what }) : words.formatMessage(messages.set, { what, value }));
    setList(await pos().lowStock.list());
  };

  const setFor = (e: FormEvent, remove = false) => {
    e.preventDefault();
    void acting.run(async () => {
      const match = await pos().catalog.lookupCode(sku.trim());
      if (!match) throw new Error(words.formatMessage(messages.noCode, { code: sku.trim() }));
      await setThresholdOf({ variantId: match.variantId }, sku.trim(), threshold, remove);
    });
  };

  const locations = list?.lines[0]?.locations.map((l) => l.name) ?? [];
  return (
    <div className="low-stock-panel">
      <div className="low-stock-actions">
        <button type="button" className="btn btn-touch" disabled={reading.busy} onClick={read}>
          {words.formatMessage(reading.busy ? messages.reading : messages.readAgain)}
        </button>
        <button type="button" className="btn btn-primary btn-touch" disabled={acting.busy || !list || list.lines.length === 0} onClick={exportCsv}>
          {words.formatMessage(messages.saveCsv)}
        </button>
        {note && (
          <span className="muted" role="status">
            {note}
          </span>
        )}
      </div>
      <form className="low-stock-threshold" aria-label={words.formatMessage(messages.variantForm)} onSubmit={(e) => setFor(e)}>
        <label htmlFor="low-stock-sku">{words.formatMessage(messages.sku)}</label>
        <input id="low-stock-sku" value={sku} onChange={(e) => setSku(e.target.value)} required />
        <label htmlFor="low-stock-threshold">{words.formatMessage(messages.lowAt)}</label>
        <input id="low-stock-threshold" type="number" inputMode="numeric" min={0} value={threshold} onChange={(e) => setThreshold(e.target.value)} />
        <button type="submit" className="btn btn-touch" disabled={acting.busy || !sku.trim() || threshold === ''}>
          {words.formatMessage(messages.setThreshold)}
        </button>
        <button type="button" className="btn btn-ghost btn-touch" disabled={acting.busy || !sku.trim()} onClick={(e) => setFor(e, true)}>
          {words.formatMessage(messages.remove)}
        </button>
      </form>
      <CategoryThresholdForm
        busy={acting.busy}
        onSet={(taxon, typed, remove) => void acting.run(() => setThresholdOf({ taxonId: taxon.id }, taxon.prettyName || taxon.name, typed, remove))}
      />
      {reading.error && <ErrorBanner message={reading.error.message} onRetry={read} />}
      {acting.error && <ErrorBanner message={acting.error.message} />}
      {list &&
        (list.lines.length === 0 ? (
          <p className="empty">{words.formatMessage(messages.nothingLow)}</p>
        ) : (
          <table className="stock-table low-stock-table">
            <caption className="visually-hidden">{words.formatMessage(messages.table)}</caption>
            <thead>
              <tr>
                <th scope="col">{words.formatMessage(messages.product)}</th>
                <th scope="col">{words.formatMessage(messages.skuColumn)}</th>
                <th scope="col">{words.formatMessage(messages.onHand)}</th>
                {locations.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
                <th scope="col">{words.formatMessage(messages.lowAt)}</th>
                <th scope="col">{words.formatMessage(messages.order)}</th>
              </tr>
            </thead>
            <tbody>
              {list.lines.map((line) => (
                <tr key={line.variantId}>
                  <th scope="row">{line.name}</th>
                  <td>
                    <bdi dir="ltr">{line.sku}</bdi>
                  </td>
                  <td>{line.countOnHand}</td>
                  {line.locations.map((l) => (
                    <td key={l.locationId}>{l.countOnHand}</td>
                  ))}
                  <td>
                    {line.threshold}
                    {line.thresholdFrom === 'category' && <span className="muted small"> {words.formatMessage(messages.fromCategory)}</span>}
                  </td>
                  <td>{reorderQuantity(line)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </div>
  );
}
