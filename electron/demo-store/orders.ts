/**
 * Orders and their parts in the database: creating and finding carts, reading line items,
 * shipments, rates and payments, and recalculating totals after any change.
 */
import { addressById, insertAddress } from './addresses.js';
import { priceOf } from './catalog.js';
import { all, get, run, type DemoDb } from './db/database.js';
import type { LineItemRow, OrderRow, PaymentRow, ShipmentRow, ShippingRateRow, UserRow } from './db/rows.js';
import { orderNumber, orderToken, uniqueValue } from './identifiers.js';
import { VALID_PAYMENT_STATES, orderTotals, paymentStateOf, shipmentStateOf } from './order-totals.js';

export const nowIso = (): string => new Date().toISOString();

export function orderById(db: DemoDb, id: number): OrderRow | undefined {
  return get<OrderRow>(db, 'SELECT * FROM orders WHERE id = ?', id);
}

export function orderByNumber(db: DemoDb, number: string): OrderRow | undefined {
  return get<OrderRow>(db, 'SELECT * FROM orders WHERE number = ?', number);
}

export function reload(db: DemoDb, order: OrderRow): OrderRow {
  return orderById(db, order.id)!;
}

export function createOrder(db: DemoDb, init: {
  currency: string; userId: number | null; email: string | null;
  publicMetadata?: Record<string, unknown>; privateMetadata?: Record<string, unknown>;
}): OrderRow {
  const now = nowIso();
  const number = uniqueValue(orderNumber, (n) => !orderByNumber(db, n));
  const result = run(db,
    `INSERT INTO orders (number, token, user_id, email, currency, state, public_metadata, private_metadata, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'cart', ?, ?, ?, ?)`,
    number, orderToken(), init.userId, init.email, init.currency,
    JSON.stringify(init.publicMetadata ?? {}), JSON.stringify(init.privateMetadata ?? {}), now, now);
  return orderById(db, Number(result.lastInsertRowid))!;
}

/**
 * The current cart: an incomplete order with this token in this currency; else, for a signed-in
 * user, their newest incomplete order in this currency.
 */
export function findCurrentCart(db: DemoDb, who: { token: string | null; userId: number | null; currency: string }): OrderRow | undefined {
  if (who.token) {
    const byToken = get<OrderRow>(db,
      `SELECT * FROM orders WHERE token = ? AND currency = ? AND completed_at IS NULL AND state != 'canceled'`, who.token, who.currency);
    if (byToken) return byToken;
  }
  if (who.userId !== null) {
    return get<OrderRow>(db,
      `SELECT * FROM orders WHERE user_id = ? AND currency = ? AND completed_at IS NULL AND state != 'canceled'
       ORDER BY created_at DESC, id DESC LIMIT 1`, who.userId, who.currency);
  }
  return undefined;
}

export function lineItemsOf(db: DemoDb, orderId: number): LineItemRow[] {
  return all<LineItemRow>(db, 'SELECT * FROM line_items WHERE order_id = ? ORDER BY id', orderId);
}

export function shipmentsOf(db: DemoDb, orderId: number): ShipmentRow[] {
  return all<ShipmentRow>(db, 'SELECT * FROM shipments WHERE order_id = ? ORDER BY id', orderId);
}

export function ratesOf(db: DemoDb, shipmentId: number): ShippingRateRow[] {
  return all<ShippingRateRow>(db,
    `SELECT r.* FROM shipping_rates r JOIN shipping_methods m ON m.id = r.shipping_method_id
     WHERE r.shipment_id = ? ORDER BY r.cost_cents, m.position, r.id`, shipmentId);
}

export function selectedRateOf(db: DemoDb, shipmentId: number): ShippingRateRow | undefined {
  return get<ShippingRateRow>(db, 'SELECT * FROM shipping_rates WHERE shipment_id = ? AND selected = 1', shipmentId);
}

export function paymentsOf(db: DemoDb, orderId: number): PaymentRow[] {
  return all<PaymentRow>(db, 'SELECT * FROM payments WHERE order_id = ? ORDER BY id', orderId);
}

export function validPaymentsOf(db: DemoDb, orderId: number): PaymentRow[] {
  return paymentsOf(db, orderId).filter((p) => VALID_PAYMENT_STATES.has(p.state));
}

export function destroyShipments(db: DemoDb, orderId: number): void {
  run(db, 'DELETE FROM shipping_rates WHERE shipment_id IN (SELECT id FROM shipments WHERE order_id = ?)', orderId);
  run(db, 'DELETE FROM shipment_items WHERE shipment_id IN (SELECT id FROM shipments WHERE order_id = ?)', orderId);
  run(db, 'DELETE FROM shipments WHERE order_id = ?', orderId);
}

/**
 * Recomputes the order's totals from its line items and selected rates, keeps shipment costs
 * and the amounts of payments that follow the total in step, and stamps `updated_at`.
 */
