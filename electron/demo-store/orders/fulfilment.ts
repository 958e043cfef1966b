/**
 * After the sale: a shipment's state machine, as Spree's (pending, ready, shipped, canceled) with
 * the demo's own `delivered` after shipped. `ready` from pending (back-ordered stock arrived, or a
 * resumed order paid again), `pend` from ready, `ship` from ready (with a tracking number),
 * `deliver` from shipped, `cancel` from pending or ready (its units go back to stock), `resume`
 * from canceled (to ready when the order is paid, else pending; its units are taken again). A
 * shipment moves only while its order can ship (complete or resumed, not canceled), and is readied
 * only when the order is paid. Moved through the Platform API or, in demo mode, on a timer.
 */
import { ApiError } from '../http/api-error.js';
import { all, run, type DemoDb } from '../db/database.js';
import type { OrderRow, ShipmentRow } from '../db/rows.js';
import { storeEvents } from '../process/events.js';
import { nowIso, orderById, refreshOrderStates } from './orders.js';
import { restockShipment, unstockShipment } from '../checkout/shipment-stock.js';

const TRACKING_BASE_URL = 'https://track.demo.store/';

export type ShipmentEvent = 'ready' | 'pend' | 'ship' | 'deliver' | 'cancel' | 'resume';

/** The states each event moves a shipment from. */
const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentEvent, readonly string[]>> = {
  ready: ['pending'],
  pend: ['ready'],
  ship: ['ready'],
  deliver: ['shipped'],
  cancel: ['pending', 'ready'],
  resume: ['canceled'],
};

/** Order states whose shipments may move (Spree's `can_ship?`). */
const SHIPPING_ORDER_STATES = new Set(['complete', 'resumed', 'awaiting_return', 'returned']);
const PAID_STATES = new Set(['paid', 'credit_owed']);

function refusal(sentence: string, field: string, message: string): ApiError {
  return new ApiError(422, sentence, sentence, { fieldErrors: { [field]: [message] } });
}

function refuse(shipment: ShipmentRow, event: string): ApiError {
  const verb = event === 'pend' ? 'pend' : event;
  return refusal(`Cannot ${verb} shipment ${shipment.number}: it is ${shipment.state}`, 'state', `cannot transition via ${event} from ${shipment.state}`);
}

function orderThatCanShip(db: DemoDb, shipment: ShipmentRow, event: string): OrderRow {
  const order = orderById(db, shipment.order_id);
  if (order?.completed_at == null) throw refusal(`Cannot ${event} shipment ${shipment.number}: its order is not complete`, 'order', 'is not complete');
  if (!SHIPPING_ORDER_STATES.has(order.state)) {
    throw refusal(
      `Cannot ${event} shipment ${shipment.number}: its order ${order.number} is ${order.state}; resume the order instead`,
      'order',
      `is ${order.state}`,
    );
  }
  return order;
}

function isPaid(order: OrderRow): boolean {
  return PAID_STATES.has(order.payment_state ?? '');
}

/**
 * Checks and writes one shipment event inside the caller's transaction, without telling anyone.
 * Returns the state it moved to and the products whose stock changed.
 */
