/**
 * Payments of a checkout: creating them (a new one invalidates the earlier unprocessed ones,
 * except store credit and gift cards) and processing them at completion: cash at once, cards
 * through the test gateway, store credit and gift cards from their balances.
 *
 * A payment created with an explicit `amount` is a partial tender (split tender at a counter):
 * it is taken at once (a card authorized by the test gateway, cash recorded as received), so it
 * is finalized (`pending`) and later payments leave it in place. A declined card is a 422 and
 * records nothing; an amount above what is still due is refused. Completion captures them.
 */
import { ApiError, hasErrors, unprocessable, validationFailed, type FieldErrors } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { CreditCardRow, OrderRow, PaymentMethodRow, PaymentRow } from '../db/rows.js';
import { giftCardById, isExpired, redeemGiftCard, remainingOf } from './gift-cards.js';
import { displayMoney, parseAmountToCents } from '../jsonapi/money.js';
import { nowIso, recalculate, validPaymentsOf } from '../orders/orders.js';
import { asInteger, asString, isObject, type Params } from '../http/params.js';
import { FRONT_END_KINDS, insertCheckoutPayment } from './payment-records.js';
import { availableStoreCredit, spendStoreCredit } from './store-credit.js';
import { chargeTestCard, testCardToken } from './test-gateway.js';

const CARD_TYPES = ['visa', 'mastercard', 'amex'] as const;

/** The methods a customer picks from at checkout (store credit and gift cards have their own endpoints). */
export function activePaymentMethods(db: DemoDb): PaymentMethodRow[] {
  return all<PaymentMethodRow>(db, 'SELECT * FROM payment_methods WHERE active = 1 ORDER BY position, id').filter((m) =>
    (FRONT_END_KINDS as readonly string[]).includes(m.kind),
  );
}

export function paymentMethodById(db: DemoDb, id: number): PaymentMethodRow | undefined {
  return get<PaymentMethodRow>(db, 'SELECT * FROM payment_methods WHERE id = ?', id);
}

function creditCardById(db: DemoDb, id: number): CreditCardRow | undefined {
  return get<CreditCardRow>(db, 'SELECT * FROM credit_cards WHERE id = ?', id);
}

export interface PaymentInput {
  payment_method_id?: unknown;
  source_id?: unknown;
  amount?: unknown;
  source_attributes?: unknown;
}

/**
 * Creates a payment on the order; 422 for an unknown method, source or bad card details.
 * `overwrittenCents`: the amount a checkout update gives its payment whatever was sent (the
 * order's total less store credit and gift cards), charged at completion like one without an
 * amount, but fixed: it does not follow the total as it changes.
 */
export function createPayment(db: DemoDb, order: OrderRow, input: PaymentInput, userId: number | null, overwrittenCents?: number): PaymentRow {
  const methodId = asString(input.payment_method_id)?.trim();
  const method = methodId && /^\d{1,15}$/.test(methodId) ? paymentMethodById(db, Number(methodId)) : undefined;
  if (!method || method.active !== 1 || !(FRONT_END_KINDS as readonly string[]).includes(method.kind)) {
    throw new ApiError(422, 'payment_method_not_found', 'The payment method was not found.', { fieldErrors: {} });
  }
  let amountCents: number | null = null;
  if (overwrittenCents === undefined && input.amount !== undefined && input.amount !== null) {
    // The documents type it a number: a string (even "20.00") is refused, as a validating proxy would.
    if (typeof input.amount !== 'number') throw validationFailed({ amount: ['must be a number'] }, 'Amount must be a number');
    amountCents = parseAmountToCents(input.amount);
    if (amountCents === null || amountCents < 0) throw validationFailed({ amount: ['is not a number'] }, 'Amount is not a number');
  }
  let sourceId: number | null = null;
  if (method.kind === 'card') sourceId = cardSource(db, method, input, userId);
  // A new payment invalidates the earlier ones that were never processed (`checkout`), but not
  // store credit or gift cards; tenders already taken (`pending`) are finalized and stay.
  run(
    db,
    `UPDATE payments SET state = 'invalid', updated_at = ? WHERE order_id = ? AND state = 'checkout'
    AND payment_method_id NOT IN (SELECT id FROM payment_methods WHERE kind IN ('store_credit', 'gift_card'))`,
    nowIso(),
    order.id,
  );
  if (amountCents !== null) {
    const due = stillDueCents(db, recalculate(db, order.id));
    if (amountCents > due) {
      throw unprocessable(`The amount (${displayMoney(amountCents, order.currency)}) is more than the ${displayMoney(due, order.currency)} still due.`);
    }
  }
  const payment = insertCheckoutPayment(db, order.id, {
    methodId: method.id,
    amountCents: amountCents ?? overwrittenCents ?? order.total_cents,
    followsTotal: amountCents === null && overwrittenCents === undefined,
    sourceId,
  });
  if (amountCents !== null) takeTender(db, payment, method);
  recalculate(db, order.id);
  return get<PaymentRow>(db, 'SELECT * FROM payments WHERE id = ?', payment.id)!;
}

