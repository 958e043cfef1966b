/**
 * Orders and their parts in the database: creating and finding carts, reading line items,
 * shipments, rates and payments, and recalculating totals after any change.
 */
import { addressById, insertAddress } from '../account/addresses.js';
import { priceOf } from '../catalog/catalog.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { LineItemRow, OrderRow, PaymentRow, ShipmentRow, ShippingRateRow, UserRow } from '../db/rows.js';
import { orderNumber, orderToken, uniqueValue } from '../jsonapi/identifiers.js';
import { giftCardById, remainingOf, removeGiftCard } from '../payments/gift-cards.js';
import { VALID_PAYMENT_STATES, orderTotals, paymentStateOf, shipmentStateOf } from '../checkout/order-totals.js';
import { choosePromotion, promotionsOnOrder } from '../checkout/promotions.js';
import { availableStoreCredit, removeStoreCredit } from '../payments/store-credit.js';
import { lineTax, taxRateFor } from '../checkout/taxes.js';
import { isGiftCardVariant } from '../payments/gift-card-issuing.js';

export const nowIso = (): string => new Date().toISOString();

export function orderById(db: DemoDb, id: number): OrderRow | undefined {
  return get<OrderRow>(db, 'SELECT * FROM orders WHERE id = ?', id);
}

function orderByNumber(db: DemoDb, number: string): OrderRow | undefined {
  return get<OrderRow>(db, 'SELECT * FROM orders WHERE number = ?', number);
}

export function createOrder(
  db: DemoDb,
  init: {
    currency: string;
    userId: number | null;
    email: string | null;
    publicMetadata?: Record<string, unknown>;
    privateMetadata?: Record<string, unknown>;
  },
): OrderRow {
  const now = nowIso();
  const number = uniqueValue(orderNumber, (n) => !orderByNumber(db, n));
  const result = run(
    db,
    `INSERT INTO orders (number, token, user_id, email, currency, state, public_metadata, private_metadata, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'cart', ?, ?, ?, ?)`,
    number,
    orderToken(),
    init.userId,
    init.email,
    init.currency,
    JSON.stringify(init.publicMetadata ?? {}),
    JSON.stringify(init.privateMetadata ?? {}),
    now,
    now,
  );
  return orderById(db, Number(result.lastInsertRowid))!;
}

/**
 * The current cart: an incomplete order with this token in this currency; else, for a signed-in
 * user, their newest incomplete order in this currency.
 */
