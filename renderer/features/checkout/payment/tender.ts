import { defineMessages } from '../../../../shared/i18n/words.js';

/** The tenders of the payment step, each a tab. */
export type Tender = 'cash' | 'card' | 'saved';

export const TAB_NAMES = defineMessages<Tender>({
  cash: { id: 'checkout.tender.cash', defaultMessage: 'Cash' },
  card: { id: 'checkout.tender.card', defaultMessage: 'Card' },
  saved: { id: 'checkout.tender.saved', defaultMessage: 'Saved card' },
});
