/**
 * The Stock screen's Low stock tab: the variants at or below their threshold (the lowest first)
 * with their units at each location, the reorder list saved as CSV, and a threshold set for a
 * variant (by SKU or scan) or removed. Setting one asks for the stock right (or a manager's approval).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { LowStockList } from '../../../../shared/stock/low-stock.js';
import { reorderQuantity } from '../../../../shared/stock/low-stock.js';
import { pos } from '../../../bridge/pos.js';
import { ErrorBanner } from '../../../ui/ErrorBanner.js';
import { useAction } from '../../../ui/use-action.js';
import { downloadText } from '../../reports/download-text.js';
import { useStockScan } from '../stock-scan.js';

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
        setNote(`${result.fileName} downloaded (${result.rows} rows).`);
      } else setNote(result.savedTo ? `Saved as ${result.savedTo} (${result.rows} rows).` : 'Not saved.');
    });

  const setFor = (e: FormEvent, remove = false) => {
    e.preventDefault();
    void acting.run(async () => {
      const match = await pos().catalog.lookupCode(sku.trim());
      if (!match) throw new Error(`Nothing has the SKU or barcode ${sku.trim()}.`);
      const value = remove ? null : Number(threshold);
      if (value !== null && (!Number.isInteger(value) || value < 0)) throw new Error('A threshold is a whole number of units, 0 or more.');
      await pos().lowStock.setThreshold({ variantId: match.variantId }, value);
      setNote(value === null ? `Threshold of ${sku.trim()} removed.` : `${sku.trim()} is low at ${value} or fewer.`);
      setList(await pos().lowStock.list());
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
