/**
 * Creating an order's shipments: units are packed into an in-stock and a back-ordered
 * shipment, each offered every shipping method, with the cheapest rate (first on ties:
 * in-store pickup) selected.
 */
import { stockOf } from '../catalog/catalog.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { ShipmentRow, ShippingMethodRow } from '../db/rows.js';
import { shipmentNumber, uniqueValue } from '../jsonapi/identifiers.js';
import { destroyShipments, lineItemsOf, nowIso } from '../orders/orders.js';
import { packShipments, type PackedUnits, type StockLevel } from './shipment-packer.js';

export function shippingMethods(db: DemoDb): ShippingMethodRow[] {
  return all<ShippingMethodRow>(db, 'SELECT * FROM shipping_methods ORDER BY position, id');
}

export function defaultStockLocationId(db: DemoDb): number {
  return get<{ id: number }>(db, 'SELECT id FROM stock_locations ORDER BY is_default DESC, id LIMIT 1')!.id;
}

/**
 * Replaces the order's shipments with freshly packed ones. Returns an error sentence when some
 * units can be neither sent nor back-ordered.
 */
export function createShipments(db: DemoDb, orderId: number): { error: string | null } {
  const lineItems = lineItemsOf(db, orderId);
  const stock = new Map<number, StockLevel>();
  for (const li of lineItems) stock.set(li.variant_id, stockOf(db, li.variant_id));
  const packages = packShipments(
    lineItems.map((li) => ({ lineItemId: li.id, variantId: li.variant_id, quantity: li.quantity })),
    stock,
  );
  if (packages.unavailable.length > 0) return { error: 'Some line items in this order have insufficient quantity.' };
  if (lineItems.length === 0) return { error: 'We are unable to calculate shipping rates for the selected items.' };
  destroyShipments(db, orderId);
  const locationId = defaultStockLocationId(db);
  const methods = shippingMethods(db);
  const insert = (units: PackedUnits[], backordered: boolean): void => {
    if (units.length === 0) return;
    const now = nowIso();
    const number = uniqueValue(shipmentNumber, (n) => !get(db, 'SELECT 1 FROM shipments WHERE number = ?', n));
    const id = Number(
      run(
        db,
        `INSERT INTO shipments (order_id, number, stock_location_id, state, cost_cents, backordered, state_changed_at, created_at, updated_at)
       VALUES (?, ?, ?, 'pending', 0, ?, ?, ?, ?)`,
        orderId,
        number,
        locationId,
        backordered ? 1 : 0,
        now,
        now,
        now,
      ).lastInsertRowid,
    );
    for (const unit of units) run(db, 'INSERT INTO shipment_items (shipment_id, line_item_id, quantity) VALUES (?, ?, ?)', id, unit.lineItemId, unit.quantity);
    const cheapest = [...methods].sort((a, b) => a.cost_cents - b.cost_cents || a.position - b.position)[0];
    for (const method of methods) {
      run(
        db,
        'INSERT INTO shipping_rates (shipment_id, shipping_method_id, cost_cents, selected) VALUES (?, ?, ?, ?)',
        id,
        method.id,
        method.cost_cents,
        method.id === cheapest?.id ? 1 : 0,
      );
    }
    const selected = cheapest ? cheapest.cost_cents : 0;
    run(db, 'UPDATE shipments SET cost_cents = ? WHERE id = ?', selected, id);
  };
  insert(packages.onHand, false);
  insert(packages.backordered, true);
  return { error: null };
}

/** By number, or by id. */
export function shipmentByNumberOrId(db: DemoDb, key: string): ShipmentRow | undefined {
  return (
    get<ShipmentRow>(db, 'SELECT * FROM shipments WHERE number = ?', key) ??
    (/^\d{1,15}$/.test(key) ? get<ShipmentRow>(db, 'SELECT * FROM shipments WHERE id = ?', Number(key)) : undefined)
  );
}

export function selectRate(db: DemoDb, shipmentId: number, rateId: number): void {
  run(db, 'UPDATE shipping_rates SET selected = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE shipment_id = ?', rateId, shipmentId);
  run(db, 'UPDATE shipments SET updated_at = ? WHERE id = ?', nowIso(), shipmentId);
}
