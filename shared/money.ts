/**
 * Decimal amounts as integer minor units. The server computes every total; the app only needs
 * exact arithmetic for cash (tendered minus total), so amounts never pass through floats.
 */

import { moneyText, type FormatPlace } from './i18n/formats.js';
import type { AmountValue } from './i18n/words.js';

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "19.99" -> 1999, "-10.0" -> -1000, "5" -> 500. Throws on anything that is not a decimal. */
export function toCents(amount: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  // Round half up on a third decimal place, as the server's two-place amounts never need it.
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const value = cents + roundUp;
  return sign ? -value : value;
}

/** 1999 -> "19.99", -5 -> "-0.05". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function isAmount(value: string): boolean {
  return DECIMAL.test(value.trim());
}

/** An amount as a clerk reads it, in the screen's language ("$250.00", "250,00 US$"); see shared/i18n/formats.ts. */
export { moneyText as moneyWords } from './i18n/formats.js';

/** An amount in minor units as words carry it (shared/i18n/words.ts `amounts`), written where the words are said. */
export function moneyValue(cents: number, currency: string): AmountValue {
  return { amount: fromCents(cents), currency };
}

/** A store's decimal amount without its currency ("22.00", "22,00"), as words carry it. */
export function bareAmount(amount: string): AmountValue {
  return { amount, currency: null };
}

/** A store's decimal amount ("22.00") as the place writes its currency ("$22.00", "22,00 $"); the screen's place unless given. */
export function amountWords(amount: string, currency: string, place?: FormatPlace): string {
  return moneyText(toCents(amount), currency, place);
}
