/**
 * Hours on the time clock from journal entries: a shift across the store's midnight is split
 * between its two days, an open clock-in counts until now and is shown as left open, and the
 * days add up per Monday-to-Sunday week.
 */
import { describe, expect, it } from 'vitest';
import { clockSessions, hoursByDay, hoursByWeek, openClockIns, type ClockEntry } from '../../../shared/staff/clock-hours.js';
import { reportRange } from '../../../shared/reports/report-range.js';

const ZONE = 'America/New_York';
const ANA = { id: 'a', name: 'Ana Clerk', role: 'staff' };
const SAM = { id: 's', name: 'Sam Supervisor', role: 'supervisor' };
const inAt = (who: typeof ANA, at: string): ClockEntry => ({ kind: 'staff.clockedIn', at, data: { who } });
const outAt = (who: typeof ANA, clockedInAt: string, at: string): ClockEntry => ({
  kind: 'staff.clockedOut',
  at,
  data: { who, clockedInAt, at, closedBy: null },
});

const ENTRIES: ClockEntry[] = [
  // Mon 23 Nov, 18:00 to Tue 02:30 New York time (23:00Z to 07:30Z): 6 h on Monday, 2.5 h on Tuesday.
  inAt(ANA, '2026-11-23T23:00:00.000Z'),
  outAt(ANA, '2026-11-23T23:00:00.000Z', '2026-11-24T07:30:00.000Z'),
  // Tue 09:00 to 13:15 (14:00Z to 18:15Z).
  inAt(ANA, '2026-11-24T14:00:00.000Z'),
  outAt(ANA, '2026-11-24T14:00:00.000Z', '2026-11-24T18:15:00.000Z'),
  // Sam clocks in Tue 08:00 (13:00Z) and has not clocked out.
  inAt(SAM, '2026-11-24T13:00:00.000Z'),
];

describe('hours on the time clock', () => {
  it('splits a shift across midnight between its days and counts an open clock-in until now', () => {
    const now = new Date('2026-11-24T20:00:00.000Z'); // Tue 15:00 in New York
    const sessions = clockSessions(ENTRIES);
    const week = reportRange({ kind: 'week', date: '2026-11-24' }, ZONE);
    const days = hoursByDay(sessions, week, now, ZONE);
    expect(days).toEqual([
      { staffId: 'a', name: 'Ana Clerk', date: '2026-11-23', minutes: 360, open: false },
      { staffId: 'a', name: 'Ana Clerk', date: '2026-11-24', minutes: 150 + 255, open: false },
      { staffId: 's', name: 'Sam Supervisor', date: '2026-11-24', minutes: 420, open: true },
    ]);
    expect(hoursByWeek(days)).toEqual([
      { staffId: 'a', name: 'Ana Clerk', date: '2026-11-23', minutes: 765, open: false },
      { staffId: 's', name: 'Sam Supervisor', date: '2026-11-23', minutes: 420, open: true },
    ]);
    // One day's range holds only that day's part of the night shift.
    const monday = hoursByDay(sessions, reportRange({ kind: 'day', date: '2026-11-23' }, ZONE), now, ZONE);
    expect(monday).toEqual([{ staffId: 'a', name: 'Ana Clerk', date: '2026-11-23', minutes: 360, open: false }]);
  });

  it('shows a clock-in left open past the store’s midnight as overdue; a manager’s close at a time ends it there', () => {
    const sameDay = openClockIns(clockSessions(ENTRIES), new Date('2026-11-24T20:00:00.000Z'), ZONE);
    expect(sameDay).toEqual([{ who: SAM, since: '2026-11-24T13:00:00.000Z', overdue: false }]);
    const nextDay = openClockIns(clockSessions(ENTRIES), new Date('2026-11-25T06:00:00.000Z'), ZONE); // Wed 01:00
    expect(nextDay).toEqual([{ who: SAM, since: '2026-11-24T13:00:00.000Z', overdue: true }]);
    const closed = [...ENTRIES, { ...outAt(SAM, '2026-11-24T13:00:00.000Z', '2026-11-24T22:00:00.000Z'), at: '2026-11-25T06:00:00.000Z' }];
    expect(openClockIns(clockSessions(closed), new Date('2026-11-25T06:00:00.000Z'), ZONE)).toEqual([]);
    const days = hoursByDay(clockSessions(closed), reportRange({ kind: 'day', date: '2026-11-24' }, ZONE), new Date('2026-11-25T06:00:00.000Z'), ZONE);
    expect(days.find((d) => d.staffId === 's')).toEqual({ staffId: 's', name: 'Sam Supervisor', date: '2026-11-24', minutes: 540, open: false });
  });
});