export function stepShipment(db: DemoDb, shipment: ShipmentRow, event: ShipmentEvent, tracking?: string): { to: string; products: number[] } {
  const order = orderThatCanShip(db, shipment, event);
  if (!SHIPMENT_TRANSITIONS[event].includes(shipment.state)) throw refuse(shipment, event);
  const now = nowIso();
  let to: string;
  let products: number[] = [];
  switch (event) {
    case 'ready':
      if (!isPaid(order)) {
        throw refusal(
          `Cannot ready shipment ${shipment.number}: its order ${order.number} is not paid (payment state ${order.payment_state ?? 'none'}); a balance is due`,
          'order',
          'is not paid',
        );
      }
      // Back-ordered units arrived: they refill the stock they were sold from, once.
      if (shipment.backordered === 1 && shipment.stock_arrived === 0) {
        products = restockShipment(db, shipment);
        run(db, 'UPDATE shipments SET stock_arrived = 1 WHERE id = ?', shipment.id);
      }
      to = 'ready';
      break;
    case 'pend':
      to = 'pending';
      break;
    case 'ship': {
      const code = tracking?.trim() || shipment.tracking || `DEMO${shipment.number.slice(1)}`;
      run(db, 'UPDATE shipments SET tracking = ?, shipped_at = ? WHERE id = ?', code, now, shipment.id);
      to = 'shipped';
      break;
    }
    case 'deliver':
      run(db, 'UPDATE shipments SET delivered_at = ? WHERE id = ?', now, shipment.id);
      to = 'delivered';
      break;
    case 'cancel':
      products = restockShipment(db, shipment);
      to = 'canceled';
      break;
    case 'resume': {
      products = unstockShipment(db, shipment);
      const waitingForStock = shipment.backordered === 1 && shipment.stock_arrived === 0;
      to = isPaid(order) && !waitingForStock ? 'ready' : 'pending';
      break;
    }
  }
  run(db, 'UPDATE shipments SET state = ?, state_changed_at = ?, updated_at = ? WHERE id = ?', to, now, now, shipment.id);
  refreshOrderStates(db, shipment.order_id);
  return { to, products };
}

/** Tells the store's listeners (webhooks, MCP, the read cache) that a shipment moved. */
export function announceShipmentMove(db: DemoDb, shipmentId: number, from: string, move: { to: string; products: number[] }): void {
  const events = storeEvents(db);
  for (const productId of move.products) events.emit('product.changed', { productId, what: 'stock' });
  events.emit('shipment.moved', { shipmentId, from, to: move.to });
}

/** One shipment event in its own transaction, then announced. */
export function moveShipment(db: DemoDb, shipment: ShipmentRow, event: ShipmentEvent, tracking?: string): void {
  const move = db.transaction(() => stepShipment(db, shipment, event, tracking))();
  announceShipmentMove(db, shipment.id, shipment.state, move);
}

/** Back-ordered stock arrived (or a resumed order is paid again): pending -> ready. */
function markReady(db: DemoDb, shipment: ShipmentRow): void {
  moveShipment(db, shipment, 'ready');
}

function ship(db: DemoDb, shipment: ShipmentRow, tracking?: string): void {
  moveShipment(db, shipment, 'ship', tracking);
}

function deliver(db: DemoDb, shipment: ShipmentRow): void {
  moveShipment(db, shipment, 'deliver');
}

export function trackingUrl(shipment: ShipmentRow): string | null {
  return shipment.tracking ? `${TRACKING_BASE_URL}${encodeURIComponent(shipment.tracking)}` : null;
}

/** Moves every shipment of a completed order that has waited `afterSeconds` one step on. */
function fulfilDueShipments(db: DemoDb, afterSeconds: number, now = Date.now()): number {
  const due = new Date(now - afterSeconds * 1000).toISOString();
  const shipments = all<ShipmentRow>(
    db,
    `SELECT s.* FROM shipments s JOIN orders o ON o.id = s.order_id
     WHERE o.completed_at IS NOT NULL AND o.state IN ('complete', 'resumed') AND o.payment_state IN ('paid', 'credit_owed')
       AND s.state IN ('pending', 'ready', 'shipped') AND s.state_changed_at <= ? ORDER BY s.id`,
    due,
  );
  for (const shipment of shipments) {
    if (shipment.state === 'pending') markReady(db, shipment);
    else if (shipment.state === 'ready') ship(db, shipment);
    else deliver(db, shipment);
  }
  return shipments.length;
}

/** Demo mode: runs fulfilDueShipments on a timer. Returns the function that stops it. */
export function startAutoFulfil(db: DemoDb, afterSeconds: number, log: (line: string) => void): () => void {
  const interval = Math.max(100, Math.min(5000, (afterSeconds * 1000) / 4));
  const timer = setInterval(() => {
    try {
      const moved = fulfilDueShipments(db, afterSeconds);
      if (moved > 0) log(`auto-fulfil: moved ${moved} shipment(s) on`);
    } catch (error) {
      log(`auto-fulfil failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
}
