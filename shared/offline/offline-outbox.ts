/**
 * The offline outbox read back from the till's journal: one view per offline sale, oldest first,
 * with where it stands (pending, replaying, placed, needs a manager, resolved), its order number
 * once placed, the differences between what the customer paid and what the store charged, and
 * what the store said when it refused. A pure fold: the journal is the only record.
 */
import { fromCents, toCents } from '../money.js';
import type { OfflineDifference, OfflinePriceDifference, OfflineResolution, OfflineSale, OfflineSaleLine, OfflineSaleState } from './offline-sales.js';
import type { JournalEntry, StaffRef } from '../shift/till-journal.js';
import type { OfflineSaleDiscount } from './offline-discounts.js';
import type { Words } from '../i18n/words.js';
import type { ComposedWords } from '../staff/composed-words.js';

export interface OfflineSaleView {
  ref: string;
  takenAt: string;
  staff: StaffRef | null;
  currency: string;
  lines: OfflineSaleLine[];
  total: string;
  taxTotal: string;
  cashTendered: string;
  change: string;
  state: OfflineSaleState;
  /** The store's order number once the sale is placed. */
  orderNumber: string | null;
  /** The store's total for the placed order. */
  placedTotal: string | null;
  /** The cart the latest replay opened at the store (its number), placed or not. */
  attemptNumber: string | null;
  differences: OfflineDifference[];
  /** The store's words when it last refused the sale, while a manager must decide. */
  storeSaid: string | null;
  /** The same as catalogue words, said in the clerk's language; null where only English was journaled (an older till's entry). */
  storeSaidWords: ComposedWords | null;
  /** The lines (variant ids) the store refused. */
  refusedVariantIds: string[];
  /** The manager's decision, while it stands (a new refusal clears it). */
  resolution: OfflineResolution | null;
  resolvedBy: StaffRef | null;
  /** Lines a manager chose to leave out of the sale sent to the store. */
  leftOut: string[];
  /** What the customer is owed: the refund a manager recorded, or the lines left out. */
  refundOwed: string | null;
  /** While it waits for a manager because the store asks another amount than the customer paid: both amounts. */
  priceDifference: OfflinePriceDifference | null;
  /** The store-side adjustment that placed it at the price paid (its amount, reason and both amounts). */
  adjustment: ({ amount: string; label: string } & OfflinePriceDifference) | null;
  /** The discounts given on it offline (given again at the store at replay). */
  discounts: OfflineSaleDiscount[];
}

/** The journal kinds the outbox is folded from. */
export const OUTBOX_KINDS = [
  'offline.sale',
  'offline.replay_started',
  'offline.adjusted',
  'offline.placed',
  'offline.needs_manager',
  'offline.resolved',
] as const;
const KINDS = new Set<string>(OUTBOX_KINDS);

function viewOf(sale: OfflineSale): OfflineSaleView {
  return {
    ref: sale.ref,
    takenAt: sale.takenAt,
    staff: sale.staff,
    currency: sale.currency,
    lines: sale.lines,
    total: sale.total,
    taxTotal: sale.taxTotal,
    cashTendered: sale.cashTendered,
    change: sale.change,
    state: 'pending',
    orderNumber: null,
    placedTotal: null,
    attemptNumber: null,
    differences: [],
    storeSaid: null,
    storeSaidWords: null,
    refusedVariantIds: [],
    resolution: null,
    resolvedBy: null,
    leftOut: [],
    refundOwed: null,
    priceDifference: null,
    adjustment: null,
    discounts: sale.discounts ?? [],
  };
}

/** What the lines left out came to, as the customer paid for them (after their discounts' shares). */
function leftOutAmount(view: OfflineSaleView): string | null {
  if (view.leftOut.length === 0) return null;
  const cents = view.lines.filter((l) => view.leftOut.includes(l.variantId)).reduce((sum, l) => sum + toCents(l.amount), 0);
  const shares = view.discounts.flatMap((d) => d.shares).filter((s) => view.leftOut.includes(s.variantId));
  return fromCents(cents + shares.reduce((sum, s) => sum + toCents(s.amount), 0));
}

