/**
 * Reimbursements (Spree's `Reimbursement`): the money for received return items, given back once.
 * Either for a customer return's items not reimbursed yet, or, where the goods are in hand (at a
 * counter), for an authorization's items received in the same transaction (`return_items` with
 * `resellable` as for a customer return). Types:
 *
 * - `original`: refunds against the order's completed payments, split across them in this order:
 *   store credit and gift cards back to their balances first, then cards through the gateway, then
 *   cash (a record of the cash handed back); each payment gives at most what it can still refund.
 *   When the payments cannot give it all back, nothing is done (a 422 says how much they can).
 * - `store_credit`: store credit issued to the order's customer; a guest order is a 422.
 * - `exchange`: the value pays toward a new order in checkout (`exchange_order_number`), up to what
 *   it leaves to pay; any rest goes back as `original` does (exchange-credit.ts).
 * - `cash`: as `original`, but a card's share is handed back in cash at the counter (its issuer
 *   refused the refund): recorded against its payment with the reason "Card refused", never sent
 *   to the gateway.
 *
 * A `memo` (who approved it, and why) is kept with each refund and the store credit it makes.
 *
 * The total is the items' amounts due back, never more. All of it (receipt, stock, refunds, the
 * reimbursement and the order's states) is one transaction: a failure or a kill at any step keeps
 * none of it.
 */
import { unprocessable, validationFailed } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { displayMoney } from '../jsonapi/money.js';
import { nowIso, orderById, recalculate } from '../orders/orders.js';
import { asString, type Params } from '../http/params.js';
import type { ReturnRecord } from '../process/events.js';
import { creditExchangeOrder } from './exchange-credit.js';
import { customerReturnNamed, receiveReturnItems, receivedItemsOf, type Receipt } from './customer-returns.js';
import { CARD_REFUSED_REASON, createReason, reasonNamed, RETURN_REFUND_REASON } from './reasons.js';
import { refundableCents, refundPayment, type PaymentWithKind } from './refunds.js';
import { newReturnNumber, rowAt, rowById } from './return-numbers.js';
import { returnAuthorizationAt, returnItemsOf } from './return-authorizations.js';
import { amountDueOf, type RefundRow, type ReimbursementRow, type ReturnItemRow } from './return-rows.js';
import { returnStepDone } from './return-steps.js';

const REIMBURSEMENT_TYPES = ['original', 'store_credit', 'exchange', 'cash'] as const;

/** Which payments give back first: balances, then cards, then cash and anything else. */
const REFUND_ORDER: Readonly<Record<string, number>> = { store_credit: 0, gift_card: 0, card: 1 };

export function reimbursementAt(db: DemoDb, key: string): ReimbursementRow {
  return rowAt<ReimbursementRow>(db, 'reimbursements', key);
}

export interface Reimbursed {
  reimbursement: ReimbursementRow;
  receipt: Receipt | null;
  refunds: RefundRow[];
}

/** The items to reimburse, received here when the request brings the goods with it. */
function itemsToReimburse(db: DemoDb, input: Params): { items: ReturnItemRow[]; receipt: Receipt | null; where: string } {
  const customerReturn = customerReturnNamed(db, input.customer_return_id);
  if (customerReturn) {
    return { items: receivedItemsOf(db, customerReturn.id), receipt: null, where: `customer return ${customerReturn.number}` };
  }
  if (input.customer_return_id !== undefined)
    throw validationFailed({ customer_return: [`${asString(input.customer_return_id) ?? ''} is not a customer return`] });
  const authorizationKey = asString(input.return_authorization_id)?.trim();
  if (!authorizationKey)
    throw validationFailed({ customer_return: ["can't be blank: name a customer_return_id, or a return_authorization_id with the return_items in hand"] });
  const authorization = returnAuthorizationAt(db, authorizationKey);
  const own = new Set(returnItemsOf(db, authorization.id).map((i) => i.id));
  const named = Array.isArray(input.return_items) ? (input.return_items as Params[]) : [];
  const stranger = named.map((i) => asString(i.id ?? i.return_item_id)?.trim()).find((key) => !own.has(Number(key)));
  if (stranger !== undefined) throw validationFailed({ return_items: [`${stranger} is not an item of return authorization ${authorization.number}`] });
  const receipt = receiveReturnItems(db, {
    return_items: input.return_items,
    stock_location_id: input.stock_location_id ?? String(authorization.stock_location_id),
  });
  return { items: receivedItemsOf(db, receipt.customerReturn.id), receipt, where: `customer return ${receipt.customerReturn.number}` };
}

/**
 * Refunds `totalCents` across the order's payments (see the order above); 422 before anything when
 * they cannot give it all back. `inCash`: the cards' shares are handed back in cash at the counter
 * (their issuer refused), recorded against their payments with the reason "Card refused".
 */
