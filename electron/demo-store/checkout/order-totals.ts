/**
 * Order arithmetic and the states derived from it, as pure functions over cents. Promotions
 * (negative) and taxes live on the line items; the order adds them up: tax added on top and
 * promotions make the adjustment total, tax included in prices is only reported.
 */
export interface TotalsInput {
  lineItems: { priceCents: number; quantity: number; promoCents?: number; additionalTaxCents?: number; includedTaxCents?: number }[];
  /** Cost of each shipment's selected rate. */
  shipmentCosts: number[];
  /** The order's adjustments made through the Platform API (negative for a reduction). */
  manualAdjustmentCents?: number;
}

export interface OrderTotals {
  itemCount: number;
  itemTotalCents: number;
  shipTotalCents: number;
  /** Additional plus included tax. */
  taxTotalCents: number;
  additionalTaxTotalCents: number;
  includedTaxTotalCents: number;
  /** Zero or negative. */
  promoTotalCents: number;
  /** Promotions, additional tax and the Platform API's adjustments. */
  adjustmentTotalCents: number;
  manualAdjustmentTotalCents: number;
  totalCents: number;
}

export function orderTotals(input: TotalsInput): OrderTotals {
  const sum = (pick: (li: TotalsInput['lineItems'][number]) => number): number => input.lineItems.reduce((total, li) => total + pick(li), 0);
  const itemTotalCents = sum((li) => li.priceCents * li.quantity);
  const itemCount = sum((li) => li.quantity);
  const shipTotalCents = input.shipmentCosts.reduce((total, c) => total + c, 0);
  const promoTotalCents = sum((li) => li.promoCents ?? 0);
  const additionalTaxTotalCents = sum((li) => li.additionalTaxCents ?? 0);
  const includedTaxTotalCents = sum((li) => li.includedTaxCents ?? 0);
  const manualAdjustmentTotalCents = input.manualAdjustmentCents ?? 0;
  const adjustmentTotalCents = promoTotalCents + additionalTaxTotalCents + manualAdjustmentTotalCents;
  return {
    itemCount,
    itemTotalCents,
    shipTotalCents,
    taxTotalCents: additionalTaxTotalCents + includedTaxTotalCents,
    additionalTaxTotalCents,
    includedTaxTotalCents,
    promoTotalCents,
    adjustmentTotalCents,
    manualAdjustmentTotalCents,
    totalCents: itemTotalCents + shipTotalCents + adjustmentTotalCents,
  };
}

/** Payment states that count: everything but failed, void and invalid. */
export const VALID_PAYMENT_STATES = new Set(['checkout', 'processing', 'pending', 'completed']);

/**
 * `paid`, `balance_due`, `credit_owed` or `failed` once an order is complete; a canceled order is
 * `void` when nothing it was paid is kept, else `credit_owed` (what it kept is owed back).
 * `givenBackCents` is money already given back (refunds, store credit for returns): no longer paid.
 */
export function paymentStateOf(totalCents: number, payments: { state: string; amountCents: number }[], canceled = false, givenBackCents = 0): string {
  const paid = payments.filter((p) => p.state === 'completed').reduce((sum, p) => sum + p.amountCents, 0) - givenBackCents;
  if (canceled) return paid > 0 ? 'credit_owed' : 'void';
  if (payments.length > 0 && !payments.some((p) => VALID_PAYMENT_STATES.has(p.state))) return 'failed';
  if (paid < totalCents) return 'balance_due';
  if (paid > totalCents) return 'credit_owed';
  return 'paid';
}

/**
 * The order's shipment state from its shipments: `delivered` when all are, `shipped` when all
 * have left, `partial` when some have, `backorder` while back-ordered units wait, else the
 * common state (`ready`, `pending`).
 */
export function shipmentStateOf(shipments: { state: string; backordered: boolean }[]): string | null {
  const live = shipments.filter((s) => s.state !== 'canceled');
  if (live.length === 0) return shipments.length > 0 ? 'canceled' : null;
  const left = (s: { state: string }): boolean => s.state === 'shipped' || s.state === 'delivered';
  if (live.every((s) => s.state === 'delivered')) return 'delivered';
  if (live.every(left)) return 'shipped';
  if (live.some(left)) return 'partial';
  if (live.some((s) => s.backordered && s.state === 'pending')) return 'backorder';
  const states = new Set(live.map((s) => s.state));
  return states.size === 1 ? live[0]!.state : 'pending';
}
