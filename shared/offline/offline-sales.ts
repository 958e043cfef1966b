/**
 * Sales taken while the store cannot be reached, and what became of each. An offline sale is
 * written to the till's journal (append-only, fsync'd, owner-only) before its receipt prints; its
 * replay to the store is recorded there step by step, so the outbox is the journal read back:
 * which offline sales exist, which are placed (with the order number), which are pending, and
 * which need a manager. Amounts are decimal strings in the sale's currency.
 */
import type { StaffRef } from '../shift/staff-ref.js';
import type { ComposedWords } from '../staff/composed-words.js';
import type { OfflineSaleDiscount } from './offline-discounts.js';

/** A line as the till knew it when the sale was taken (the local catalog's last known price). */
export interface OfflineSaleLine {
  variantId: string;
  sku: string | null;
  /** The product's name with the variant's options, as the receipt printed it. */
  name: string;
  quantity: number;
  /** Last known unit price. */
  unitPrice: string;
  /** unitPrice × quantity. */
  amount: string;
  /** Line options (gift note and the like) the clerk entered, by registered name. */
  options?: Record<string, string>;
}

/** What the till recorded when it took an offline sale (journal kind `offline.sale`). */
export interface OfflineSale {
  /** The local reference printed on the receipt ("Offline sale, order number to follow"). */
  ref: string;
  takenAt: string;
  staff: StaffRef | null;
  currency: string;
  lines: OfflineSaleLine[];
  itemTotal: string;
  /** Tax as the till estimated it (the store's own figure replaces it when placed). */
  taxTotal: string;
  total: string;
  cashTendered: string;
  change: string;
  /** The discounts given on it (`total` is after them); replayed as the same adjustments of the store's lines. */
  discounts?: OfflineSaleDiscount[];
}

/** One difference between what the customer paid offline and what the store charged. */
export interface OfflineDifference {
  kind: 'price' | 'tax' | 'line_dropped';
  variantId: string | null;
  name: string;
  /** What the till charged and what the store charged (decimal strings). */
  charged: string;
  store: string;
}

/**
 * The offline price rule: an offline sale is placed at the price the customer paid. Where the
 * store now charges another amount, the manager's admin client makes the difference a store-side
 * adjustment of the order with this reason; without the client the sale waits for a manager
 * with both amounts (`price` on its `offline.needs_manager`).
 */
export interface OfflinePriceDifference {
  /** What the customer paid at the counter for what is sent (the sale less any lines left out). */
  paid: string;
  /** What the store asked for the same, before any adjustment. */
  store: string;
}

/** What a manager decided for a sale the store refused in part or whole. */
export type OfflineResolution = 'placed_without_line' | 'placed_as_backorder' | 'refund_owed';

/** Journal entries of the outbox, each keyed by the sale's `ref`. */
export interface OfflineJournalEvents {
  'offline.sale': OfflineSale;
  /**
   * Replay started a cart at the store for this sale. Its order token is kept where the sale in
   * progress keeps its own (never in the journal), so a restart finds the cart and reconciles.
   */
  'offline.replay_started': { ref: string; orderNumber: string };
  'offline.placed': { ref: string; orderNumber: string; total: string; differences: OfflineDifference[] };
  /**
   * `price`: the store asks another amount than the customer paid, and no admin client can adjust it.
   * `storeSaid`: why, in English; `said`: the same as catalogue words (absent from entries journaled before them).
   */
  'offline.needs_manager': { ref: string; storeSaid: string; said?: ComposedWords; variantIds: string[]; price?: OfflinePriceDifference };
  /**
   * The store's order (its cart, before payment) was adjusted through the admin client so that it
   * charges what the customer paid: `amount` is the adjustment (negative for a reduction), `label`
   * its reason as the store keeps it.
   */
  'offline.adjusted': { ref: string; orderNumber: string; amount: string; label: string } & OfflinePriceDifference;
  /**
   * A manager decided what becomes of a sale that needs one. `refund_owed` ends it (the amount
   * owed the customer); `placed_without_line` and `placed_as_backorder` send it to the store
   * again (without the lines in `leftOut`, or all of them), and its `offline.placed` follows.
   * `by`: the manager who decided (on the till, or who approved the call by PIN).
   */
  'offline.resolved': {
    ref: string;
    resolution: OfflineResolution;
    orderNumber: string | null;
    refundOwed: string | null;
    by: StaffRef | null;
    leftOut?: string[];
  };
}

/** Where an offline sale stands, read back from the journal. */
export type OfflineSaleState = 'pending' | 'replaying' | 'placed' | 'needs_manager' | 'resolved';
