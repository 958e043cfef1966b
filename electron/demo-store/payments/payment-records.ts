/**
 * Writing payment rows, shared by card, cash, store-credit and gift-card payments. Store credit
 * and gift cards are payment methods of their own kind, kept off the checkout's list of
 * payment methods: they are added through their own endpoints.
 */
import { get, run, type DemoDb } from '../db/database.js';
import type { PaymentMethodRow, PaymentRow } from '../db/rows.js';
import { paymentNumber, uniqueValue } from '../jsonapi/identifiers.js';

/** Kinds a customer picks from `GET /checkout/payment_methods`. */
export const FRONT_END_KINDS = ['cash', 'card'] as const;
/** Kinds that a new payment does not invalidate. */
export const CREDIT_KINDS = ['store_credit', 'gift_card'] as const;

export function paymentMethodOfKind(db: DemoDb, kind: PaymentMethodRow['kind']): PaymentMethodRow | undefined {
  return get<PaymentMethodRow>(db, 'SELECT * FROM payment_methods WHERE kind = ? AND active = 1 ORDER BY position, id LIMIT 1', kind);
}

export interface NewPayment {
  methodId: number;
  amountCents: number;
  followsTotal: boolean;
  sourceId?: number | null;
  storeCreditId?: number | null;
  giftCardId?: number | null;
}

/** Inserts a payment in state `checkout` and returns it. */
export function insertCheckoutPayment(db: DemoDb, orderId: number, payment: NewPayment): PaymentRow {
  const now = new Date().toISOString();
  const number = uniqueValue(paymentNumber, (n) => !get(db, 'SELECT 1 FROM payments WHERE number = ?', n));
  const id = Number(
    run(
      db,
      `INSERT INTO payments (order_id, number, payment_method_id, source_id, store_credit_id, gift_card_id, amount_cents,
       amount_follows_total, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'checkout', ?, ?)`,
      orderId,
      number,
      payment.methodId,
      payment.sourceId ?? null,
      payment.storeCreditId ?? null,
      payment.giftCardId ?? null,
      payment.amountCents,
      payment.followsTotal ? 1 : 0,
      now,
      now,
    ).lastInsertRowid,
  );
  return get<PaymentRow>(db, 'SELECT * FROM payments WHERE id = ?', id)!;
}

/** Deletes the order's unprocessed payments of one kind (they were never charged). */
export function dropCheckoutPayments(db: DemoDb, orderId: number, kind: PaymentMethodRow['kind']): void {
  run(
    db,
    `DELETE FROM payments WHERE order_id = ? AND state = 'checkout'
    AND payment_method_id IN (SELECT id FROM payment_methods WHERE kind = ?)`,
    orderId,
    kind,
  );
}

/** Sum of the order's valid store-credit and gift-card payments (or of one of the two kinds). */
export function creditPaymentsTotal(db: DemoDb, orderId: number, kind?: (typeof CREDIT_KINDS)[number]): number {
  const kinds = kind ? [kind] : [...CREDIT_KINDS];
  return (
    get<{ total: number | null }>(
      db,
      `SELECT SUM(p.amount_cents) AS total FROM payments p JOIN payment_methods m ON m.id = p.payment_method_id
    WHERE p.order_id = ? AND m.kind IN (?, ?) AND p.state IN ('checkout', 'processing', 'pending', 'completed')`,
      orderId,
      kinds[0],
      kinds[1] ?? kinds[0],
    )?.total ?? 0
  );
}
