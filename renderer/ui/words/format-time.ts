/**
 * Moments as the clerk reads them, in the screen's language and the store's time zone, one way
 * everywhere: a time of day (hours and minutes), a date (day, short month, year), both together,
 * how long ago, and the time of day with the date when not today. Every screen and paper formats
 * its times here (shared/i18n/formats.ts).
 */
import { dateText, dateTimeText, dayKey, timeText } from '../../../shared/i18n/formats.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  never: { id: 'ui.time.never', defaultMessage: 'never' },
  justNow: { id: 'ui.time.justNow', defaultMessage: 'just now' },
  secondsAgo: { id: 'ui.time.secondsAgo', defaultMessage: '{seconds} s ago' },
  minutesAgo: { id: 'ui.time.minutesAgo', defaultMessage: '{minutes} min ago' },
});

/** The time of day, e.g. "14:05" or "02:05 PM" as the screen's language writes it. */
export function timeOfDay(iso: string | number): string {
  return timeText(iso);
}

/** The date, e.g. "27 Nov 2026" or "Nov 27, 2026" as the screen's language writes it. */
export function dateOf(iso: string | number): string {
  return dateText(iso);
}

/** The date and the time of day. */
export function dateTime(iso: string | number): string {
  return dateTimeText(iso);
}

export function relativeTime(iso: string | null, now: number): string {
  if (!iso) return say(messages.never);
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 5) return say(messages.justNow);
  if (s < 60) return say(messages.secondsAgo, { seconds: s });
  const m = Math.round(s / 60);
  if (m < 60) return say(messages.minutesAgo, { minutes: m });
  return dateTime(iso);
}

export function clockTime(iso: string, now: number): string {
  return dayKey(iso) === dayKey(now) ? timeOfDay(iso) : dateTime(iso);
}
