/**
 * Where a paper's words and amounts are said: a receipt's in the store's language (the page's
 * StoreLanguagePaper, or the services' `sayerIn`), anything else in the screen's (the default:
 * the page's language once it set one, English in the services).
 */
import type { FormatPlace } from '../i18n/formats.js';
import { sayWords, wordsOf, type MessageDeclaration, type Words } from '../i18n/words.js';

export interface PaperWords {
  say(message: MessageDeclaration, values?: Words['values']): string;
  /** Where amounts are formatted; undefined: the screen's place. */
  place?: FormatPlace | undefined;
}

export const SCREEN_WORDS: PaperWords = { say: (message, values) => sayWords(wordsOf(message, values)) };
