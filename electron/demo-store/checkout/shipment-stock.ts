/**
 * A shipment's units and the stock they came from: a canceled shipment puts its units back on
 * the shelf, a resumed one takes them again. Runs inside the caller's transaction; returns the
 * products whose stock changed, for the store's events.
 */
import { all, run, type DemoDb } from '../db/database.js';
import type { ShipmentRow } from '../db/rows.js';
import { nowIso } from '../orders/orders.js';
import { recordStockMovement } from '../stock/movement-record.js';

interface ShipmentUnit {
  variant_id: number;
  product_id: number;
  quantity: number;
}

function unitsOf(db: DemoDb, shipmentId: number): ShipmentUnit[] {
  return all<ShipmentUnit>(
    db,
    `SELECT li.variant_id, v.product_id, si.quantity FROM shipment_items si
     JOIN line_items li ON li.id = si.line_item_id JOIN variants v ON v.id = li.variant_id WHERE si.shipment_id = ?`,
    shipmentId,
  );
}

function moveStock(db: DemoDb, shipment: ShipmentRow, sign: 1 | -1): number[] {
  const now = nowIso();
  const products = new Set<number>();
  for (const unit of unitsOf(db, shipment.id)) {
    run(
      db,
      'UPDATE stock_items SET count_on_hand = count_on_hand + ? WHERE variant_id = ? AND stock_location_id = ?',
      sign * unit.quantity,
      unit.variant_id,
      shipment.stock_location_id,
    );
    run(db, 'UPDATE variants SET updated_at = ? WHERE id = ?', now, unit.variant_id);
    const movement = {
      variantId: unit.variant_id,
      stockLocationId: shipment.stock_location_id,
      quantity: sign * unit.quantity,
      action: sign === 1 ? 'restocked' : 'sold',
      originatorType: 'Spree::Shipment',
      originatorId: shipment.number,
    };
    recordStockMovement(db, movement, now);
    products.add(unit.product_id);
  }
  return [...products];
}

/** The shipment's units go back to the stock location they were taken from. */
export function restockShipment(db: DemoDb, shipment: ShipmentRow): number[] {
  return moveStock(db, shipment, 1);
}

/** The shipment's units are taken from stock again. */
export function unstockShipment(db: DemoDb, shipment: ShipmentRow): number[] {
  return moveStock(db, shipment, -1);
}
