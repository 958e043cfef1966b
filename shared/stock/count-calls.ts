/**
 * Stock counts across the bridge (area `stockCount`): a full or partial count at one stock
 * location, narrowed to a category or not, counted by scan (+1) or by a typed quantity and kept on
 * the till's disk as it goes; its variances reviewed before anything changes; applied at the store
 * as stock movements with the action "count", each line as a delta against the on-hand the store
 * said when the line was first counted (sales during the count stay sold), exactly once.
 */
import { UNITS_KEY } from './stock-approval.js';
import type { ArgKit } from '../bridge/arg-kit.js';
import { noArgs, type CallDeclarations } from '../bridge/call-declaration.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  stockCountApply: { id: 'stock.managerOnly.stockCountApply', defaultMessage: 'apply a stock count' },
});

/** A full count: every variant of its category (or of the store) not counted is counted 0 when the manager confirms it. Partial: only the lines counted change. */
export type CountScope = 'full' | 'partial';

export interface CountLine {
  variantId: string;
  sku: string;
  name: string;
  /** The variant's options in words ("Navy, M"), or ''. */
  optionsText: string;
  /** Its price as a decimal string, or null when the catalog has none. */
  price: string | null;
  counted: number;
  /** The store's on-hand at this location when the line was first counted; null until the store said. */
  expected: number | null;
  /** Who counted it first (a name). */
  countedBy: string;
  countedAt: string;
}

/**
 * Who counted, started or approved when no staff member is signed in: the name the count file and
 * its report keep (English, as every name there); the page says it in the clerk's language.
 */
export const THE_TILL = 'the till'; // not-words: a recorded name, said on the page from the catalogue

type CountState = 'counting' | 'applying' | 'applied';

export interface StockCountView {
  id: string;
  scope: CountScope;
  taxonId: string | null;
  taxonName: string | null;
  stockLocationId: string;
  stockLocationName: string;
  startedAt: string;
  startedBy: string;
  state: CountState;
  /** The lines counted, the last counted first. */
  lines: CountLine[];
  /** Who approved the apply (or applied it with the right), and when; null until applied. */
  approvedBy: string | null;
  appliedAt: string | null;
}

/** One line of the review: what the count would change. */
export interface CountVariance {
  variantId: string;
  sku: string;
  name: string;
  optionsText: string;
  expected: number;
  counted: number;
  /** counted − expected: what the apply adds (+) or takes (−). */
  variance: number;
  /** variance × price, a decimal string (0.00 without a price). */
  value: string;
  /** The store's on-hand now; null when it could not be read. */
  storeNow: number | null;
  /** How far the store's count moved since the line was counted (sales meanwhile), or 0. */
  movedSince: number;
  /** A variant of a full count's category nobody counted: counted 0 if the manager confirms. */
  uncounted: boolean;
}

export interface CountTotals {
  units: number;
  /** A decimal string. */
  value: string;
}

export interface CountReview {
  count: StockCountView;
  lines: CountVariance[];
  up: CountTotals;
  down: CountTotals;
  /** Variants of a full count not counted (shown as counted 0). */
  uncounted: number;
}

export interface CountApplyResult {
  count: StockCountView;
  /** Requests sent to the store for it (this run). */
  requests: number;
  /** Movements the store applied now, and those it had applied before (a resumed apply). */
  applied: number;
  alreadyApplied: number;
}

export interface StockLocationChoice {
  id: string;
  name: string;
  isDefault: boolean;
}

interface CountReport {
  fileName: string;
  csv: string;
}

export interface StockCountCalls {
  /** The count under way (or the last one applied, until another starts), or null. */
  current(): Promise<StockCountView | null>;
  /** The store's stock locations, the default first (the admin client reads them). */
  locations(): Promise<StockLocationChoice[]>;
  /** Starts a count (refused while another is counting); no location: the till's own, the default. */
  start(options: { scope: CountScope; taxonId: string | null; stockLocationId: string | null }): Promise<StockCountView>;
  /** A scanned or typed code: +1, or the quantity typed (the line set to it). */
  count(code: string, quantity: number | null): Promise<StockCountView>;
  /** Sets a line's counted quantity (0 allowed). */
  setCounted(variantId: string, quantity: number): Promise<StockCountView>;
  /** Takes a line off the count. */
  removeLine(variantId: string): Promise<StockCountView>;
  /** The variances against the store as it is now, before anything is applied. */
  review(): Promise<CountReview>;
  /** Applies the count at the store (or resumes an apply cut short); `zeroUncounted`: a full count's uncounted variants set to 0. */
  /**
   * Applies the count as reviewed: `key` is the review's counted lines' key (shared/stock/stock-approval.ts),
   * which an approval names; a count changed since is refused, and needs its approval again.
   */
  apply(countId: string, zeroUncounted: boolean, key: string): Promise<CountApplyResult>;
  /** The count's report as CSV (SKU, name, location, expected, counted, variance, value, counted by, approved by). */
  report(): Promise<CountReport>;
  /** Drops the count under way (nothing was applied) or closes an applied one. */
  discard(): Promise<void>;
}

/** What an approval of a count names: the count, whether what was not counted goes to 0, and its counted lines' key. */
const countApprovalRecord = ([id, zeroUncounted, key]: [string, boolean, string]) =>
  `count ${id}${zeroUncounted ? ', what was not counted set to 0' : ''}: ${key}`;

const countId = ({ z, text }: ArgKit) => z.tuple([text(40).min(1), z.boolean(), z.string().regex(UNITS_KEY, 'the key of the count as reviewed')]);

export const stockCountCalls = {
  current: { args: noArgs },
  locations: { args: noArgs },
  start: {
    args: ({ z, id }) => z.tuple([z.object({ scope: z.enum(['full', 'partial']), taxonId: id.nullable(), stockLocationId: id.nullable() }).strict()]),
  },
  count: { args: ({ z, text }) => z.tuple([text(64).min(1), z.number().int().min(0).max(100_000).nullable()]) },
  setCounted: { args: ({ z, id }) => z.tuple([id, z.number().int().min(0).max(100_000)]) },
  removeLine: { args: ({ z, id }) => z.tuple([id]) },
  review: { args: noArgs },
  apply: { args: countId, managerOnly: managerActions.stockCountApply, right: 'stock', approvalRecord: countApprovalRecord },
  report: { args: noArgs },
  discard: { args: noArgs },
} satisfies CallDeclarations<StockCountCalls>;
