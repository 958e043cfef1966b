/**
 * What a line of the cart or a receipt shows of its discounts: the amount after them (the original
 * struck beside it) and why, from the store's line (its discount total) and the discounts the store
 * keeps for the sale (their reasons). Pure.
 */
import type { SaleDiscount } from '../bridge/bridge.js';
import { isAmount, moneyWords, toCents } from '../money.js';
import type { LineItem } from '../storefront/types/types.js';

const KIND_WORDS: Record<SaleDiscount['kind'], string> = { line: 'Discount', sale: 'Sale discount', override: 'Price set' };

/** The line's amount after its discounts and their words; null when it has none. */
export function lineDiscountView(
  line: Pick<LineItem, 'id' | 'price' | 'quantity' | 'discountTotal'>,
  currency: string,
  discounts: readonly SaleDiscount[] = [],
): { after: string; words: string } | null {
  if (!line.discountTotal || !isAmount(line.price)) return null;
  const amount = toCents(line.price) * line.quantity;
  const off = toCents(line.discountTotal);
  const own = discounts.filter((d) => d.lineItemId === line.id);
  const why = own.map((d) => `${KIND_WORDS[d.kind]} ${d.size}: ${d.reason}`);
  const total = `${off < 0 ? '−' : '+'}${moneyWords(Math.abs(off), currency)}`;
  return { after: moneyWords(amount + off, currency), words: why.length > 0 ? `${total} · ${why.join('; ')}` : `${total} discount` };
}
