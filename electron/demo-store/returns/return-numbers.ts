/**
 * Public numbers of the returns records: a prefix and nine digits (`RA…` authorizations, `CR…`
 * customer returns, `RI…` reimbursements, `RF…` refunds), and finding a record by its number,
 * else by its id, as the routes take either.
 */
import { randomInt } from 'node:crypto';
import { notFound } from '../http/api-error.js';
import { get, type DemoDb } from '../db/database.js';
import { uniqueValue } from '../jsonapi/identifiers.js';

const TABLES = { RA: 'return_authorizations', CR: 'customer_returns', RI: 'reimbursements', RF: 'refunds' } as const;

type NumberedTable = (typeof TABLES)[keyof typeof TABLES] | 'orders';

export function newReturnNumber(db: DemoDb, prefix: keyof typeof TABLES): string {
  const make = () => `${prefix}${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
  return uniqueValue(make, (n) => !get(db, `SELECT 1 FROM ${TABLES[prefix]} WHERE number = ?`, n));
}

export function rowById<T>(db: DemoDb, table: NumberedTable, id: number | null): T | undefined {
  return id === null ? undefined : get<T>(db, `SELECT * FROM ${table} WHERE id = ?`, id);
}

/** The row with this number, else with this id; undefined for a blank key or none. */
export function rowNamed<T>(db: DemoDb, table: NumberedTable, key: unknown): T | undefined {
  const text = typeof key === 'string' || typeof key === 'number' ? String(key).trim() : '';
  if (!text) return undefined;
  return get<T>(db, `SELECT * FROM ${table} WHERE number = ?`, text) ?? (/^\d{1,15}$/.test(text) ? rowById<T>(db, table, Number(text)) : undefined);
}

/** `rowNamed`, or a 404. */
export function rowAt<T>(db: DemoDb, table: NumberedTable, key: string): T {
  const found = rowNamed<T>(db, table, key);
  if (!found) throw notFound();
  return found;
}
