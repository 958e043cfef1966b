/**
 * Discounts given on a sale taken offline: a line's discount or a discount of the whole sale
 * (spread over its lines in proportion), each within the role's limit of the person on the till
 * or approved by PIN, as the till keeps them on the offline cart and journals them with the sale.
 * At replay each share becomes the same adjustment of the store's line, its label the online
 * one's with the offline sale's reference, so the store asks exactly what was paid. Pure.
 */
import type { SaleDiscount } from '../bridge/sale.js';
import { fromCents } from '../money.js';
import { discountLabel } from '../sale/discount-labels.js';
import type { StaffRef } from '../shift/staff-ref.js';

/** A discount on the offline cart: what each line takes off (positive cents), who gave it and who approved it. */
export interface OfflineDiscount {
  id: string;
  kind: 'line' | 'sale';
  /** The line discounted; null for a discount of the whole sale. */
  lineId: string | null;
  /** "10%" or "5.00" (a sale's discount: the whole sale's). */
  size: string;
  percent: number | null;
  reason: string;
  staff: StaffRef | null;
  approver: StaffRef | null;
  shares: { lineId: string; cents: number }[];
}

/** A discount of an offline sale as the journal keeps it (`offline.sale`): its shares by the line's variant. */
export interface OfflineSaleDiscount {
  kind: 'line' | 'sale';
  size: string;
  percent: number | null;
  reason: string;
  /** What it took off the sale (negative). */
  amount: string;
  staff: StaffRef | null;
  approver: StaffRef | null;
  /** Each line's share: its variant (the store's line is found by it at replay) and the offline line's id (its receipt's). */
  shares: { variantId: string; amount: string; lineId?: string }[];
}

/** What the discounts take off (positive cents): all of them, or one line's. */
export function offlineDiscountCents(discounts: readonly OfflineDiscount[] | undefined, lineId?: string): number {
  return (discounts ?? []).reduce((sum, d) => sum + d.shares.filter((s) => lineId === undefined || s.lineId === lineId).reduce((n, s) => n + s.cents, 0), 0);
}

/** The offline cart's discounts as the sale's screen shows the store's (one per line share). */
export function offlineSaleDiscounts(discounts: readonly OfflineDiscount[] | undefined): SaleDiscount[] {
  return (discounts ?? []).flatMap((d) =>
    d.shares.map((s) => ({
      id: `${d.id}:${s.lineId}`,
      lineItemId: s.lineId,
      kind: d.kind,
      amount: fromCents(-s.cents),
      size: d.size,
      reason: d.reason,
      givenBy: d.staff?.name ?? 'the till',
      approvedBy: d.approver?.name ?? null,
    })),
  );
}

/** The label of a share's adjustment at the store: the online label naming the offline sale. */
export function offlineDiscountLabel(ref: string, d: Pick<OfflineSaleDiscount, 'kind' | 'size' | 'reason' | 'staff' | 'approver'>): string {
  return discountLabel({
    kind: d.kind,
    size: d.size,
    reason: d.reason,
    givenBy: d.staff?.name ?? 'the till',
    approvedBy: d.approver?.name ?? null,
    offlineRef: ref,
  });
}

/** A journaled offline sale's discounts as its receipt shows the store's (one per line share), by the offline lines' ids. */
export function journaledSaleDiscounts(ref: string, discounts: readonly OfflineSaleDiscount[] | undefined): SaleDiscount[] {
  return (discounts ?? []).flatMap((d, i) =>
    d.shares.map((s) => ({
      id: `${ref}-d${i + 1}:${s.lineId ?? s.variantId}`,
      lineItemId: s.lineId ?? s.variantId,
      kind: d.kind,
      amount: s.amount,
      size: d.size,
      reason: d.reason,
      givenBy: d.staff?.name ?? 'the till',
      approvedBy: d.approver?.name ?? null,
    })),
  );
}
