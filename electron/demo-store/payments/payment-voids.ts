/**
 * Voiding an order's payments when the order is canceled, as Spree's test gateways do: a card or
 * cash payment taken (completed) or not yet taken (checkout, pending, processing) becomes `void`;
 * a gift card or store credit spent on it has that amount given back to its balance. Runs inside
 * the caller's transaction; returns what it voided, for the store's events.
 */
import { all, run, type DemoDb } from '../db/database.js';
import type { OrderRow, PaymentRow } from '../db/rows.js';
import { restoreGiftCard } from './gift-cards.js';
import { nowIso } from '../orders/orders.js';
import { restoreStoreCredit } from './store-credit.js';

export interface VoidedPayment {
  paymentId: number;
  from: string;
}

export function voidPayments(db: DemoDb, order: OrderRow): VoidedPayment[] {
  const payments = all<PaymentRow & { kind: string }>(
    db,
    `SELECT p.*, m.kind FROM payments p JOIN payment_methods m ON m.id = p.payment_method_id
     WHERE p.order_id = ? AND p.state IN ('checkout', 'pending', 'processing', 'completed') ORDER BY p.id`,
    order.id,
  );
  const now = nowIso();
  const voided: VoidedPayment[] = [];
  for (const payment of payments) {
    if (payment.state === 'completed' && payment.amount_cents > 0) {
      if (payment.kind === 'gift_card' && payment.gift_card_id !== null) restoreGiftCard(db, payment.gift_card_id, payment.amount_cents);
      if (payment.kind === 'store_credit' && order.user_id !== null) restoreStoreCredit(db, order.user_id, order.currency, payment.amount_cents);
    }
    run(db, "UPDATE payments SET state = 'void', updated_at = ? WHERE id = ?", now, payment.id);
    voided.push({ paymentId: payment.id, from: payment.state });
  }
  run(db, 'UPDATE orders SET payment_total_cents = 0, updated_at = ? WHERE id = ?', now, order.id);
  return voided;
}
