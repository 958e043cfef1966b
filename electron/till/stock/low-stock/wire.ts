/**
 * The bridge's `lowStock.*` calls: the store's low-stock list (one request per 100 variants low,
 * never one per variant), its thresholds per variant or category, set by a manager or a role with
 * the stock right, and the reorder list as CSV (saved as Reports saves its files).
 */
import type { PosCalls } from '../../../../shared/bridge/contract.js';
import { reorderCsv, type LowStockLine, type LowStockList, type StockThreshold } from '../../../../shared/stock/low-stock.js';
import type { StoreWire } from '../../store/wire.js';
import type { TillParts } from '../../runtime/till-parts.js';
import { adminStock } from '../admin-stock-client.js';

/** At most this many pages of 100 are read for one list. */
const MOST_PAGES = 10;

export function wireLowStock(deps: { till: Pick<TillParts, 'log' | 'options'>; store: Pick<StoreWire, 'admin' | 'scheduler' | 'target'> }) {
  const stock = adminStock(deps.store);
  const ctx = { priority: 'tracking' as const };
  const read = (): Promise<LowStockList> =>
    stock.use(async (client, token) => {
      const lines: LowStockLine[] = [];
      for (let page = 1; page <= MOST_PAGES; page++) {
        const { entries, more } = await client.lowStock(token, page, ctx);
        for (const e of entries) lines.push({ ...e, thresholdFrom: e.thresholdFrom === 'variant' ? 'variant' : 'category' });
        if (!more) break;
      }
      return { lines, readAt: new Date().toISOString() };
    });
  const thresholds = (): Promise<StockThreshold[]> => stock.use((client, token) => client.thresholds(token, ctx));
  const lowStock = {
    list: read,
    thresholds,
    setThreshold: (subject, threshold) =>
      stock.use(async (client, token) => {
        const key = 'variantId' in subject ? { variant_id: subject.variantId } : { taxon_id: subject.taxonId };
        if (threshold !== null) await client.setThreshold(token, key, threshold, ctx);
        else {
          const kept = (await client.thresholds(token, ctx)).find((t) =>
            'variantId' in subject ? t.variantId === subject.variantId : t.taxonId === subject.taxonId,
          );
          if (kept) await client.removeThreshold(token, kept.id, ctx);
        }
        deps.till.log(`stock: low-stock threshold of ${JSON.stringify(key)} ${threshold === null ? 'removed' : `set to ${threshold}`}`);
        return client.thresholds(token, ctx);
      }),
    async exportReorderCsv() {
      const list = await read();
      const fileName = `Reorder list ${list.readAt.slice(0, 10)}.csv`;
      const csv = reorderCsv(list.lines);
      const saver = deps.till.options.textFiles;
      if (!saver) return { fileName, savedTo: null, csv, rows: list.lines.length };
      const savedTo = await saver.saveText(fileName, csv, { name: 'CSV', extensions: ['csv'] });
      return { fileName, savedTo, csv: null, rows: list.lines.length };
    },
  } satisfies PosCalls['lowStock'];
  return { calls: { lowStock } };
}
