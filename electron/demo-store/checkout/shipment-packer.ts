/**
 * Splits an order's units between what the stock location can send now and what must wait
 * for stock: one in-stock package and one back-ordered package. Units that are neither in
 * stock nor backorderable cannot be packed.
 */
export interface PackItem {
  lineItemId: number;
  variantId: number;
  quantity: number;
}

export interface StockLevel {
  countOnHand: number;
  backorderable: boolean;
}

export interface PackedUnits {
  lineItemId: number;
  quantity: number;
}

export interface Packages {
  onHand: PackedUnits[];
  backordered: PackedUnits[];
  /** Line items (with the missing quantity) that can be neither sent nor back-ordered. */
  unavailable: PackedUnits[];
}

export function packShipments(items: PackItem[], stock: Map<number, StockLevel>): Packages {
  const remaining = new Map<number, number>();
  const packages: Packages = { onHand: [], backordered: [], unavailable: [] };
  for (const item of items) {
    const level = stock.get(item.variantId) ?? { countOnHand: 0, backorderable: false };
    const available = remaining.get(item.variantId) ?? Math.max(0, level.countOnHand);
    const fromStock = Math.min(available, item.quantity);
    remaining.set(item.variantId, available - fromStock);
    const rest = item.quantity - fromStock;
    if (fromStock > 0) packages.onHand.push({ lineItemId: item.lineItemId, quantity: fromStock });
    if (rest > 0) {
      if (level.backorderable) packages.backordered.push({ lineItemId: item.lineItemId, quantity: rest });
      else packages.unavailable.push({ lineItemId: item.lineItemId, quantity: rest });
    }
  }
  return packages;
}
