/**
 * A walk-in sale is handed over at completion: the customer leaves with the goods, so where the
 * manager's admin client is connected its ready pickup shipment is marked picked up at the store
 * (through the orders board's own action, journaled like a manager's), after the receipt and at
 * tracking priority. Without the admin client, or when the store refuses, nothing is retried: the
 * board shows the sale apart as handed over at the counter, and no alert waits for it.
 */
import { isPickup } from '../../../shared/reports/packing-slip.js';
import type { WalkInPickup } from '../../../shared/store-location.js';
import type { Order } from '../../../shared/storefront/types/types.js';
import { isWalkInSale } from '../../../shared/sale/walk-in-sale.js';
import { describeError } from '../runtime/error-words.js';

export function createWalkInHandover(options: {
  /** Whether the admin client is connected (nothing is sent otherwise). */
  connected: () => boolean;
  walkInPickup: () => WalkInPickup | null;
  /** The board's "picked up" action for one shipment. */
  markPickedUp: (orderNumber: string, shipmentNumber: string) => Promise<unknown>;
  log?: (line: string) => void;
}): (order: Order) => Promise<void> {
  return async (order) => {
    if (!options.connected() || !isWalkInSale({ ...order, pickup: isPickup(order) }, options.walkInPickup())) return;
    for (const shipment of order.shipments.filter((s) => s.state === 'ready')) {
      try {
        await options.markPickedUp(order.number, shipment.number);
      } catch (error) {
        options.log?.(`walk-in sale ${order.number}: shipment ${shipment.number} not marked picked up (${describeError(error).message})`);
      }
    }
  };
}
