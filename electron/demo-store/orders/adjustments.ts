/**
 * Adjustments made through the Platform API, as Spree keeps them (`Spree::Adjustment` with no
 * source): on an order or on one of its line items, with a label that says why and an amount,
 * negative for a reduction. The order's totals are recalculated at once: its adjustment_total and
 * total include them, a cart's payments that follow the total follow it, and a completed order's
 * payment state says what is owed either way. A line's adjustments are part of its taxable amount
 * (the store taxes the line after its discount), so a line is adjusted only while its order is a
 * cart, never below zero; one made by mistake is deleted while the order is a cart. Emptying or
 * deleting a cart drops its adjustments, as Spree's Cart::Empty does; removing a line drops its own.
 */
import { ApiError, hasErrors, notFound, validationFailed, type FieldErrors } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { AdjustmentRow, LineItemRow, OrderRow } from '../db/rows.js';
import { parseAmountToCents } from '../jsonapi/money.js';
import { nowIso, orderById, recalculate } from './orders.js';
import { isGiftCardVariant } from '../payments/gift-card-issuing.js';
import { asString, type Params } from '../http/params.js';

/** What this store adjusts: the order itself, or one of its line items. */
const ORDER_ADJUSTABLE = 'Spree::Order';
export const LINE_ADJUSTABLE = 'Spree::LineItem';
const LABEL_MAX = 255;
/** Spree's adjustment amount is a decimal(10, 2). */
const MAX_AMOUNT_CENTS = 9_999_999_999;

/** The order an adjustment names: by id (Spree's `order_id`), else by number. */
function orderNamed(db: DemoDb, key: string): OrderRow | undefined {
  if (/^\d{1,15}$/.test(key)) return orderById(db, Number(key));
  return get<OrderRow>(db, 'SELECT * FROM orders WHERE number = ?', key);
}

/** The line item an adjustment names (by id), if it belongs to the order. */
function lineOfOrder(db: DemoDb, order: OrderRow, key: string): LineItemRow | undefined {
  if (!/^\d{1,15}$/.test(key)) return undefined;
  return get<LineItemRow>(db, 'SELECT * FROM line_items WHERE id = ? AND order_id = ?', Number(key), order.id);
}

/** The line's amount after its promotion and its adjustments, in cents (what it is taxed on). */
export function lineAmountAfterAdjustments(
  line: Pick<LineItemRow, 'price_cents' | 'quantity' | 'promo_total_cents' | 'manual_adjustment_total_cents'>,
): number {
  return line.price_cents * line.quantity + line.promo_total_cents + line.manual_adjustment_total_cents;
}

/** What is adjusted: the order, or one of its lines (with the adjustable's field error when neither). */
function adjustableOf(db: DemoDb, order: OrderRow | undefined, input: Params, errors: FieldErrors): LineItemRow | null {
  const adjustableType = asString(input.adjustable_type)?.trim() ?? '';
  const adjustableKey = asString(input.adjustable_id)?.trim() ?? '';
  if (!adjustableType || !adjustableKey) errors.adjustable = ["can't be blank"];
  else if (adjustableType === LINE_ADJUSTABLE) {
    const line = order ? lineOfOrder(db, order, adjustableKey) : undefined;
    if (order && !line) errors.adjustable = ['must be a line item of the order named by order_id'];
    else if (order && order.completed_at !== null)
      errors.adjustable = ['is a line of a completed order: a line is adjusted (and taxed again) only while its order is a cart'];
    else if (line && isGiftCardVariant(db, line.variant_id)) errors.adjustable = ['is a gift card: it sells at the value it loads, never adjusted'];
    return line ?? null;
  } else if (adjustableType !== ORDER_ADJUSTABLE) errors.adjustable = [`must be the order (${ORDER_ADJUSTABLE}) or one of its line items (${LINE_ADJUSTABLE})`];
  else if (order && orderNamed(db, adjustableKey)?.id !== order.id) errors.adjustable = ['must be the order named by order_id'];
  return null;
}

