/**
 * Placing an order once checkout's checks have passed: its payments are taken (cards charged,
 * cash recorded, gift-card and store-credit balances spent), its stock is taken, its shipments
 * are readied and it is marked complete, all in one SQLite transaction. A crash or a failure
 * between any two steps leaves none of them done: never a payment taken or a balance spent for
 * an order that is not complete, never stock taken for one. A refused payment undoes the whole
 * placement; only a declined card's payment is then marked failed, so it no longer counts.
 */
import { unprocessable } from '../http/api-error.js';
import { run, type DemoDb } from '../db/database.js';
import type { LineItemRow, OrderRow } from '../db/rows.js';
import { storeEvents } from '../process/events.js';
import { nowIso, recalculate, recordPaymentTotal, refreshOrderStates } from '../orders/orders.js';
import { markPaymentFailed, processPayments, type PaymentRefusal } from '../payments/payments.js';
import { placementStepDone } from './placement-steps.js';
import { WEB_CHANNEL, type SalesChannel } from '../catalog/sales-channel.js';
import { defaultStockLocationId } from './shipments.js';
import { recordStockMovement } from '../stock/movement-record.js';

class PaymentRefused extends Error {
  constructor(readonly refusal: PaymentRefusal) {
    super(refusal.message);
  }
}

/** Places the order or, on a refused payment, throws a 422 with the reason and keeps nothing. */
export function placeOrder(db: DemoDb, order: OrderRow, lineItems: readonly LineItemRow[], placedBy: SalesChannel = WEB_CHANNEL): void {
  try {
    db.transaction(() => {
      const { declined } = processPayments(db, order);
      if (declined) throw new PaymentRefused(declined);
      placementStepDone('payments-taken');
      const now = nowIso();
      const locationId = defaultStockLocationId(db);
      for (const li of lineItems) {
        run(
          db,
          'UPDATE stock_items SET count_on_hand = count_on_hand - ? WHERE variant_id = ? AND stock_location_id = ?',
          li.quantity,
          li.variant_id,
          locationId,
        );
        run(db, 'UPDATE variants SET updated_at = ? WHERE id = ?', now, li.variant_id);
        recordStockMovement(
          db,
          {
            variantId: li.variant_id,
            stockLocationId: locationId,
            quantity: -li.quantity,
            action: 'sold',
            originatorType: 'Spree::Order',
            originatorId: order.number,
          },
          now,
        );
      }
      placementStepDone('stock-taken');
      run(
        db,
        "UPDATE shipments SET state = CASE WHEN backordered = 1 THEN 'pending' ELSE 'ready' END, state_changed_at = ?, updated_at = ? WHERE order_id = ?",
        now,
        now,
        order.id,
      );
      run(
        db,
        "UPDATE orders SET state = 'complete', completed_at = ?, updated_at = ?, channel = ?, till_id = ? WHERE id = ?",
        now,
        now,
        placedBy.channel,
        placedBy.tillId,
        order.id,
      );
      // The totals were worked out before the checks; what is paid now and the states follow from the payments taken.
      recordPaymentTotal(db, order.id);
      refreshOrderStates(db, order.id);
      placementStepDone('order-completed');
    })();
  } catch (error) {
    if (!(error instanceof PaymentRefused)) throw error;
    const paymentId = error.refusal.declinedPaymentId;
    db.transaction(() => {
      if (paymentId !== null) markPaymentFailed(db, paymentId);
      recalculate(db, order.id);
    })();
    throw unprocessable(error.message);
  }
  storeEvents(db).emit('order.completed', { orderId: order.id, previousState: order.state });
}
