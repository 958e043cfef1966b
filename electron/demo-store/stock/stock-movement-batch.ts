/**
 * A batch of stock movements applied at once (a count's adjustments, ~100 a request), each through
 * the stock ledger, exactly once: a movement whose originator (its kind and id) the ledger already
 * holds is not applied again, and the answer says so, so a till that lost an answer or restarted
 * mid-apply sends the same batch again without changing any count twice. One transaction: a
 * movement the store refuses (an unknown variant or location) keeps nothing of the batch.
 */
import { get, type DemoDb } from '../db/database.js';
import { unprocessable } from '../http/api-error.js';
import { moveStock, type StockMovementInput } from './stock-ledger.js';

/** The most movements one request may carry. */
export const MOVEMENTS_PER_BATCH = 100;

/** One movement of a batch as the store answers it. */
export interface BatchedMovement {
  id: number;
  variantId: number;
  stockLocationId: number;
  quantity: number;
  action: string;
  originatorType: string;
  originatorId: string;
  /** The stock item's count on hand after the movement (as it is now, when it was applied before). */
  countOnHand: number;
  /** False: the ledger already held a movement of this originator; nothing changed. */
  applied: boolean;
  createdAt: string;
}

interface MovementRequest extends StockMovementInput {
  originatorType: string;
  originatorId: string;
}

function earlier(db: DemoDb, m: MovementRequest) {
  return get<{ id: number; quantity: number; created_at: string }>(
    db,
    'SELECT id, quantity, created_at FROM stock_movements WHERE originator_type = ? AND originator_id = ? AND variant_id = ? AND stock_location_id = ?',
    m.originatorType,
    m.originatorId,
    m.variantId,
    m.stockLocationId,
  );
}

function checkKnown(db: DemoDb, m: MovementRequest, at: number): void {
  if (!get(db, 'SELECT id FROM variants WHERE id = ?', m.variantId)) throw unprocessable(`Movement ${at + 1}: there is no variant ${m.variantId}`);
  if (!get(db, 'SELECT id FROM stock_locations WHERE id = ?', m.stockLocationId))
    throw unprocessable(`Movement ${at + 1}: there is no stock location ${m.stockLocationId}`);
}

const countOnHand = (db: DemoDb, m: MovementRequest) =>
  get<{ n: number }>(db, 'SELECT count_on_hand AS n FROM stock_items WHERE variant_id = ? AND stock_location_id = ?', m.variantId, m.stockLocationId)?.n ?? 0;

/** Applies the movements not applied before, in one transaction; answers each, in the order given. */
export function applyMovementBatch(db: DemoDb, movements: readonly MovementRequest[]): BatchedMovement[] {
  if (movements.length === 0) throw unprocessable('The batch holds no movements');
  if (movements.length > MOVEMENTS_PER_BATCH) throw unprocessable(`A batch holds at most ${MOVEMENTS_PER_BATCH} movements`);
  return db.transaction(() =>
    movements.map((m, at): BatchedMovement => {
      checkKnown(db, m, at);
      const before = earlier(db, m);
      const answer = {
        variantId: m.variantId,
        stockLocationId: m.stockLocationId,
        action: m.action,
        originatorType: m.originatorType,
        originatorId: m.originatorId,
      };
      if (before) return { ...answer, id: before.id, quantity: before.quantity, countOnHand: countOnHand(db, m), applied: false, createdAt: before.created_at };
      const after = moveStock(db, m);
      const made = earlier(db, m)!;
      return { ...answer, id: made.id, quantity: m.quantity, countOnHand: after, applied: true, createdAt: made.created_at };
    }),
  )();
}
