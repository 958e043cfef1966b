/**
 * The webhook messages the store sends, and how they are signed.
 *
 * Body (JSON): `event`, `timestamp` (ISO 8601 UTC, when it happened), `resource` (`type`, `id`,
 * `number`, `state`, `previous_state`, all strings; shipments and payments add `order_number`)
 * and `signature`. The `signature` header is `t=<unix seconds>,v1=<hex HMAC-SHA256>` with the
 * subscriber's secret over `<t>.<raw body>`, `t` being the send time of that attempt. The body's
 * own `signature` member uses the same `t` over the body without that member, that is the JSON
 * of `{event, timestamp, resource}` exactly as it starts the body.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { all, get, type DemoDb } from '../db/database.js';
import type { OrderRow, ShipmentRow } from '../db/rows.js';
import type { ReturnRecord } from '../process/events.js';
import type { WebhookEventName } from './subscribers.js';

interface WebhookResource {
  type: string;
  id: string;
  number: string;
  state: string;
  previous_state: string;
  order_number?: string;
}

export interface WebhookEvent {
  /** One id per event, the same on every attempt (receivers may use it to drop repeats). */
  id: string;
  name: WebhookEventName;
  timestamp: string;
  resource: WebhookResource;
}

export const SIGNATURE_HEADER = 'signature';

function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** `t=<t>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
function signatureValue(secret: string, payload: string, t: number): string {
  return `t=${t},v1=${hmacHex(secret, `${t}.${payload}`)}`;
}

/** The raw body of one attempt and its `signature` header. */
export function signedMessage(event: WebhookEvent, secret: string, t: number): { body: string; signature: string } {
  const unsigned = JSON.stringify({ event: event.name, timestamp: event.timestamp, resource: event.resource });
  const body = `${unsigned.slice(0, -1)},"signature":${JSON.stringify(signatureValue(secret, unsigned, t))}}`;
  return { body, signature: signatureValue(secret, body, t) };
}

function newEvent(name: WebhookEventName, resource: WebhookResource): WebhookEvent {
  return { id: randomUUID(), name, timestamp: new Date().toISOString(), resource };
}

/** `order.created`, and `order.status_changed` for the order and each payment taken at completion. */
export function completedOrderEvents(db: DemoDb, orderId: number, previousState: string): WebhookEvent[] {
  const order = get<OrderRow>(db, 'SELECT * FROM orders WHERE id = ?', orderId);
  if (!order) return [];
  const resource: WebhookResource = {
    type: 'order',
    id: String(order.id),
    number: order.number,
    state: order.state,
    previous_state: previousState,
  };
  const events = [newEvent('order.created', resource), newEvent('order.status_changed', { ...resource })];
  const payments = all<{ id: number; number: string; state: string }>(
    db,
    "SELECT id, number, state FROM payments WHERE order_id = ? AND state IN ('completed', 'pending') ORDER BY id",
    orderId,
  );
  for (const payment of payments) {
    events.push(
      newEvent('order.status_changed', {
        type: 'payment',
        id: String(payment.id),
        number: payment.number,
        state: payment.state,
        previous_state: 'checkout',
        order_number: order.number,
      }),
    );
  }
  return events;
}

/** `order.status_changed` for the shipment, plus `shipment.shipped` or `shipment.delivered`. */
export function shipmentMoveEvents(db: DemoDb, shipmentId: number, from: string, to: string): WebhookEvent[] {
  const shipment = get<ShipmentRow>(db, 'SELECT * FROM shipments WHERE id = ?', shipmentId);
  const order = shipment ? get<OrderRow>(db, 'SELECT * FROM orders WHERE id = ?', shipment.order_id) : undefined;
  if (!shipment || !order) return [];
  const resource: WebhookResource = {
    type: 'shipment',
    id: String(shipment.id),
    number: shipment.number,
    state: to,
    previous_state: from,
    order_number: order.number,
  };
  const events = [newEvent('order.status_changed', resource)];
  if (to === 'shipped') events.push(newEvent('shipment.shipped', { ...resource }));
  if (to === 'delivered') events.push(newEvent('shipment.delivered', { ...resource }));
  if (to === 'canceled') events.push(newEvent('shipment.canceled', { ...resource }));
  if (from === 'canceled') events.push(newEvent('shipment.resumed', { ...resource }));
  return events;
}

const ORDER_CHANGE_EVENTS: Readonly<Record<'approve' | 'cancel' | 'resume', WebhookEventName>> = {
  approve: 'order.approved',
  cancel: 'order.canceled',
  resume: 'order.resumed',
};

/** `order.approved`, `order.canceled` or `order.resumed`, and `order.status_changed` when the state moved. */
export function orderChangeEvents(db: DemoDb, orderId: number, event: 'approve' | 'cancel' | 'resume', from: string, to: string): WebhookEvent[] {
  const order = get<OrderRow>(db, 'SELECT * FROM orders WHERE id = ?', orderId);
  if (!order) return [];
  const resource: WebhookResource = { type: 'order', id: String(order.id), number: order.number, state: to, previous_state: from };
  const events = [newEvent(ORDER_CHANGE_EVENTS[event], resource)];
  if (from !== to) events.push(newEvent('order.status_changed', { ...resource }));
  return events;
}

/** `payment.voided` and `order.status_changed` for the payment. */
export function paymentVoidEvents(db: DemoDb, paymentId: number, from: string): WebhookEvent[] {
  const payment = get<{ id: number; number: string; order_number: string }>(
    db,
    'SELECT p.id, p.number, o.number AS order_number FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ?',
    paymentId,
  );
  if (!payment) return [];
  const resource: WebhookResource = {
    type: 'payment',
    id: String(payment.id),
    number: payment.number,
    state: 'void',
    previous_state: from,
    order_number: payment.order_number,
  };
  return [newEvent('payment.voided', resource), newEvent('order.status_changed', { ...resource })];
}

/** The event of a return step (`return_authorization.created`, `refund.created`, …), with its order's number. */
export function returnEvents(record: ReturnRecord): WebhookEvent[] {
  return [
    newEvent(record.name, {
      type: record.type,
      id: String(record.id),
      number: record.number,
      state: record.state,
      previous_state: record.previousState,
      order_number: record.orderNumber,
    }),
  ];
}
