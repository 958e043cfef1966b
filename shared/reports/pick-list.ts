/**
 * The pick list for a set of orders: every line, one row per product variant, with the total to
 * pick, how many go to each order, and the stock location(s) the lines ship from where the store
 * names them. Rows with a location come first (by
 * location, then SKU), so a picker walks the store once; a store that names no location gets rows
 * by SKU alone.
 */
import type { Order } from '../storefront/types/types.js';

export interface PickListRow {
  variantId: string;
  name: string;
  optionsText: string;
  sku: string | null;
  /** The stock location(s) the lines ship from (", " between several), where the store names one. */
  location: string | null;
  quantity: number;
  orders: { number: string; quantity: number }[];
}

export interface PickList {
  /** The orders on the list, in the order asked for. */
  orderNumbers: string[];
  /** Orders asked for that the store did not answer with. */
  missing: string[];
  rows: PickListRow[];
  totalUnits: number;
  /** Whether any row has a stock location (the list shows the column only then). */
  hasLocations: boolean;
}

/** Where a line ships from: the stock location of the shipment that holds it. */
function lineLocation(order: Order, lineItemId: string): string | null {
  return order.shipments.find((s) => s.lineItemIds.includes(lineItemId))?.stockLocation ?? null;
}

const byLocationThenSku = (a: PickListRow, b: PickListRow): number => {
  if ((a.location === null) !== (b.location === null)) return a.location === null ? 1 : -1;
  const place = (a.location ?? '').localeCompare(b.location ?? '');
  if (place !== 0) return place;
  return (a.sku ?? a.name).localeCompare(b.sku ?? b.name) || a.name.localeCompare(b.name);
};

export function pickList(orders: readonly Order[], asked: readonly string[]): PickList {
  const found = new Map(orders.map((o) => [o.number, o]));
  const chosen = asked.filter((n) => found.has(n));
  const rows = new Map<string, PickListRow>();
  for (const number of chosen) {
    const order = found.get(number)!;
    for (const l of order.lineItems) {
      const location = lineLocation(order, l.id);
      const key = l.variantId;
      const row = rows.get(key) ?? { variantId: l.variantId, name: l.name, optionsText: l.optionsText, sku: l.sku, location: null, quantity: 0, orders: [] };
      if (location && !(row.location ?? '').split(', ').includes(location)) row.location = row.location ? `${row.location}, ${location}` : location;
      row.quantity += l.quantity;
      const mine = row.orders.find((o) => o.number === number);
      if (mine) mine.quantity += l.quantity;
      else row.orders.push({ number, quantity: l.quantity });
      rows.set(key, row);
    }
  }
  const sorted = [...rows.values()].sort(byLocationThenSku);
  return {
    orderNumbers: chosen,
    missing: asked.filter((n) => !found.has(n)),
    rows: sorted,
    totalUnits: sorted.reduce((n, r) => n + r.quantity, 0),
    hasLocations: sorted.some((r) => r.location !== null),
  };
}
