/** What an offline sale cannot do (a card or another tender; shipping, customer details, codes), in the clerk's words. */
import { TillRefusal } from '../../runtime/error-words.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  cashOnly: {
    id: 'offline.refusal.cashOnly',
    defaultMessage: 'Offline sales take cash only: a card needs the store to take its payment, and gift cards and store credit need the store’s balance.',
  },
  pickupOnly: {
    id: 'offline.refusal.pickupOnly',
    defaultMessage:
      'An offline sale is picked up at the counter: shipping, customer details and codes need the store. Finish it in cash, or wait until the store answers.',
  },
});

/** Refuses a call an offline sale cannot make, in words. */
export function refuseOffline(kind: 'tender' | 'pickup_only'): never {
  throw new TillRefusal({ kind: 'offline', message: wordsOf(kind === 'tender' ? messages.cashOnly : messages.pickupOnly) });
}
