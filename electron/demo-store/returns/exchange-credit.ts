/**
 * Exchanges (this store's extension): a reimbursement of type `exchange` names a new order still in
 * checkout (`exchange_order_number`, the sale the customer takes in exchange) and puts the return's
 * value on it as a payment of the store's "Exchange credit" method, up to the new order's total; the
 * rest goes back to the returned order's tenders as `original` does (reimbursements.ts). The credit
 * is taken at once (a completed payment), so what is left to pay is the new order's total less it,
 * and the order is placed with the usual tenders (or the credit alone). The payment carries the
 * reimbursement's number as its response code: that is how a reimbursement finds its credit.
 */
import { unprocessable, validationFailed } from '../http/api-error.js';
import { get, run, type DemoDb } from '../db/database.js';
import type { OrderRow, PaymentRow } from '../db/rows.js';
import { displayMoney } from '../jsonapi/money.js';
import { asString, type Params } from '../http/params.js';
import { nowIso, recalculate } from '../orders/orders.js';
import { insertCheckoutPayment } from '../payments/payment-records.js';

const EXCHANGE_KIND = 'exchange_credit';
const EXCHANGE_METHOD_NAME = 'Exchange credit';
/** The states of an order still in checkout (not placed, not canceled). */
const IN_CHECKOUT = new Set(['cart', 'address', 'delivery', 'payment', 'confirm']);

const responseCodeOf = (reimbursementNumber: string) => `EXCHANGE-${reimbursementNumber}`;

/** The store's "Exchange credit" payment method, created the first time an exchange needs it (kept off the checkout's list). */
function exchangeMethodId(db: DemoDb): number {
  const found = get<{ id: number }>(db, 'SELECT id FROM payment_methods WHERE kind = ? ORDER BY id LIMIT 1', EXCHANGE_KIND);
  if (found) return found.id;
  const position = (get<{ n: number | null }>(db, 'SELECT MAX(position) AS n FROM payment_methods')?.n ?? 0) + 1;
  return Number(
    run(
      db,
      'INSERT INTO payment_methods (kind, type, name, description, position, active, requires_confirmation) VALUES (?, ?, ?, ?, ?, 1, 0)',
      EXCHANGE_KIND,
      'Shop::PaymentMethod::ExchangeCredit',
      EXCHANGE_METHOD_NAME,
      'The value of goods returned in exchange, put toward the new order by a reimbursement of type exchange.',
      position,
    ).lastInsertRowid,
  );
}

/** The new order an exchange pays toward, refused in words unless it is in checkout and in the returned order's currency. */
function exchangeOrderOf(db: DemoDb, input: Params, returned: OrderRow): OrderRow {
  const key = asString(input.exchange_order_number)?.trim();
  if (!key) throw validationFailed({ exchange_order_number: ["can't be blank: name the order (still in checkout) the return's value pays toward"] });
  const order = get<OrderRow>(db, 'SELECT * FROM orders WHERE number = ?', key);
  if (!order) throw unprocessable(`No order ${key} at this store to exchange toward`);
  if (order.id === returned.id) throw unprocessable(`Order ${key} is the order the goods came back from: name the new order`);
  if (!IN_CHECKOUT.has(order.state))
    throw unprocessable(`Order ${key} is not in checkout (it is ${order.state}): an exchange pays toward an order not yet placed`);
  if (order.currency !== returned.currency) {
    throw unprocessable(
      `Order ${key} is in ${order.currency} and the return in ${returned.currency}: an exchange pays toward an order of the same store and currency`,
    );
  }
  return order;
}

/**
 * Puts up to `valueCents` of the return's value on the new order named in `input` as one completed
 * "Exchange credit" payment (never more than the order leaves to pay); the cents it put there.
 * Inside the caller's transaction.
 */
export function creditExchangeOrder(db: DemoDb, input: Params, returned: OrderRow, valueCents: number, reimbursementNumber: string): number {
  const order = recalculate(db, exchangeOrderOf(db, input, returned).id);
  const paid =
    get<{ n: number | null }>(
      db,
      `SELECT SUM(p.amount_cents) AS n FROM payments p JOIN payment_methods m ON m.id = p.payment_method_id WHERE p.order_id = ?
      AND (p.state IN ('pending', 'completed') OR (p.state = 'checkout' AND m.kind IN ('store_credit', 'gift_card')))`,
      order.id,
    )?.n ?? 0;
  const creditCents = Math.min(valueCents, Math.max(0, order.total_cents - paid));
  if (creditCents === 0) {
    throw unprocessable(`Order ${order.number} has nothing left to pay (${displayMoney(order.total_cents, order.currency)} total): add the new goods first`);
  }
  const payment = insertCheckoutPayment(db, order.id, { methodId: exchangeMethodId(db), amountCents: creditCents, followsTotal: false });
  run(db, "UPDATE payments SET state = 'completed', response_code = ?, updated_at = ? WHERE id = ?", responseCodeOf(reimbursementNumber), nowIso(), payment.id);
  // The returned order gave this much back (as store credit does): it is no longer owed it.
  run(db, 'UPDATE orders SET credited_total_cents = credited_total_cents + ? WHERE id = ?', creditCents, returned.id);
  recalculate(db, order.id);
  return creditCents;
}

/** The exchange credit a reimbursement put on a new order: that order's number and the amount, or null. */
export function exchangeCreditOf(db: DemoDb, reimbursementNumber: string): { orderNumber: string; amountCents: number } | null {
  const payment = get<PaymentRow & { order_number: string }>(
    db,
    'SELECT p.*, o.number AS order_number FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.response_code = ?',
    responseCodeOf(reimbursementNumber),
  );
  return payment ? { orderNumber: payment.order_number, amountCents: payment.amount_cents } : null;
}
