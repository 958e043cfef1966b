/**
 * A manager's actions on the orders board: what each is called, how the till's journal records
 * it (journal kind `board.order_action`: the order, the action, the reason given, the store's
 * answer; the entry itself says who was on the till), and the answers screens get.
 */
import type { BoardOrder, BoardView } from './orders-board.js';
import type { StaffRef } from '../shift/staff-ref.js';
import { defineMessages, type Words } from '../i18n/words.js';

export type BoardAction = 'ready_for_pickup' | 'picked_up' | 'ship' | 'cancel_shipment' | 'cancel_order' | 'resume_order' | 'approve_order';

/** Each action in words, as the order's history shows it (in the clerk's language). */
export const BOARD_ACTION_WORDS = defineMessages<BoardAction>({
  ready_for_pickup: { id: 'board.action.readyForPickup', defaultMessage: 'Marked ready for pickup' },
  picked_up: { id: 'board.action.pickedUp', defaultMessage: 'Marked picked up' },
  ship: { id: 'board.action.ship', defaultMessage: 'Shipped' },
  cancel_shipment: { id: 'board.action.cancelShipment', defaultMessage: 'Cancelled a shipment' },
  cancel_order: { id: 'board.action.cancelOrder', defaultMessage: 'Cancelled the order' },
  resume_order: { id: 'board.action.resumeOrder', defaultMessage: 'Resumed the order' },
  approve_order: { id: 'board.action.approveOrder', defaultMessage: 'Approved the order' },
});

/** What the journal keeps of one action (done or refused by the store). */
export interface BoardActionRecord {
  orderNumber: string;
  action: BoardAction;
  shipmentNumber: string | null;
  /** The carrier named when shipping (the store keeps the tracking number only). */
  carrier: string | null;
  tracking: string | null;
  reason: string | null;
  outcome: 'done' | 'refused';
  /** The store's refusal in its words; null when done. */
  message: string | null;
}

export interface BoardJournalEvents {
  /** A manager acted on an order of the store from the orders board. */
  'board.order_action': BoardActionRecord;
}

/** One line of an order's history on the board: an action taken at this till. */
export interface BoardHistoryEntry extends BoardActionRecord {
  at: string;
  who: StaffRef | null;
}

/** The board as the screen shows it: the view, when the store was last asked, and the range read. */
export interface BoardState extends BoardView {
  /** When the store last answered the board's read (ISO 8601), or null before the first. */
  checkedAt: string | null;
  range: { from: string; before: string };
}

export interface BoardOrderDetail {
  order: BoardOrder;
  history: BoardHistoryEntry[];
}

/** What an action came to: the store's answer in words and the order as it is now. */
export interface BoardActionResult {
  /** What was done, in English. */
  message: string;
  /** The same as catalogue words, said in the clerk's language. */
  words?: Words;
  order: BoardOrder;
}
