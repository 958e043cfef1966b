/**
 * The notes and coins a drawer is counted in, by the store's currency, and what a count adds up
 * to in exact cents. A currency without a list is counted as one total.
 */
import { fromCents, toCents } from '../money.js';

export interface Denomination {
  /** Decimal string, e.g. "20.00" or "0.25". */
  value: string;
  kind: 'note' | 'coin';
  /** How the counter labels it, e.g. "$20" or "25¢". */
  label: string;
}

/** One line of a count: how many of a note or coin. */
export interface DenominationCount {
  value: string;
  count: number;
}

const list = (kind: Denomination['kind'], values: string[], label: (v: string) => string): Denomination[] =>
  values.map((value) => ({ value, kind, label: label(value) }));

const dollars = (symbol: string) => (v: string) => {
  const cents = toCents(v);
  return cents >= 100 ? `${symbol}${cents % 100 === 0 ? cents / 100 : v}` : `${cents}¢`;
};
const euros = (v: string) => {
  const cents = toCents(v);
  return cents >= 100 ? `€${cents / 100}` : `${cents} c`;
};

const DENOMINATIONS: Record<string, Denomination[]> = {
  USD: [
    ...list('note', ['100.00', '50.00', '20.00', '10.00', '5.00', '2.00', '1.00'], dollars('$')),
    ...list('coin', ['1.00', '0.50', '0.25', '0.10', '0.05', '0.01'], dollars('$')),
  ],
  EUR: [
    ...list('note', ['500.00', '200.00', '100.00', '50.00', '20.00', '10.00', '5.00'], euros),
    ...list('coin', ['2.00', '1.00', '0.50', '0.20', '0.10', '0.05', '0.02', '0.01'], euros),
  ],
};

/** The currency's notes and coins, largest first; empty when the till knows none (count a total). */
export function denominationsOf(currency: string): Denomination[] {
  return DENOMINATIONS[currency.toUpperCase()] ?? [];
}

/** A count's total in cents; a value the currency does not have, or a count that is not a whole number ≥ 0, is refused in words. */
export function countTotalCents(currency: string, lines: readonly DenominationCount[]): number {
  const known = new Set(denominationsOf(currency).map((d) => toCents(d.value)));
  let total = 0;
  for (const line of lines) {
    const value = toCents(line.value);
    if (!known.has(value)) throw new Error(`${currency} has no ${fromCents(value)} note or coin.`);
    if (!Number.isInteger(line.count) || line.count < 0) throw new Error(`Count a whole number of ${fromCents(value)}.`);
    total += value * line.count;
  }
  return total;
}
