/**
 * A language's catalogue, loaded when it is first needed (each is a script of its own in the
 * page, so the first screen carries none): English needs none (its words are the code's own),
 * the pseudo-locale is made from the English catalogue.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { AppLocale } from './locales.js';

export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

const loaders: Record<AppLocale, () => Promise<Catalogue>> = {
  en: () => Promise.resolve({}),
  es: () => import('./catalogues/es/index.js').then((m) => m.default),
  de: () => import('./catalogues/de/index.js').then((m) => m.default),
  ar: () => import('./catalogues/ar/index.js').then((m) => m.default),
  'en-XA': async () => {
    const [english, pseudo] = await Promise.all([import('./catalogues/en/index.js'), import('./pseudo-locale.js')]);
    return pseudo.pseudoCatalogue(english.default);
  },
};

const loaded = new Map<AppLocale, Promise<Catalogue>>();

/** The catalogue of a language (loaded once; a failed load is tried again next time). */
export function loadCatalogue(locale: AppLocale): Promise<Catalogue> {
  let found = loaded.get(locale);
  if (!found) {
    found = loaders[locale]().catch((error: unknown) => {
      loaded.delete(locale);
      throw error;
    });
    loaded.set(locale, found);
  }
  return found;
}
