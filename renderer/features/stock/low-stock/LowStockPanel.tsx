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
import { pos } from '../../../bridge/pos.js';
import { ErrorBanner } from '../../../ui/ErrorBanner.js';
import { useAction } from '../../../ui/use-action.js';
import { downloadText } from '../../reports/download-text.js';
import { useStockScan } from '../stock-scan.js';

/** A category's threshold: the category chosen, the units typed, set or removed (by the panel). */
function CategoryThresholdForm({ busy, onSet }: { busy: boolean; onSet(taxon: Taxon, typed: string, remove: boolean): void }) {
  const [taxons, setTaxons] = useState<Taxon[]>([]);
  const [taxonId, setTaxonId] = useState('');
  const [typed, setTyped] = useState('');
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
    <form className="low-stock-threshold" aria-label="Category threshold" onSubmit={(e) => submit(e)}>
      <label htmlFor="low-stock-category">Category</label>
      <select id="low-stock-category" className="input" value={taxonId} onChange={(e) => setTaxonId(e.target.value)} required>
        <option value="">Choose a category</option>
        {taxons.map((t) => (
          <option key={t.id} value={t.id}>
            {t.prettyName || t.name}
          </option>
        ))}
      </select>
      <label htmlFor="low-stock-category-threshold">Low at</label>
      <input id="low-stock-category-threshold" type="number" inputMode="numeric" min={0} value={typed} onChange={(e) => setTyped(e.target.value)} />
      <button type="submit" className="btn btn-touch" disabled={busy || !taxon || typed === ''}>
        Set for the category
      </button>
      <button type="button" className="btn btn-ghost btn-touch" disabled={busy || !taxon} onClick={(e) => submit(e, true)}>
        Remove
      </button>
    </form>
  );
}

/** "1 row", "3 rows". */
const rowsWords = (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'}`;

export function LowStockPanel() {
  const [list, setList] = useState<LowStockList | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [sku, setSku] = useState('');
  const [threshold, setThreshold] = useState('');
  const reading = useAction();
  const acting = useAction();

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
        setNote(`${result.fileName} downloaded (${rowsWords(result.rows)}).`);
      } else setNote(result.savedTo ? `Saved as ${result.savedTo} (${rowsWords(result.rows)}).` : 'Not saved.');
    });

  /** Sets (or removes) a threshold, says so in words and reads the list again. */
  const setThresholdOf = async (subject: ThresholdSubject, what: string, typed: string, remove: boolean) => {
    const value = remove ? null : Number(typed);
    if (value !== null && (typed.trim() === '' || !Number.isInteger(value) || value < 0)) throw new Error('A threshold is a whole number of units, 0 or more.');
    await pos().lowStock.setThreshold(subject, value);
    setNote(value === null ? `Threshold of ${what} removed.` : `${what} is low at ${value} or fewer.`);
    setList(await pos().lowStock.list());
  };

  const setFor = (e: FormEvent, remove = false) => {
    e.preventDefault();
    void acting.run(async () => {
      const match = await pos().catalog.lookupCode(sku.trim());
      if (!match) throw new Error(`Nothing has the SKU or barcode ${sku.trim()}.`);
      await setThresholdOf({ variantId: match.variantId }, sku.trim(), threshold, remove);
    });
  };

  const locations = list?.lines[0]?.locations.map((l) => l.name) ?? [];
  return (
    <div className="low-stock-panel">
      <div className="low-stock-actions">
        <button type="button" className="btn btn-touch" disabled={reading.busy} onClick={read}>
          {reading.busy ? 'Reading…' : 'Read again'}
        </button>
        <button type="button" className="btn btn-primary btn-touch" disabled={acting.busy || !list || list.lines.length === 0} onClick={exportCsv}>
          Save reorder list (CSV)
        </button>
        {note && (
          <span className="muted" role="status">
            {note}
          </span>
        )}
      </div>
      <form className="low-stock-threshold" aria-label="Low-stock threshold" onSubmit={(e) => setFor(e)}>
        <label htmlFor="low-stock-sku">SKU or barcode</label>
        <input id="low-stock-sku" value={sku} onChange={(e) => setSku(e.target.value)} required />
        <label htmlFor="low-stock-threshold">Low at</label>
        <input id="low-stock-threshold" type="number" inputMode="numeric" min={0} value={threshold} onChange={(e) => setThreshold(e.target.value)} />
        <button type="submit" className="btn btn-touch" disabled={acting.busy || !sku.trim() || threshold === ''}>
          Set threshold
        </button>
        <button type="button" className="btn btn-ghost btn-touch" disabled={acting.busy || !sku.trim()} onClick={(e) => setFor(e, true)}>
          Remove
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
          <p className="empty">Nothing is at or below its threshold.</p>
        ) : (
          <table className="stock-table low-stock-table">
            <caption className="visually-hidden">Low stock</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">On hand</th>
                {locations.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
                <th scope="col">Low at</th>
                <th scope="col">Order</th>
              </tr>
            </thead>
            <tbody>
              {list.lines.map((line) => (
                <tr key={line.variantId}>
                  <th scope="row">{line.name}</th>
                  <td>{line.sku}</td>
                  <td>{line.countOnHand}</td>
                  {line.locations.map((l) => (
                    <td key={l.locationId}>{l.countOnHand}</td>
                  ))}
                  <td>
                    {line.threshold}
                    {line.thresholdFrom === 'category' && <span className="muted small"> (category)</span>}
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
