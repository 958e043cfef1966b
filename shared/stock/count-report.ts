/** A count's report as CSV: one row per line (SKU, name, location, expected, counted, variance, value, who counted and who approved). */
import { csvDocument, csvText } from '../reports/csv.js';
import type { CountVariance, StockCountView } from './count-calls.js';

const HEADER = ['SKU', 'Name', 'Location', 'Expected', 'Counted', 'Variance', 'Value', 'Counted by', 'Approved by'];

export function countReportCsv(count: StockCountView, lines: readonly CountVariance[]): string {
  const countedBy = new Map(count.lines.map((l) => [l.variantId, l.countedBy]));
  return csvDocument([
    HEADER,
    ...lines.map((l) => [
      csvText(l.sku),
      csvText(l.optionsText ? `${l.name} (${l.optionsText})` : l.name),
      csvText(count.stockLocationName),
      String(l.expected),
      String(l.counted),
      String(l.variance),
      l.value,
      csvText(countedBy.get(l.variantId) ?? (l.uncounted ? 'not counted' : '')),
      csvText(count.approvedBy ?? ''),
    ]),
  ]);
}
