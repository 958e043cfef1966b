/**
 * Words made of words (the refusal asking a manager's approval names the action and who may approve,
 * each catalogue words): a catalogue message some of whose values are themselves catalogue words
 * ("{approvers} must approve this: {action}."). The English of each part goes along among the
 * values, so the words read in English anywhere; the page says each part in the clerk's language first.
 */
import { englishOf, sayWords, wordsOf, type AmountValue, type MessageDeclaration, type Words } from '../i18n/words.js';

/** A catalogue message whose named values are said from words of their own (`parts`). */
export interface ComposedWords extends Words {
  parts?: Record<string, ComposedWords> | undefined;
}

/** Words of a declared message whose values `parts` are words too (their English among the values), and its own `amounts` if any. */
export function composeWords(
  message: MessageDeclaration,
  values: Words['values'],
  parts: Record<string, ComposedWords>,
  amounts?: Record<string, AmountValue>,
): ComposedWords {
  const english = Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, englishOf(part)]));
  return { ...wordsOf(message, { ...values, ...english }, amounts), parts };
}

/** Composed words as text: each part said first, then the message with them, in the page's language (English in the services). */
export function sayComposed(words: ComposedWords): string {
  if (!words.parts) return sayWords(words);
  const said = Object.fromEntries(Object.entries(words.parts).map(([name, part]) => [name, sayComposed(part)]));
  return sayWords({ id: words.id, defaultMessage: words.defaultMessage, values: { ...words.values, ...said }, amounts: words.amounts });
}
