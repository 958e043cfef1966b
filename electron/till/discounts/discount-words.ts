/**
 * The discount desk's words (online and offline): its refusals and what an approval of a discount
 * names. Sizes and prices go as amounts, written in the clerk's language; a percent as given.
 */
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import { bareAmount } from '../../../shared/money.js';

export const discountWords = defineMessages({
  noAdmin: {
    id: 'sell.discountRefusal.noAdmin',
    defaultMessage: 'Discounts are recorded at the store through its admin client: connect it first (Settings → Admin client).',
  },
  noSale: { id: 'sell.discountRefusal.noSale', defaultMessage: 'There is no sale in progress to discount. Add a product first.' },
  lineGone: { id: 'sell.discountRefusal.lineGone', defaultMessage: 'That line is no longer in the sale.' },
  giftCard: { id: 'sell.discountRefusal.giftCard', defaultMessage: 'A gift card sells at the value it loads: it is never discounted or priced by hand.' },
  overHundred: { id: 'sell.discountRefusal.overHundred', defaultMessage: 'A discount cannot be more than 100%.' },
  nothingOnLine: { id: 'sell.discountRefusal.nothingOnLine', defaultMessage: 'That discount comes to nothing on this line.' },
  nothing: { id: 'sell.discountRefusal.nothing', defaultMessage: 'That discount comes to nothing.' },
  saleHasOne: { id: 'sell.discountRefusal.saleHasOne', defaultMessage: 'The sale already has a discount: take it back first, then give the new one.' },
  moreThanSale: { id: 'sell.discountRefusal.moreThanSale', defaultMessage: 'The sale comes to {total}: a discount cannot be more.' },
  moreThanLine: { id: 'sell.discountRefusal.moreThanLine', defaultMessage: '{name} comes to {total} after its discounts: a discount cannot be more.' },
  alreadySellsAt: { id: 'sell.discountRefusal.alreadySellsAt', defaultMessage: '{name} already sells at {price}.' },
  alreadySetByHand: { id: 'sell.discountRefusal.alreadySetByHand', defaultMessage: '{name} already has its price set by hand: take that back first.' },
  noneOfItsOwn: { id: 'sell.discountRefusal.noneOfItsOwn', defaultMessage: '{name} has no discount of its own to take back.' },
  lineHasNone: { id: 'sell.discountRefusal.lineHasNone', defaultMessage: 'This line has no discount of its own to take back.' },
  saleHasNone: { id: 'sell.discountRefusal.saleHasNone', defaultMessage: 'The sale has no discount to take back.' },
  saleDiscountFirst: {
    id: 'sell.discountRefusal.saleDiscountFirst',
    defaultMessage: 'Take back the discount of the whole sale first: it was worked out after this line’s.',
  },
  lineQuantity: {
    id: 'sell.discountRefusal.lineQuantity',
    defaultMessage:
      'This line carries a discount worked out for its quantity: take the discount back (Discount… → Take back), change the quantity, then give it again.',
  },
  saleLines: {
    id: 'sell.discountRefusal.saleLines',
    defaultMessage:
      'The sale carries a discount worked out for its lines: take the discount back (Discount… → Take back), change the sale, then give it again.',
  },
  overrideOffline: {
    id: 'sell.discountRefusal.overrideOffline',
    defaultMessage:
      'A price set by hand is recorded by the store, and the store cannot be reached: give a discount with its reason instead, or set the price once the store answers.',
  },
  offLine: { id: 'sell.discountApproval.offLine', defaultMessage: '{size} off {name} ({reason})' },
  offSale: { id: 'sell.discountApproval.offSale', defaultMessage: '{size} off the sale ({reason})' },
  setPrice: { id: 'sell.discountApproval.setPrice', defaultMessage: 'Set the price of {name} from {from} to {to} ({reason})' },
});

/** A discount's approval words: its size a percent as given ("10%"), else an amount. */
export function discountAction(message: 'offLine' | 'offSale', size: string, percent: number | null, values: { reason: string; name?: string }): Words {
  return wordsOf(discountWords[message], { size, ...values }, percent === null ? { size: bareAmount(size) } : undefined);
}
