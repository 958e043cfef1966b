/**
 * Tax on an offline sale, estimated at the store's own rate for walk-in pickup sales as last
 * observed: the tax of the last walk-in order placed at the store's location over what its items
 * came to (after promotions). The store's figure replaces the estimate when the sale is placed.
 * Pure; amounts in exact cents, the rate as a decimal string with six places.
 */
import { toCents } from '../money.js';

/** The rate kept in settings, with the order it was read from. */
export interface ObservedTaxRate {
  /** Tax over taxable item total, e.g. "0.082500". */
  rate: string;
  orderNumber: string;
  observedAt: string;
}

/** What a walk-in order placed at the store says of its tax. */
export interface PlacedTotals {
  itemTotal: string;
  promoTotal: string;
  shipTotal: string;
  taxTotal: string;
}

/**
 * The store's rate as one placed order shows it, or null when it shows none (nothing taxable,
 * or a shipping charge whose own tax cannot be told apart from the items').
 */
export function observedRate(totals: PlacedTotals): string | null {
  const base = toCents(totals.itemTotal) + toCents(totals.promoTotal);
  if (base <= 0 || toCents(totals.shipTotal) !== 0) return null;
  const tax = toCents(totals.taxTotal);
  if (tax < 0) return null;
  return (tax / base).toFixed(6);
}

/** The tax on `itemCents` at `rate`, rounded half up to the cent; 0 with no rate known. */
export function estimatedTaxCents(itemCents: number, rate: string | null): number {
  if (rate === null) return 0;
  const r = Number(rate);
  if (!Number.isFinite(r) || r < 0) return 0;
  // Rounded on the exact product of cents and millionths, never on a float's long tail.
  const millionths = Math.round(r * 1_000_000);
  return Math.floor((itemCents * millionths + 500_000) / 1_000_000);
}

/** What the receipt says of the tax: the rate it was estimated at, or that the store adds it. */
export function taxWords(rate: string | null): string {
  if (rate === null) return 'Tax to be added by the store: no rate known yet on this till.';
  const percent = Number((Number(rate) * 100).toFixed(4));
  return `Tax estimated at ${percent}% (the store’s rate at its last walk-in sale); the store’s own figure replaces it.`;
}
