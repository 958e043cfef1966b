/**
 * The store's stock transfers (Spree's StockTransfer, numbered "T…"): a delivery received has only a
 * destination (Spree's `receive`: +n at that location, action "received"); a transfer between two
 * locations is sent (−n at the source at once, action "transfer", refused when a non-backorderable
 * item has fewer than that there) and later received at its destination (+ what was counted in, never
 * more than was sent; a shortfall is kept on the transfer as its difference, added nowhere). A
 * delivery's reference received twice at one location is refused in words. Each step is one
 * transaction through the stock ledger.
 */
import { randomInt } from 'node:crypto';
import { all, get, run, type DemoDb } from '../db/database.js';
import { notFound, unprocessable } from '../http/api-error.js';
import { asString, isObject } from '../http/params.js';
import { nowIso } from '../orders/orders.js';
import { moveStock } from './stock-ledger.js';

export interface StockTransferRow {
  id: number;
  number: string;
  reference: string;
  description: string | null;
  source_location_id: number | null;
  destination_location_id: number;
  state: 'sent' | 'received';
  request_id: string | null;
  created_at: string;
  received_at: string | null;
}

export interface StockTransferItemRow {
  id: number;
  stock_transfer_id: number;
  variant_id: number;
  sku: string;
  quantity: number;
  received_quantity: number | null;
}

interface LineInput {
  variantId: number;
  quantity: number;
}

const MOST_LINES = 500;
const MOST_UNITS = 100_000;

const dayOf = (iso: string) => new Date(iso).toUTCString().slice(5, 16);

export const transferByNumber = (db: DemoDb, number: string): StockTransferRow | undefined =>
  get<StockTransferRow>(db, 'SELECT * FROM stock_transfers WHERE number = ?', number);

export const transferItems = (db: DemoDb, transferId: number): StockTransferItemRow[] =>
  all<StockTransferItemRow>(
    db,
    `SELECT i.*, v.sku FROM stock_transfer_items i JOIN variants v ON v.id = i.variant_id WHERE i.stock_transfer_id = ? ORDER BY i.id`,
    transferId,
  );

export const locationName = (db: DemoDb, id: number | null): string | null =>
  id === null ? null : (get<{ name: string }>(db, 'SELECT name FROM stock_locations WHERE id = ?', id)?.name ?? null);

export interface TransferFilter {
  reference?: string;
  destinationId?: number;
  requestId?: string;
  state?: string;
}

/** Transfers newest first, filtered; with how many there are in all. */
export function transfersPage(db: DemoDb, filter: TransferFilter, limit: number, offset: number) {
  const pairs: [string, unknown][] = [
    ['reference = ?', filter.reference],
    ['destination_location_id = ?', filter.destinationId],
    ['request_id = ?', filter.requestId],
    ['state = ?', filter.state],
  ];
  const wanted = pairs.filter(([, value]) => value !== undefined);
  const where = wanted.map(([sql]) => sql);
  const args = wanted.map(([, value]) => value);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM stock_transfers ${clause}`, ...args)!.n;
  const rows = all<StockTransferRow>(db, `SELECT * FROM stock_transfers ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`, ...args, limit, offset);
  return { rows, total };
}

function locationId(db: DemoDb, value: unknown, what: string): number {
  const id = Number(asString(value) ?? value);
  if (!Number.isInteger(id) || !get(db, 'SELECT id FROM stock_locations WHERE id = ?', id))
    throw unprocessable(`The ${what} is not one of the store's stock locations`);
  return id;
}

/** The lines asked for: each a variant of the store and a whole number of units, a variant once. */
function linesOf(db: DemoDb, value: unknown, allowZero: boolean): LineInput[] {
  const list = Array.isArray(value) ? value : [];
  if (list.length === 0 || list.length > MOST_LINES) throw unprocessable(`A transfer has from 1 to ${MOST_LINES} lines`);
  const seen = new Set<number>();
  return list.map((raw) => {
    const line = isObject(raw) ? raw : {};
    const variantId = Number(asString(line.variant_id) ?? line.variant_id);
    const quantity = Number(line.quantity);
    if (!Number.isInteger(variantId) || !get(db, 'SELECT id FROM variants WHERE id = ? AND deleted_at IS NULL', variantId)) {
      throw unprocessable(`Variant ${String(line.variant_id)} is not one of the store's`);
    }
    if (!Number.isInteger(quantity) || quantity < (allowZero ? 0 : 1) || quantity > MOST_UNITS)
      throw unprocessable(`A line's quantity is a whole number from ${allowZero ? 0 : 1} to ${MOST_UNITS}`);
    if (seen.has(variantId)) throw unprocessable(`Variant ${variantId} is on the transfer twice`);
    seen.add(variantId);
    return { variantId, quantity };
  });
}

function newNumber(db: DemoDb): string {
  for (;;) {
    const number = `T${randomInt(100_000_000, 1_000_000_000)}`;
    if (!transferByNumber(db, number)) return number;
  }
}

const sku = (db: DemoDb, variantId: number) => get<{ sku: string }>(db, 'SELECT sku FROM variants WHERE id = ?', variantId)!.sku;

