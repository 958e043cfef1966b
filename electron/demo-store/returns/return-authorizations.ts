/**
 * Return authorizations (Spree's `ReturnAuthorization`): an administrator authorizes some units of
 * a completed order's lines to come back, with a reason, a memo and the stock location they come
 * back to. Each return item is a line and a quantity; the store works out what it is due back
 * (amount-due-back.ts) there and then.
 *
 * Rules: the order is complete (not canceled) and its goods have left the store (every live
 * shipment shipped or delivered, or the order was a counter sale, channel `pos`, handed over at
 * once); a quantity past what was sold less what is already authorized (canceled authorizations
 * not counted) is a 422 naming the line; past the store's return window (days since the order
 * completed) the items are `manual_intervention_required` and the create is a 422 unless
 * `override_return_window` is true, which is recorded on the authorization. Canceling is refused
 * once any of its items has been received.
 */
import { ApiError, hasErrors, unprocessable, validationFailed, type FieldErrors } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { LineItemRow, OrderRow } from '../db/rows.js';
import { lineItemsOf, nowIso, shipmentsOf } from '../orders/orders.js';
import { asInteger, asString, isObject, type Params } from '../http/params.js';
import { defaultStockLocationId } from '../checkout/shipments.js';
import { amountDueBack } from './amount-due-back.js';
import { reasonById } from './reasons.js';
import { newReturnNumber, rowAt, rowById, rowNamed } from './return-numbers.js';
import type { ReturnAuthorizationRow, ReturnItemRow } from './return-rows.js';

const MEMO_MAX = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An order by number, else by id. */
function orderNamed(db: DemoDb, key: unknown): OrderRow | undefined {
  return rowNamed<OrderRow>(db, 'orders', key);
}

/** An authorization by number, else by id, or a 404. */
export function returnAuthorizationAt(db: DemoDb, key: string): ReturnAuthorizationRow {
  return rowAt<ReturnAuthorizationRow>(db, 'return_authorizations', key);
}

export function returnItemsOf(db: DemoDb, authorizationId: number): ReturnItemRow[] {
  return all<ReturnItemRow>(db, 'SELECT * FROM return_items WHERE return_authorization_id = ? ORDER BY id', authorizationId);
}

