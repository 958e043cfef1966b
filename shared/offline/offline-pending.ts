/**
 * Which offline sales in the till's journal the store has not yet accepted, read from the
 * outbox's entries: an `offline.sale` stays pending until its `offline.placed`, or a manager's
 * `offline.resolved`. Pure.
 */
import { toCents } from '../money.js';
import type { OfflineSale } from './offline-sales.js';
import type { JournalEntry } from '../shift/till-journal.js';

/** Offline sales the store has not placed and no manager has settled, oldest first. */
export function pendingOfflineSales(entries: readonly JournalEntry[]): OfflineSale[] {
  const sales = new Map<string, OfflineSale>();
  for (const e of entries) {
    if (e.kind === 'offline.sale') sales.set(e.data.ref, e.data);
    else if (e.kind === 'offline.placed' || e.kind === 'offline.resolved') sales.delete(e.data.ref);
  }
  return [...sales.values()];
}

/** How many pending offline sales there are in `currency`, and what they come to together in cents. */
export function pendingOfflineTotal(entries: readonly JournalEntry[], currency: string): { count: number; cents: number } {
  const sales = pendingOfflineSales(entries).filter((s) => s.currency === currency);
  return { count: sales.length, cents: sales.reduce((sum, s) => sum + toCents(s.total), 0) };
}
