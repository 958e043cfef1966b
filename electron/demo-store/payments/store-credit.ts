/**
 * Store credit: money a customer holds with the store, in one currency per credit. A signed-in
 * customer's order can use it (`POST /checkout/add_store_credit`, as much as covers the order
 * unless an amount is given); it becomes a payment that is only spent when the order completes.
 */
import { unprocessable, validationFailed } from '../http/api-error.js';
import { all, run, type DemoDb } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { parseAmountToCents } from '../jsonapi/money.js';
import { dropCheckoutPayments, insertCheckoutPayment, paymentMethodOfKind } from './payment-records.js';

export interface StoreCreditRow {
  id: number;
  user_id: number;
  currency: string;
  amount_cents: number;
  amount_used_cents: number;
  memo: string | null;
  created_at: string;
  updated_at: string;
}

const NO_STORE_CREDIT = 'User does not have any Store Credits available';

function storeCreditsOf(db: DemoDb, userId: number, currency: string): StoreCreditRow[] {
  return all<StoreCreditRow>(db, 'SELECT * FROM store_credits WHERE user_id = ? AND currency = ? ORDER BY id', userId, currency);
}

/** The user's unspent store credit in a currency. */
export function availableStoreCredit(db: DemoDb, userId: number | null, currency: string): number {
  if (userId === null) return 0;
  return storeCreditsOf(db, userId, currency).reduce((sum, c) => sum + Math.max(0, c.amount_cents - c.amount_used_cents), 0);
}

/**
 * Replaces the order's store-credit payment with one for `amount` (or as much as covers what is
 * left to pay). 422 for guests, users without credit and amounts that are not positive numbers.
 */
export function addStoreCredit(db: DemoDb, order: OrderRow, amount: unknown, outstandingCents: number): void {
  const available = availableStoreCredit(db, order.user_id, order.currency);
  const method = paymentMethodOfKind(db, 'store_credit');
  if (order.user_id === null || available === 0 || !method) throw unprocessable(NO_STORE_CREDIT);
  let requested: number | null = null;
  if (amount !== undefined && amount !== null && amount !== '') {
    requested = parseAmountToCents(amount);
    if (requested === null || requested <= 0) throw validationFailed({ amount: ['must be a positive number'] });
  }
  dropCheckoutPayments(db, order.id, 'store_credit');
  const credit = storeCreditsOf(db, order.user_id, order.currency).find((c) => c.amount_cents > c.amount_used_cents)!;
  const amountCents = Math.max(0, Math.min(requested ?? available, available, outstandingCents));
  insertCheckoutPayment(db, order.id, { methodId: method.id, amountCents, followsTotal: requested === null, storeCreditId: credit.id });
}

export function removeStoreCredit(db: DemoDb, orderId: number): void {
  dropCheckoutPayments(db, orderId, 'store_credit');
}

/** Spends `amountCents` of the user's credit (oldest first); false when it no longer covers it. */
export function spendStoreCredit(db: DemoDb, userId: number, currency: string, amountCents: number): boolean {
  if (availableStoreCredit(db, userId, currency) < amountCents) return false;
  let left = amountCents;
  const now = new Date().toISOString();
  for (const credit of storeCreditsOf(db, userId, currency)) {
    if (left === 0) break;
    const take = Math.min(left, Math.max(0, credit.amount_cents - credit.amount_used_cents));
    if (take > 0) run(db, 'UPDATE store_credits SET amount_used_cents = amount_used_cents + ?, updated_at = ? WHERE id = ?', take, now, credit.id);
    left -= take;
  }
  return true;
}

/** Gives `amountCents` of spent credit back to the user (the newest spending first), as a voided payment does. */
export function restoreStoreCredit(db: DemoDb, userId: number, currency: string, amountCents: number): void {
  let left = amountCents;
  const now = new Date().toISOString();
  for (const credit of storeCreditsOf(db, userId, currency).reverse()) {
    if (left === 0) break;
    const give = Math.min(left, credit.amount_used_cents);
    if (give > 0) run(db, 'UPDATE store_credits SET amount_used_cents = amount_used_cents - ?, updated_at = ? WHERE id = ?', give, now, credit.id);
    left -= give;
  }
}
