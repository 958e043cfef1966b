/**
 * A line's amount as the receipt and the cart show it: its price times its quantity, as the store
 * states the price (before tax and promotions, which the totals show once). Pure.
 */
import type { LineItem } from '../storefront/types/types.js';
import { isAmount, moneyWords, toCents } from '../money.js';
import type { FormatPlace } from '../i18n/formats.js';

function lineAmountCents(line: Pick<LineItem, 'price' | 'quantity'>): number | null {
  return isAmount(line.price) ? toCents(line.price) * line.quantity : null;
}

/** The amount in words of money; the price and quantity when the store's price cannot be read. */
export function lineAmountText(line: Pick<LineItem, 'price' | 'displayPrice' | 'quantity'>, currency: string, place?: FormatPlace): string {
  const cents = lineAmountCents(line);
  return cents === null ? `${line.quantity} × ${line.displayPrice}` : moneyWords(cents, currency, place);
}
