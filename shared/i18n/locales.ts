/**
 * The languages the till ships in, how each is written (its direction) and how a language tag from
 * a store, a setting or a browser maps onto one of them. English is the source: its words live in
 * the code; every other language is a catalogue loaded when it is first needed.
 */

/** The languages a clerk can choose, English first (the code's own words). */
export const SHIPPED_LOCALES = ['en', 'es', 'de', 'ar'] as const;

/**
 * English with every sentence made about 40% longer and accented (e.g. "[Ŧöţåļ ~~~~]"), for
 * checking that screens hold longer languages without clipping. Offered in Settings, not to staff.
 */
const PSEUDO_LOCALE = 'en-XA';

type ShippedLocale = (typeof SHIPPED_LOCALES)[number];
export type AppLocale = ShippedLocale | typeof PSEUDO_LOCALE;

/** Every language the app can show, the pseudo-locale last. */
export const APP_LOCALES: readonly AppLocale[] = [...SHIPPED_LOCALES, PSEUDO_LOCALE];

/**
 * Each language's name in itself, as language pickers show them (so a clerk finds their own
 * language whatever the screen is in): these are names, not sentences, and are not translated.
 */
export const LOCALE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ar: 'العربية',
  'en-XA': 'Pseudo (long English)',
};

const RIGHT_TO_LEFT = new Set<string>(['ar']);

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

/** How a language is written: Arabic right to left, the others left to right. */
export function directionOf(locale: AppLocale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The shipped language for a tag such as a store's `default_locale` ("es", "es-MX", "de_DE",
 * "pt-BR"): its own language when shipped, else English.
 */
export function appLocaleFor(tag: string | null | undefined): AppLocale {
  if (!tag) return 'en';
  const cleaned = tag.trim().replace(/_/g, '-');
  if (isAppLocale(cleaned)) return cleaned;
  const language = cleaned.split('-')[0]?.toLowerCase() ?? '';
  return isAppLocale(language) ? language : 'en';
}

/**
 * The tag `Intl` formats with: Arabic keeps Latin digits (the keypad, the scanner and the card
 * terminal all enter them, so an amount reads as it was typed); the pseudo-locale formats as English.
 */
export function formatTagOf(locale: AppLocale): string {
  if (locale === 'ar') return 'ar-u-nu-latn';
  if (locale === PSEUDO_LOCALE) return 'en';
  return locale;
}
