/**
 * The staff roster and the lock, with a fake clock: first start, unlock and switch by one PIN,
 * the idle lock, wrong PINs and the growing wait, manager-only calls and one-use approvals, the
 * file on disk (0600, hashes only, a damaged one set aside) and no PIN in any log or journal line.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TillStaffState } from '../../../../shared/bridge/bridge.js';
import { openStaffRoster } from '../../../../electron/till/staff/staff-roster.js';
import { STAFF_FILE } from '../../../../electron/till/staff/roster-file.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { JOURNAL_FILE, openTillJournal, type TillJournal } from '../../../../electron/till/shift/till-journal.js';
import { waitAfter } from '../../../../electron/till/staff/pin-attempts.js';

const CHEAP = { N: 2 ** 10, r: 8, p: 1, keylen: 32 };
const MANAGER_PIN = '918273';
const CLERK_PIN = '5050';

function till(dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-staff-'))) {
  let clock = Date.parse('2026-11-23T09:00:00Z');
  const logLines: string[] = [];
  const changes: TillStaffState[] = [];
  let journal: TillJournal | null = null;
  const settings = openSettingsFile(dataDir);
  const roster = openStaffRoster({
    dataDir,
    settings,
    journal: () => journal,
    now: () => new Date(clock),
    log: (line) => logLines.push(line),
    onChange: (s) => changes.push(s),
    pinHashParams: CHEAP,
  });
  journal = openTillJournal({ dataDir, staff: () => roster.current(), now: () => new Date(clock) });
  return {
    roster,
    journal,
    dataDir,
    logLines,
    changes,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

async function withClerk() {
  const t = till();
  await t.roster.setUp({ name: 'Maya Manager', pin: MANAGER_PIN });
  await t.roster.add({ name: 'Ana Clerk', role: 'staff', pin: CLERK_PIN });
  return t;
}

describe('staff roster: first start and the lock', () => {
  it('starts in setup, refuses selling until a manager is created, then opens for that manager', async () => {
    const t = till();
    expect(t.roster.state()).toMatchObject({ state: 'setup', onTill: null });
    expect(t.roster.admit('sale.addLine', [])).toMatchObject({ kind: 'locked' });
    expect(t.roster.admit('staff.setUp', [])).toBeNull();
    const opened = await t.roster.setUp({ name: 'Maya Manager', pin: MANAGER_PIN });
    expect(opened).toMatchObject({ state: 'open', onTill: { name: 'Maya Manager', role: 'manager' } });
    expect(t.roster.admit('sale.addLine', [])).toBeNull();
    await expect(t.roster.setUp({ name: 'Someone Else', pin: '1111' })).rejects.toMatchObject({ info: { kind: 'invalid_input' } });
  });

  it('a locked till refuses every call but the lock screen’s; the sale service is not reached', async () => {
    const t = await withClerk();
    t.roster.lock('hand');
    for (const method of [
      'sale.addLine',
      'sale.payCash',
      'sale.discard',
      'orders.list',
      'customer.profile',
      'staff.approve',
      'staff.list',
      'stores.add',
    ] as const) {
      expect(t.roster.admit(method, []), method).toMatchObject({ kind: 'locked', message: expect.stringMatching(/locked/i) });
    }
    for (const method of ['staff.state', 'staff.unlock', 'app.info', 'app.connection'] as const) expect(t.roster.admit(method, []), method).toBeNull();
  });

  it('switching staff is one PIN entry, and the journal says who opened and who locked', async () => {
    const t = await withClerk();
    t.roster.lock('hand');
    expect(t.roster.state()).toMatchObject({ state: 'locked', lastOnTill: { name: 'Maya Manager' }, lockedBecause: 'hand' });
    const opened = await t.roster.unlock(CLERK_PIN);
    expect(opened).toMatchObject({ state: 'open', onTill: { name: 'Ana Clerk', role: 'staff' } });
    expect(t.journal.who()).toMatchObject({ name: 'Ana Clerk' });
    const entries = t.journal.entries({ kinds: ['staff.locked', 'staff.unlocked'] });
    expect(entries.map((e) => [e.kind, e.staff?.name ?? null])).toEqual([
      ['staff.unlocked', 'Maya Manager'],
      ['staff.locked', 'Maya Manager'],
      ['staff.unlocked', 'Ana Clerk'],
    ]);
    expect(entries[1]!.data).toEqual({ why: 'hand' });
    expect(entries[2]!.data).toMatchObject({ who: { name: 'Ana Clerk' }, switched: true });
  });

  it('locks after the idle time the manager set (5 minutes by default), and never when set to never', async () => {
    const t = await withClerk();
    expect(t.roster.state().idleLockMinutes).toBe(5);
    t.advance(4 * 60_000);
    t.roster.stillHere();
    t.advance(4 * 60_000);
    expect(t.roster.lockIfIdle()).toBe(false);
    t.advance(60_000 + 1);
    expect(t.roster.admit('sale.addLine', [])).toMatchObject({ kind: 'locked' });
    expect(t.roster.state()).toMatchObject({ state: 'locked', lockedBecause: 'idle' });
    expect(t.journal.entries({ kinds: ['staff.locked'] }).at(-1)!.data).toEqual({ why: 'idle' });
    expect(t.changes.at(-1)).toMatchObject({ state: 'locked', lockedBecause: 'idle' });

    await t.roster.unlock(MANAGER_PIN);
    t.roster.setIdleLock(null);
    t.advance(24 * 60 * 60_000);
    expect(t.roster.lockIfIdle()).toBe(false);
    expect(t.roster.state()).toMatchObject({ state: 'open', idleLockMinutes: null });
  });
});

describe('staff roster: wrong PINs', () => {
  const APPROVE_DRAWER = { method: 'shift.openDrawer', record: null } as const;

  it('the wait grows from the fifth wrong PIN on, is said in words, and is enforced whatever the PIN', async () => {
    expect([1, 4, 5, 6, 7, 20].map(waitAfter)).toEqual([0, 0, 30_000, 60_000, 120_000, 15 * 60_000]);
    const t = await withClerk();
    t.roster.lock('hand');
    for (let i = 1; i <= 4; i++)
      await expect(t.roster.unlock('0000')).rejects.toMatchObject({ info: { kind: 'unauthorized', message: expect.stringContaining('does not open') } });
    await expect(t.roster.unlock('0000')).rejects.toMatchObject({
      info: { message: expect.stringMatching(/5 wrong PINs to open the till within the hour: wait 30 s/) },
    });
    expect(t.roster.state().retryAt).toBe(new Date(Date.parse('2026-11-23T09:00:30Z')).toISOString());
    // Even the right PIN waits: the count is the main process's, not the page's.
    await expect(t.roster.unlock(CLERK_PIN)).rejects.toMatchObject({
      info: { kind: 'locked', message: expect.stringMatching(/next try is possible in 30 s/) },
    });
    t.advance(30_000);
    await expect(t.roster.unlock('0000')).rejects.toMatchObject({ info: { message: expect.stringMatching(/wait 1 min/) } });
    t.advance(60_000);
    expect(await t.roster.unlock(CLERK_PIN)).toMatchObject({ state: 'open', retryAt: null });
    // A right PIN clears no count: the next wrong one within the hour waits longer still.
    t.roster.lock('hand');
    await expect(t.roster.unlock('0000')).rejects.toMatchObject({ info: { message: expect.stringMatching(/7 wrong PINs .*wait 2 min/) } });
    // An hour after they were tried, wrong PINs no longer count.
    t.advance(60 * 60_000);
    await expect(t.roster.unlock('0000')).rejects.toMatchObject({ info: { kind: 'unauthorized', message: 'That PIN does not open this till.' } });
    expect(t.roster.state().retryAt).toBeNull();
    const failed = t.journal.entries({ kinds: ['staff.pin_failed'] });
    expect(failed.map((e) => e.data.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
  });

  it('a clerk alternating their own PIN with guesses at a manager’s gets no more guesses for it', async () => {
    const t = await withClerk();
    t.roster.lock('hand');
    await t.roster.unlock(CLERK_PIN);
    // At the approval: a guess, then the clerk's own PIN (right, but not a manager's), and the till opened with it again.
    const guesses = ['1111', '2222', '3333', '4444', '5555', '6666'];
    const answers: string[] = [];
    for (const guess of guesses) {
      const refused = await t.roster.approve(guess, APPROVE_DRAWER).catch((e: { info: { kind: string } }) => e.info.kind);
      answers.push(String(refused));
      t.roster.lock('hand');
      await t.roster.unlock(CLERK_PIN);
    }
    expect(answers).toEqual(['unauthorized', 'unauthorized', 'unauthorized', 'unauthorized', 'unauthorized', 'locked']);
    // At the lock screen: guesses between the clerk's own unlocks are counted too.
    const t2 = await withClerk();
    const atLock: string[] = [];
    for (const guess of guesses) {
      t2.roster.lock('hand');
      atLock.push(
        await t2.roster.unlock(guess).then(
          () => 'opened',
          (e: { info: { kind: string } }) => e.info.kind,
        ),
      );
      if (t2.roster.state().retryAt === null) await t2.roster.unlock(CLERK_PIN);
    }
    expect(atLock).toEqual(['unauthorized', 'unauthorized', 'unauthorized', 'unauthorized', 'unauthorized', 'locked']);
  });

  it('counts each target apart: guesses at a manager’s approval do not keep staff from opening the till', async () => {
    const t = await withClerk();
    t.roster.lock('hand');
    await t.roster.unlock(CLERK_PIN);
    for (let i = 0; i < 5; i++) await t.roster.approve('0000', APPROVE_DRAWER).catch(() => undefined);
    await expect(t.roster.approve(MANAGER_PIN, APPROVE_DRAWER)).rejects.toMatchObject({
      info: { kind: 'locked', message: expect.stringMatching(/wrong PINs for a manager’s approval: the next try is possible in 30 s/) },
    });
    t.roster.lock('hand');
    expect(t.roster.state().retryAt).toBeNull();
    expect(await t.roster.unlock(CLERK_PIN)).toMatchObject({ state: 'open' });
    expect(t.journal.entries({ kinds: ['staff.pin_failed'] }).map((e) => [e.data.purpose, e.data.count, e.staff?.name])).toEqual(
      [1, 2, 3, 4, 5].map((n) => ['approve', n, 'Ana Clerk']),
    );
  });

  it('parallel tries are checked one at a time, so they cannot get round the wait', async () => {
    const t = await withClerk();
    t.roster.lock('hand');
    const tries = await Promise.allSettled(Array.from({ length: 8 }, () => t.roster.unlock('0000')));
    const kinds = tries.map((r) => (r.status === 'rejected' ? (r.reason as { info: { kind: string } }).info.kind : 'opened'));
    expect(kinds).toEqual(['unauthorized', 'unauthorized', 'unauthorized', 'unauthorized', 'unauthorized', 'locked', 'locked', 'locked']);
  });

  it('the count survives a restart of the app, and a count an older version kept is carried over', async () => {
    const t = await withClerk();
    t.roster.lock('hand');
    for (let i = 0; i < 5; i++) await t.roster.unlock('0000').catch(() => undefined);
    const again = till(t.dataDir);
    await expect(again.roster.unlock(CLERK_PIN)).rejects.toMatchObject({ info: { kind: 'locked' } });

    const old = await withClerk();
    const settings = openSettingsFile(old.dataDir);
    settings.set('staff.pinAttempts', { failures: 6, retryAt: Date.parse('2026-11-23T09:01:00Z') });
    const upgraded = till(old.dataDir);
    expect(upgraded.roster.state().retryAt).toBe('2026-11-23T09:01:00.000Z');
    expect(openSettingsFile(old.dataDir).get('staff.pinAttempts')).toBeUndefined();
  });
});

describe('staff roster: manager-only calls', () => {
  const OPEN_DRAWER = { method: 'shift.openDrawer', record: null } as const;
  const STORE = { name: 'Second shop', baseUrl: 'https://second.example.com', dialect: 'shop' };

  it('refuses a manager-only call from staff, naming the action and its record; allows it after a manager’s PIN for it, once', async () => {
    const t = await withClerk();
    t.roster.lock('hand');
    await t.roster.unlock(CLERK_PIN);
    expect(t.roster.admit('stores.add', [STORE])).toMatchObject({
      kind: 'manager_required',
      action: 'Add a store profile',
      approval: { method: 'stores.add', record: 'https://second.example.com' },
    });
    const request = { method: 'stores.add', record: 'https://second.example.com' } as const;
    await expect(t.roster.approve(CLERK_PIN, request)).rejects.toMatchObject({ info: { message: expect.stringContaining('not a manager') } });
    expect(await t.roster.approve(MANAGER_PIN, request)).toMatchObject({ approvedBy: 'Maya Manager' });
    expect(t.roster.admit('sale.addLine', [])).toBeNull(); // an ordinary call does not spend it
    expect(t.roster.admit('stores.add', [STORE])).toBeNull();
    expect(t.roster.admit('stores.add', [STORE])).toMatchObject({ kind: 'manager_required' });
    expect(t.journal.entries({ kinds: ['staff.approved'] }).map((e) => [e.staff?.name, e.data.manager.name, e.data.method, e.data.record])).toEqual([
      ['Ana Clerk', 'Maya Manager', 'stores.add', 'https://second.example.com'],
    ]);
  });

  it('an approval for one action is not spent on another: the drawer’s approval does not make the clerk a manager', async () => {
    const t = await withClerk();
    t.roster.lock('hand');
    await t.roster.unlock(CLERK_PIN);
    const ana = t.roster.list().find((m) => m.name === 'Ana Clerk')!;
    await t.roster.approve(MANAGER_PIN, OPEN_DRAWER);
    expect(t.roster.admit('staff.setRole', [ana.id, 'manager'])).toMatchObject({
      kind: 'manager_required',
      action: 'Change a staff member’s role (Ana Clerk to manager)',
      approval: { method: 'staff.setRole', record: `${ana.id} as manager` },
    });
    expect(t.roster.admit('stores.add', [STORE])).toMatchObject({ kind: 'manager_required' });
    // The refused calls left it for the one it names.
    expect(t.roster.admit('shift.openDrawer', ['change for the float'])).toBeNull();
    expect(t.roster.admit('shift.openDrawer', ['change for the float'])).toMatchObject({ kind: 'manager_required' });
  });

  it('an approval for one record does not act on another, nor give another value', async () => {
    const t = await withClerk();
    await t.roster.add({ name: 'Ben Clerk', role: 'staff', pin: '6060' });
    t.roster.lock('hand');
    await t.roster.unlock(CLERK_PIN);
    const [ana, ben] = ['Ana Clerk', 'Ben Clerk'].map((name) => t.roster.list().find((m) => m.name === name)!);
    await t.roster.approve(MANAGER_PIN, { method: 'staff.setRole', record: `${ben!.id} as manager` });
    expect(t.roster.admit('staff.setRole', [ana!.id, 'manager'])).toMatchObject({ kind: 'manager_required' });
    expect(t.roster.admit('staff.resetPin', [ben!.id, '7777'])).toMatchObject({ kind: 'manager_required' });
    expect(t.roster.admit('staff.setRole', [ben!.id, 'manager'])).toBeNull();
    await t.roster.approve(MANAGER_PIN, { method: 'board.cancelOrder', record: 'R100' });
    expect(t.roster.admit('board.cancelOrder', ['R200', 'customer changed their mind'])).toMatchObject({ kind: 'manager_required' });
    expect(t.roster.admit('board.cancelOrder', ['R100', 'customer changed their mind'])).toBeNull();
  });

  it('an approval lapses after 2 minutes, with the lock, and when someone else opens the till', async () => {
    const t = await withClerk();
    await t.roster.add({ name: 'Ben Clerk', role: 'staff', pin: '6060' });
    t.roster.lock('hand');
    await t.roster.unlock(CLERK_PIN);
    await t.roster.approve(MANAGER_PIN, { method: 'admin.connect', record: null });
    t.advance(2 * 60_000 + 1);
    expect(t.roster.admit('admin.connect', [{ clientId: 'a', clientSecret: 'b' }])).toMatchObject({ kind: 'manager_required' });
    await t.roster.approve(MANAGER_PIN, { method: 'admin.connect', record: null });
    t.roster.lock('hand');
    await t.roster.unlock(CLERK_PIN);
    expect(t.roster.admit('admin.connect', [{ clientId: 'a', clientSecret: 'b' }])).toMatchObject({ kind: 'manager_required' });
    // Another person's PIN while the till is open switches it to them: the approval was not theirs.
    await t.roster.approve(MANAGER_PIN, { method: 'admin.connect', record: null });
    await t.roster.unlock('6060');
    expect(t.roster.admit('admin.connect', [{ clientId: 'a', clientSecret: 'b' }])).toMatchObject({ kind: 'manager_required' });
    await t.roster.unlock(CLERK_PIN);
    expect(t.roster.admit('admin.connect', [{ clientId: 'a', clientSecret: 'b' }])).toMatchObject({ kind: 'manager_required' });
    // No approval is given while the till is locked.
    t.roster.lock('hand');
    await expect(t.roster.approve(MANAGER_PIN, { method: 'admin.connect', record: null })).rejects.toMatchObject({ info: { kind: 'locked' } });
  });

  it('a manager on the till needs no approval; the last manager is never removed or demoted', async () => {
    const t = await withClerk();
    expect(t.roster.admit('staff.add', [{ name: 'Cy', role: 'staff', pin: '2468' }])).toBeNull();
    const maya = t.roster.list().find((m) => m.role === 'manager')!;
    await expect(t.roster.remove(maya.id)).rejects.toMatchObject({ info: { message: expect.stringContaining('last manager') } });
    await expect(t.roster.setRole(maya.id, 'staff')).rejects.toMatchObject({ info: { message: expect.stringContaining('last manager') } });
    await expect(t.roster.add({ name: 'Copycat', role: 'staff', pin: CLERK_PIN })).rejects.toMatchObject({
      info: { message: expect.stringContaining('another PIN') },
    });
  });
});

describe('staff roster: on disk', () => {
  it('keeps the roster 0600 with hashes only, and no PIN in the file, settings, journal or log', async () => {
    const t = await withClerk();
    t.roster.lock('hand');
    await t.roster.unlock('000111').catch(() => undefined);
    await t.roster.unlock(CLERK_PIN);
    await t.roster.approve(MANAGER_PIN, { method: 'shift.openDrawer', record: null });
    const ana = t.roster.list().find((m) => m.name === 'Ana Clerk')!;
    await t.roster.resetPin(ana.id, '606060');
    const file = path.join(t.dataDir, STAFF_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { members: { pin: { alg: string; N: number } }[] };
    expect(saved.members.map((m) => m.pin.alg)).toEqual(['scrypt', 'scrypt']);
    const everything = [
      ...readdirSync(t.dataDir).map((name) => readFileSync(path.join(t.dataDir, name), 'utf8')),
      ...t.logLines,
      JSON.stringify(t.changes),
    ].join('\n');
    for (const pin of [MANAGER_PIN, CLERK_PIN, '000111', '606060']) expect(everything).not.toContain(pin);
    expect(readFileSync(path.join(t.dataDir, JOURNAL_FILE), 'utf8')).toContain('staff.pin_failed');
  });

  it('reads the roster back after a restart: the till starts locked and opens with the same PINs', async () => {
    const t = await withClerk();
    const again = till(t.dataDir);
    expect(again.roster.state()).toMatchObject({ state: 'locked', lockedBecause: 'start' });
    expect(await again.roster.unlock(CLERK_PIN)).toMatchObject({ onTill: { name: 'Ana Clerk' } });
  });

  it('sets a damaged roster aside with a timestamp, warns, and asks for a manager again', async () => {
    for (const damage of ['{"version":1,"members":[{"id":"x","name":"A","role":"owner"}]}', '{not json', '']) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-staff-'));
      writeFileSync(path.join(dataDir, STAFF_FILE), damage);
      const t = till(dataDir);
      expect(t.roster.state()).toMatchObject({ state: 'setup', notice: expect.stringContaining('set aside') });
      expect(readdirSync(dataDir).some((name) => /^staff\.json\.damaged-2026-11-23T09-00-00-000Z$/.test(name))).toBe(true);
      expect(t.logLines.join('\n')).toMatch(/could not be read as a roster; moved aside/);
      await t.roster.setUp({ name: 'New Manager', pin: '4321' });
      expect(t.roster.state()).toMatchObject({ state: 'open', notice: null });
    }
  });
});

describe('staff roster: rights by role', () => {
  const DISCOUNT = { method: 'sale.setQuantity', record: 'line 1 at 20%' } as const;

  it('lets a clerk act within their role, and asks an approval bound to the one action past it', async () => {
    const t = await withClerk();
    await t.roster.unlock(CLERK_PIN);
    expect(t.roster.requireRight({ right: 'discountPercent', percent: 10 }, { method: 'sale.setQuantity', record: 'line 1 at 10%' }, 'x')).toMatchObject({
      name: 'Ana Clerk',
    });
    expect(() => t.roster.requireRight({ right: 'discountPercent', percent: 20 }, DISCOUNT, 'Discount line 1 by 20%')).toThrow(
      expect.objectContaining({ info: expect.objectContaining({ kind: 'manager_required', approval: DISCOUNT }) }),
    );
    // The clerk's own PIN cannot approve what their role does not cover.
    await expect(t.roster.approve(CLERK_PIN, DISCOUNT)).rejects.toMatchObject({ info: { message: expect.stringContaining('cannot approve') } });
    await t.roster.approve(MANAGER_PIN, DISCOUNT);
    // Another action is not covered by that approval, and it is left for its own.
    expect(() => t.roster.requireRight({ right: 'discountPercent', percent: 50 }, { method: 'sale.setQuantity', record: 'line 1 at 50%' }, 'x')).toThrow();
    expect(t.roster.requireRight({ right: 'discountPercent', percent: 20 }, DISCOUNT, 'x')).toMatchObject({ name: 'Maya Manager' });
    // Spent: the same action again asks again.
    expect(() => t.roster.requireRight({ right: 'discountPercent', percent: 20 }, DISCOUNT, 'x')).toThrow();
  });

  it('answers the manager on the till for any right, and refuses on a locked till', async () => {
    const t = await withClerk();
    expect(t.roster.requireRight({ right: 'priceOverride' }, { method: 'sale.setQuantity', record: 'l' }, 'x')).toMatchObject({ role: 'manager' });
    t.roster.lock('hand');
    expect(() => t.roster.requireRight({ right: 'priceOverride' }, { method: 'sale.setQuantity', record: 'l' }, 'x')).toThrow(
      expect.objectContaining({ info: expect.objectContaining({ kind: 'locked' }) }),
    );
  });
});
