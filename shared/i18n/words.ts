/**
 * Words made where the page cannot see them (the services' refusals and notices) and shown on the
 * page: a message of the catalogue with its values, so the page says them in the clerk's language.
 * The English text goes along for logs and for anything that cannot translate.
 */
import { IntlMessageFormat } from 'intl-messageformat';

/** A catalogue message and its values, as sent across the bridge. */
export interface Words {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number | null> | undefined;
}

/** A message as `defineMessages` declares it (in the page or the services). */
export interface MessageDeclaration {
  id: string;
  defaultMessage: string;
  description?: string;
}

/** Words of a declared message with its values. */
export function wordsOf(message: MessageDeclaration, values?: Words['values']): Words {
  return values ? { id: message.id, defaultMessage: message.defaultMessage, values } : { id: message.id, defaultMessage: message.defaultMessage };
}

export function isWords(value: unknown): value is Words {
  if (!value || typeof value !== 'object') return false;
  const w = value as Record<string, unknown>;
  return typeof w.id === 'string' && typeof w.defaultMessage === 'string' && (w.values === undefined || (typeof w.values === 'object' && w.values !== null));
}

type WordsTranslator = (words: Words) => string;

let translate: WordsTranslator | null = null;

/** The page sets how it says words (its language's catalogue); the services keep English. */
export function setWordsTranslator(translator: WordsTranslator | null): void {
  translate = translator;
}

/** Words in English, the code's own language. */
export function englishOf(words: Words): string {
  return String(new IntlMessageFormat(words.defaultMessage, 'en').format(words.values ?? {}));
}

/** Words as text: in the page's language once it set one, else English (and English if a translation fails). */
export function sayWords(words: Words): string {
  try {
    return (translate ?? englishOf)(words);
  } catch {
    return englishOf(words);
  }
}

/**
 * Declares a file's messages (each `{ id, defaultMessage }`, the English): the catalogue's
 * extraction reads these calls, so ids and English are written out in full, never computed.
 */
export function defineMessages<Names extends string>(messages: Record<Names, MessageDeclaration>): Record<Names, MessageDeclaration> {
  return messages;
}
