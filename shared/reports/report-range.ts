import { zoneInstant } from './time-zone.js';
import { defineMessages, englishOf, wordsOf, type Words } from '../i18n/words.js';

const messages = defineMessages({
  notDate: { id: 'reports.range.notDate', defaultMessage: '{date} is not a date (YYYY-MM-DD).' },
  lastBeforeFirst: { id: 'reports.range.lastBeforeFirst', defaultMessage: 'The last day of the range is before the first.' },
  tooLong: { id: 'reports.range.tooLong', defaultMessage: 'A report covers at most {days} days.' },
});

/** A range refused, in words (`words`: the same as a catalogue message). */
export class ReportRangeError extends RangeError {
  constructor(readonly words: Words) {
    super(englishOf(words));
    this.name = 'ReportRangeError';
  }
}

/**
 * A report's range in the store's time zone (shared/reports/time-zone.ts): one day, the Monday-to-Sunday week a day falls in,
 * or a first and last day chosen by hand (at most 92 days: a range costs one request per 100
 * orders of the store's budget). Answers UTC instants [from, to) for the store's filters.
 */

export type ReportRangeInput = { kind: 'day'; date: string } | { kind: 'week'; date: string } | { kind: 'custom'; date: string; until: string };

export interface ReportRange {
  /** First instant in the range (ISO 8601, UTC). */
  from: string;
  /** First instant after it. */
  to: string;
  label: string;
}

const MAX_RANGE_DAYS = 92;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Midnight UTC of a YYYY-MM-DD date, refused in words when it is not a real date. */
function dayStart(date: string): number {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== date) throw new ReportRangeError(wordsOf(messages.notDate, { date }));
  return at;
}

const dayWords = (at: number) => {
  const d = new Date(at);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
const withWeekday = (at: number) => `${WEEKDAYS[new Date(at).getUTCDay()]} ${dayWords(at)}`;

/** The range from the zone's midnight of its first day to its midnight after the last (a day of 23 or 25 hours where the clocks change). */
export function reportRange(input: ReportRangeInput, zone: string): ReportRange {
  const first = dayStart(input.date);
  let start = first;
  let end = first + DAY_MS;
  let label = withWeekday(first);
  if (input.kind === 'week') {
    const sinceMonday = (new Date(first).getUTCDay() + 6) % 7;
    start = first - sinceMonday * DAY_MS;
    end = start + 7 * DAY_MS;
    label = `Week of ${withWeekday(start)}`;
  } else if (input.kind === 'custom') {
    const last = dayStart(input.until);
    if (last < first) throw new ReportRangeError(wordsOf(messages.lastBeforeFirst));
    const days = (last - first) / DAY_MS + 1;
    if (days > MAX_RANGE_DAYS) throw new ReportRangeError(wordsOf(messages.tooLong, { days: MAX_RANGE_DAYS }));
    end = last + DAY_MS;
    label = `${dayWords(first)} – ${dayWords(last)}`;
  }
  return { from: new Date(zoneInstant(start, zone)).toISOString(), to: new Date(zoneInstant(end, zone)).toISOString(), label };
}