/** Every offline sale in the journal and where it stands, oldest taken first. */
export function offlineOutbox(entries: readonly JournalEntry[]): OfflineSaleView[] {
  const views = new Map<string, OfflineSaleView>();
  for (const entry of entries) {
    if (!KINDS.has(entry.kind)) continue;
    if (entry.kind === 'offline.sale') {
      if (!views.has(entry.data.ref)) views.set(entry.data.ref, viewOf(entry.data));
      continue;
    }
    const view = views.get((entry.data as { ref: string }).ref);
    // A sale placed is settled: nothing later changes it (a second placing would be a bug, and is not shown as one).
    if (!view || view.orderNumber !== null || (view.state === 'resolved' && view.resolution === 'refund_owed')) continue;
    switch (entry.kind) {
      case 'offline.replay_started':
        view.state = 'replaying';
        view.attemptNumber = entry.data.orderNumber;
        break;
      case 'offline.adjusted':
        view.adjustment = { amount: entry.data.amount, label: entry.data.label, paid: entry.data.paid, store: entry.data.store };
        break;
      case 'offline.placed':
        view.state = view.resolution ? 'resolved' : 'placed';
        view.orderNumber = entry.data.orderNumber;
        view.attemptNumber = entry.data.orderNumber;
        view.placedTotal = entry.data.total;
        view.differences = entry.data.differences;
        view.storeSaid = null;
        view.storeSaidWords = null;
        view.refundOwed = leftOutAmount(view);
        view.priceDifference = null;
        break;
      case 'offline.needs_manager':
        view.state = 'needs_manager';
        view.storeSaid = entry.data.storeSaid;
        view.storeSaidWords = entry.data.said ?? null;
        view.refusedVariantIds = entry.data.variantIds;
        view.priceDifference = entry.data.price ?? null;
        view.resolution = null;
        view.resolvedBy = null;
        view.leftOut = [];
        break;
      case 'offline.resolved':
        view.resolution = entry.data.resolution;
        view.resolvedBy = entry.data.by ?? entry.staff;
        if (entry.data.resolution === 'refund_owed') {
          view.state = 'resolved';
          view.refundOwed = entry.data.refundOwed;
        } else {
          // Sent to the store again, as the manager chose.
          view.state = 'pending';
          view.leftOut = entry.data.leftOut ?? [];
        }
        break;
    }
  }
  return [...views.values()].sort((a, b) => (a.takenAt < b.takenAt ? -1 : a.takenAt > b.takenAt ? 1 : 0));
}

/**
 * The sales replay sends to the store, in order: pending or left replaying, oldest first; with
 * `canAdjust` (the admin client is connected) also those waiting for a manager only because the
 * store asked another amount than the customer paid, which can now be placed at the price paid.
 */
export function salesToReplay(outbox: readonly OfflineSaleView[], canAdjust = false): OfflineSaleView[] {
  return outbox.filter((s) => s.state === 'pending' || s.state === 'replaying' || (canAdjust && s.state === 'needs_manager' && s.priceDifference !== null));
}

/** What the customer paid at the counter for what is sent to the store: the sale, less the lines a manager left out. */
export function paidForSent(view: OfflineSaleView): string {
  return fromCents(toCents(view.total) - toCents(leftOutAmount(view) ?? '0'));
}

/** How far a replay got: every sale sent, the store gone again, or stopped by something the till cannot settle by itself (in words). */
export type OfflineReplayRun =
  | { outcome: 'done'; placed: number; needsManager: number }
  | { outcome: 'unreachable'; placed: number; needsManager: number }
  /** Stopped: why, in English (`message`), and as catalogue words when the till said it (`words`). */
  | { outcome: 'stopped'; placed: number; needsManager: number; message: string; words?: Words };
