/**
 * Numbers, money, percentages, dates and times as a locale writes them, one format each,
 * everywhere: every screen and every paper formats through here. The page's own place (the
 * language on screen and the store's time zone) is set once; a receipt passes the store's.
 */
import { leftToRightIn } from './bidi.js';
import { formatTagOf, type AppLocale } from './locales.js';

/** Where a text is read: its language and the store's time zone (undefined: the till's own). */
export interface FormatPlace {
  locale: AppLocale;
  timeZone?: string | undefined;
}

let screenPlace: FormatPlace = { locale: 'en' };

/** The place the screen formats in: set when the language on screen or the store's time zone changes. */
export function setScreenPlace(place: FormatPlace): void {
  screenPlace = { locale: place.locale, timeZone: validTimeZone(place.timeZone) };
}

export function screenPlaceNow(): FormatPlace {
  return screenPlace;
}

/** A time zone `Intl` knows, or undefined (the till's own) for anything else. */
export function validTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(place: FormatPlace, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${place.locale}|${JSON.stringify(options)}`;
  let found = cache.get(key) as Intl.NumberFormat | undefined;
  if (!found) cache.set(key, (found = new Intl.NumberFormat(formatTagOf(place.locale), options)));
  return found;
}

function dateFormat(place: FormatPlace, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${place.locale}|${place.timeZone ?? ''}|${JSON.stringify(options)}`;
  let found = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!found) cache.set(key, (found = new Intl.DateTimeFormat(formatTagOf(place.locale), { ...options, timeZone: place.timeZone })));
  return found;
}

/**
 * An amount in minor units as the place writes its currency ("$250.00", "250,00 €"), or "250.00 XYZ"
 * for a currency `Intl` does not know. In a right-to-left language the amount is one left-to-right
 * unit wherever it is put ("32.00 US$" isolated, see ./bidi.ts), never "$US 32.00".
 */
export function moneyText(cents: number, currency: string, place: FormatPlace = screenPlace): string {
  return leftToRightIn(place.locale, currencyText(cents, currency, place));
}

/** An amount with its sign always written ("−$3.00", "+2,00 €"): in a right-to-left language the sign stays inside the amount's left-to-right unit. */
export function signedMoneyText(cents: number, currency: string, place: FormatPlace = screenPlace): string {
  return leftToRightIn(place.locale, `${cents < 0 ? '−' : '+'}${currencyText(Math.abs(cents), currency, place)}`);
}

/** An hour of the day and the next ("09:00–10:00"), one left-to-right unit in a right-to-left language (never "10:00–09:00"). */
export function hourRangeText(hour: number, place: FormatPlace = screenPlace): string {
  const clock = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return leftToRightIn(place.locale, `${clock(hour)}–${clock(hour + 1)}`);
}

function currencyText(cents: number, currency: string, place: FormatPlace): string {
  try {
    return numberFormat(place, { style: 'currency', currency }).format(cents / 100);
  } catch {
    const sign = cents < 0 ? '-' : '';
    const abs = Math.abs(Math.round(cents));
    return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency}`;
  }
}

/**
 * A store's decimal amount ("22.00") as the place writes it: with its currency ("$22.00", "22,00 US$"),
 * or bare with two decimals when `currency` is null ("22.00", "22,00"). Anything not a decimal stays as it is.
 */
export function amountText(amount: string, currency: string | null, place: FormatPlace = screenPlace): string {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return currency ? `${amount} ${currency}` : amount;
  const cents = (Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))) * (match[1] ? -1 : 1);
  if (currency) return moneyText(cents, currency, place);
  return numberFormat(place, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}

/** An amount as `moneyText` writes it, without its cents when it has none ("$50", "50 €"): for keys and buttons. */
export function wholeMoneyText(cents: number, currency: string, place: FormatPlace = screenPlace): string {
  const text = moneyText(cents, currency, place);
  return cents % 100 === 0 ? text.replace(/[.,]00(?=\D*$)/, '') : text;
}

/** The time of day, hours and minutes ("14:05", "02:05 PM"). */
export function timeText(at: string | number | Date, place: FormatPlace = screenPlace): string {
  return dateFormat(place, { hour: '2-digit', minute: '2-digit' }).format(new Date(at));
}

/** The date, day, short month and year ("27 Nov 2026", "Nov 27, 2026"). */
export function dateText(at: string | number | Date, place: FormatPlace = screenPlace): string {
  return dateFormat(place, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(at));
}

/** The date and the time of day together. */
export function dateTimeText(at: string | number | Date, place: FormatPlace = screenPlace): string {
  return dateFormat(place, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(at));
}

/** The calendar day of a moment in the place's time zone ("2026-11-27"), for "is this today". */
export function dayKey(at: string | number | Date, place: FormatPlace = screenPlace): string {
  const parts = dateFormat(place, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The date with its weekday ("Tue, Nov 24, 2026"). */
export function weekdayDateText(at: string | number | Date, place: FormatPlace = screenPlace): string {
  return dateFormat(place, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(at));
}

/** A weekday's short name, 0 for Monday ("Mon", "lun", "Mo"). */
export function weekdayName(mondayBased: number, place: FormatPlace = screenPlace): string {
  // 23 Nov 2026 was a Monday; noon UTC keeps it that day in any zone but the farthest.
  return dateFormat({ locale: place.locale, timeZone: 'UTC' }, { weekday: 'short' }).format(Date.UTC(2026, 10, 23 + mondayBased, 12));
}
