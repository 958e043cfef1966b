/** Public numbers of the returns records: a prefix and nine digits (`RA…` authorizations, `CR…` customer returns, `RI…` reimbursements, `RF…` refunds). */
import { randomInt } from 'node:crypto';
import { get, type DemoDb } from '../db/database.js';
import { uniqueValue } from '../jsonapi/identifiers.js';

const TABLES = { RA: 'return_authorizations', CR: 'customer_returns', RI: 'reimbursements', RF: 'refunds' } as const;

export function newReturnNumber(db: DemoDb, prefix: keyof typeof TABLES): string {
  const make = () => `${prefix}${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
  return uniqueValue(make, (n) => !get(db, `SELECT 1 FROM ${TABLES[prefix]} WHERE number = ?`, n));
}