export function recalculate(db: DemoDb, orderId: number): OrderRow {
  const order = orderById(db, orderId)!;
  const lineItems = lineItemsOf(db, orderId);
  const shipments = shipmentsOf(db, orderId);
  const shipmentCosts = shipments.map((s) => {
    const cost = selectedRateOf(db, s.id)?.cost_cents ?? 0;
    if (cost !== s.cost_cents) run(db, 'UPDATE shipments SET cost_cents = ? WHERE id = ?', cost, s.id);
    return cost;
  });
  const totals = orderTotals({
    lineItems: lineItems.map((li) => ({ priceCents: li.price_cents, quantity: li.quantity })),
    shipmentCosts,
  });
  if (order.completed_at === null) {
    const payments = validPaymentsOf(db, orderId).filter((p) => p.state === 'checkout');
    const fixed = payments.filter((p) => p.amount_follows_total === 0).reduce((sum, p) => sum + p.amount_cents, 0);
    for (const p of payments) {
      if (p.amount_follows_total === 1) run(db, 'UPDATE payments SET amount_cents = ? WHERE id = ?', Math.max(0, totals.totalCents - fixed), p.id);
    }
  }
  const completedPayments = paymentsOf(db, orderId).filter((p) => p.state === 'completed').reduce((sum, p) => sum + p.amount_cents, 0);
  run(db,
    `UPDATE orders SET item_total_cents = ?, ship_total_cents = ?, tax_total_cents = ?, promo_total_cents = ?, total_cents = ?,
      item_count = ?, payment_total_cents = ?, updated_at = ? WHERE id = ?`,
    totals.itemTotalCents, totals.shipTotalCents, totals.taxTotalCents, totals.promoTotalCents, totals.totalCents,
    totals.itemCount, completedPayments, nowIso(), orderId);
  if (order.completed_at !== null) refreshOrderStates(db, orderId);
  return orderById(db, orderId)!;
}

/** Payment and shipment states of a completed order, from its payments and shipments. */
export function refreshOrderStates(db: DemoDb, orderId: number): void {
  const order = orderById(db, orderId)!;
  const payments = paymentsOf(db, orderId).map((p) => ({ state: p.state, amountCents: p.amount_cents }));
  const shipments = shipmentsOf(db, orderId).map((s) => ({ state: s.state, backordered: s.backordered === 1 }));
  run(db, 'UPDATE orders SET payment_state = ?, shipment_state = ?, updated_at = ? WHERE id = ?',
    paymentStateOf(order.total_cents, payments), shipmentStateOf(shipments), nowIso(), orderId);
}

/** Line-item prices follow the catalog until the order is complete. */
export function refreshLineItemPrices(db: DemoDb, order: OrderRow): void {
  for (const li of lineItemsOf(db, order.id)) {
    const price = priceOf(db, li.variant_id, order.currency);
    if (price && price.amountCents !== li.price_cents) {
      run(db, 'UPDATE line_items SET price_cents = ?, updated_at = ? WHERE id = ?', price.amountCents, nowIso(), li.id);
    }
  }
}

export function setOrderState(db: DemoDb, orderId: number, state: string): void {
  run(db, 'UPDATE orders SET state = ?, updated_at = ? WHERE id = ?', state, nowIso(), orderId);
}

/**
 * After any change to the items of an unfinished order: shipments are void (they were packed
 * for other items), and checkout starts over at `address` (or `cart` when empty).
 */
export function restartCheckout(db: DemoDb, orderId: number): OrderRow {
  destroyShipments(db, orderId);
  const hasItems = lineItemsOf(db, orderId).length > 0;
  setOrderState(db, orderId, hasItems ? 'address' : 'cart');
  if (hasItems) fillAddressesFromUser(db, orderById(db, orderId)!);
  return recalculate(db, orderId);
}

/** A signed-in customer's saved addresses fill the blanks when checkout reaches `address`. */
export function fillAddressesFromUser(db: DemoDb, order: OrderRow): void {
  if (order.user_id === null) return;
  const user = get<UserRow>(db, 'SELECT * FROM users WHERE id = ?', order.user_id);
  if (!user) return;
  const copy = (id: number | null): number | null => {
    const saved = addressById(db, id);
    if (!saved || saved.deleted_at !== null) return null;
    return insertAddress(db, { ...saved }, user.id, nowIso());
  };
  if (order.bill_address_id === null) {
    const id = copy(user.bill_address_id);
    if (id !== null) run(db, 'UPDATE orders SET bill_address_id = ? WHERE id = ?', id, order.id);
  }
  if (order.ship_address_id === null) {
    const id = copy(user.ship_address_id);
    if (id !== null) run(db, 'UPDATE orders SET ship_address_id = ? WHERE id = ?', id, order.id);
  }
  if (order.email === null && user.email) run(db, 'UPDATE orders SET email = ? WHERE id = ?', user.email, order.id);
}
