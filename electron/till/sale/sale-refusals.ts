/**
 * The words of the sale's refusals, as the page says them in the clerk's language: the ones more
 * than one step of the sale gives are declared here once.
 */
import { defineMessages } from '../../../shared/i18n/words.js';

export const saleRefusals = defineMessages({
  noCardPayments: { id: 'sell.refusal.noCardPayments', defaultMessage: 'This store does not take card payments here.' },
  noCardMethod: { id: 'sell.refusal.noCardMethod', defaultMessage: 'The store did not say which payment method takes this card.' },
});
