/**
 * The language on screen: the staff member's (or the till's), its catalogue loaded when first
 * chosen, one `IntlShape` for the page's components (`useWords`) and for code
 * outside React (`say`), the page's `lang` and `dir`, and the place numbers and times format in.
 */
import { createIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { create } from 'zustand';
import { loadCatalogue, type Catalogue } from '../../shared/i18n/load-catalogue.js';
import { directionOf, formatTagOf, type AppLocale } from '../../shared/i18n/locales.js';
import { setScreenPlace, validTimeZone } from '../../shared/i18n/formats.js';
import { setWordsTranslator, type Words } from '../../shared/i18n/words.js';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** A message the catalogue lacks falls back to English quietly (the catalogue check keeps them complete); anything else is reported. */
function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(`Words could not be shown: ${error.message}`);
}

/** ICU's syntax characters: a message without any of them is its own text (most of a screen's words: "Cart", "Checkout"). */
const ICU_SYNTAX = /[{}<>'#|]/;

/**
 * The words and formats of one language (the screen's, or a paper's in the store's). A message
 * that is plain text is answered as it is, without being parsed as ICU on its first use and run
 * through the formatter on each: the first screen shows a few hundred of them. The formatter
 * itself (react-intl's, milliseconds to set up) is made when first needed: the page's first
 * language, English until the till's start answer names another or the store's time zone, is
 * often replaced before anything is formatted in it.
 */
export function intlFor(locale: AppLocale, messages: Catalogue, timeZone: string | undefined): IntlShape {
  let made: IntlShape | null = null;
  const formatter = () => (made ??= createIntl({ locale: formatTagOf(locale), messages, defaultLocale: 'en', timeZone, onError: reportIntlError }));
  const own = messages as Record<string, unknown>;
  const formatMessage = ((descriptor: MessageDescriptor, values?: Values, options?: unknown) => {
    const id = String(descriptor.id ?? '');
    const text = Object.prototype.hasOwnProperty.call(own, id) ? own[id] : locale === 'en' ? descriptor.defaultMessage : undefined;
    if (typeof text === 'string' && text !== '' && !ICU_SYNTAX.test(text)) return text;
    return (formatter().formatMessage as (d: MessageDescriptor, v?: Values, o?: unknown) => unknown)(descriptor, values, options);
  }) as IntlShape['formatMessage'];
  const ours: Partial<IntlShape> = { formatMessage, $t: formatMessage };
  // Everything else (formatNumber, locale, …) is react-intl's own.
  return new Proxy(ours as IntlShape, { get: (target, key) => (key in target ? Reflect.get(target, key) : Reflect.get(formatter(), key)) });
}

interface ScreenLanguage {
  locale: AppLocale;
  timeZone: string | undefined;
  intl: IntlShape;
}

export const useScreenLanguage = create<ScreenLanguage>(() => ({ locale: 'en', timeZone: undefined, intl: intlFor('en', {}, undefined) }));

function saidWords(words: Words): string {
  // The message was declared (and extracted) where the words were made, in the services.
  const declared: MessageDescriptor = { id: words.id, defaultMessage: words.defaultMessage };
  return useScreenLanguage.getState().intl.formatMessage(declared, words.values ?? undefined);
}

let wanted: { locale: AppLocale; timeZone: string | undefined } | null = null;

/**
 * Shows the page in `locale` (its catalogue loaded first, so no screen shows half in one language),
 * with times in the store's `timeZone`. The last one asked for wins; one whose catalogue cannot be
 * loaded leaves the page as it is and says so in the log.
 */
export async function showScreenLanguage(locale: AppLocale, timeZone?: string | null): Promise<void> {
  const zone = validTimeZone(timeZone);
  const current = useScreenLanguage.getState();
  if (current.locale === locale && current.timeZone === zone && !wanted) return;
  const asked = (wanted = { locale, timeZone: zone });
  let messages: Catalogue;
  try {
    messages = await loadCatalogue(locale);
  } catch (error) {
    if (wanted === asked) wanted = null;
    console.error(`The ${locale} words could not be loaded: ${String(error)}`);
    return;
  }
  if (wanted !== asked) return;
  wanted = null;
  setScreenPlace({ locale, timeZone: zone });
  setWordsTranslator(saidWords);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  useScreenLanguage.setState({ locale, timeZone: zone, intl: intlFor(locale, messages, zone) });
}

/** A catalogue message in the screen's language, for code outside components (a component uses `useIntl`). */
export function say(message: MessageDescriptor, values?: Values): string {
  return useScreenLanguage.getState().intl.formatMessage(message, values);
}
