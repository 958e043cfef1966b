/**
 * What other orders hold of a variant's stock, as a stock lookup and the till's sale show it: units
 * in carts not yet placed (web carts, another till's sale) and units of placed orders whose
 * shipments are not yet shipped or canceled. A placed order's units already left the count on hand
 * when it was placed (as Spree finalizes an order), so only the carts' units are still free on paper.
 */
import { all, type DemoDb } from '../db/database.js';

export interface StockHoldRow {
  variant_id: number;
  held_in_carts: number;
  carts: number;
  held_by_orders: number;
  orders: number;
}

/** One row per variant asked for (zeros when nothing holds it); `exceptOrder`: a cart left out by its number (the till's own sale). */
export function stockHolds(db: DemoDb, variantIds: readonly number[], exceptOrder: string | null): StockHoldRow[] {
  if (variantIds.length === 0) return [];
  const marks = variantIds.map(() => '?').join(',');
  const carts = all<{ variant_id: number; units: number; orders: number }>(
    db,
    `SELECT li.variant_id, SUM(li.quantity) AS units, COUNT(DISTINCT li.order_id) AS orders FROM line_items li JOIN orders o ON o.id = li.order_id
     WHERE li.variant_id IN (${marks}) AND o.completed_at IS NULL AND o.state <> 'canceled' AND o.number <> ? GROUP BY li.variant_id`,
    ...variantIds,
    exceptOrder ?? '',
  );
  const open = all<{ variant_id: number; units: number; orders: number }>(
    db,
    `SELECT li.variant_id, SUM(si.quantity) AS units, COUNT(DISTINCT o.id) AS orders FROM shipment_items si
     JOIN shipments s ON s.id = si.shipment_id JOIN line_items li ON li.id = si.line_item_id JOIN orders o ON o.id = s.order_id
     WHERE li.variant_id IN (${marks}) AND o.completed_at IS NOT NULL AND o.state <> 'canceled' AND s.state NOT IN ('shipped', 'canceled') GROUP BY li.variant_id`,
    ...variantIds,
  );
  return variantIds.map((id) => {
    const c = carts.find((r) => r.variant_id === id);
    const o = open.find((r) => r.variant_id === id);
    return { variant_id: id, held_in_carts: c?.units ?? 0, carts: c?.orders ?? 0, held_by_orders: o?.units ?? 0, orders: o?.orders ?? 0 };
  });
}
