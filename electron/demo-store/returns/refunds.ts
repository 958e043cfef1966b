/**
 * Refunds (Spree's `Refund`): money given back against one payment, with a reason. A payment gives
 * back at most what it captured less its earlier refunds (a 422 says how much is still refundable);
 * only a completed payment can be refunded. How the money goes back follows the payment's method:
 * a card through the test gateway (a refusal is a 422 with the gateway's words and nothing is
 * recorded), a gift card or store credit back to its balance, cash as a record of the cash handed
 * back. The check and the write happen in one transaction taken with the write lock (BEGIN
 * IMMEDIATE, see db/one-transaction.ts), so two refunds of one payment at once, in one store
 * process or in two on the same file, cannot both pass the cap.
 */
import { unprocessable, validationFailed } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { OrderRow, PaymentRow } from '../db/rows.js';
import { displayMoney } from '../jsonapi/money.js';
import { nowIso, orderById } from '../orders/orders.js';
import { restoreGiftCard } from '../payments/gift-cards.js';
import { restoreStoreCredit } from '../payments/store-credit.js';
import { refundTestCard } from '../payments/test-gateway.js';
import { newReturnNumber, rowAt, rowById } from './return-numbers.js';
import type { ReasonRow, RefundRow } from './return-rows.js';

export type PaymentWithKind = PaymentRow & { kind: string };

/** A refund by number, else by id, or a 404. */
export function refundAt(db: DemoDb, key: string): RefundRow {
  return rowAt<RefundRow>(db, 'refunds', key);
}

export function paymentWithKind(db: DemoDb, key: unknown): PaymentWithKind | undefined {
  const text = typeof key === 'string' || typeof key === 'number' ? String(key).trim() : '';
  if (!text) return undefined;
  const sql = 'SELECT p.*, m.kind FROM payments p JOIN payment_methods m ON m.id = p.payment_method_id WHERE';
  return (
    get<PaymentWithKind>(db, `${sql} p.number = ?`, text) ?? (/^\d{1,15}$/.test(text) ? get<PaymentWithKind>(db, `${sql} p.id = ?`, Number(text)) : undefined)
  );
}

/** What the payment can still give back: what it captured less its refunds (0 unless completed). */
export function refundableCents(db: DemoDb, payment: PaymentRow): number {
  if (payment.state !== 'completed') return 0;
  const refunded = get<{ n: number | null }>(db, 'SELECT SUM(amount_cents) AS n FROM refunds WHERE payment_id = ?', payment.id)?.n ?? 0;
  return Math.max(0, payment.amount_cents - refunded);
}

/** One page of refunds, newest first; `orderNumber` or `paymentId` keep one order's or one payment's. */
export function refundsPage(
  db: DemoDb,
  filter: { orderNumber: string | null; paymentKey: string | null },
  perPage: number,
  offset: number,
): { rows: RefundRow[]; total: number } {
  const where: string[] = [];
  const args: unknown[] = [];
  if (filter.orderNumber) {
    where.push('payment_id IN (SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.number = ?)');
    args.push(filter.orderNumber);
  }
  if (filter.paymentKey) {
    where.push('payment_id = ?');
    args.push(paymentWithKind(db, filter.paymentKey)?.id ?? -1);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM refunds ${clause}`, ...args)!.n;
  return { rows: all<RefundRow>(db, `SELECT * FROM refunds ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`, ...args, perPage, offset), total };
}

/** Gives the money back the payment's way (a card's in cash when `inCash`); returns the transaction id, or throws the gateway's refusal. */
function giveBack(db: DemoDb, payment: PaymentWithKind, order: OrderRow, amountCents: number, number: string, inCash: boolean): string {
  switch (inCash && payment.kind === 'card' ? 'cash' : payment.kind) {
    case 'card': {
      const token = get<{ token: string }>(db, 'SELECT gateway_payment_profile_id AS token FROM credit_cards WHERE id = ?', payment.source_id)?.token ?? '';
      const result = refundTestCard(token, amountCents, number);
      if (!result.approved) throw unprocessable(result.message);
      return result.responseCode!;
    }
    case 'gift_card':
      restoreGiftCard(db, payment.gift_card_id!, amountCents);
      return `GC-REFUND-${number}`;
    case 'store_credit':
      restoreStoreCredit(db, order.user_id!, order.currency, amountCents);
      return `SC-REFUND-${number}`;
    default:
      return `CASH-REFUND-${number}`;
  }
}

export interface RefundRequest {
  payment: PaymentWithKind;
  amountCents: number;
  reason: ReasonRow;
  reimbursementId?: number | null;
  memo?: string | null;
  /** A card's share is handed back in cash at the counter (its issuer refused the refund): recorded, not sent to the gateway. */
  inCash?: boolean;
}

/** Refunds part of a payment (the caller's transaction keeps it all or nothing); 422 in words past the cap. */
export function refundPayment(db: DemoDb, request: RefundRequest): RefundRow {
  const { payment, amountCents, reason } = request;
  const order = orderById(db, payment.order_id)!;
  if (amountCents <= 0) throw validationFailed({ amount: ['must be greater than 0'] });
  if (payment.state !== 'completed') throw unprocessable(`Payment ${payment.number} is ${payment.state}: only a completed payment can be refunded`);
  const refundable = refundableCents(db, payment);
  if (amountCents > refundable) {
    throw validationFailed(
      { amount: [`is more than payment ${payment.number} can give back: ${displayMoney(refundable, order.currency)} is still refundable`] },
      `The refund of ${displayMoney(amountCents, order.currency)} is more than payment ${payment.number} can give back: ` +
        `${displayMoney(refundable, order.currency)} is still refundable (captured ${displayMoney(payment.amount_cents, order.currency)} less earlier refunds)`,
    );
  }
  const number = newReturnNumber(db, 'RF');
  const transactionId = giveBack(db, payment, order, amountCents, number, request.inCash ?? false);
  const id = Number(
    run(
      db,
      `INSERT INTO refunds (number, payment_id, amount_cents, refund_reason_id, reimbursement_id, transaction_id, memo, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      number,
      payment.id,
      amountCents,
      reason.id,
      request.reimbursementId ?? null,
      transactionId,
      request.memo ?? null,
      nowIso(),
    ).lastInsertRowid,
  );
  // The order keeps their sum, which its payment total and state take off what was paid (orders.ts).
  run(db, 'UPDATE orders SET refund_total_cents = refund_total_cents + ? WHERE id = ?', amountCents, order.id);
  return rowById<RefundRow>(db, 'refunds', id)!;
}
