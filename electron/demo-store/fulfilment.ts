/**
 * After the sale: shipments move ready -> shipped -> delivered (and pending -> ready when
 * back-ordered stock arrives), through the Platform API or, in demo mode, on a timer.
 */
import { ApiError } from './api-error.js';
import { all, run, type DemoDb } from './db/database.js';
import type { ShipmentRow } from './db/rows.js';
import { storeEvents } from './events.js';
import { defaultStockLocationId } from './shipments.js';
import { nowIso, orderById, refreshOrderStates } from './orders.js';

export const TRACKING_BASE_URL = 'https://track.demo.store/';

function refuse(shipment: ShipmentRow, event: string): ApiError {
  const sentence = `Cannot ${event} shipment ${shipment.number}: it is ${shipment.state}`;
  return new ApiError(422, sentence, sentence, { fieldErrors: { state: [`cannot transition via ${event} from ${shipment.state}`] } });
}

function assertOrderComplete(db: DemoDb, shipment: ShipmentRow, event: string): void {
  if (orderById(db, shipment.order_id)?.completed_at == null) {
    const sentence = `Cannot ${event} shipment ${shipment.number}: its order is not complete`;
    throw new ApiError(422, sentence, sentence, { fieldErrors: { order: ['is not complete'] } });
  }
}

/** Back-ordered stock arrived: pending -> ready; the received units refill the stock they were sold from. */
export function markReady(db: DemoDb, shipment: ShipmentRow): void {
  assertOrderComplete(db, shipment, 'ready');
  if (shipment.state !== 'pending') throw refuse(shipment, 'ready');
  db.transaction(() => {
    const now = nowIso();
    if (shipment.backordered === 1) {
      const units = all<{ variant_id: number; quantity: number }>(db,
        'SELECT li.variant_id, si.quantity FROM shipment_items si JOIN line_items li ON li.id = si.line_item_id WHERE si.shipment_id = ?', shipment.id);
      const locationId = defaultStockLocationId(db);
      for (const unit of units) {
        run(db, 'UPDATE stock_items SET count_on_hand = count_on_hand + ? WHERE variant_id = ? AND stock_location_id = ?', unit.quantity, unit.variant_id, locationId);
      }
    }
    run(db, "UPDATE shipments SET state = 'ready', state_changed_at = ?, updated_at = ? WHERE id = ?", now, now, shipment.id);
    refreshOrderStates(db, shipment.order_id);
  })();
  storeEvents(db).emit('shipment.moved', { shipmentId: shipment.id, from: 'pending', to: 'ready' });
}

export function ship(db: DemoDb, shipment: ShipmentRow, tracking?: string): void {
  assertOrderComplete(db, shipment, 'ship');
  if (shipment.state !== 'ready') throw refuse(shipment, 'ship');
  const code = tracking?.trim() || shipment.tracking || `DEMO${shipment.number.slice(1)}`;
  db.transaction(() => {
    const now = nowIso();
    run(db, "UPDATE shipments SET state = 'shipped', tracking = ?, shipped_at = ?, state_changed_at = ?, updated_at = ? WHERE id = ?",
      code, now, now, now, shipment.id);
    refreshOrderStates(db, shipment.order_id);
  })();
  storeEvents(db).emit('shipment.moved', { shipmentId: shipment.id, from: 'ready', to: 'shipped' });
}

export function deliver(db: DemoDb, shipment: ShipmentRow): void {
  assertOrderComplete(db, shipment, 'deliver');
  if (shipment.state !== 'shipped') throw refuse(shipment, 'deliver');
  db.transaction(() => {
    const now = nowIso();
    run(db, "UPDATE shipments SET state = 'delivered', delivered_at = ?, state_changed_at = ?, updated_at = ? WHERE id = ?", now, now, now, shipment.id);
    refreshOrderStates(db, shipment.order_id);
  })();
  storeEvents(db).emit('shipment.moved', { shipmentId: shipment.id, from: 'shipped', to: 'delivered' });
}

export function trackingUrl(shipment: ShipmentRow): string | null {
  return shipment.tracking ? `${TRACKING_BASE_URL}${encodeURIComponent(shipment.tracking)}` : null;
}

/** Moves every shipment of a completed order that has waited `afterSeconds` one step on. */
export function fulfilDueShipments(db: DemoDb, afterSeconds: number, now = Date.now()): number {
  const due = new Date(now - afterSeconds * 1000).toISOString();
  const shipments = all<ShipmentRow>(db,
    `SELECT s.* FROM shipments s JOIN orders o ON o.id = s.order_id
     WHERE o.completed_at IS NOT NULL AND s.state IN ('pending', 'ready', 'shipped') AND s.state_changed_at <= ? ORDER BY s.id`, due);
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