/** Refuses a delivery's reference already received at that location, in words. */
function refuseReceivedTwice(db: DemoDb, reference: string, destinationId: number): void {
  const earlier = get<StockTransferRow>(
    db,
    'SELECT * FROM stock_transfers WHERE reference = ? AND destination_location_id = ? AND source_location_id IS NULL ORDER BY id LIMIT 1',
    reference,
    destinationId,
  );
  if (earlier) {
    throw unprocessable(
      `Delivery ${earlier.reference} was already received on ${dayOf(earlier.created_at)} at ${locationName(db, destinationId)} (${earlier.number})`,
    );
  }
}

/** Refuses a line the source cannot send: a non-backorderable item with fewer units there. */
function refuseMoreThanHeld(db: DemoDb, sourceId: number, line: LineInput): void {
  const item = get<{ count_on_hand: number; backorderable: number }>(
    db,
    'SELECT count_on_hand, backorderable FROM stock_items WHERE variant_id = ? AND stock_location_id = ?',
    line.variantId,
    sourceId,
  );
  const held = item?.count_on_hand ?? 0;
  if (item?.backorderable !== 1 && held < line.quantity) {
    throw unprocessable(`${sku(db, line.variantId)}: ${locationName(db, sourceId)} has ${Math.max(0, held)}, fewer than the ${line.quantity} to send`);
  }
}

/** A delivery received (no source) or a transfer sent, from the `stock_transfer` body; one transaction. */
export function createStockTransfer(db: DemoDb, input: Record<string, unknown>): StockTransferRow {
  return db.transaction(() => {
    const destinationId = locationId(db, input.destination_location_id, 'destination');
    const sourceId = input.source_location_id == null || input.source_location_id === '' ? null : locationId(db, input.source_location_id, 'source');
    if (sourceId === destinationId) throw unprocessable('A transfer goes from one stock location to another');
    const reference = (asString(input.reference) ?? '').trim();
    if (sourceId === null && !reference) throw unprocessable("A delivery received needs its reference (the supplier's delivery note or PO number)");
    if (reference.length > 80) throw unprocessable('A reference is at most 80 characters');
    const lines = linesOf(db, input.stock_transfer_items, false);
    if (sourceId === null) refuseReceivedTwice(db, reference, destinationId);
    else for (const line of lines) refuseMoreThanHeld(db, sourceId, line);
    const number = newNumber(db);
    const requestId = (asString(input.request_id) ?? '').trim().slice(0, 128) || null;
    const description = (asString(input.description) ?? '').trim().slice(0, 200) || null;
    const at = nowIso();
    const { lastInsertRowid } = run(
      db,
      `INSERT INTO stock_transfers (number, reference, description, source_location_id, destination_location_id, state, request_id, created_at, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      number,
      reference || number,
      description,
      sourceId,
      destinationId,
      sourceId === null ? 'received' : 'sent',
      requestId,
      at,
      sourceId === null ? at : null,
    );
    const id = Number(lastInsertRowid);
    for (const line of lines) {
      run(
        db,
        'INSERT INTO stock_transfer_items (stock_transfer_id, variant_id, quantity, received_quantity) VALUES (?, ?, ?, ?)',
        id,
        line.variantId,
        line.quantity,
        sourceId === null ? line.quantity : null,
      );
      const [stockLocationId, quantity, action] = sourceId === null ? [destinationId, line.quantity, 'received'] : [sourceId, -line.quantity, 'transfer'];
      moveStock(db, { variantId: line.variantId, stockLocationId, quantity, action, originatorType: 'Spree::StockTransfer', originatorId: number });
    }
    return transferByNumber(db, number)!;
  })();
}

/**
 * A sent transfer received at its destination: each line's units counted in (+ at the destination);
 * a line left out counts 0; more than sent is refused; fewer is the transfer's difference.
 */
export function receiveStockTransfer(db: DemoDb, number: string, input: Record<string, unknown>): StockTransferRow {
  return db.transaction(() => {
    const transfer = transferByNumber(db, number);
    if (!transfer) throw notFound();
    if (transfer.source_location_id === null) throw unprocessable(`${number} is a delivery: it was received when it was made`);
    if (transfer.state === 'received') throw unprocessable(`Transfer ${number} was already received on ${dayOf(transfer.received_at!)}`);
    const counted = new Map(linesOf(db, input.stock_transfer_items, true).map((l) => [l.variantId, l.quantity]));
    const items = transferItems(db, transfer.id);
    for (const variantId of counted.keys()) {
      if (!items.some((i) => i.variant_id === variantId)) throw unprocessable(`${sku(db, variantId)} was not sent on ${number}`);
    }
    for (const item of items) {
      const received = counted.get(item.variant_id) ?? 0;
      if (received > item.quantity) throw unprocessable(`${item.sku}: ${received} counted in, more than the ${item.quantity} sent`);
      run(db, 'UPDATE stock_transfer_items SET received_quantity = ? WHERE id = ?', received, item.id);
      if (received > 0) {
        moveStock(db, {
          variantId: item.variant_id,
          stockLocationId: transfer.destination_location_id,
          quantity: received,
          action: 'transfer',
          originatorType: 'Spree::StockTransfer',
          originatorId: number,
        });
      }
    }
    run(db, "UPDATE stock_transfers SET state = 'received', received_at = ? WHERE id = ?", nowIso(), transfer.id);
    return transferByNumber(db, number)!;
  })();
}
