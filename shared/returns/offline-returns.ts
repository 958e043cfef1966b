/**
 * Returns taken offline as the till's journal tells them: each one where it stands at the store
 * (pending, placed, waiting for a manager, settled by one), what this till already took back of a
 * sale's lines, and the cash given back offline in a shift. A pure fold: the journal is the only record.
 */
import { toCents } from '../money.js';
import type { JournalEntry, JournalEntryOf, StaffRef } from '../shift/till-journal.js';
import type { OfflineReturnJournalEvents } from './offline-return-journal.js';
import type { ReturnJournalEvents } from './return-journal.js';

type OfflineReturn = OfflineReturnJournalEvents['offline.return'];

/** An offline return and where it stands at the store. */
export interface OfflineReturnView extends OfflineReturn {
  state: 'pending' | 'placed' | 'needs_manager' | 'resolved';
  /** The store's return and reimbursement numbers once placed. */
  authorizationNumber: string | null;
  reimbursementNumber: string | null;
  /** The store's words while it refuses the return. */
  storeSaid: string | null;
  resolvedBy: StaffRef | null;
}

/** The reference of this till's `n`th offline return: `OFFR-K7QM-0001` (apart from its offline sales' `OFF-…`). */
export function offlineReturnRef(tillShortId: string, n: number): string {
  return `OFFR-${tillShortId}-${String(n).padStart(4, '0')}`;
}

/** The number of this till's next offline return. */
export function nextOfflineReturnNumber(tillShortId: string, entries: readonly JournalEntry[]): number {
  const prefix = `OFFR-${tillShortId}-`;
  let highest = 0;
  for (const e of entries) {
    if (e.kind !== 'offline.return' || !e.data.ref.startsWith(prefix)) continue;
    highest = Math.max(highest, Number(e.data.ref.slice(prefix.length)) || 0);
  }
  return highest + 1;
}

/** Every offline return in the journal and where it stands, in the order taken. */
export function offlineReturns(entries: readonly JournalEntry[]): OfflineReturnView[] {
  const views = new Map<string, OfflineReturnView>();
  for (const e of entries) {
    if (e.kind === 'offline.return') {
      if (!views.has(e.data.ref))
        views.set(e.data.ref, { ...e.data, state: 'pending', authorizationNumber: null, reimbursementNumber: null, storeSaid: null, resolvedBy: null });
      continue;
    }
    if (e.kind !== 'offline.return_placed' && e.kind !== 'offline.return_needs_manager' && e.kind !== 'offline.return_resolved') continue;
    const view = views.get(e.data.ref);
    // Placed or settled by a manager: nothing later changes it.
    if (!view || view.state === 'placed' || view.state === 'resolved') continue;
    if (e.kind === 'offline.return_placed') {
      Object.assign(view, {
        state: 'placed',
        authorizationNumber: e.data.authorizationNumber,
        reimbursementNumber: e.data.reimbursementNumber,
        storeSaid: null,
      });
    } else if (e.kind === 'offline.return_needs_manager') {
      Object.assign(view, { state: 'needs_manager', storeSaid: e.data.storeSaid });
    } else {
      Object.assign(view, { state: 'resolved', resolvedBy: e.data.by ?? e.staff });
    }
  }
  return [...views.values()];
}

/** The sale this till rang with that number, as its journal keeps it (its lines kept), or null. */
export function saleRungHere(entries: readonly JournalEntry[], orderNumber: string): JournalEntryOf<'sale.completed'> | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (e.kind === 'sale.completed' && e.data.orderNumber === orderNumber) return e;
  }
  return null;
}

/** How many units of each line of the order this till already took back (online and offline), by line item id. */
export function returnedHere(
  entries: readonly JournalEntry[],
  orderNumber: string,
  lines: readonly { lineItemId: string; name: string }[],
): Map<string, number> {
  const returned = new Map<string, number>();
  const add = (lineItemId: string | undefined, quantity: number) => {
    if (lineItemId) returned.set(lineItemId, (returned.get(lineItemId) ?? 0) + quantity);
  };
  for (const e of entries) {
    if (e.kind === 'offline.return' && e.data.orderNumber === orderNumber) for (const item of e.data.items) add(item.lineItemId, item.quantity);
    if (e.kind === 'return.refunded' && e.data.orderNumber === orderNumber) {
      // Entries before line ids were kept name their line only.
      for (const item of e.data.items) add(item.lineItemId ?? lines.find((l) => l.name === item.name)?.lineItemId, item.quantity);
    }
  }
  return returned;
}

/** The cash given back for offline returns in the shift (cents, in `currency`). */
export function offlineReturnCashInShift(entries: readonly JournalEntry[], shiftId: string, currency: string): number {
  return entries.reduce(
    (sum, e) => (e.kind === 'offline.return' && e.data.shiftId === shiftId && e.data.currency === currency ? sum + toCents(e.data.cashOut) : sum),
    0,
  );
}

/**
 * What the store charged for units `from`+1 .. `from`+`count` of a line of `quantity` units that came
 * to `lineTotal`: their rounded share of it, so units returned one at a time add up to the line.
 */
export function unitsShareCents(lineTotal: string, quantity: number, from: number, count: number): number {
  const total = toCents(lineTotal);
  return Math.round((total * (from + count)) / quantity) - Math.round((total * from) / quantity);
}

/** An offline return as the shift's figures count a return: cash, to how it was paid, at the counter. */
export function asRefundedReturn(d: OfflineReturn): ReturnJournalEvents['return.refunded'] {
  return {
    orderNumber: d.orderNumber,
    authorizationNumber: d.ref,
    reimbursementNumber: d.ref,
    currency: d.currency,
    total: d.total,
    to: 'original',
    reason: d.reason,
    items: d.items,
    refunds: [{ method: 'Cash', amount: d.cashOut }],
    cashOut: d.cashOut,
    shiftId: d.shiftId,
    windowOverridden: false,
  };
}
