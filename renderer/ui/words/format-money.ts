import { fromCents } from '../../../shared/money.js';

/** Formats minor units in a currency, for the few amounts the renderer computes (change due, amount left to pay). */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${fromCents(cents)} ${currency}`;
  }
}
