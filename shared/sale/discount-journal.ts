/**
 * What the till's journal records of the discounts given at the counter: each given (one entry
 * for a discount of the whole sale, with its shares at the store) and each taken back before the
 * sale was paid. The discount ledger (shared/reports/discount-ledger.ts) totals them by reason,
 * by staff member and by approver. Amounts are decimal strings, negative for a reduction.
 */
import type { DiscountKind } from './discount-labels.js';
import type { StaffRef } from '../shift/staff-ref.js';

export interface DiscountJournalEvents {
  /** A discount or a price override was recorded at the store as adjustments of the sale's lines. */
  'sale.discounted': {
    orderNumber: string;
    currency: string;
    /** The line discounted or overridden; null for a discount of the whole sale. */
    lineItemId: string | null;
    kind: DiscountKind;
    /** What it changed the sale by (negative for a reduction; an override may raise the price). */
    amount: string;
    /** The percent given (a percent discount) or the percent the reduction came to. */
    percent: number | null;
    reason: string;
    staff: StaffRef | null;
    approver: StaffRef | null;
    /** The adjustments at the store that carry it. */
    adjustmentIds: string[];
  };
  /** Discounts taken back before the sale was paid: their adjustments removed at the store. */
  'sale.discount_removed': {
    orderNumber: string;
    currency: string;
    lineItemId: string | null;
    kind: DiscountKind;
    amount: string;
    adjustmentIds: string[];
  };
}
