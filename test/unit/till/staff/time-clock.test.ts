/**
 * The time clock: clocking in and out by PIN on a locked till (which stays locked), journaled;
 * opening the till clocks no one in; a clock-in left open past midnight is shown and a manager
 * closes it at a time (journaled with who closed it); the hours and their CSV from the journal.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStaffRoster } from '../../../../electron/till/staff/staff-roster.js';
import { timeClockCalls } from '../../../../electron/till/staff/time-clock.js';
import { reportCalls } from '../../../../electron/till/shift/report-calls.js';
import type { StoreOrderReads } from '../../../../electron/till/orders/store-order-reads.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { openTillJournal, type TillJournal } from '../../../../electron/till/shift/till-journal.js';

const CHEAP = { N: 2 ** 10, r: 8, p: 1, keylen: 32 };
const ZONE = 'America/New_York';

async function clockTill() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-clock-'));
  let clock = Date.parse('2026-11-23T23:00:00Z'); // Mon 18:00 in New York
  const now = () => new Date(clock);
  let journal: TillJournal | null = null;
  const roster = openStaffRoster({ dataDir, settings: openSettingsFile(dataDir), journal: () => journal, now, pinHashParams: CHEAP });
  journal = openTillJournal({ dataDir, staff: () => roster.current(), now });
  const j = journal;
  const calls = timeClockCalls({ roster, journal: () => j, timeZone: () => ZONE, now });
  await roster.setUp({ name: 'Maya Manager', pin: '918273' });
  await roster.add({ name: 'Ana Clerk', role: 'staff', pin: '5050' });
  roster.lock('hand');
  const reports = reportCalls({ reads: {} as StoreOrderReads, journal: j, timeZone: () => ZONE }).reports;
  return { roster, journal: j, calls, reports, advance: (ms: number) => (clock += ms) };
}

describe('the time clock', () => {
  it('clocks in and out by PIN on a locked till, which stays locked; opening the till clocks no one in', async () => {
    const t = await clockTill();
    expect(t.roster.admit('staff.clockIn', ['5050'])).toBeNull();
    const inAt = await t.calls.clockIn('5050');
    expect(inAt).toMatchObject({ who: { name: 'Ana Clerk' }, clockedIn: true, since: '2026-11-23T23:00:00.000Z' });
    expect(t.roster.state().state).toBe('locked');
    await expect(t.calls.clockIn('5050')).rejects.toMatchObject({ info: { message: 'Ana Clerk is clocked in already: clock out first.' } });
    await expect(t.calls.clockIn('0000')).rejects.toMatchObject({ info: { kind: 'unauthorized' } });
    await t.roster.unlock('918273');
    expect((await t.calls.clockedIn()).map((c) => c.who.name)).toEqual(['Ana Clerk']);
    t.advance(8.5 * 3_600_000); // Tue 02:30
    const out = await t.calls.clockOut('5050');
    expect(out).toMatchObject({ clockedIn: false, since: '2026-11-23T23:00:00.000Z', until: '2026-11-24T07:30:00.000Z' });
    await expect(t.calls.clockOut('5050')).rejects.toMatchObject({ info: { message: 'Ana Clerk is not clocked in.' } });
    expect(t.journal.entries({ kinds: ['staff.clockedIn', 'staff.clockedOut'] }).map((e) => [e.kind, e.staff?.name])).toEqual([
      ['staff.clockedIn', 'Ana Clerk'],
      ['staff.clockedOut', 'Ana Clerk'],
    ]);

    const week = await t.reports.hours({ kind: 'week', date: '2026-11-23' });
    expect(week.days.map((d) => [d.name, d.date, d.minutes])).toEqual([
      ['Ana Clerk', '2026-11-23', 360],
      ['Ana Clerk', '2026-11-24', 150],
    ]);
    expect(week.weeks.map((w) => [w.name, w.date, w.minutes])).toEqual([['Ana Clerk', '2026-11-23', 510]]);
    const csv = await t.reports.exportCsv({ kind: 'week', date: '2026-11-23' }, 'staff-hours');
    expect(csv).toMatchObject({ fileName: 'Staff hours week 23 Nov 2026.csv', rows: 2 });
    expect(csv.csv?.split('\r\n').slice(0, 3)).toEqual([
      'Staff,Day,Hours,Minutes,Still clocked in',
      'Ana Clerk,2026-11-23,6.00,360,no',
      'Ana Clerk,2026-11-24,2.50,150,no',
    ]);
  });

  it('shows a clock-in left open past midnight; a manager closes it at a time, journaled with who did', async () => {
    const t = await clockTill();
    await t.calls.clockIn('5050');
    t.advance(10 * 3_600_000); // Tue 04:00, still clocked in
    expect(await t.calls.clockedIn()).toEqual([expect.objectContaining({ since: '2026-11-23T23:00:00.000Z', overdue: true })]);
    await t.roster.unlock('5050');
    const ana = t.roster.current()!;
    // A clerk is asked for a manager's approval of that one close.
    expect(t.roster.admit('staff.closeClockIn', [ana.id, '2026-11-24T03:00:00.000Z'])).toMatchObject({ kind: 'manager_required' });
    await t.roster.unlock('918273');
    expect(t.roster.admit('staff.closeClockIn', [ana.id, '2026-11-24T03:00:00.000Z'])).toBeNull();
    await expect(t.calls.closeClockIn(ana.id, '2026-11-23T22:00:00.000Z')).rejects.toMatchObject({ info: { kind: 'invalid_input' } });
    expect(await t.calls.closeClockIn(ana.id, '2026-11-24T03:00:00.000Z')).toEqual([]);
    const closed = t.journal.entries({ kinds: ['staff.clockedOut'] }).at(-1)!;
    expect(closed.data).toMatchObject({ at: '2026-11-24T03:00:00.000Z', closedBy: { name: 'Maya Manager' } });
    const day = await t.reports.hours({ kind: 'day', date: '2026-11-23' });
    expect(day.days).toEqual([expect.objectContaining({ date: '2026-11-23', minutes: 240, open: false })]);
  });
});
