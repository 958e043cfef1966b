/**
 * What a return of some units of a line is due back, as the store works it out when the return is
 * authorized (so the till shows it before anything is done): the units' share of the line's price
 * less its promotions, plus their share of the tax added on top, as both applied on the order. Tax
 * included in the price is inside the first part already and is only reported.
 *
 * Shares are cumulative: the units returned so far and these together get the rounded share of
 * their count, less what the earlier ones got, so the units of a line returned one at a time add
 * up to exactly the line's amount (no cent lost or gained to rounding).
 */
import type { LineItemRow } from '../db/rows.js';

export interface AmountDueBack {
  preTaxCents: number;
  additionalTaxCents: number;
  includedTaxCents: number;
}

/** The rounded share of `total` for units `from`+1 .. `from`+`count` of `quantity`. */
function shareOf(total: number, from: number, count: number, quantity: number): number {
  return Math.round((total * (from + count)) / quantity) - Math.round((total * from) / quantity);
}

/** What `count` more units of the line are due back, `alreadyReturned` units having been authorized before. */
export function amountDueBack(line: LineItemRow, alreadyReturned: number, count: number): AmountDueBack {
  // What the line was sold for: after its promotion and the discounts given on it.
  const lineAmount = line.price_cents * line.quantity + line.promo_total_cents + line.manual_adjustment_total_cents;
  return {
    preTaxCents: shareOf(lineAmount, alreadyReturned, count, line.quantity),
    additionalTaxCents: shareOf(line.additional_tax_total_cents, alreadyReturned, count, line.quantity),
    includedTaxCents: shareOf(line.included_tax_total_cents, alreadyReturned, count, line.quantity),
  };
}
