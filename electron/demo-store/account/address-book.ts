/**
 * A customer's address book: the addresses saved through the account (checkout keeps its own
 * copies with each order). Deleting is a soft delete; changing an address that completed orders
 * point at saves a new one instead, so those orders keep the address they were placed with.
 */
import { ADDRESS_COLUMNS, addressColumnValues, checkAddress, insertAddress, type AddressValues } from './addresses.js';
import { hasErrors, missingParameter, notFound, validationFailed, type FieldErrors } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { AddressRow } from '../db/rows.js';
import { nowIso } from '../orders/orders.js';
import { isObject, type Params } from '../http/params.js';

const LIVE = 'user_id = ? AND in_address_book = 1 AND deleted_at IS NULL';
const ADDRESS_FIELDS = ['firstname', 'lastname', 'company', 'address1', 'address2', 'city', 'zipcode', 'phone', 'state_name', 'country_iso', 'label'] as const;

export function countBookAddresses(db: DemoDb, userId: number, excludeQuickCheckout: boolean): number {
  return get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM addresses WHERE ${LIVE}${excludeQuickCheckout ? ' AND quick_checkout = 0' : ''}`, userId)!.n;
}

export function listBookAddresses(db: DemoDb, userId: number, excludeQuickCheckout: boolean, limit: number, offset: number): AddressRow[] {
  return all<AddressRow>(
    db,
    `SELECT * FROM addresses WHERE ${LIVE}${excludeQuickCheckout ? ' AND quick_checkout = 0' : ''} ORDER BY id LIMIT ? OFFSET ?`,
    userId,
    limit,
    offset,
  );
}

/** One live address of the user's book; 404 for anything else (unknown, deleted, another user's). */
export function findBookAddress(db: DemoDb, userId: number, rawId: string | undefined): AddressRow {
  const id = rawId && /^\d{1,15}$/.test(rawId) ? Number(rawId) : null;
  const row = id === null ? undefined : get<AddressRow>(db, `SELECT * FROM addresses WHERE id = ? AND ${LIVE}`, id, userId);
  if (!row) throw notFound();
  return row;
}

/** The `address` object of a request body; 400 when it is missing. */
export function addressPayload(params: Params): Params {
  const payload = params.address;
  if (!isObject(payload)) throw missingParameter('address');
  return payload;
}

/** Address errors nest under `address`, as the request sent them. */
function check(db: DemoDb, userId: number, payload: Params, exceptId: number | null): AddressValues {
  const { values, errors } = checkAddress(payload);
  if (values.label && get(db, `SELECT 1 FROM addresses WHERE ${LIVE} AND label = ? COLLATE NOCASE AND id IS NOT ?`, userId, values.label, exceptId)) {
    errors.label = ['has already been taken'];
  }
  if (hasErrors(errors)) throw validationFailed({ address: errors } as FieldErrors);
  return values;
}

export function createBookAddress(db: DemoDb, userId: number, payload: Params): AddressRow {
  const values = check(db, userId, payload, null);
  const id = insertAddress(db, values, userId, nowIso());
  run(db, 'UPDATE addresses SET in_address_book = 1 WHERE id = ?', id);
  return get<AddressRow>(db, 'SELECT * FROM addresses WHERE id = ?', id)!;
}

/** Fields not sent keep their value. */
export function updateBookAddress(db: DemoDb, userId: number, existing: AddressRow, payload: Params): AddressRow {
  const merged: Params = {};
  for (const field of ADDRESS_FIELDS) merged[field] = Object.hasOwn(payload, field) ? payload[field] : existing[field];
  const values = check(db, userId, merged, existing.id);
  const now = nowIso();
  const usedByOrders = get(
    db,
    'SELECT 1 FROM orders WHERE completed_at IS NOT NULL AND (bill_address_id = ? OR ship_address_id = ?)',
    existing.id,
    existing.id,
  );
  if (!usedByOrders) {
    run(
      db,
      `UPDATE addresses SET ${ADDRESS_COLUMNS.map((column) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
      ...addressColumnValues(values),
      now,
      existing.id,
    );
    return get<AddressRow>(db, 'SELECT * FROM addresses WHERE id = ?', existing.id)!;
  }
  return db.transaction(() => {
    const id = insertAddress(db, values, userId, now);
    run(db, 'UPDATE addresses SET in_address_book = 1, quick_checkout = ? WHERE id = ?', existing.quick_checkout, id);
    run(db, 'UPDATE addresses SET deleted_at = ? WHERE id = ?', now, existing.id);
    run(db, 'UPDATE users SET bill_address_id = ? WHERE id = ? AND bill_address_id = ?', id, userId, existing.id);
    run(db, 'UPDATE users SET ship_address_id = ? WHERE id = ? AND ship_address_id = ?', id, userId, existing.id);
    return get<AddressRow>(db, 'SELECT * FROM addresses WHERE id = ?', id)!;
  })();
}

/** Soft delete: gone from the book and from the account's defaults, kept for orders. */
export function deleteBookAddress(db: DemoDb, userId: number, address: AddressRow): void {
  const now = nowIso();
  db.transaction(() => {
    run(db, 'UPDATE addresses SET deleted_at = ?, updated_at = ? WHERE id = ?', now, now, address.id);
    run(db, 'UPDATE users SET bill_address_id = NULL WHERE id = ? AND bill_address_id = ?', userId, address.id);
    run(db, 'UPDATE users SET ship_address_id = NULL WHERE id = ? AND ship_address_id = ?', userId, address.id);
  })();
}
