/**
 * What became of a shift's offline sales, as far as the whole journal says when the report is
 * made: placed at the store (with what the store's orders total), still pending, or settled as a
 * refund owed; and those the store priced otherwise than the customer paid, adjusted or waiting.
 * Pure and in exact cents.
 */
import { fromCents, toCents } from '../money.js';
import type { OfflinePriceDifferenceLine, ShiftReport } from './shift-report-types.js';
import type { JournalEntry, JournalEntryOf } from './till-journal.js';

/** What the journal says of offline sales: placed (with the store's total and order), settled as a refund owed, adjusted, waiting on a price. */
interface OfflineOutcomes {
  placedRefs: Set<string>;
  refundRefs: Set<string>;
  storeTotals: Map<string, { cents: number; orderNumber: string }>;
  adjusted: Map<string, JournalEntryOf<'offline.adjusted'>['data']>;
  waitingPrice: Map<string, { paid: string; store: string }>;
}

function offlineOutcomes(entries: readonly JournalEntry[]): OfflineOutcomes {
  const outcomes: OfflineOutcomes = { placedRefs: new Set(), refundRefs: new Set(), storeTotals: new Map(), adjusted: new Map(), waitingPrice: new Map() };
  const { placedRefs, refundRefs, storeTotals, adjusted, waitingPrice } = outcomes;
  for (const e of entries) {
    if (e.kind === 'offline.placed') {
      placedRefs.add(e.data.ref);
      storeTotals.set(e.data.ref, { cents: toCents(e.data.total), orderNumber: e.data.orderNumber });
    } else if (e.kind === 'offline.resolved') (e.data.orderNumber === null ? refundRefs : placedRefs).add(e.data.ref);
    else if (e.kind === 'offline.adjusted') adjusted.set(e.data.ref, e.data);
    else if (e.kind === 'offline.needs_manager') {
      if (e.data.price) waitingPrice.set(e.data.ref, e.data.price);
      else waitingPrice.delete(e.data.ref);
    }
  }
  return outcomes;
}

/** The offline sales `taken` in a shift (their totals in cents), and what became of them. */
export function offlineShiftFigures(entries: readonly JournalEntry[], taken: { ref: string; cents: number }[]): NonNullable<ShiftReport['offline']> {
  const { placedRefs, refundRefs, storeTotals, adjusted, waitingPrice } = offlineOutcomes(entries);
  const offlineSum = (list: { cents: number }[]) => fromCents(list.reduce((sum, s) => sum + s.cents, 0));
  const placed = taken.filter((s) => placedRefs.has(s.ref));
  const refund = taken.filter((s) => !placedRefs.has(s.ref) && refundRefs.has(s.ref));
  const pending = taken.filter((s) => !placedRefs.has(s.ref) && !refundRefs.has(s.ref));
  const differences: OfflinePriceDifferenceLine[] = [];
  for (const { ref } of taken) {
    const adjustment = adjusted.get(ref);
    const price = waitingPrice.get(ref);
    if (adjustment) {
      const orderNumber = storeTotals.get(ref)?.orderNumber ?? adjustment.orderNumber;
      differences.push({ ref, orderNumber, paid: adjustment.paid, store: adjustment.store, adjustment: adjustment.amount, settled: 'adjusted' });
    } else if (price && pending.some((s) => s.ref === ref)) {
      differences.push({ ref, orderNumber: null, paid: price.paid, store: price.store, adjustment: null, settled: 'waiting' });
    }
  }
  return {
    count: taken.length,
    total: offlineSum(taken),
    placed: {
      count: placed.length,
      total: offlineSum(placed),
      storeTotal: fromCents(placed.reduce((sum, s) => sum + (storeTotals.get(s.ref)?.cents ?? 0), 0)),
    },
    pending: { count: pending.length, total: offlineSum(pending), refs: pending.map((s) => s.ref) },
    refundOwed: { count: refund.length, total: offlineSum(refund) },
    differences,
  };
}