function refundToOriginal(db: DemoDb, order: OrderRow, totalCents: number, reimbursementId: number, memo: string | null, inCash = false): RefundRow[] {
  const payments = all<PaymentWithKind>(
    db,
    "SELECT p.*, m.kind FROM payments p JOIN payment_methods m ON m.id = p.payment_method_id WHERE p.order_id = ? AND p.state = 'completed' ORDER BY p.id",
    order.id,
  ).sort((a, b) => (REFUND_ORDER[a.kind] ?? 2) - (REFUND_ORDER[b.kind] ?? 2));
  const refundable = payments.map((p) => refundableCents(db, p));
  const available = refundable.reduce((sum, n) => sum + n, 0);
  if (available < totalCents) {
    throw unprocessable(
      `The payments of order ${order.number} can give back only ${displayMoney(available, order.currency)} of the ${displayMoney(totalCents, order.currency)} due: ` +
        'reimburse as store credit instead',
    );
  }
  const reason = inCash
    ? (reasonNamed(db, 'refund_reasons', CARD_REFUSED_REASON) ?? createReason(db, 'refund_reasons', { name: CARD_REFUSED_REASON }))
    : reasonNamed(db, 'refund_reasons', RETURN_REFUND_REASON);
  if (!reason) throw unprocessable(`The refund reason "${RETURN_REFUND_REASON}" is missing: create it first`);
  const refunds: RefundRow[] = [];
  let left = totalCents;
  payments.forEach((payment, i) => {
    const take = Math.min(left, refundable[i]!);
    if (take <= 0) return;
    refunds.push(
      refundPayment(db, {
        payment,
        amountCents: take,
        reason,
        reimbursementId,
        inCash,
        memo: [inCash ? 'Card refused: handed back in cash at the counter' : null, memo].filter(Boolean).join('; ') || null,
      }),
    );
    left -= take;
  });
  return refunds;
}

function issueStoreCredit(db: DemoDb, order: OrderRow, totalCents: number, number: string, memo: string | null): number {
  if (order.user_id === null) {
    throw unprocessable(
      `Order ${order.number} is a guest order (no customer account): store credit cannot be issued; reimburse to the original payment instead`,
    );
  }
  const now = nowIso();
  run(db, 'UPDATE orders SET credited_total_cents = credited_total_cents + ? WHERE id = ?', totalCents, order.id);
  return Number(
    run(
      db,
      'INSERT INTO store_credits (user_id, currency, amount_cents, amount_used_cents, memo, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?, ?)',
      order.user_id,
      order.currency,
      totalCents,
      `Reimbursement ${number} of order ${order.number}${memo ? `: ${memo}` : ''}`,
      now,
      now,
    ).lastInsertRowid,
  );
}

/** Creates a reimbursement (see above), inside the caller's transaction. */
export function createReimbursement(db: DemoDb, input: Params): Reimbursed {
  const type = asString(input.reimbursement_type)?.trim() || 'original';
  if (!(REIMBURSEMENT_TYPES as readonly string[]).includes(type)) {
    throw validationFailed({ reimbursement_type: [`must be one of: ${REIMBURSEMENT_TYPES.join(', ')}`] });
  }
  const { items, receipt, where } = itemsToReimburse(db, input);
  const due = items.filter((i) => i.reimbursement_id === null);
  if (due.length === 0) throw unprocessable(`${where.charAt(0).toUpperCase()}${where.slice(1)} has nothing left to reimburse`);
  const order = orderById(db, get<{ order_id: number }>(db, 'SELECT order_id FROM customer_returns WHERE id = ?', due[0]!.customer_return_id)!.order_id)!;
  const totalCents = due.reduce((sum, i) => sum + amountDueOf(i), 0);
  const number = newReturnNumber(db, 'RI');
  const id = Number(
    run(
      db,
      'INSERT INTO reimbursements (number, order_id, customer_return_id, reimbursement_type, total_cents, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      number,
      order.id,
      due[0]!.customer_return_id,
      type,
      totalCents,
      nowIso(),
    ).lastInsertRowid,
  );
  const memo = asString(input.memo)?.trim().slice(0, 1000) || null;
  let refunds: RefundRow[] = [];
  if (type === 'original' || type === 'cash') refunds = refundToOriginal(db, order, totalCents, id, memo, type === 'cash');
  else if (type === 'exchange') {
    const rest = totalCents - creditExchangeOrder(db, input, order, totalCents, number);
    if (rest > 0) refunds = refundToOriginal(db, order, rest, id, memo);
  } else run(db, 'UPDATE reimbursements SET store_credit_id = ? WHERE id = ?', issueStoreCredit(db, order, totalCents, number, memo), id);
  returnStepDone('money-given-back');
  for (const item of due) {
    const marked = run(db, 'UPDATE return_items SET reimbursement_id = ?, updated_at = ? WHERE id = ? AND reimbursement_id IS NULL', id, nowIso(), item.id);
    if (marked.changes !== 1) throw unprocessable(`Return item ${item.id} was already reimbursed`);
  }
  recalculate(db, order.id);
  returnStepDone('reimbursement-recorded');
  return { reimbursement: rowById<ReimbursementRow>(db, 'reimbursements', id)!, receipt, refunds };
}

/** The webhook records of a reimbursement: the goods received here, each refund, the reimbursement. */
export function reimbursementRecords(db: DemoDb, done: Reimbursed): ReturnRecord[] {
  const orderNumber = orderById(db, done.reimbursement.order_id)!.number;
  const records: ReturnRecord[] = [];
  if (done.receipt) records.push(receiptRecord(done.receipt));
  for (const refund of done.refunds) records.push(refundRecord(refund, orderNumber));
  const { reimbursement } = done;
  records.push({
    name: 'reimbursement.reimbursed',
    type: 'reimbursement',
    id: reimbursement.id,
    number: reimbursement.number,
    state: 'reimbursed',
    previousState: 'pending',
    orderNumber,
  });
  return records;
}

export function receiptRecord(receipt: Receipt): ReturnRecord {
  const { customerReturn, order } = receipt;
  return {
    name: 'customer_return.received',
    type: 'customer_return',
    id: customerReturn.id,
    number: customerReturn.number,
    state: 'received',
    previousState: 'awaiting',
    orderNumber: order.number,
  };
}

export function refundRecord(refund: RefundRow, orderNumber: string): ReturnRecord {
  return { name: 'refund.created', type: 'refund', id: refund.id, number: refund.number, state: 'completed', previousState: 'pending', orderNumber };
}
