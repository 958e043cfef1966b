/**
 * Customer returns (Spree's `CustomerReturn`): the goods of authorized return items received back
 * at a stock location, each marked resellable or not. A resellable item's units go back on the
 * shelf of that location, once: an item is received at most once (a second receipt is a 422), and
 * the mark that it was received and the stock it adds are written together. Items of one receipt
 * belong to one order; canceled authorizations' items cannot be received.
 */
import { unprocessable, validationFailed } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { OrderRow } from '../db/rows.js';
import { nowIso, orderById } from '../orders/orders.js';
import { asString, isObject, isTrue, type Params } from '../http/params.js';
import { defaultStockLocationId } from '../checkout/shipments.js';
import { newReturnNumber, rowAt, rowById, rowNamed } from './return-numbers.js';
import { amountDueOf, type CustomerReturnRow, type ReturnItemRow } from './return-rows.js';
import { returnStepDone } from './return-steps.js';
import { recordStockMovement } from '../stock/movement-record.js';

/** A customer return by number, else by id. */
export function customerReturnNamed(db: DemoDb, key: unknown): CustomerReturnRow | undefined {
  return rowNamed<CustomerReturnRow>(db, 'customer_returns', key);
}

export function customerReturnAt(db: DemoDb, key: string): CustomerReturnRow {
  return rowAt<CustomerReturnRow>(db, 'customer_returns', key);
}

export function receivedItemsOf(db: DemoDb, customerReturnId: number): ReturnItemRow[] {
  return all<ReturnItemRow>(db, 'SELECT * FROM return_items WHERE customer_return_id = ? ORDER BY id', customerReturnId);
}

export interface Receipt {
  customerReturn: CustomerReturnRow;
  order: OrderRow;
  /** Products whose stock went up. */
  restocked: number[];
}

interface ItemToReceive {
  item: ReturnItemRow & { order_id: number; state: string; ra_number: string };
  resellable: boolean;
}

function itemsToReceive(db: DemoDb, input: unknown): ItemToReceive[] {
  if (!Array.isArray(input) || input.length === 0)
    throw validationFailed({ return_items: ["can't be blank: name each return item received, with resellable true or false"] });
  const seen = new Set<number>();
  return (input as unknown[]).map((entry) => {
    const wanted: Params = isObject(entry) ? entry : {};
    const key = asString(wanted.id ?? wanted.return_item_id)?.trim() ?? '';
    const item = /^\d{1,15}$/.test(key)
      ? get<ItemToReceive['item']>(
          db,
          `SELECT i.*, a.order_id, a.state, a.number AS ra_number FROM return_items i JOIN return_authorizations a ON a.id = i.return_authorization_id
           WHERE i.id = ?`,
          Number(key),
        )
      : undefined;
    if (!item) throw validationFailed({ return_items: [`${key || '(blank)'} is not a return item`] });
    if (seen.has(item.id)) throw validationFailed({ return_items: [`return item ${item.id} is named twice`] });
    seen.add(item.id);
    if (item.state === 'canceled') throw unprocessable(`Return item ${item.id} cannot be received: return authorization ${item.ra_number} is canceled`);
    if (item.reception_status === 'received') {
      const earlier = rowById<CustomerReturnRow>(db, 'customer_returns', item.customer_return_id);
      throw unprocessable(`Return item ${item.id} was already received (customer return ${earlier?.number ?? 'unknown'}): it is restocked once only`);
    }
    if (wanted.resellable === undefined) throw validationFailed({ return_items: [`resellable of return item ${item.id} can't be blank (true or false)`] });
    return { item, resellable: isTrue(wanted.resellable) };
  });
}

/** Receives return items at a stock location (the default one unless named), inside the caller's transaction. */
export function receiveReturnItems(db: DemoDb, input: Params): Receipt {
  const items = itemsToReceive(db, input.return_items);
  const orderIds = new Set(items.map((i) => i.item.order_id));
  if (orderIds.size > 1) throw validationFailed({ return_items: ['must all be of one order'] });
  const order = orderById(db, items[0]!.item.order_id)!;
  const locationKey = asString(input.stock_location_id)?.trim();
  const locationId = locationKey ? Number(locationKey) : defaultStockLocationId(db);
  if (!/^\d{1,15}$/.test(String(locationId)) || !get(db, 'SELECT 1 FROM stock_locations WHERE id = ?', locationId)) {
    throw validationFailed({ stock_location: [`${locationKey ?? ''} is not a stock location`] });
  }
  const now = nowIso();
  const number = newReturnNumber(db, 'CR');
  const id = Number(
    run(db, 'INSERT INTO customer_returns (number, order_id, stock_location_id, created_at) VALUES (?, ?, ?, ?)', number, order.id, locationId, now)
      .lastInsertRowid,
  );
  for (const { item, resellable } of items) {
    // Only an item still awaiting its goods is marked: a receipt racing another cannot count it twice.
    const marked = run(
      db,
      "UPDATE return_items SET reception_status = 'received', resellable = ?, customer_return_id = ?, updated_at = ? WHERE id = ? AND reception_status = 'awaiting'",
      resellable ? 1 : 0,
      id,
      now,
      item.id,
    );
    if (marked.changes !== 1) throw unprocessable(`Return item ${item.id} was already received: it is restocked once only`);
    // The order keeps what came back, which its states take off what it is owed (orders.ts).
    run(
      db,
      'UPDATE orders SET returned_total_cents = returned_total_cents + ?, returned_item_count = returned_item_count + ? WHERE id = ?',
      amountDueOf(item),
      item.quantity,
      order.id,
    );
  }
  returnStepDone('items-received');
  const restocked = new Set<number>();
  for (const { item } of items.filter((i) => i.resellable)) {
    const variant = get<{ variant_id: number; product_id: number }>(
      db,
      'SELECT li.variant_id, v.product_id FROM line_items li JOIN variants v ON v.id = li.variant_id WHERE li.id = ?',
      item.line_item_id,
    )!;
    run(
      db,
      `INSERT INTO stock_items (variant_id, stock_location_id, count_on_hand, backorderable) VALUES (?, ?, ?, 0)
       ON CONFLICT (variant_id, stock_location_id) DO UPDATE SET count_on_hand = count_on_hand + excluded.count_on_hand`,
      variant.variant_id,
      locationId,
      item.quantity,
    );
    run(db, 'UPDATE variants SET updated_at = ? WHERE id = ?', now, variant.variant_id);
    const movement = { variantId: variant.variant_id, stockLocationId: locationId, quantity: item.quantity, action: 'returned' };
    recordStockMovement(db, { ...movement, originatorType: 'Spree::CustomerReturn', originatorId: number }, now);
    restocked.add(variant.product_id);
  }
  returnStepDone('stock-returned');
  return { customerReturn: rowById<CustomerReturnRow>(db, 'customer_returns', id)!, order, restocked: [...restocked] };
}
