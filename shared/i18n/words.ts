/**
 * Words made where the page cannot see them (the services' refusals and notices) and shown on the
 * page: a message of the catalogue with its values, so the page says them in the clerk's language.
 * The English text goes along for logs and for anything that cannot translate. Amounts among the
 * values go as the store's decimal and currency (`amounts`), written where the words are said.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { amountText, screenPlaceNow, type FormatPlace } from './formats.js';

/**
 * An amount among the values: the store's decimal ("22.00") and its currency ("USD"), or null for
 * a bare amount ("22.00", "22,00"). Whoever says the words writes it in their language ("$22.00",
 * "22,00 US$"), never the place that made them.
 */
export interface AmountValue {
  amount: string;
  currency: string | null;
}

/** A catalogue message and its values, as sent across the bridge. */
export interface Words {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number | null> | undefined;
  /** Values that are amounts, written in the language the words are said in (their English also among `values`). */
  amounts?: Record<string, AmountValue> | undefined;
}

/** A message as `defineMessages` declares it (in the page or the services). */
export interface MessageDeclaration {
  id: string;
  defaultMessage: string;
  description?: string;
}

const ENGLISH: FormatPlace = { locale: 'en' };

/** The values with each amount written as the place writes it. */
function valuesIn(words: Words, place: FormatPlace): Words['values'] {
  if (!words.amounts) return words.values;
  const written = Object.fromEntries(Object.entries(words.amounts).map(([name, a]) => [name, amountText(a.amount, a.currency, place)]));
  return { ...words.values, ...written };
}

/** Words of a declared message with its values, and its `amounts` (said in the reader's language; their English goes among the values). */
export function wordsOf(message: MessageDeclaration, values?: Words['values'], amounts?: Record<string, AmountValue>): Words {
  const declared = { id: message.id, defaultMessage: message.defaultMessage };
  if (amounts) return { ...declared, values: valuesIn({ ...declared, values: values ?? {}, amounts }, ENGLISH), amounts };
  return values ? { ...declared, values } : declared;
}

const isRecord = (value: unknown) => value === undefined || (typeof value === 'object' && value !== null);

export function isWords(value: unknown): value is Words {
  if (!value || typeof value !== 'object') return false;
  const w = value as Record<string, unknown>;
  return typeof w.id === 'string' && typeof w.defaultMessage === 'string' && isRecord(w.values) && isRecord(w.amounts);
}

type WordsTranslator = (words: Words) => string;

let translate: WordsTranslator | null = null;

/** The page sets how it says words (its language's catalogue); the services keep English. */
export function setWordsTranslator(translator: WordsTranslator | null): void {
  translate = translator;
}

/** Words in English, the code's own language. */
export function englishOf(words: Words): string {
  return String(new IntlMessageFormat(words.defaultMessage, 'en').format(valuesIn(words, ENGLISH) ?? {}));
}

/** Words as text: in the page's language once it set one (its amounts written as the screen writes them), else English (and English if a translation fails). */
export function sayWords(words: Words): string {
  try {
    return translate ? translate({ id: words.id, defaultMessage: words.defaultMessage, values: valuesIn(words, screenPlaceNow()) }) : englishOf(words);
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
