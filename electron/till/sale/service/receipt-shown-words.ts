/**
 * The refusal of a step that found its sale's order placed: what the cashier is told of the order
 * (the receipt's own notice, in words) and that its receipt is shown, one catalogue message.
 */
import { defineMessages, wordsOf, type Words } from '../../../../shared/i18n/words.js';
import { composeWords, type ComposedWords } from '../../../../shared/staff/composed-words.js';

const messages = defineMessages({
  receiptShown: { id: 'checkout.placedEarlier.receiptShown', defaultMessage: '{placed} Its receipt is shown.' },
  placed: { id: 'checkout.placedEarlier.placed', defaultMessage: 'Order {number} was placed.' },
});

/** "<what happened to the order> Its receipt is shown.": the notice's words, else "Order <number> was placed." */
export function receiptShownWords(number: string, notice: Words | null | undefined): ComposedWords {
  return composeWords(messages.receiptShown, {}, { placed: notice ?? wordsOf(messages.placed, { number }) });
}