/** Creates an adjustment on an order or a line (422 with every field's error at once) and recalculates its totals. */
export function createAdjustment(db: DemoDb, input: Params): AdjustmentRow {
  const errors: FieldErrors = {};
  const orderKey = asString(input.order_id)?.trim() ?? '';
  const order = orderKey ? orderNamed(db, orderKey) : undefined;
  if (!order) errors.order = ["can't be blank"];
  else if (order.state === 'canceled') errors.order = ['is canceled'];
  const line = adjustableOf(db, order, input, errors);
  const label = asString(input.label)?.trim() ?? '';
  if (!label) errors.label = ["can't be blank"];
  else if (label.length > LABEL_MAX) errors.label = [`is too long (maximum is ${LABEL_MAX} characters)`];
  // The documents type the amount a number: a string is refused, as for a payment's amount.
  const cents = typeof input.amount === 'number' ? parseAmountToCents(input.amount) : null;
  if (cents === null) errors.amount = ['is not a number'];
  else if (Math.abs(cents) > MAX_AMOUNT_CENTS) errors.amount = ['must be less than or equal to 99999999.99'];
  else if (line && lineAmountAfterAdjustments(line) + cents < 0) {
    errors.amount = [`would take the line below zero (it comes to ${(lineAmountAfterAdjustments(line) / 100).toFixed(2)} after its discounts)`];
  }
  const state = input.state === undefined ? 'open' : asString(input.state);
  if (state !== 'open' && state !== 'closed') errors.state = ['is not included in the list'];
  if (hasErrors(errors) || !order || cents === null) throw validationFailed(errors);
  const now = nowIso();
  const result = run(
    db,
    `INSERT INTO adjustments (order_id, adjustable_type, adjustable_id, label, amount_cents, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    order.id,
    line ? LINE_ADJUSTABLE : ORDER_ADJUSTABLE,
    line ? line.id : order.id,
    label,
    cents,
    state,
    now,
    now,
  );
  addToTotals(db, order.id, line?.id ?? null, cents);
  return adjustmentById(db, Number(result.lastInsertRowid))!;
}

/** The order keeps the sum of all its adjustments and a line its own (orders.ts recalculate adds and taxes them). */
function addToTotals(db: DemoDb, orderId: number, lineId: number | null, cents: number): void {
  run(db, 'UPDATE orders SET manual_adjustment_total_cents = manual_adjustment_total_cents + ? WHERE id = ?', cents, orderId);
  if (lineId !== null) run(db, 'UPDATE line_items SET manual_adjustment_total_cents = manual_adjustment_total_cents + ? WHERE id = ?', cents, lineId);
  recalculate(db, orderId);
}

/** Deletes an adjustment of a cart (a completed order's stay: its payments were taken against them) and recalculates. */
export function deleteAdjustment(db: DemoDb, key: string): void {
  const row = adjustmentAt(db, key);
  const order = orderById(db, row.order_id);
  if (!order || order.completed_at !== null) {
    const sentence = 'An adjustment of a completed order stays: adjust the order again instead';
    throw new ApiError(422, sentence, sentence, { fieldErrors: { order: ['is completed'] } });
  }
  run(db, 'DELETE FROM adjustments WHERE id = ?', row.id);
  addToTotals(db, order.id, row.adjustable_type === LINE_ADJUSTABLE ? row.adjustable_id : null, -row.amount_cents);
}

/** A line leaves its cart: its adjustments go with it, out of the order's sum (the caller recalculates). */
export function dropLineAdjustments(db: DemoDb, line: LineItemRow): void {
  run(db, 'DELETE FROM adjustments WHERE adjustable_type = ? AND adjustable_id = ?', LINE_ADJUSTABLE, line.id);
  run(
    db,
    'UPDATE orders SET manual_adjustment_total_cents = manual_adjustment_total_cents - ? WHERE id = ?',
    line.manual_adjustment_total_cents,
    line.order_id,
  );
}

function adjustmentById(db: DemoDb, id: number): AdjustmentRow | undefined {
  return get<AdjustmentRow>(db, 'SELECT * FROM adjustments WHERE id = ?', id);
}

/** An adjustment by its id (path), or a 404. */
export function adjustmentAt(db: DemoDb, key: string): AdjustmentRow {
  const row = /^\d{1,15}$/.test(key) ? adjustmentById(db, Number(key)) : undefined;
  if (!row) throw notFound();
  return row;
}

/** One page of adjustments, oldest first; `orderId` (id or number) keeps one order's. */
export function adjustmentsPage(db: DemoDb, orderKey: string | null, perPage: number, offset: number): { rows: AdjustmentRow[]; total: number } {
  const order = orderKey ? orderNamed(db, orderKey) : null;
  if (orderKey && !order) return { rows: [], total: 0 };
  const where = order ? 'WHERE order_id = ?' : '';
  const args = order ? [order.id] : [];
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM adjustments ${where}`, ...args)!.n;
  return { rows: all<AdjustmentRow>(db, `SELECT * FROM adjustments ${where} ORDER BY id LIMIT ? OFFSET ?`, ...args, perPage, offset), total };
}
