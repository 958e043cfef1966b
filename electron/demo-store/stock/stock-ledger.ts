/**
 * The store's stock ledger (Spree's stock movements): a change of a stock item's count on hand
 * made by hand (a count, a delivery received, a transfer) is one movement, with its quantity (+ in,
 * − out), its action in words ("count", "received", "transfer") and what caused it (its originator).
 * A location that never held a variant gets its stock item when the first movement arrives, as Spree
 * propagates stock items to every location. Runs inside the caller's transaction.
 */
import { get, run, type DemoDb } from '../db/database.js';
import { nowIso } from '../orders/orders.js';
import { recordStockMovement } from './movement-record.js';

export interface StockMovementInput {
  variantId: number;
  stockLocationId: number;
  /** Units added (+) or taken (−). */
  quantity: number;
  /** Why, in one word or two: "count", "received", "transfer". */
  action: string;
  /** What caused it: its kind ("StockTransfer", "StockCount") and its id or number at the store. */
  originatorType: string | null;
  originatorId: string | null;
}

export interface StockMovementRow {
  id: number;
  variant_id: number;
  stock_location_id: number;
  quantity: number;
  action: string | null;
  originator_type: string | null;
  originator_id: string | null;
  created_at: string;
}

/** Records one movement and applies it to the stock item; answers the count on hand after it. */
export function moveStock(db: DemoDb, movement: StockMovementInput): number {
  const at = nowIso();
  run(
    db,
    'INSERT OR IGNORE INTO stock_items (variant_id, stock_location_id, count_on_hand, backorderable) VALUES (?, ?, 0, 0)',
    movement.variantId,
    movement.stockLocationId,
  );
  run(
    db,
    'UPDATE stock_items SET count_on_hand = count_on_hand + ? WHERE variant_id = ? AND stock_location_id = ?',
    movement.quantity,
    movement.variantId,
    movement.stockLocationId,
  );
  recordStockMovement(db, movement, at);
  run(db, 'UPDATE variants SET updated_at = ? WHERE id = ?', at, movement.variantId);
  return get<{ n: number }>(
    db,
    'SELECT count_on_hand AS n FROM stock_items WHERE variant_id = ? AND stock_location_id = ?',
    movement.variantId,
    movement.stockLocationId,
  )!.n;
}