export function findCurrentCart(db: DemoDb, who: { token: string | null; userId: number | null; currency: string }): OrderRow | undefined {
  if (who.token) {
    const byToken = get<OrderRow>(
      db,
      `SELECT * FROM orders WHERE token = ? AND currency = ? AND completed_at IS NULL AND state != 'canceled'`,
      who.token,
      who.currency,
    );
    if (byToken) return byToken;
  }
  if (who.userId !== null) {
    return get<OrderRow>(
      db,
      `SELECT * FROM orders WHERE user_id = ? AND currency = ? AND completed_at IS NULL AND state != 'canceled'
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      who.userId,
      who.currency,
    );
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
  return all<ShippingRateRow>(
    db,
    `SELECT r.* FROM shipping_rates r JOIN shipping_methods m ON m.id = r.shipping_method_id
     WHERE r.shipment_id = ? ORDER BY r.cost_cents, m.position, r.id`,
    shipmentId,
  );
}

function selectedRateOf(db: DemoDb, shipmentId: number): ShippingRateRow | undefined {
  return get<ShippingRateRow>(db, 'SELECT * FROM shipping_rates WHERE shipment_id = ? AND selected = 1', shipmentId);
}

function paymentsOf(db: DemoDb, orderId: number): PaymentRow[] {
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
 * Recomputes the order's totals from its line items and selected rates. Until the order is
 * complete it also re-applies the best eligible promotion and the tax of the shipping address
 * to every line, and sizes the unprocessed payments: gift card and store credit first, then the
 * payments that follow the total take what is left. Stamps `updated_at`.
 */
export function recalculate(db: DemoDb, orderId: number): OrderRow {
  const order = orderById(db, orderId)!;
  const open = order.completed_at === null;
  const lineItems = open ? updateAdjustments(db, order) : lineItemsOf(db, orderId);
  const shipments = shipmentsOf(db, orderId);
  const shipmentCosts = shipments.map((s) => {
    const cost = selectedRateOf(db, s.id)?.cost_cents ?? 0;
    if (cost !== s.cost_cents) run(db, 'UPDATE shipments SET cost_cents = ? WHERE id = ?', cost, s.id);
    return cost;
  });
  const totals = orderTotals({
    lineItems: lineItems.map((li) => ({
      priceCents: li.price_cents,
      quantity: li.quantity,
      promoCents: li.promo_total_cents,
      additionalTaxCents: li.additional_tax_total_cents,
      includedTaxCents: li.included_tax_total_cents,
    })),
    shipmentCosts,
    // Kept on the order by adjustments.ts as its adjustments are made or dropped (no read of them here).
    manualAdjustmentCents: order.manual_adjustment_total_cents,
  });
  // Sizing changes only unprocessed payments, so the completed ones add up the same before and after.
  const payments = paymentsWithKindOf(db, orderId);
  if (open) sizePayments(db, order, payments, totals.totalCents);
  const completedPayments = payments.filter((p) => p.state === 'completed').reduce((sum, p) => sum + p.amount_cents, 0);
  const recalculated = {
    item_total_cents: totals.itemTotalCents,
    ship_total_cents: totals.shipTotalCents,
    tax_total_cents: totals.taxTotalCents,
    additional_tax_total_cents: totals.additionalTaxTotalCents,
    included_tax_total_cents: totals.includedTaxTotalCents,
    promo_total_cents: totals.promoTotalCents,
    total_cents: totals.totalCents,
    item_count: totals.itemCount,
    payment_total_cents: completedPayments - order.refund_total_cents,
    updated_at: nowIso(),
  } satisfies Partial<OrderRow>;
  run(
    db,
    `UPDATE orders SET ${Object.keys(recalculated)
      .map((column) => `${column} = ?`)
      .join(', ')} WHERE id = ?`,
    ...Object.values(recalculated),
    orderId,
  );
  if (!open) {
    refreshOrderStates(db, orderId);
    return orderById(db, orderId)!;
  }
  // Nothing above wrote the order's row but this update: the row as read, with what it set.
  return { ...order, ...recalculated };
}

/** Every payment of the order with its method's kind (null for a method no longer there), in order. */
function paymentsWithKindOf(db: DemoDb, orderId: number): (PaymentRow & { kind: string | null })[] {
  return all<PaymentRow & { kind: string | null }>(
    db,
    'SELECT p.*, m.kind FROM payments p LEFT JOIN payment_methods m ON m.id = p.payment_method_id WHERE p.order_id = ? ORDER BY p.id',
    orderId,
  );
}

/**
 * Each line's promotion share and tax, and each applied promotion's amount on the order. Returns
 * the order's line items as they are after it (read once, with the amounts it wrote).
 */
function updateAdjustments(db: DemoDb, order: OrderRow): LineItemRow[] {
  const lineItems = lineItemsOf(db, order.id);
  const amounts = lineItems.map((li) => li.price_cents * li.quantity);
  const applied = promotionsOnOrder(db, order.id);
  // A gift card is money held, not goods: no promotion takes anything off it, and no tax is charged on it.
  const giftCards = lineItems.map((li) => isGiftCardVariant(db, li.variant_id));
  const chosen = choosePromotion(
    applied,
    amounts.map((a, i) => (giftCards[i] ? 0 : a)),
    order.currency,
  );
  for (const promotion of applied) {
    const amount = chosen?.promotion.id === promotion.id ? -chosen.totalCents : 0;
    run(
      db,
      'UPDATE order_promotions SET amount_cents = ? WHERE order_id = ? AND promotion_id = ? AND amount_cents != ?',
      amount,
      order.id,
      promotion.id,
      amount,
    );
  }
  const rate = taxRateFor(db, addressById(db, order.ship_address_id));
  return lineItems.map((li, i) => {
    const promo = -(chosen?.discounts[i] ?? 0);
    // A line is taxed after its promotion and its own adjustments (a discount given at the counter); a gift card is not taxed.
    const tax = lineTax(giftCards[i] ? null : rate, amounts[i]! + promo + li.manual_adjustment_total_cents);
    if (li.promo_total_cents === promo && li.additional_tax_total_cents === tax.additionalCents && li.included_tax_total_cents === tax.includedCents) return li;
    run(
      db,
      'UPDATE line_items SET promo_total_cents = ?, additional_tax_total_cents = ?, included_tax_total_cents = ? WHERE id = ?',
      promo,
      tax.additionalCents,
      tax.includedCents,
      li.id,
    );
    return { ...li, promo_total_cents: promo, additional_tax_total_cents: tax.additionalCents, included_tax_total_cents: tax.includedCents };
  });
}

/**
 * Sizes the unprocessed payments (`checkout`) to the order total (see `recalculate`), from the
 * order's payments as read before any of them is resized.
 */
function sizePayments(db: DemoDb, order: OrderRow, orderPayments: readonly (PaymentRow & { kind: string | null })[], totalCents: number): void {
  const payments = orderPayments.filter((p) => p.state === 'checkout' && p.kind !== null);
  // Partial tenders already taken (`pending`) pay their part; the rest is sized to what is left.
  // An exchange's credit (completed before the order is placed) pays its part too.
  const taken = orderPayments
    .filter((p) => (p.state === 'pending' && (p.kind === 'cash' || p.kind === 'card')) || p.state === 'completed')
    .reduce((sum, p) => sum + p.amount_cents, 0);
  let outstanding = Math.max(0, totalCents - taken);
  const resize = (p: PaymentRow, amount: number): void => {
    if (amount !== p.amount_cents) run(db, 'UPDATE payments SET amount_cents = ? WHERE id = ?', amount, p.id);
  };
  for (const p of payments.filter((x) => x.kind === 'gift_card')) {
    const card = giftCardById(db, p.gift_card_id);
    const amount = Math.max(0, Math.min(card ? remainingOf(card) : 0, outstanding));
    resize(p, amount);
    outstanding -= amount;
  }
  for (const p of payments.filter((x) => x.kind === 'store_credit')) {
    const available = availableStoreCredit(db, order.user_id, order.currency);
    const cap = p.amount_follows_total === 1 ? available : Math.min(p.amount_cents, available);
    const amount = Math.max(0, Math.min(cap, outstanding));
    resize(p, amount);
    outstanding -= amount;
  }
  const others = payments.filter((x) => x.kind !== 'gift_card' && x.kind !== 'store_credit');
  const fixed = others.filter((p) => p.amount_follows_total === 0).reduce((sum, p) => sum + p.amount_cents, 0);
  for (const p of others) if (p.amount_follows_total === 1) resize(p, Math.max(0, outstanding - fixed));
}

/** What the order's completed payments add up to, less their refunds, as its payment total. */
export function recordPaymentTotal(db: DemoDb, orderId: number): void {
  run(
    db,
    `UPDATE orders SET payment_total_cents = (SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE order_id = ? AND state = 'completed') - refund_total_cents,
    updated_at = ? WHERE id = ?`,
    orderId,
    nowIso(),
    orderId,
  );
}

/**
 * Payment and shipment states of a completed order, from its payments and shipments and what came
 * back: the goods received back lower what the order is owed, the money given back (refunds and
 * store credit) lowers what it was paid, so an order whose goods came back before its money went
 * back is `credit_owed` until it is reimbursed. Every unit back: shipment state `returned`, and
 * payment state `void` once all its money went back too.
 */
export function refreshOrderStates(db: DemoDb, orderId: number): void {
  const order = orderById(db, orderId)!;
  const givenBack = order.refund_total_cents + order.credited_total_cents;
  const payments = paymentsOf(db, orderId).map((p) => ({ state: p.state, amountCents: p.amount_cents }));
  const shipments = shipmentsOf(db, orderId).map((s) => ({ state: s.state, backordered: s.backordered === 1 }));
  const allReturned = order.returned_item_count > 0 && order.returned_item_count >= order.item_count;
  const paymentState = paymentStateOf(order.total_cents - order.returned_total_cents, payments, order.state === 'canceled', givenBack);
  const keptCents = payments.filter((p) => p.state === 'completed').reduce((sum, p) => sum + p.amountCents, 0) - givenBack;
  run(
    db,
    'UPDATE orders SET payment_state = ?, shipment_state = ?, updated_at = ? WHERE id = ?',
    allReturned && paymentState === 'paid' && keptCents <= 0 ? 'void' : paymentState,
    allReturned ? 'returned' : shipmentStateOf(shipments),
    nowIso(),
    orderId,
  );
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

/** Sets the order's state; returns the `updated_at` it stamped. */
export function setOrderState(db: DemoDb, orderId: number, state: string): string {
  const updatedAt = nowIso();
  run(db, 'UPDATE orders SET state = ?, updated_at = ? WHERE id = ?', state, updatedAt, orderId);
  return updatedAt;
}

/**
 * After any change to the items (or the currency) of an unfinished order: shipments are void
 * (they were packed for other items), the unprocessed store-credit and gift-card payments are
 * dropped, and checkout starts over at `address` (or `cart` when empty).
 */
export function restartCheckout(db: DemoDb, orderId: number): OrderRow {
  destroyShipments(db, orderId);
  removeGiftCard(db, orderId);
  removeStoreCredit(db, orderId);
  const hasItems = lineItemsOf(db, orderId).length > 0;
  setOrderState(db, orderId, hasItems ? 'address' : 'cart');
  if (hasItems) fillAddressesFromUser(db, orderById(db, orderId)!);
  return recalculate(db, orderId);
}

/**
 * A signed-in customer's saved addresses fill the blanks when checkout reaches `address`, and
 * their email when the order has none (always, with `replaceEmail`, when a cart is associated).
 */
export function fillAddressesFromUser(db: DemoDb, order: OrderRow, replaceEmail = false): void {
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
  if ((order.email === null || replaceEmail) && user.email) run(db, 'UPDATE orders SET email = ? WHERE id = ?', user.email, order.id);
}