/** What the order's valid payments leave unpaid (store credit and gift cards count as sized). */
function stillDueCents(db: DemoDb, order: OrderRow): number {
  const paid = validPaymentsOf(db, order.id).reduce((sum, p) => sum + p.amount_cents, 0);
  return Math.max(0, order.total_cents - paid);
}

/**
 * A partial tender is taken when it is created: a card is authorized now (a decline is a 422
 * and, inside the request's transaction, leaves nothing behind), cash is recorded as received.
 */
function takeTender(db: DemoDb, payment: PaymentRow, method: PaymentMethodRow): void {
  if (method.kind === 'card') {
    const card = payment.source_id === null ? undefined : creditCardById(db, payment.source_id);
    const result = chargeTestCard(card?.gateway_payment_profile_id ?? '', payment.amount_cents, payment.number);
    if (!result.approved) throw unprocessable(result.message);
    run(db, "UPDATE payments SET state = 'pending', response_code = ?, updated_at = ? WHERE id = ?", result.responseCode, nowIso(), payment.id);
  } else {
    run(db, "UPDATE payments SET state = 'pending', response_code = ?, updated_at = ? WHERE id = ?", `CASH-${payment.number}`, nowIso(), payment.id);
  }
}

function cardSource(db: DemoDb, method: PaymentMethodRow, input: PaymentInput, userId: number | null): number {
  const sourceId = asString(input.source_id)?.trim();
  if (sourceId) {
    const card = /^\d{1,15}$/.test(sourceId) ? creditCardById(db, Number(sourceId)) : undefined;
    if (!card || userId === null || card.user_id !== userId || card.deleted_at !== null || card.payment_method_id !== method.id) {
      throw new ApiError(422, 'source_not_found', 'The payment source was not found.', { fieldErrors: {} });
    }
    return card.id;
  }
  const source: Params = isObject(input.source_attributes) ? input.source_attributes : {};
  const errors: FieldErrors = {};
  const token = asString(source.gateway_payment_profile_id)?.trim() ?? '';
  const name = asString(source.name)?.trim() ?? '';
  if (!token) errors.gateway_payment_profile_id = ["can't be blank"];
  if (!name) errors.name = ["can't be blank"];
  const ccType = asString(source.cc_type)?.trim().toLowerCase() || testCardToken(token)?.ccType || null;
  if (ccType && !(CARD_TYPES as readonly string[]).includes(ccType)) errors.cc_type = [`must be one of: ${CARD_TYPES.join(', ')}`];
  const lastDigits = asString(source.last_digits)?.trim() || testCardToken(token)?.lastDigits || null;
  if (lastDigits && !/^\d{4}$/.test(lastDigits)) errors.last_digits = ['must be 4 digits'];
  const month = source.month === undefined ? null : (asInteger(source.month) ?? NaN);
  const year = source.year === undefined ? null : (asInteger(source.year) ?? NaN);
  if (month !== null && !(month >= 1 && month <= 12)) errors.month = ['is not a valid month'];
  if (year !== null && !(year >= 2000 && year <= 2100)) errors.year = ['is not a valid year'];
  if (hasErrors(errors)) throw validationFailed({ source: errors });
  const now = nowIso();
  return Number(
    run(
      db,
      `INSERT INTO credit_cards (payment_method_id, user_id, gateway_payment_profile_id, name, cc_type, last_digits, month, year, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      method.id,
      userId,
      token,
      name,
      ccType,
      lastDigits,
      month,
      year,
      now,
      now,
    ).lastInsertRowid,
  );
}

/** Why a payment could not be taken, and which card payment was declined (to be marked failed). */
export interface PaymentRefusal {
  message: string;
  declinedPaymentId: number | null;
}

/**
 * Processes the order's unprocessed payments. Returns the reason when one cannot be taken: a
 * card declined, or a gift card or store credit whose balance no longer covers its payment
 * (checked before any card is charged). It writes the payments taken so far either way: the
 * caller runs it inside the transaction that places the order and undoes it all on a refusal.
 */
export function processPayments(db: DemoDb, order: OrderRow): { declined: PaymentRefusal | null } {
  // Partial tenders were taken when they were created: they are captured with the order.
  run(
    db,
    `UPDATE payments SET state = 'completed', updated_at = ? WHERE order_id = ? AND state = 'pending'
    AND payment_method_id IN (SELECT id FROM payment_methods WHERE kind IN ('cash', 'card'))`,
    nowIso(),
    order.id,
  );
  const pending = all<PaymentRow & { kind: string }>(
    db,
    `SELECT p.*, m.kind FROM payments p JOIN payment_methods m ON m.id = p.payment_method_id
     WHERE p.order_id = ? AND p.state = 'checkout' ORDER BY p.id`,
    order.id,
  );
  const credits = pending.filter((p) => p.kind === 'gift_card' || p.kind === 'store_credit');
  const giftCardCents = credits.filter((p) => p.kind === 'gift_card').reduce((sum, p) => sum + p.amount_cents, 0);
  const storeCreditCents = credits.filter((p) => p.kind === 'store_credit').reduce((sum, p) => sum + p.amount_cents, 0);
  for (const p of credits.filter((x) => x.kind === 'gift_card')) {
    const card = giftCardById(db, p.gift_card_id);
    if (!card || isExpired(card) || remainingOf(card) < giftCardCents) {
      return { declined: { message: 'The gift card balance does not cover this payment.', declinedPaymentId: null } };
    }
  }
  if (storeCreditCents > availableStoreCredit(db, order.user_id, order.currency)) {
    return { declined: { message: 'The store credit balance does not cover this payment.', declinedPaymentId: null } };
  }
  for (const payment of pending.filter((p) => !credits.includes(p))) {
    const now = nowIso();
    if (payment.kind === 'card') {
      const card = payment.source_id === null ? undefined : creditCardById(db, payment.source_id);
      const result = chargeTestCard(card?.gateway_payment_profile_id ?? '', payment.amount_cents, payment.number);
      if (!result.approved) return { declined: { message: result.message, declinedPaymentId: payment.id } };
      run(db, "UPDATE payments SET state = 'completed', response_code = ?, updated_at = ? WHERE id = ?", result.responseCode, now, payment.id);
    } else {
      run(db, "UPDATE payments SET state = 'completed', response_code = ?, updated_at = ? WHERE id = ?", `CASH-${payment.number}`, now, payment.id);
    }
  }
  for (const payment of credits) {
    if (payment.amount_cents > 0) {
      if (payment.kind === 'gift_card') redeemGiftCard(db, payment.gift_card_id!, payment.amount_cents);
      else spendStoreCredit(db, order.user_id!, order.currency, payment.amount_cents);
    }
    const code = payment.kind === 'gift_card' ? `GC-${payment.number}` : `SC-${payment.number}`;
    run(db, "UPDATE payments SET state = 'completed', response_code = ?, updated_at = ? WHERE id = ?", code, nowIso(), payment.id);
  }
  return { declined: null };
}

/** A card the gateway declined: its payment no longer counts. */
export function markPaymentFailed(db: DemoDb, paymentId: number): void {
  run(db, "UPDATE payments SET state = 'failed', updated_at = ? WHERE id = ?", nowIso(), paymentId);
}
