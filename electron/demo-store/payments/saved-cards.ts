/**
 * A customer's saved cards: those that belong to the user, are not removed, have not expired
 * and use an active card gateway. Removing is a soft delete, so orders paid with the card keep
 * their payment source.
 */
import { notFound } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import type { CreditCardRow } from '../db/rows.js';
import { nowIso } from '../orders/orders.js';

/** Cards without an expiry count as current; others until the end of their expiry month. */
function usableWhere(now: Date): { sql: string; args: unknown[] } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return {
    sql: `c.user_id = ? AND c.deleted_at IS NULL
      AND (c.year IS NULL OR c.month IS NULL OR c.year > ? OR (c.year = ? AND c.month >= ?))
      AND EXISTS (SELECT 1 FROM payment_methods m WHERE m.id = c.payment_method_id AND m.active = 1 AND m.kind = 'card')`,
    args: [year, year, month],
  };
}

export interface CardFilter {
  paymentMethodId: number | null;
}

export function countSavedCards(db: DemoDb, userId: number, filter: CardFilter, now = new Date()): number {
  const where = usableWhere(now);
  const byMethod = filter.paymentMethodId === null ? '' : ' AND c.payment_method_id = ?';
  const extra = filter.paymentMethodId === null ? [] : [filter.paymentMethodId];
  return get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM credit_cards c WHERE ${where.sql}${byMethod}`, userId, ...where.args, ...extra)!.n;
}

/** The default card first, then in the order they were saved. */
export function listSavedCards(db: DemoDb, userId: number, filter: CardFilter, limit: number, offset: number, now = new Date()): CreditCardRow[] {
  const where = usableWhere(now);
  const byMethod = filter.paymentMethodId === null ? '' : ' AND c.payment_method_id = ?';
  const extra = filter.paymentMethodId === null ? [] : [filter.paymentMethodId];
  return all<CreditCardRow>(
    db,
    `SELECT c.* FROM credit_cards c WHERE ${where.sql}${byMethod} ORDER BY c.is_default DESC, c.id LIMIT ? OFFSET ?`,
    userId,
    ...where.args,
    ...extra,
    limit,
    offset,
  );
}

/** The user's default card among the usable ones, or null. */
export function defaultSavedCard(db: DemoDb, userId: number, now = new Date()): CreditCardRow | null {
  const where = usableWhere(now);
  return (
    get<CreditCardRow>(db, `SELECT c.* FROM credit_cards c WHERE ${where.sql} AND c.is_default = 1 ORDER BY c.id DESC LIMIT 1`, userId, ...where.args) ?? null
  );
}

/** Soft-deletes one of the user's cards; 404 for unknown, removed or another user's cards. */
export function removeSavedCard(db: DemoDb, userId: number, rawId: string | undefined): void {
  const id = rawId && /^\d{1,15}$/.test(rawId) ? Number(rawId) : null;
  const card = id === null ? undefined : get<CreditCardRow>(db, 'SELECT * FROM credit_cards WHERE id = ? AND user_id = ? AND deleted_at IS NULL', id, userId);
  if (!card) throw notFound();
  const now = nowIso();
  run(db, 'UPDATE credit_cards SET deleted_at = ?, is_default = 0, updated_at = ? WHERE id = ?', now, now, card.id);
}
