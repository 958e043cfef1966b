/**
 * A stock movement recorded for a change the store makes by itself (a sale placed takes units, a
 * canceled shipment or a return puts them back), beside the count it already changed: one row,
 * so the stock lookup's movements show sales and returns with the counts and deliveries.
 */
import { run, type DemoDb } from '../db/database.js';
import { nowIso } from '../orders/orders.js';

/** A movement as the ledger takes it (stock-ledger.ts's StockMovementInput). */
interface MovementRow {
  variantId: number;
  stockLocationId: number;
  quantity: number;
  action: string;
  originatorType: string | null;
  originatorId: string | null;
}

/** Only the row: the caller changes the stock item's count in the same transaction. */
export function recordStockMovement(db: DemoDb, movement: MovementRow, at: string = nowIso()): void {
  run(
    db,
    `INSERT INTO stock_movements (variant_id, stock_location_id, quantity, action, originator_type, originator_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    movement.variantId,
    movement.stockLocationId,
    movement.quantity,
    movement.action,
    movement.originatorType,
    movement.originatorId,
    at,
  );
}
