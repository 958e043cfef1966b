/**
 * The words of a change to a sale with money taken (shared/sale/sale-with-tenders-rules.ts) that
 * the clerk sees: a refused change and why, and the discard a manager approves, in the clerk's
 * language. The rules' own English (the README's table) stays with the rules.
 */
import { defineMessages, wordsOf, type Words } from '../../../../shared/i18n/words.js';
import { bareAmount } from '../../../../shared/money.js';
import type { StatedPayment } from '../../../../shared/sale/tenders.js';
import { takenOn, type SaleChange } from '../../../../shared/sale/sale-with-tenders-rules.js';
import { composeWords, type ComposedWords } from '../../../../shared/staff/composed-words.js';

const messages = defineMessages({
  refused: {
    id: 'sell.saleChange.refused',
    defaultMessage:
      'Payments are already taken for this sale ({taken} {currency}), so this cannot be done: {why}. Finish the sale, or have a manager discard it (its payments are voided) and ring it up again.',
  },
  discard: { id: 'sell.saleChange.discard', defaultMessage: 'Discard the sale that has a payment ({number})' },
  discardParked: { id: 'sell.saleChange.discardParked', defaultMessage: 'Discard a parked cart that has a payment ({number})' },
  'line.lower': {
    id: 'sell.saleChange.whyLineLower',
    defaultMessage: 'the total would fall below what is taken, which the store cannot give back before the order is placed',
  },
  'code.apply': {
    id: 'sell.saleChange.whyCodeApply',
    defaultMessage: 'a coupon lowers the total (the till cannot tell a coupon from a gift card before the store answers)',
  },
  currency: { id: 'sell.saleChange.whyCurrency', defaultMessage: 'every line is priced again in another currency' },
  'address.other': { id: 'sell.saleChange.whyAddressOther', defaultMessage: 'tax and shipping follow the address and may fall below what is taken' },
  'shipping.cheaper': { id: 'sell.saleChange.whyShippingCheaper', defaultMessage: 'the total would fall' },
});

type RefusedChange = 'line.lower' | 'code.apply' | 'currency' | 'address.other' | 'shipping.cheaper';

const isRefusedChange = (change: SaleChange): change is RefusedChange => change in messages;

/** A change the rules refused on this cart, in words (null for a change they never refuse). */
export function refusedChangeWords(change: SaleChange, cart: { payments: readonly StatedPayment[]; currency: string } | null): ComposedWords | null {
  if (!isRefusedChange(change)) return null;
  const values = { currency: cart?.currency ?? '' };
  return composeWords(messages.refused, values, { why: wordsOf(messages[change]) }, { taken: bareAmount(takenOn(cart?.payments ?? [])) });
}

/** The discard of a sale (or a parked cart) that has a payment, as a manager approves it. */
export function discardWords(what: 'sale' | 'parked', number: string): Words {
  return wordsOf(what === 'sale' ? messages.discard : messages.discardParked, { number });
}
