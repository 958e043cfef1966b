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

/** A message of the catalogue in `locale`, with its values, as the page shows it (tags kept to their text). */
export function say(locale: AppLocale, id: string, values: Record<string, string | number> = {}): string {
  const message = catalogueOf(locale)[id];
  if (message === undefined) throw new Error(`No message ${id} in ${locale}`);
  // The English names the message's tags (`<strong>…</strong>`); each keeps its text.
  const english = String(catalogueOf('en')[id] ?? '');
  const tags = Object.fromEntries([...english.matchAll(/<(\w+)>/g)].map((m) => [m[1]!, (chunks: unknown[]) => chunks.join('')]));
  const text = new IntlMessageFormat(message as string, formatTagOf(locale)).format({ ...values, ...tags });
  return Array.isArray(text) ? text.join('') : String(text);
}
