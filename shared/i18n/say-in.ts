/**
 * Words said in a given language outside the page: the services' papers in the store's language
 * (an ESC/POS receipt, a shelf label, an emailed receipt). `await sayerIn('es')` loads the
 * catalogue once; the sayer formats a declared message with its values.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { loadCatalogue } from './load-catalogue.js';
import { formatTagOf, type AppLocale } from './locales.js';
import type { MessageDeclaration, Words } from './words.js';

export type Sayer = (message: MessageDeclaration, values?: Words['values']) => string;

export async function sayerIn(locale: AppLocale): Promise<Sayer> {
  const catalogue = await loadCatalogue(locale);
  const formats = new Map<string, IntlMessageFormat>();
  return (message, values) => {
    let format = formats.get(message.id);
    if (!format) {
      const translated = (catalogue as Record<string, unknown>)[message.id];
      const source = translated === undefined ? message.defaultMessage : (translated as string);
      format = new IntlMessageFormat(source, formatTagOf(locale));
      formats.set(message.id, format);
    }
    return String(format.format(values ?? {}));
  };
}
