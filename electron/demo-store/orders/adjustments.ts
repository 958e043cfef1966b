/**
 * Adjustments made through the Platform API, as Spree keeps them (`Spree::Adjustment` with no
 * source): on an order, with a label that says why and an amount, negative for a reduction. The
 * order's totals are recalculated at once: its adjustment_total and total include them, a cart's
 * payments that follow the total follow it, and a completed order's payment state says what is
 * owed either way. Emptying or deleting a cart drops its adjustments, as Spree's Cart::Empty does.
 */
import { hasErrors, notFound, validationFailed, type FieldErrors } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { AdjustmentRow, OrderRow } from '../db/rows.js';
import { parseAmountToCents } from '../jsonapi/money.js';
import { nowIso, orderById, recalculate } from './orders.js';
import { asString, type Params } from '../http/params.js';

/** The one adjustable this store adjusts: the order itself. */
const ORDER_ADJUSTABLE = 'Spree::Order';
const LABEL_MAX = 255;
/** Spree's adjustment amount is a decimal(10, 2). */
const MAX_AMOUNT_CENTS = 9_999_999_999;

/** The order an adjustment names: by id (Spree's `order_id`), else by number. */
function orderNamed(db: DemoDb, key: string): OrderRow | undefined {
  if (/^\d{1,15}$/.test(key)) return orderById(db, Number(key));
  return get<OrderRow>(db, 'SELECT * FROM orders WHERE number = ?', key);
}

/** Creates an adjustment on an order (422 with every field's error at once) and recalculates its totals. */
export function createAdjustment(db: DemoDb, input: Params): AdjustmentRow {
  const errors: FieldErrors = {};
  const orderKey = asString(input.order_id)?.trim() ?? '';
  const order = orderKey ? orderNamed(db, orderKey) : undefined;
  if (!order) errors.order = ["can't be blank"];
  else if (order.state === 'canceled') errors.order = ['is canceled'];
  const adjustableType = asString(input.adjustable_type)?.trim() ?? '';
  const adjustableKey = asString(input.adjustable_id)?.trim() ?? '';
  if (!adjustableType || !adjustableKey) errors.adjustable = ["can't be blank"];
  else if (adjustableType !== ORDER_ADJUSTABLE) errors.adjustable = [`must be the order (${ORDER_ADJUSTABLE}): this store adjusts orders only`];
  else if (order && orderNamed(db, adjustableKey)?.id !== order.id) errors.adjustable = ['must be the order named by order_id'];
  const label = asString(input.label)?.trim() ?? '';
  if (!label) errors.label = ["can't be blank"];
  else if (label.length > LABEL_MAX) errors.label = [`is too long (maximum is ${LABEL_MAX} characters)`];
  // The documents type the amount a number: a string is refused, as for a payment's amount.
  const cents = typeof input.amount === 'number' ? parseAmountToCents(input.amount) : null;
  if (cents === null) errors.amount = ['is not a number'];
  else if (Math.abs(cents) > MAX_AMOUNT_CENTS) errors.amount = ['must be less than or equal to 99999999.99'];
  const state = input.state === undefined ? 'open' : asString(input.state);
  if (state !== 'open' && state !== 'closed') errors.state = ['is not included in the list'];
  if (hasErrors(errors) || !order || cents === null) throw validationFailed(errors);
  const now = nowIso();
  const result = run(
    db,
    `INSERT INTO adjustments (order_id, adjustable_type, adjustable_id, label, amount_cents, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    order.id,
    ORDER_ADJUSTABLE,
    order.id,
    label,
    cents,
    state,
    now,
    now,
  );
  // The order keeps their sum, which its totals add (orders.ts recalculate).
  run(db, 'UPDATE orders SET manual_adjustment_total_cents = manual_adjustment_total_cents + ? WHERE id = ?', cents, order.id);
  recalculate(db, order.id);
  return adjustmentById(db, Number(result.lastInsertRowid))!;
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
