/**
 * Low-stock thresholds kept at the store (this store's extension): one per variant or per taxon (a
 * category: it covers the products classified in it or below it). A variant's own threshold wins;
 * else the highest of its product's taxons'. A variant is low when its units on hand at every
 * location together are at or below its threshold.
 */
import { validationFailed } from '../http/api-error.js';
import { asString, type Params } from '../http/params.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import { nowIso } from '../orders/orders.js';
import { variantById, variantLabel } from '../catalog/catalog.js';

export interface StockThresholdRow {
  id: number;
  variant_id: number | null;
  taxon_id: number | null;
  threshold: number;
  updated_at: string;
}

export interface LowStockRow {
  variant_id: number;
  sku: string;
  name: string;
  threshold: number;
  threshold_from: 'variant' | 'taxon';
  count_on_hand: number;
  backorderable: boolean;
  locations: { stock_location_id: string; name: string; count_on_hand: number }[];
}

const MAX_THRESHOLD = 100_000;

export function stockThresholds(db: DemoDb): StockThresholdRow[] {
  return all<StockThresholdRow>(db, 'SELECT * FROM stock_thresholds ORDER BY id');
}

export function stockThresholdById(db: DemoDb, id: number): StockThresholdRow | undefined {
  return get<StockThresholdRow>(db, 'SELECT * FROM stock_thresholds WHERE id = ?', id);
}

const idOf = (value: unknown): number | null => {
  const text = asString(value)?.trim() ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
};

/** Sets (or replaces) the threshold of one variant or one taxon from `{variant_id | taxon_id, threshold}`. */
export function setStockThreshold(db: DemoDb, input: Params): StockThresholdRow {
  const variantId = input.variant_id === undefined ? null : idOf(input.variant_id);
  const taxonId = input.taxon_id === undefined ? null : idOf(input.taxon_id);
  const threshold = Number(asString(input.threshold)?.trim() ?? '');
  if ((variantId === null) === (taxonId === null)) throw validationFailed({ base: ['name one variant_id or one taxon_id'] });
  if (variantId !== null && !get(db, 'SELECT 1 FROM variants WHERE id = ? AND deleted_at IS NULL', variantId))
    throw validationFailed({ variant_id: ['is not a variant'] });
  if (taxonId !== null && !get(db, 'SELECT 1 FROM taxons WHERE id = ?', taxonId)) throw validationFailed({ taxon_id: ['is not a taxon'] });
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > MAX_THRESHOLD)
    throw validationFailed({ threshold: [`must be a whole number from 0 to ${MAX_THRESHOLD}`] });
  const column = variantId !== null ? 'variant_id' : 'taxon_id';
  run(
    db,
    `INSERT INTO stock_thresholds (${column}, threshold, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (${column}) DO UPDATE SET threshold = excluded.threshold, updated_at = excluded.updated_at`,
    variantId ?? taxonId,
    threshold,
    nowIso(),
  );
  return get<StockThresholdRow>(db, `SELECT * FROM stock_thresholds WHERE ${column} = ?`, variantId ?? taxonId)!;
}

/** Every sellable variant (a product's master only when it has no other) at or below its threshold, the lowest first. */
export function lowStockRows(db: DemoDb): LowStockRow[] {
  const low = all<{ variant_id: number; sku: string; threshold: number; own: number; count_on_hand: number; backorderable: number }>(
    db,
    `WITH effective AS (
       SELECT v.id AS variant_id, v.sku, (SELECT threshold FROM stock_thresholds WHERE variant_id = v.id) AS own,
         (SELECT MAX(st.threshold) FROM classifications c JOIN taxons tc ON tc.id = c.taxon_id
            JOIN taxons tt ON tt.taxonomy_id = tc.taxonomy_id AND tc.lft BETWEEN tt.lft AND tt.rgt
            JOIN stock_thresholds st ON st.taxon_id = tt.id WHERE c.product_id = v.product_id) AS by_taxon
       FROM variants v JOIN products p ON p.id = v.product_id
       WHERE v.deleted_at IS NULL AND p.deleted_at IS NULL AND (v.is_master = 0 OR NOT EXISTS (
         SELECT 1 FROM variants o WHERE o.product_id = v.product_id AND o.is_master = 0 AND o.deleted_at IS NULL)))
     SELECT e.variant_id, e.sku, COALESCE(e.own, e.by_taxon) AS threshold, e.own IS NOT NULL AS own,
       COALESCE(SUM(si.count_on_hand), 0) AS count_on_hand, COALESCE(MAX(si.backorderable), 0) AS backorderable
     FROM effective e LEFT JOIN stock_items si ON si.variant_id = e.variant_id
     WHERE COALESCE(e.own, e.by_taxon) IS NOT NULL
     GROUP BY e.variant_id HAVING COALESCE(SUM(si.count_on_hand), 0) <= COALESCE(e.own, e.by_taxon)
     ORDER BY COALESCE(SUM(si.count_on_hand), 0) - COALESCE(e.own, e.by_taxon), e.sku`,
  );
  if (low.length === 0) return [];
  const locations = all<{ id: number; name: string }>(db, 'SELECT id, name FROM stock_locations ORDER BY is_default DESC, id');
  const items = all<{ variant_id: number; stock_location_id: number; count_on_hand: number }>(
    db,
    `SELECT variant_id, stock_location_id, count_on_hand FROM stock_items WHERE variant_id IN (${low.map(() => '?').join(',')})`,
    ...low.map((r) => r.variant_id),
  );
  return low.map((r) => ({
    variant_id: r.variant_id,
    sku: r.sku,
    name: variantLabel(db, variantById(db, r.variant_id)!),
    threshold: r.threshold,
    threshold_from: r.own ? 'variant' : 'taxon',
    count_on_hand: r.count_on_hand,
    backorderable: r.backorderable === 1,
    locations: locations.map((l) => ({
      stock_location_id: String(l.id),
      name: l.name,
      count_on_hand: items.find((i) => i.variant_id === r.variant_id && i.stock_location_id === l.id)?.count_on_hand ?? 0,
    })),
  }));
}
