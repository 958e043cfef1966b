/**
 * A sale takes its units from the selling (default) stock location (as its shipments say), so it is
 * checked against that location alone: units in the warehouse are not on the shelf. An item that is
 * not backorderable there is never driven below zero: checkout refuses the order in Spree's words
 * for too few units, in the same synchronous step that places it (nothing comes between).
 */
import { get, type DemoDb } from '../db/database.js';

/** Spree's words when an order's units are not all there to be sold. */
export const INSUFFICIENT_QUANTITY = 'Some line items in this order have insufficient quantity.';

/** The variant's stock at the selling location (none there: 0, not backorderable). */
export function sellingLocationStock(db: DemoDb, variantId: number): { countOnHand: number; backorderable: boolean } {
  const row = get<{ count_on_hand: number; backorderable: number }>(
    db,
    `SELECT count_on_hand, backorderable FROM stock_items
     WHERE variant_id = ? AND stock_location_id = (SELECT id FROM stock_locations ORDER BY is_default DESC, id LIMIT 1)`,
    variantId,
  );
  return { countOnHand: row?.count_on_hand ?? 0, backorderable: row?.backorderable === 1 };
}
