/** What the orders board offers the till (orders-board.ts composes it from its parts). */
import type { PosCalls } from '../../../../shared/bridge/bridge.js';
import type { BoardOrder } from '../../../../shared/orders/orders-board.js';

/** What the board keeps besides the bridge's calls: the orders as it last read them. */
interface OrdersBoardInternals {
  /** The orders the manager ticked on the board (for a pick list), as the board last read them. */
  selected(numbers: readonly string[]): BoardOrder[];
  /**
   * A walk-in sale's ready shipment marked picked up as it is placed: shipped, then delivered,
   * journaled as the board's "picked up", without reading the order before or after (its state is
   * known from the sale, and the board groups a walk-in sale as handed over until its next read).
   */
  handOver(orderNumber: string, shipmentNumber: string): Promise<void>;
}

/** The bridge's `board.*` calls as the contract states them (shared/bridge/bridge.ts), and the board's own reads. */
export type OrdersBoard = PosCalls['board'] & OrdersBoardInternals;
