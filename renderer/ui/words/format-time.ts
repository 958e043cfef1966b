/**
 * Moments as the clerk reads them, in the till's locale, one way everywhere: a time of day
 * (hours and minutes), a date (day, short month, year), both together, how long ago, and the
 * time of day with the date when not today. Every screen and paper formats its times here.
 */

const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The time of day, e.g. "14:05" or "02:05 PM" as the till's locale writes it. */
export function timeOfDay(iso: string | number): string {
  return TIME.format(new Date(iso));
}

/** The date, e.g. "27 Nov 2026" or "Nov 27, 2026" as the till's locale writes it. */
export function dateOf(iso: string | number): string {
  return DATE.format(new Date(iso));
}

/** The date and the time of day. */
export function dateTime(iso: string | number): string {
  return `${dateOf(iso)}, ${timeOfDay(iso)}`;
}

export function relativeTime(iso: string | null, now: number): string {
  if (!iso) return 'never';
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 5) return 'just now';
  if (s < 60) return `${s} s ago`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min ago`;
  return dateTime(iso);
}

export function clockTime(iso: string, now: number): string {
  const at = new Date(iso);
  return at.toDateString() === new Date(now).toDateString() ? timeOfDay(iso) : dateTime(iso);
}
