/**
 * Low stock: the variants at or below their threshold (per variant, or per category), with their
 * units at each location, and the reorder list as CSV. Pure.
 */
import { csvDocument, csvText } from '../reports/csv.js';

export interface LowStockLine {
  variantId: string;
  sku: string;
  name: string;
  threshold: number;
  thresholdFrom: 'variant' | 'category';
  countOnHand: number;
  backorderable: boolean;
  locations: { locationId: string; name: string; countOnHand: number }[];
}

export interface StockThreshold {
  id: string;
  /** One of the two: a variant's threshold or a category's (a taxon: it covers those below it). */
  variantId: string | null;
  taxonId: string | null;
  threshold: number;
}

export interface LowStockList {
  lines: LowStockLine[];
  readAt: string;
}

/** How many to order to be back above the threshold: up to twice the threshold, at least one. */
export function reorderQuantity(line: Pick<LowStockLine, 'threshold' | 'countOnHand'>): number {
  return Math.max(1, line.threshold * 2 - Math.max(0, line.countOnHand));
}

/** The reorder list: one row per variant, each location's units in a column of its own. */
export function reorderCsv(lines: readonly LowStockLine[]): string {
  const locations = lines[0]?.locations.map((l) => l.name) ?? [];
  const header = ['SKU', 'Product', 'On hand', ...locations.map((name) => `On hand: ${name}`), 'Threshold', 'Order'];
  const rows = lines.map((line) => [
    csvText(line.sku),
    csvText(line.name),
    String(line.countOnHand),
    ...locations.map((name) => String(line.locations.find((l) => l.name === name)?.countOnHand ?? 0)),
    String(line.threshold),
    String(reorderQuantity(line)),
  ]);
  return csvDocument([header, ...rows]);
}
