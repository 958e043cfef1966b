/**
 * What a line of the cart or a receipt shows of its discounts: the amount after them (the original
 * struck beside it) and why, from the store's line (its discount total) and the discounts the store
 * keeps for the sale (their reasons). Pure.
 */
import type { SaleDiscount } from '../bridge/bridge.js';
import { isAmount, moneyWords, toCents } from '../money.js';
import type { LineItem } from '../storefront/types/types.js';
import { defineMessages } from '../i18n/words.js';
import { signedMoneyText } from '../i18n/formats.js';
import { SCREEN_WORDS, type PaperWords } from './paper-words.js';

const KIND_WORDS = defineMessages<SaleDiscount['kind']>({
  line: { id: 'receipt.lineDiscount.line', defaultMessage: 'Discount {size}: {reason}' },
  sale: { id: 'receipt.lineDiscount.sale', defaultMessage: 'Sale discount {size}: {reason}' },
  override: { id: 'receipt.lineDiscount.override', defaultMessage: 'Price set {size}: {reason}' },
});
const messages = defineMessages({
  total: { id: 'receipt.lineDiscount.total', defaultMessage: '{amount} discount' },
});

/** The line's amount after its discounts and their words; null when it has none. */
export function lineDiscountView(
  line: Pick<LineItem, 'id' | 'price' | 'quantity' | 'discountTotal'>,
  currency: string,
  discounts: readonly SaleDiscount[] = [],
  paper: PaperWords = SCREEN_WORDS,
): { after: string; words: string } | null {
  if (!line.discountTotal || !isAmount(line.price)) return null;
  const amount = toCents(line.price) * line.quantity;
  const off = toCents(line.discountTotal);
  const own = discounts.filter((d) => d.lineItemId === line.id);
  const why = own.map((d) => paper.say(KIND_WORDS[d.kind], { size: d.size, reason: d.reason }));
  const total = signedMoneyText(off, currency, paper.place);
  return {
    after: moneyWords(amount + off, currency, paper.place),
    words: why.length > 0 ? `${total} · ${why.join('; ')}` : paper.say(messages.total, { amount: total }),
  };
}
