/**
 * The replay's words for why a sale waits for a manager, made of words: several reasons (or
 * discounts) said one after another, and what the store said of a line it refused.
 */
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { composeWords, type ComposedWords } from '../../../../shared/staff/composed-words.js';

const messages = defineMessages({
  listed: { id: 'offline.replay.listed', defaultMessage: '{first}, {rest}' },
  oneAfterAnother: { id: 'offline.replay.oneAfterAnother', defaultMessage: '{first} {rest}' },
  lineRefused: { id: 'offline.replay.lineRefused', defaultMessage: '{name}: {said}' },
  storeWords: { id: 'offline.replay.storeWords', defaultMessage: '{said}' },
});

/** Words joined by `joiner` ("a, b, c"), each said in the reader's language. */
function joined(words: ComposedWords[], joiner: typeof messages.listed): ComposedWords {
  const [first, ...rest] = words;
  if (!first) return wordsOf(messages.storeWords, { said: '' });
  if (rest.length === 0) return first;
  return composeWords(joiner, {}, { first, rest: joined(rest, joiner) });
}

/** Words listed with commas ("10% off (damaged), 5.00 off (loyal)"). */
export function listOfWords(words: ComposedWords[]): ComposedWords {
  return joined(words, messages.listed);
}

/** Words said one after another, as sentences. */
export function wordsInTurn(words: ComposedWords[]): ComposedWords {
  return joined(words, messages.oneAfterAnother);
}

/** What the store said of a line it refused, after the line's name. */
export function lineRefusedWords(name: string, said: ComposedWords): ComposedWords {
  return composeWords(messages.lineRefused, { name }, { said });
}

/** Text the store wrote itself (said as it is, in the store's language). */
export function storeText(said: string): ComposedWords {
  return wordsOf(messages.storeWords, { said });
}
