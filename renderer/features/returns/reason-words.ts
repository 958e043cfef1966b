/**
 * A reason goods come back, as the clerk reads it: the till's own reasons (offered where the store
 * keeps none, ids `till-…`) in the screen's language, the store's as the store names them. The
 * till's reasons go to the store and into the journal by their English names; only the screen's
 * words change.
 */
import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../../shared/i18n/words.js';
import type { ReturnReason } from '../../../shared/storefront/types/return-types.js';

const messages = defineMessages({
  reason: {
    id: 'returns.reason.tillReason',
    defaultMessage:
      '{key, select, changedMind {Changed mind} damaged {Damaged} faulty {Damaged or faulty} wrongSizeOrItem {Wrong size or item} wrongItem {Wrong item} other {Other}}',
  },
});

/** The till's own reasons by the English name the services give them (electron/till/returns: return-desk.ts, offline-return-desk.ts). */
const TILL_REASON_KEYS: Readonly<Record<string, string>> = {
  'Changed mind': 'changedMind', // not-words: the services' name of the reason, looked up
  Damaged: 'damaged', // not-words: the services' name of the reason, looked up
  'Damaged or faulty': 'faulty', // not-words: the services' name of the reason, looked up
  'Wrong size or item': 'wrongSizeOrItem', // not-words: the services' name of the reason, looked up
  'Wrong item': 'wrongItem', // not-words: the services' name of the reason, looked up
  Other: 'other', // not-words: the services' name of the reason, looked up
};

export function reasonWords(words: IntlShape, reason: ReturnReason): string {
  const key = reason.id.startsWith('till-') ? TILL_REASON_KEYS[reason.name] : undefined;
  return key ? words.formatMessage(messages.reason, { key }) : reason.name;
}

/** A return's reason given by name (the receipt's), said as the reason of that name offered on this till. */
export function reasonNamed(words: IntlShape, name: string, offered: readonly ReturnReason[]): string {
  const reason = offered.find((r) => r.name === name);
  return reason ? reasonWords(words, reason) : name;
}
