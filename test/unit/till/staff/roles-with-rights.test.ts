/**
 * Roles with rights: Clerk, Supervisor, Manager and roles a manager defines, each with its rights
 * in the roster file; the gate lets a role's holder act alone within them and asks for the
 * approval of that one action by someone whose role holds the right; a roster written before
 * roles reads with the built-in roles, its members and PIN hashes untouched.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStaffRoster } from '../../../../electron/till/staff/staff-roster.js';
import { STAFF_FILE } from '../../../../electron/till/staff/roster-file.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { CLERK_RIGHTS } from '../../../../shared/staff/role-rights.js';

const CHEAP = { N: 2 ** 10, r: 8, p: 1, keylen: 32 };
const MANAGER_PIN = '918273';
const CLERK_PIN = '5050';
const SUPERVISOR_PIN = '7070';
const DRAWER = { method: 'shift.openDrawer', record: null } as const;

function open(dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-roles-'))) {
  const roster = openStaffRoster({ dataDir, settings: openSettingsFile(dataDir), pinHashParams: CHEAP, now: () => new Date('2026-11-23T09:00:00Z') });
  return { roster, dataDir };
}

async function withStaff() {
  const t = open();
  await t.roster.setUp({ name: 'Maya Manager', pin: MANAGER_PIN });
  await t.roster.add({ name: 'Ana Clerk', role: 'staff', pin: CLERK_PIN });
  await t.roster.add({ name: 'Sam Supervisor', role: 'supervisor', pin: SUPERVISOR_PIN });
  return t;
}

describe('roles with rights', () => {
  it('lists Clerk, Supervisor and Manager; the clerk keeps the id staff had', async () => {
    const t = await withStaff();
    expect(t.roster.roles().map((r) => [r.id, r.name, r.builtIn, r.members])).toEqual([
      ['staff', 'Clerk', true, 1],
      ['supervisor', 'Supervisor', true, 1],
      ['manager', 'Manager', true, 1],
    ]);
    await expect(t.roster.saveRole({ id: 'manager', name: 'Manager', rights: CLERK_RIGHTS })).rejects.toMatchObject({ info: { kind: 'invalid_input' } });
    await expect(t.roster.removeRole('supervisor')).rejects.toMatchObject({ info: { kind: 'invalid_input' } });
  });

  it('a supervisor opens the drawer with no approval; a clerk is refused, cannot approve, and a supervisor’s PIN approves that one open', async () => {
    const t = await withStaff();
    t.roster.lock('hand');
    await t.roster.unlock(SUPERVISOR_PIN);
    expect(t.roster.admit('shift.openDrawer', ['change'])).toBeNull();
    // Settings stay a manager's: the supervisor is asked for an approval.
    expect(t.roster.admit('staff.setIdleLock', [10])).toMatchObject({ kind: 'manager_required', message: expect.stringMatching(/^A manager must/) });

    t.roster.lock('hand');
    await t.roster.unlock(CLERK_PIN);
    const refused = t.roster.admit('shift.openDrawer', ['change']);
    expect(refused).toMatchObject({ kind: 'manager_required', approval: DRAWER, approvers: 'a manager or supervisor' });
    expect(refused?.message).toMatch(/^A manager or supervisor must approve this: Open the cash drawer/);
    await expect(t.roster.approve(CLERK_PIN, DRAWER)).rejects.toMatchObject({ info: { kind: 'unauthorized' } });
    expect((await t.roster.approve(SUPERVISOR_PIN, DRAWER)).approvedBy).toBe('Sam Supervisor');
    expect(t.roster.admit('shift.openDrawer', ['change'])).toBeNull();
    // One open only.
    expect(t.roster.admit('shift.openDrawer', ['change'])).toMatchObject({ kind: 'manager_required' });
    // A supervisor cannot approve a settings change.
    await expect(t.roster.approve(SUPERVISOR_PIN, { method: 'staff.setIdleLock', record: '10 min' })).rejects.toMatchObject({ info: { kind: 'unauthorized' } });
  });

  it('voids and shift close go by their rights: a clerk is asked, a supervisor is not', async () => {
    const t = await withStaff();
    t.roster.lock('hand');
    await t.roster.unlock(CLERK_PIN);
    expect(t.roster.admit('board.cancelOrder', ['R100', 'Customer changed their mind'])).toMatchObject({ approvers: 'a manager or supervisor' });
    expect(t.roster.admit('shift.close', [{ total: '0.00' }])).toMatchObject({ kind: 'manager_required' });
    expect(() => t.roster.requireManager({ method: 'sale.discard', record: 'R200' }, 'Discard a sale that has a payment')).toThrow(
      expect.objectContaining({ info: expect.objectContaining({ approvers: 'a manager or supervisor' }) }),
    );
    t.roster.lock('hand');
    await t.roster.unlock(SUPERVISOR_PIN);
    expect(t.roster.admit('shift.close', [{ total: '0.00' }])).toBeNull();
    expect(() => t.roster.requireManager({ method: 'sale.discard', record: 'R200' }, 'Discard a sale that has a payment')).not.toThrow();
  });

  it('a role a manager defines: its discount limit is what requireRight uses, and its holder approves within it', async () => {
    const t = await withStaff();
    const roles = await t.roster.saveRole({ id: null, name: 'Shift lead', rights: { ...CLERK_RIGHTS, discountPercent: 30 } });
    const lead = roles.find((r) => r.name === 'Shift lead')!;
    expect(lead.builtIn).toBe(false);
    await t.roster.add({ name: 'Lee Lead', role: lead.id, pin: '8080' });
    await expect(t.roster.removeRole(lead.id)).rejects.toMatchObject({ info: { message: expect.stringContaining('One person holds') } });
    t.roster.lock('hand');
    await t.roster.unlock('8080');
    const DISCOUNT = { method: 'sale.setQuantity', record: 'line 1 at 30%' } as const;
    expect(t.roster.requireRight({ right: 'discountPercent', percent: 30 }, DISCOUNT, 'x')).toMatchObject({ name: 'Lee Lead', role: lead.id });
    expect(() => t.roster.requireRight({ right: 'discountPercent', percent: 31 }, DISCOUNT, 'x')).toThrow(
      expect.objectContaining({ info: expect.objectContaining({ message: 'A manager must approve this: x.' }) }),
    );
    // The clerk's 20% discount is approved by the lead (30%), and a supervisor's (25%) too.
    t.roster.lock('hand');
    await t.roster.unlock(CLERK_PIN);
    const CLERK_DISCOUNT = { method: 'sale.setQuantity', record: 'line 2 at 20%' } as const;
    expect(() => t.roster.requireRight({ right: 'discountPercent', percent: 20 }, CLERK_DISCOUNT, 'x')).toThrow(
      expect.objectContaining({ info: expect.objectContaining({ approvers: 'a manager, supervisor or shift lead' }) }),
    );
    await t.roster.approve('8080', CLERK_DISCOUNT);
    expect(t.roster.requireRight({ right: 'discountPercent', percent: 20 }, CLERK_DISCOUNT, 'x')).toMatchObject({ name: 'Lee Lead' });
    // Narrowed by a manager: the lead's 30% is gone after a restart too.
    await t.roster.saveRole({ id: lead.id, name: 'Shift lead', rights: { ...CLERK_RIGHTS, discountPercent: 5 } });
    const again = open(t.dataDir);
    await again.roster.unlock('8080');
    expect(() => again.roster.requireRight({ right: 'discountPercent', percent: 10 }, DISCOUNT, 'x')).toThrow();
  });

  it('a roster written before roles reads with the built-in roles, its members and PIN hashes as they were; the next write is version 2', async () => {
    const t = await withStaff();
    const now = JSON.parse(readFileSync(path.join(t.dataDir, STAFF_FILE), 'utf8')) as { members: { role: string; pin: unknown }[] };
    const oldDir = mkdtempSync(path.join(os.tmpdir(), 'pos-roles-old-'));
    const members = now.members.filter((m) => m.role !== 'supervisor');
    writeFileSync(path.join(oldDir, STAFF_FILE), JSON.stringify({ version: 1, members }));
    const old = open(oldDir);
    expect(old.roster.list().map((m) => [m.name, m.role])).toEqual([
      ['Maya Manager', 'manager'],
      ['Ana Clerk', 'staff'],
    ]);
    expect(old.roster.roles().map((r) => r.name)).toEqual(['Clerk', 'Supervisor', 'Manager']);
    expect(await old.roster.unlock(CLERK_PIN)).toMatchObject({ onTill: { name: 'Ana Clerk', role: 'staff' } });
    expect(old.roster.admit('shift.openDrawer', ['change'])).toMatchObject({ kind: 'manager_required' });
    await old.roster.add({ name: 'Sam Supervisor', role: 'supervisor', pin: SUPERVISOR_PIN });
    const written = JSON.parse(readFileSync(path.join(oldDir, STAFF_FILE), 'utf8')) as {
      version: number;
      roles: { id: string }[];
      members: { pin: unknown }[];
    };
    expect(written.version).toBe(2);
    expect(written.roles.map((r) => r.id)).toEqual(['staff', 'supervisor']);
    expect(written.members.slice(0, 2).map((m) => m.pin)).toEqual(members.map((m) => m.pin));
  });

  it('a roster written before the stock right reads with no role holding it: a clerk and a supervisor are asked, a manager is not', async () => {
    const t = await withStaff();
    const file = path.join(t.dataDir, STAFF_FILE);
    const written = JSON.parse(readFileSync(file, 'utf8')) as { roles: { rights: Record<string, unknown> }[] };
    for (const role of written.roles) delete role.rights.stock;
    writeFileSync(file, JSON.stringify(written));
    const old = open(t.dataDir);
    const COUNT = { method: 'labels.print', record: 'a stock change' } as const;
    await old.roster.unlock(SUPERVISOR_PIN);
    expect(() => old.roster.requireRight({ right: 'stock' }, COUNT, 'apply the count')).toThrow(
      expect.objectContaining({ info: expect.objectContaining({ kind: 'manager_required', message: 'A manager must approve this: apply the count.' }) }),
    );
    old.roster.lock('hand');
    await old.roster.unlock(MANAGER_PIN);
    expect(old.roster.requireRight({ right: 'stock' }, COUNT, 'apply the count')).toMatchObject({ name: 'Maya Manager' });
    // Given to a role by a manager, its holder changes stock alone.
    const roles = await old.roster.saveRole({ id: null, name: 'Stock keeper', rights: { ...CLERK_RIGHTS, stock: true } });
    await old.roster.add({ name: 'Kim Keeper', role: roles.find((r) => r.name === 'Stock keeper')!.id, pin: '6060' });
    old.roster.lock('hand');
    await old.roster.unlock('6060');
    expect(old.roster.requireRight({ right: 'stock' }, COUNT, 'apply the count')).toMatchObject({ name: 'Kim Keeper' });
  });
});
