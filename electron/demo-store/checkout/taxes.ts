/**
 * Sales tax and VAT by zone. An order is taxed by its shipping address: a US state's sales tax
 * is added on top of the (discounted) item amounts; an EU country's VAT is already in the price
 * and only shown. Orders without a shipping address, and places without a rate, pay none.
 * Shipping is not taxed.
 */
import { all, type DemoDb } from '../db/database.js';
import type { AddressRow } from '../db/rows.js';

export interface TaxRateRow {
  id: number;
  name: string;
  country_iso: string;
  state_abbr: string | null;
  state_name: string | null;
  rate: number;
  included_in_price: number;
  created_at: string;
}

export interface LineTax {
  additionalCents: number;
  includedCents: number;
}

const NO_TAX: LineTax = { additionalCents: 0, includedCents: 0 };

/** The rate for an address: a state's rate where there is one, else a country-wide rate, else none. */
export function taxRateFor(db: DemoDb, address: Pick<AddressRow, 'country_iso' | 'state_name'> | undefined): TaxRateRow | null {
  if (!address?.country_iso) return null;
  const rates = all<TaxRateRow>(db, 'SELECT * FROM tax_rates WHERE country_iso = ? ORDER BY id', address.country_iso);
  const state = address.state_name?.trim().toLowerCase() ?? '';
  const forState = rates.find((r) => r.state_abbr !== null && state !== '' && (r.state_abbr.toLowerCase() === state || r.state_name?.toLowerCase() === state));
  return forState ?? rates.find((r) => r.state_abbr === null) ?? null;
}

/**
 * The tax on a line's amount after promotions, in cents, rounded half up: added on top for
 * sales tax, or the part of the amount that is VAT for a price that includes it.
 */
export function lineTax(rate: Pick<TaxRateRow, 'rate' | 'included_in_price'> | null, discountedCents: number): LineTax {
  if (!rate || discountedCents <= 0) return NO_TAX;
  if (rate.included_in_price === 1) {
    return { additionalCents: 0, includedCents: roundHalfUp(discountedCents - discountedCents / (1 + rate.rate)) };
  }
  return { additionalCents: roundHalfUp(discountedCents * rate.rate), includedCents: 0 };
}

/** Rounds to whole cents, halves up, even when binary floating point stores an exact half a hair below it. */
function roundHalfUp(cents: number): number {
  return Math.round(cents + 1e-7);
}
