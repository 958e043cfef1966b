/**
 * The manager's orders board, main side: every order of the store in the chosen date range,
 * read through the admin client's Platform API at tracking's priority, kept here and grouped by
 * the pure board module with this till's journal (who sold which order). One list request per
 * refresh: a new range is read whole (further pages only when the store says there are more),
 * and a refresh asks only for orders the store changed since the newest `updated_at` it has
 * sent. The manager's actions go to the store, are recorded in the till's journal (done or
 * refused, with the reason given), and update the board at once from the store's answer.
 *
 * Other parts of the till (pick lists, packing slips, reports) read the same board: `view` with
 * their filters, `selected` with the orders the manager ticked.
 *
 * The board is made of parts sharing one context (board/board-context.ts): reading a range, the
 * views, and the manager's actions; each part takes the context (and the parts it calls on) and
 * gives its calls.
 */
import { boardActionCalls } from './board/board-action-calls.js';
import { createBoardContext, type OrdersBoardOptions } from './board/board-context.js';
import { boardReading } from './board/board-reading.js';
import { boardViewCalls } from './board/board-view-calls.js';
import type { OrdersBoard } from './board/board-api.js';

export type { OrdersBoard } from './board/board-api.js';

export function createOrdersBoard(options: OrdersBoardOptions): OrdersBoard {
  const ctx = createBoardContext(options);
  return { ...boardActionCalls(ctx), ...boardViewCalls(ctx, boardReading(ctx)) };
}
