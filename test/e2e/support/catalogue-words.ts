/**
 * What a clerk reads in a language, from the app's own catalogues: `say('es', 'app.nav.orders')`
 * is the Spanish on the Orders button, so a walk in Spanish clicks what a Spanish reader would.
 * The pseudo-locale is made from the English as the app makes it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { formatTagOf, type AppLocale } from '../../../shared/i18n/locales.js';
import { pseudoCatalogue } from '../../../shared/i18n/pseudo-locale.js';

const catalogues = fileURLToPath(new URL('../../../shared/i18n/catalogues/', import.meta.url));

function readCatalogue(language: string): Record<string, string> {
  const dir = path.join(catalogues, language);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))),
  );
}

const read = new Map<AppLocale, Record<string, unknown>>();

function catalogueOf(locale: AppLocale): Record<string, unknown> {
  let found = read.get(locale);
  if (!found) read.set(locale, (found = locale === 'en-XA' ? pseudoCatalogue(readCatalogue('en')) : readCatalogue(locale)));
  return found;
}

/** A message of the catalogue in `locale`, with its values, as the page shows it (tags dropped to their text). */
export function say(locale: AppLocale, id: string, values: Record<string, string | number> = {}): string {
  const message = catalogueOf(locale)[id];
  if (message === undefined) throw new Error(`No message ${id} in ${locale}`);
  const tags = new Proxy({}, { get: () => (chunks: string[]) => chunks.join('') });
  const format = new IntlMessageFormat(message as string, formatTagOf(locale));
  const text = format.format({ ...Object.fromEntries(Object.keys(values).map((k) => [k, values[k]])), ...tagsFor(message as string, tags) });
  return Array.isArray(text) ? text.join('') : String(text);
}

/** Tag names a message uses (`<strong>…</strong>`), each given a function that keeps its text. */
function tagsFor(message: string | unknown, tags: object): Record<string, unknown> {
  const names = typeof message === 'string' ? [...message.matchAll(/<(\w+)>/g)].map((m) => m[1]!) : [];
  return Object.fromEntries(names.map((n) => [n, (tags as Record<string, unknown>)[n]]));
}