/** One page of authorizations, newest first; `orderNumber` keeps one order's (an unknown order has none). */
export function returnAuthorizationsPage(
  db: DemoDb,
  filter: { orderNumber: string | null; awaiting: boolean },
  perPage: number,
  offset: number,
): { rows: ReturnAuthorizationRow[]; total: number } {
  const { orderNumber } = filter;
  const order = orderNumber ? orderNamed(db, orderNumber) : null;
  if (orderNumber && !order) return { rows: [], total: 0 };
  const conditions = [
    ...(order ? ['order_id = ?'] : []),
    ...(filter.awaiting
      ? [
          "state = 'authorized' AND EXISTS (SELECT 1 FROM return_items i WHERE i.return_authorization_id = return_authorizations.id AND i.reception_status = 'awaiting')",
        ]
      : []),
  ];
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const args = order ? [order.id] : [];
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM return_authorizations ${where}`, ...args)!.n;
  const rows = all<ReturnAuthorizationRow>(db, `SELECT * FROM return_authorizations ${where} ORDER BY id DESC LIMIT ? OFFSET ?`, ...args, perPage, offset);
  return { rows, total };
}

/** Units of the line in authorizations that are not canceled. */
function unitsAuthorized(db: DemoDb, lineItemId: number): number {
  return (
    get<{ n: number | null }>(
      db,
      `SELECT SUM(i.quantity) AS n FROM return_items i JOIN return_authorizations a ON a.id = i.return_authorization_id
       WHERE i.line_item_id = ? AND a.state != 'canceled'`,
      lineItemId,
    )?.n ?? 0
  );
}

function lineName(db: DemoDb, line: LineItemRow): string {
  const name = get<{ name: string }>(db, 'SELECT p.name FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?', line.variant_id)?.name;
  return `line item ${line.id}${name ? ` (${name})` : ''}`;
}

/** The order's goods have left the store: shipped or delivered, or handed over at a till. */
function assertGoodsLeft(db: DemoDb, order: OrderRow): void {
  if (order.channel === 'pos') return;
  const waiting = shipmentsOf(db, order.id).find((s) => s.state !== 'canceled' && s.state !== 'shipped' && s.state !== 'delivered');
  if (waiting) {
    throw unprocessable(
      `Order ${order.number} has not left the store (shipment ${waiting.number} is ${waiting.state}): cancel the order or the shipment instead of returning it`,
    );
  }
}

function returnWindowDays(db: DemoDb): number {
  return get<{ days: number }>(db, 'SELECT return_window_days AS days FROM stores ORDER BY id LIMIT 1')?.days ?? 30;
}

interface WantedUnits {
  line: LineItemRow;
  quantity: number;
}

/** The return items asked for, each line once (two entries of a line add up); field errors as found. */
function wantedUnits(db: DemoDb, order: OrderRow, input: unknown, errors: FieldErrors): WantedUnits[] {
  if (!Array.isArray(input) || input.length === 0) {
    errors.return_items = ["can't be blank: name at least one line_item_id with a quantity"];
    return [];
  }
  const lines = new Map(lineItemsOf(db, order.id).map((li) => [li.id, li]));
  const wanted = new Map<number, WantedUnits>();
  for (const entry of input as unknown[]) {
    const item: Params = isObject(entry) ? entry : {};
    const key = asString(item.line_item_id)?.trim() ?? '';
    const line = /^\d{1,15}$/.test(key) ? lines.get(Number(key)) : undefined;
    const quantity = item.quantity === undefined ? 1 : asInteger(item.quantity);
    if (!line) errors.return_items = [`line item ${key || '(blank)'} is not a line of order ${order.number}`];
    else if (quantity === undefined || quantity < 1) errors.return_items = [`quantity of ${lineName(db, line)} must be a whole number of at least 1`];
    else {
      const known = wanted.get(line.id);
      wanted.set(line.id, { line, quantity: (known?.quantity ?? 0) + quantity });
    }
  }
  for (const { line, quantity } of wanted.values()) {
    const already = unitsAuthorized(db, line.id);
    const left = line.quantity - already;
    if (quantity > left) {
      errors.return_items = [
        `${lineName(db, line)}: ${quantity} asked back, but only ${left} of the ${line.quantity} sold can still be returned (${already} already authorized)`,
      ];
    }
  }
  return [...wanted.values()];
}

/** Creates an authorization with its items; every refusal is a 422 in words, and nothing is saved. */
export function createReturnAuthorization(db: DemoDb, input: Params, createdBy: string): ReturnAuthorizationRow {
  const order = orderNamed(db, input.order_id);
  if (!order) throw validationFailed({ order: ["can't be blank (an order's number or id)"] });
  if (order.completed_at === null || order.state === 'canceled') {
    throw validationFailed({ order: [`${order.number} is ${order.state}: only a completed order's goods can be returned`] });
  }
  assertGoodsLeft(db, order);
  const errors: FieldErrors = {};
  const reasonKey = input.return_authorization_reason_id;
  const reason = reasonById(db, 'return_authorization_reasons', reasonKey);
  if (!reason) errors.return_authorization_reason = [reasonKey === undefined ? "can't be blank" : `${asString(reasonKey) ?? ''} is not a return reason`];
  const locationKey = asString(input.stock_location_id)?.trim();
  const locationId = locationKey ? Number(locationKey) : defaultStockLocationId(db);
  if (!/^\d{1,15}$/.test(String(locationId)) || !get(db, 'SELECT 1 FROM stock_locations WHERE id = ?', locationId)) {
    errors.stock_location = [`${locationKey ?? ''} is not a stock location`];
  }
  const memo = asString(input.memo)?.trim() || null;
  if (memo && memo.length > MEMO_MAX) errors.memo = [`is too long (maximum is ${MEMO_MAX} characters)`];
  const units = wantedUnits(db, order, input.return_items, errors);
  if (hasErrors(errors)) throw validationFailed(errors);
  const days = Math.floor((Date.now() - Date.parse(order.completed_at)) / DAY_MS);
  const window = returnWindowDays(db);
  const pastWindow = days > window;
  const override = input.override_return_window === true || input.override_return_window === 'true';
  if (pastWindow && !override) {
    throw new ApiError(
      422,
      `Order ${order.number} completed ${days} days ago, past the ${window}-day return window: its items need a manager (pass override_return_window: true to authorize them anyway)`,
      `Order ${order.number} is past the return window`,
      { fieldErrors: { return_items: ['manual intervention required: past the return window'] } },
    );
  }
  const now = nowIso();
  const id = Number(
    run(
      db,
      `INSERT INTO return_authorizations (number, order_id, state, reason_id, memo, stock_location_id, window_overridden, created_by, created_at, updated_at)
       VALUES (?, ?, 'authorized', ?, ?, ?, ?, ?, ?, ?)`,
      newReturnNumber(db, 'RA'),
      order.id,
      reason!.id,
      memo,
      locationId,
      pastWindow ? 1 : 0,
      createdBy,
      now,
      now,
    ).lastInsertRowid,
  );
  for (const { line, quantity } of units) {
    const due = amountDueBack(line, unitsAuthorized(db, line.id), quantity);
    run(
      db,
      `INSERT INTO return_items (return_authorization_id, line_item_id, quantity, pre_tax_amount_cents, additional_tax_cents, included_tax_cents,
       eligibility, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      line.id,
      quantity,
      due.preTaxCents,
      due.additionalTaxCents,
      due.includedTaxCents,
      pastWindow ? 'manual_intervention_required' : 'eligible',
      now,
      now,
    );
  }
  return rowById<ReturnAuthorizationRow>(db, 'return_authorizations', id)!;
}

/** Cancels an authorization none of whose items came back yet; its units can be authorized again. */
export function cancelReturnAuthorization(db: DemoDb, authorization: ReturnAuthorizationRow): ReturnAuthorizationRow {
  if (authorization.state === 'canceled') throw unprocessable(`Return authorization ${authorization.number} is already canceled`);
  const received = returnItemsOf(db, authorization.id).find((i) => i.reception_status === 'received');
  if (received) {
    throw unprocessable(`Return authorization ${authorization.number} cannot be canceled: return item ${received.id} has already been received`);
  }
  const now = nowIso();
  run(db, "UPDATE return_authorizations SET state = 'canceled', canceled_at = ?, updated_at = ? WHERE id = ?", now, now, authorization.id);
  run(db, "UPDATE return_items SET reception_status = 'canceled', updated_at = ? WHERE return_authorization_id = ?", now, authorization.id);
  return rowById<ReturnAuthorizationRow>(db, 'return_authorizations', authorization.id)!;
}
