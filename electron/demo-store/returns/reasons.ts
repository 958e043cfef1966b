/**
 * The reasons an operator picks from: why goods come back (`return_authorization_reasons`) and why
 * money goes back (`refund_reasons`), as Spree keeps them. A store starts with a few of each (added
 * to a data file that has none, so an older file gains them too); more are created through the
 * Platform API. Names are unique, whatever their case.
 */
import { validationFailed } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import { nowIso } from '../orders/orders.js';
import { asString, type Params } from '../http/params.js';
import type { ReasonRow } from './return-rows.js';

export type ReasonTable = 'refund_reasons' | 'return_authorization_reasons';

const NAME_MAX = 255;

const STARTING_REASONS: Readonly<Record<ReasonTable, readonly string[]>> = {
  return_authorization_reasons: ['Damaged', 'Wrong size', 'Changed mind', 'Not as described'],
  refund_reasons: ['Return', 'Price adjustment', 'Offline sale conflict', 'Terminal charge not used', 'Card refused'],
};

/** The refund reason a reimbursement's refunds carry. */
export const RETURN_REFUND_REASON = 'Return';

/** The refund reason of a cash reimbursement: the card refused its refund, and the money went back in cash at the counter. */
export const CARD_REFUSED_REASON = 'Card refused';

/** Adds the starting reasons to a table that has none. */
export function ensureReturnReasons(db: DemoDb): void {
  for (const [table, names] of Object.entries(STARTING_REASONS) as [ReasonTable, readonly string[]][]) {
    if (get(db, `SELECT 1 FROM ${table} LIMIT 1`)) continue;
    const now = nowIso();
    for (const name of names) run(db, `INSERT INTO ${table} (name, active, created_at, updated_at) VALUES (?, 1, ?, ?)`, name, now, now);
  }
}

export function reasonsPage(db: DemoDb, table: ReasonTable, perPage: number, offset: number): { rows: ReasonRow[]; total: number } {
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${table}`)!.n;
  return { rows: all<ReasonRow>(db, `SELECT * FROM ${table} ORDER BY id LIMIT ? OFFSET ?`, perPage, offset), total };
}

/** A reason by id, or undefined (also for a key that is not an id). */
export function reasonById(db: DemoDb, table: ReasonTable, key: unknown): ReasonRow | undefined {
  const id = asString(key)?.trim() ?? '';
  return /^\d{1,15}$/.test(id) ? get<ReasonRow>(db, `SELECT * FROM ${table} WHERE id = ?`, Number(id)) : undefined;
}

export function reasonNamed(db: DemoDb, table: ReasonTable, name: string): ReasonRow | undefined {
  return get<ReasonRow>(db, `SELECT * FROM ${table} WHERE name = ?`, name);
}

/** Creates a reason: 422 for a blank, too long or already used name. */
export function createReason(db: DemoDb, table: ReasonTable, input: Params): ReasonRow {
  const name = asString(input.name)?.trim() ?? '';
  if (!name) throw validationFailed({ name: ["can't be blank"] });
  if (name.length > NAME_MAX) throw validationFailed({ name: [`is too long (maximum is ${NAME_MAX} characters)`] });
  if (reasonNamed(db, table, name)) throw validationFailed({ name: ['has already been taken'] });
  const active = input.active === undefined ? 1 : input.active === true || input.active === 'true' ? 1 : 0;
  const now = nowIso();
  const id = Number(run(db, `INSERT INTO ${table} (name, active, created_at, updated_at) VALUES (?, ?, ?, ?)`, name, active, now, now).lastInsertRowid);
  return get<ReasonRow>(db, `SELECT * FROM ${table} WHERE id = ?`, id)!;
}
