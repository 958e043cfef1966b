/** How the replay reads a failed call: the store not there yet, or the store refusing what it was asked. */
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { ComposedWords } from '../../../../shared/staff/composed-words.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { storeText } from './replay-words.js';

const messages = defineMessages({
  itemGone: { id: 'offline.replay.itemGone', defaultMessage: 'The store no longer has this item.' },
  refusedIt: { id: 'offline.replay.refusedIt', defaultMessage: 'The store refused it.' },
});

/** No answer, or one that says nothing about the sale: the store is not there yet. */
export function unreachable(error: unknown): boolean {
  if (isStorefrontError(error)) return ['network', 'server', 'redirected', 'rate_limited'].includes(error.kind);
  return error instanceof TillRefusal && ['offline', 'network', 'server', 'rate_limited'].includes(error.info.kind);
}

/** The store refused what it was asked (a line out of stock or gone, a payment or the order itself). */
function refusal(error: unknown): string | null {
  if (error instanceof TillRefusal && ['validation', 'not_found', 'invalid_input'].includes(error.info.kind)) return error.info.message;
  if (isStorefrontError(error) && (error.kind === 'validation' || error.kind === 'not_found')) {
    return error.message || (error.kind === 'not_found' ? messages.itemGone.defaultMessage : messages.refusedIt.defaultMessage);
  }
  return null;
}

/** What `refusal` reads, as words: the till's own refusal in its catalogue words, the store's text as the store wrote it. */
export function refusalWords(error: unknown): ComposedWords | null {
  const said = refusal(error);
  if (said === null) return null;
  if (error instanceof TillRefusal) return error.info.words ?? storeText(said);
  if (isStorefrontError(error) && !error.message) return wordsOf(error.kind === 'not_found' ? messages.itemGone : messages.refusedIt);
  return storeText(said);
}
