/**
 * The honest discount ledger: the discounts and price overrides given at this till on sales that
 * were placed, totalled by kind, by reason, by the staff member who gave them and by who approved
 * them (no one: within the giver's own limit), from the till's journal. A discount taken back
 * before the sale was paid, or given on a sale never placed, is not counted. Amounts are decimal
 * strings, negative for what was taken off. The X/Z shift report and Reports both show it. Pure.
 */
import { fromCents, toCents } from '../money.js';
import type { JournalEntry, JournalEntryOf } from '../shift/till-journal.js';
import type { StaffRef } from '../shift/staff-ref.js';
import type { DiscountLedger } from './discount-ledger-figures.js';

/** Rows of a tally by a key, in the order first seen. */
function tally<T>(given: readonly JournalEntryOf<'sale.discounted'>[], keyOf: (d: JournalEntryOf<'sale.discounted'>['data']) => T, id: (key: T) => string) {
  const rows = new Map<string, { key: T; count: number; cents: number }>();
  for (const { data } of given) {
    const key = keyOf(data);
    const row = rows.get(id(key)) ?? { key, count: 0, cents: 0 };
    row.count += 1;
    row.cents += toCents(data.amount);
    rows.set(id(key), row);
  }
  return [...rows.values()];
}

/**
 * The ledger of the discounts in `entries` on the sales placed: those `placed` names, else those
 * placed among `entries` (a shift's, offline sales placed by their replay included).
 */
export function discountLedger(entries: readonly JournalEntry[], placed?: ReadonlySet<string>): DiscountLedger {
  // A sale taken offline counts once its replay placed it (its discounts were journaled against the store's order then).
  const orders = placed ?? new Set(entries.flatMap((e) => (e.kind === 'sale.completed' || e.kind === 'offline.placed' ? [e.data.orderNumber] : [])));
  const takenBack = new Set(entries.flatMap((e) => (e.kind === 'sale.discount_removed' ? e.data.adjustmentIds : [])));
  const given = entries.filter(
    (e): e is JournalEntryOf<'sale.discounted'> =>
      e.kind === 'sale.discounted' && orders.has(e.data.orderNumber) && !e.data.adjustmentIds.some((id) => takenBack.has(id)),
  );
  const row = <T>(r: { key: T; count: number; cents: number }) => ({ count: r.count, amount: fromCents(r.cents) });
  const who = (ref: StaffRef | null) => ref?.id ?? '';
  return {
    count: given.length,
    amount: fromCents(given.reduce((sum, e) => sum + toCents(e.data.amount), 0)),
    byKind: tally(given, (d) => d.kind, String).map((r) => ({ kind: r.key, ...row(r) })),
    byReason: tally(given, (d) => d.reason, String).map((r) => ({ reason: r.key, ...row(r) })),
    byStaff: tally(given, (d) => d.staff, who).map((r) => ({ staff: r.key, ...row(r) })),
    byApprover: tally(given, (d) => d.approver, who).map((r) => ({ approver: r.key, ...row(r) })),
  };
}
