/**
 * Hours on the time clock from the till's journal: each person's clock-ins paired with their
 * clock-outs (a clock-in still open counts until now), split at the store's midnights into hours
 * per person per day, and summed per Monday-to-Sunday week. Pure.
 */
import type { StaffRef } from '../shift/staff-ref.js';
import { zoneDate, zoneInstant } from '../reports/time-zone.js';
import type { ClockJournalEvents } from './clock-journal.js';

const DAY_MS = 86_400_000;
/** A clock-in open longer than this is shown to a manager as left open. */
const LEFT_OPEN_MS = 12 * 3_600_000;

/** A journal entry of the time clock, as the journal answers it. */
export type ClockEntry =
  | { kind: 'staff.clockedIn'; at: string; data: ClockJournalEvents['staff.clockedIn'] }
  | { kind: 'staff.clockedOut'; at: string; data: ClockJournalEvents['staff.clockedOut'] };

/** One stretch on the clock: from a clock-in to its clock-out, or to now while it is open. */
export interface ClockSession {
  who: StaffRef;
  from: string;
  /** Null while still clocked in. */
  until: string | null;
}

/** A clock-in still open, as a manager sees it: past the store's midnight or longer than 12 hours is `overdue`. */
export interface OpenClockIn {
  who: StaffRef;
  since: string;
  overdue: boolean;
}

/** Minutes on the clock for one person on one day of the store (or one week, by its Monday). */
export interface ClockHoursRow {
  staffId: string;
  name: string;
  /** The day (YYYY-MM-DD), or the week's Monday. */
  date: string;
  minutes: number;
  /** Some of it is a clock-in still open (counted until now). */
  open: boolean;
}

/** Every stretch on the clock, oldest first: clock-ins paired with the clock-out that names them. */
export function clockSessions(entries: readonly ClockEntry[]): ClockSession[] {
  const sessions: ClockSession[] = [];
  const open = new Map<string, ClockSession>();
  for (const entry of entries) {
    const id = entry.data.who.id;
    if (entry.kind === 'staff.clockedIn') {
      if (open.has(id)) continue;
      const session = { who: entry.data.who, from: entry.at, until: null };
      open.set(id, session);
      sessions.push(session);
    } else {
      const session = open.get(id);
      if (!session || session.from !== entry.data.clockedInAt) continue;
      session.until = entry.data.at;
      open.delete(id);
    }
  }
  return sessions;
}

/** The clock-ins still open, each marked overdue when it crossed the store's midnight or is older than 12 hours. */
export function openClockIns(sessions: readonly ClockSession[], now: Date, timeZone: string): OpenClockIn[] {
  return sessions
    .filter((s) => s.until === null)
    .map((s) => {
      const since = Date.parse(s.from);
      const overdue = zoneDate(since, timeZone) !== zoneDate(now.getTime(), timeZone) || now.getTime() - since > LEFT_OPEN_MS;
      return { who: s.who, since: s.from, overdue };
    });
}

/** The store's day a moment falls on, and the instant that day ends. */
function dayOf(at: number, timeZone: string) {
  const date = zoneDate(at, timeZone);
  return { date, ends: zoneInstant(Date.parse(`${date}T00:00:00Z`) + DAY_MS, timeZone) };
}

/** Hours per person per day of the store within [from, to), each session split at the store's midnights. */
export function hoursByDay(sessions: readonly ClockSession[], range: { from: string; to: string }, now: Date, timeZone: string): ClockHoursRow[] {
  const rows = new Map<string, ClockHoursRow>();
  const rangeFrom = Date.parse(range.from);
  const rangeTo = Math.min(Date.parse(range.to), now.getTime());
  for (const s of sessions) {
    let at = Math.max(Date.parse(s.from), rangeFrom);
    const end = Math.min(s.until === null ? now.getTime() : Date.parse(s.until), rangeTo);
    while (at < end) {
      const day = dayOf(at, timeZone);
      const until = Math.min(end, day.ends);
      const key = `${s.who.id}\n${day.date}`;
      const row = rows.get(key) ?? { staffId: s.who.id, name: s.who.name, date: day.date, minutes: 0, open: false };
      row.minutes += (until - at) / 60_000;
      row.open ||= s.until === null;
      rows.set(key, row);
      at = until;
    }
  }
  return [...rows.values()].map((r) => ({ ...r, minutes: Math.round(r.minutes) })).sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** The Monday of a day's week, as YYYY-MM-DD. */
const mondayOf = (date: string) => {
  const at = Date.parse(`${date}T00:00:00Z`);
  return new Date(at - ((new Date(at).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};

/** The days' hours summed per person per Monday-to-Sunday week (`date`: the Monday). */
export function hoursByWeek(days: readonly ClockHoursRow[]): ClockHoursRow[] {
  const rows = new Map<string, ClockHoursRow>();
  for (const d of days) {
    const monday = mondayOf(d.date);
    const key = `${d.staffId}\n${monday}`;
    const row = rows.get(key) ?? { staffId: d.staffId, name: d.name, date: monday, minutes: 0, open: false };
    row.minutes += d.minutes;
    row.open ||= d.open;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
