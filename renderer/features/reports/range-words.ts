/**
 * A report's range and weekdays as the screen's language says them: in English, as the store's
 * report names them ("Tue 24 Nov 2026", "Week of Mon 23 Nov 2026", "1 Nov 2026 – 3 Nov 2026");
 * in another language, its days written by the locale, in the store's time zone.
 */
import type { SalesReportView } from '../../../shared/bridge/bridge.js';
import { dateText, screenPlaceNow, weekdayDateText, weekdayName } from '../../../shared/i18n/formats.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  weekOf: { id: 'reports.rangeWords.weekOf', defaultMessage: 'Week of {day}' },
  between: { id: 'reports.rangeWords.between', defaultMessage: '{first} – {last}' },
  onDay: { id: 'reports.rangeWords.onDay', defaultMessage: 'on {day}' },
  inWeek: { id: 'reports.rangeWords.inWeek', defaultMessage: 'in the week of {day}' },
  fromTo: { id: 'reports.rangeWords.fromTo', defaultMessage: 'from {first} to {last}' },
});

const DAY_MS = 86_400_000;
const WEEK_PREFIX = 'Week of '; // not-words: the English label's own prefix, read back
const BETWEEN = ' – '; // not-words: the English label's separator, read back

interface RangeParts {
  kind: 'day' | 'week' | 'custom';
  first: string;
  last: string;
}

function dayText(at: number, zone: string, weekday: boolean): string {
  const place = { locale: screenPlaceNow().locale, timeZone: zone };
  return weekday ? weekdayDateText(at, place) : dateText(at, place);
}

function rangeParts(view: SalesReportView): RangeParts {
  const label = view.range.label;
  const kind = label.startsWith(WEEK_PREFIX) ? 'week' : label.includes(BETWEEN) ? 'custom' : 'day';
  if (screenPlaceNow().locale === 'en') {
    if (kind === 'week') return { kind, first: label.slice(WEEK_PREFIX.length), last: '' };
    const [first = label, last = ''] = label.split(BETWEEN);
    return { kind, first, last };
  }
  // Noon of the first day and of the last, so a day of 23 or 25 hours stays itself.
  const from = Date.parse(view.range.from) + DAY_MS / 2;
  const to = Date.parse(view.range.to) - DAY_MS / 2;
  return { kind, first: dayText(from, view.timeZone, kind !== 'custom'), last: dayText(to, view.timeZone, false) };
}

/** The report's heading: its day, "Week of …" or "… – …". */
export function rangeTitle(view: SalesReportView): string {
  const { kind, first, last } = rangeParts(view);
  return kind === 'week' ? say(messages.weekOf, { day: first }) : kind === 'custom' ? say(messages.between, { first, last }) : first;
}

/** The range in the chart's words: "on Tue 24 Nov 2026", "in the week of Mon 23 Nov 2026", "from 1 Nov 2026 to 3 Nov 2026". */
export function periodWords(view: SalesReportView): string {
  const { kind, first, last } = rangeParts(view);
  return kind === 'week'
    ? say(messages.inWeek, { day: first })
    : kind === 'custom'
      ? say(messages.fromTo, { first, last })
      : say(messages.onDay, { day: first });
}

/** A weekday of the report (0: Monday) by its English label, or as the screen's language writes it. */
export function weekdayWords(weekday: number, label: string): string {
  if (screenPlaceNow().locale === 'en') return label;
  return weekdayName(weekday);
}
