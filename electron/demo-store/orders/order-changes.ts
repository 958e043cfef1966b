/**
 * An administrator's changes to a completed order, following Spree's order state machine:
 *
 * - approve: a complete or resumed order, once; records who (the admin client's id) and when.
 * - cancel: from `complete` only, and only while no shipment has left (Spree's `allow_cancel?`):
 *   its pending and ready shipments are canceled and their units go back to stock, and its
 *   payments are voided (gift-card and store-credit amounts go back to their balances), so the
 *   payment state becomes `void`; records who and when.
 * - resume: from `canceled` only, to `resumed`: its shipments are resumed (units taken from stock
 *   again; ready when the order is paid, else pending). Voided payments stay void, so the order
 *   owes its total again (payment state `failed`, as Spree says when no valid payment is left).
 *
 * - update: `private_metadata` only (what the store keeps about the order for its staff).
 *
 * Each change is one transaction; the store's listeners hear of it afterwards.
 */
import { EMAIL_PATTERN } from '../checkout/checkout-flow.js';
import { ApiError, validationFailed } from '../http/api-error.js';
import { get, run, type DemoDb } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { storeEvents } from '../process/events.js';
import { announceShipmentMove, stepShipment } from './fulfilment.js';
import { nowIso, orderById, refreshOrderStates, shipmentsOf } from './orders.js';
import { voidPayments } from '../payments/payment-voids.js';

type OrderEvent = 'approve' | 'cancel' | 'resume';

/** The order states each event moves an order from. */
const ORDER_TRANSITIONS: Readonly<Record<OrderEvent, readonly string[]>> = {
  approve: ['complete', 'resumed'],
  cancel: ['complete'],
  resume: ['canceled'],
};

function refuse(
  order: OrderRow,
  event: OrderEvent,
  sentence: string,
  field = 'state',
  message = `cannot transition via ${event} from ${order.state}`,
): ApiError {
  return new ApiError(422, sentence, sentence, { fieldErrors: { [field]: [message] } });
}

function assertCan(order: OrderRow, event: OrderEvent): void {
  if (order.completed_at === null) throw refuse(order, event, `Cannot ${event} order ${order.number}: it is not complete`, 'state', 'is not complete');
  if (!ORDER_TRANSITIONS[event].includes(order.state)) throw refuse(order, event, `Cannot ${event} order ${order.number}: it is ${order.state}`);
}

export function approveOrder(db: DemoDb, order: OrderRow, approver: string): OrderRow {
  assertCan(order, 'approve');
  if (order.approved_at !== null) {
    throw refuse(
      order,
      'approve',
      `Cannot approve order ${order.number}: it is already approved (by ${order.approver_id ?? 'unknown'} at ${order.approved_at})`,
      'approved_at',
      'is already set',
    );
  }
  const now = nowIso();
  run(db, 'UPDATE orders SET approved_at = ?, approver_id = ?, updated_at = ? WHERE id = ?', now, approver, now, order.id);
  storeEvents(db).emit('order.changed', { orderId: order.id, event: 'approve', from: order.state, to: order.state });
  return orderById(db, order.id)!;
}

export function cancelOrder(db: DemoDb, order: OrderRow, canceler: string): OrderRow {
  assertCan(order, 'cancel');
  const shipments = shipmentsOf(db, order.id);
  const gone = shipments.find((s) => s.state === 'shipped' || s.state === 'delivered');
  if (gone) {
    throw refuse(
      order,
      'cancel',
      `Cannot cancel order ${order.number}: shipment ${gone.number} has shipped`,
      'shipment_state',
      `is ${order.shipment_state ?? gone.state}`,
    );
  }
  const returned = get<{ number: string }>(db, "SELECT number FROM return_authorizations WHERE order_id = ? AND state != 'canceled' LIMIT 1", order.id);
  if (returned) {
    // Voiding would give back the whole of payments part of which went back already.
    throw refuse(
      order,
      'cancel',
      `Cannot cancel order ${order.number}: it has return authorization ${returned.number}`,
      'return_authorizations',
      'are present',
    );
  }
  const { moves, voided } = db.transaction(() => {
    const moved = shipments.filter((s) => s.state !== 'canceled').map((s) => ({ shipment: s, move: stepShipment(db, s, 'cancel') }));
    const now = nowIso();
    run(db, "UPDATE orders SET state = 'canceled', canceled_at = ?, canceler_id = ?, updated_at = ? WHERE id = ?", now, canceler, now, order.id);
    const voidedPayments = voidPayments(db, orderById(db, order.id)!);
    refreshOrderStates(db, order.id);
    return { moves: moved, voided: voidedPayments };
  })();
  for (const { shipment, move } of moves) announceShipmentMove(db, shipment.id, shipment.state, move);
  const events = storeEvents(db);
  for (const payment of voided) events.emit('payment.voided', payment);
  events.emit('order.changed', { orderId: order.id, event: 'cancel', from: order.state, to: 'canceled' });
  return orderById(db, order.id)!;
}

export function resumeOrder(db: DemoDb, order: OrderRow): OrderRow {
  assertCan(order, 'resume');
  const shipments = shipmentsOf(db, order.id).filter((s) => s.state === 'canceled');
  const moves = db.transaction(() => {
    run(db, "UPDATE orders SET state = 'resumed', updated_at = ? WHERE id = ?", nowIso(), order.id);
    refreshOrderStates(db, order.id);
    return shipments.map((s) => ({ shipment: s, move: stepShipment(db, s, 'resume') }));
  })();
  for (const { shipment, move } of moves) announceShipmentMove(db, shipment.id, shipment.state, move);
  storeEvents(db).emit('order.changed', { orderId: order.id, event: 'resume', from: 'canceled', to: 'resumed' });
  return orderById(db, order.id)!;
}

/**
 * Spree's update of an order, as far as this store takes it: its `email` (where the store's mails
 * about it go) and `private_metadata` replaced whole (an object of at most 64 KB as JSON), either
 * or both. Any other attribute is refused by name; nothing is changed then.
 */
export function updateOrderMetadata(db: DemoDb, order: OrderRow, input: unknown): OrderRow {
  const changes = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const others = Object.keys(changes).filter((key) => key !== 'private_metadata' && key !== 'email');
  if (others.length > 0) throw validationFailed(Object.fromEntries(others.map((key) => [key, ['is not changed through this route here']])));
  if (!('private_metadata' in changes) && !('email' in changes)) throw validationFailed({ private_metadata: ['must be an object'] });
  const email = 'email' in changes ? changes.email : undefined;
  if (email !== undefined && (typeof email !== 'string' || email.trim().length > 254 || !EMAIL_PATTERN.test(email.trim()))) {
    throw validationFailed({ email: ['is invalid'] });
  }
  const metadata = changes.private_metadata;
  if ('private_metadata' in changes && (!metadata || typeof metadata !== 'object' || Array.isArray(metadata))) {
    throw validationFailed({ private_metadata: ['must be an object'] });
  }
  const text = metadata === undefined ? order.private_metadata : JSON.stringify(metadata);
  if (text.length > 65_536) throw validationFailed({ private_metadata: ['is too long (maximum is 64 KB)'] });
  const newEmail = typeof email === 'string' ? email.trim() : order.email;
  run(db, 'UPDATE orders SET private_metadata = ?, email = ?, updated_at = ? WHERE id = ?', text, newEmail, nowIso(), order.id);
  return orderById(db, order.id)!;
}
