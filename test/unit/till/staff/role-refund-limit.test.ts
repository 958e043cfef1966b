/**
 * A role's refund limit beside the store's return limit: a clerk whose role may refund up to 20.00
 * is asked, for a 30.00 return, for the approval of someone whose role may refund it (a
 * supervisor's PIN: recorded on the quote as its approver), and returns within it go through
 * alone. The store's return limit (a manager's) stays as it was.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStaffRoster } from '../../../../electron/till/staff/staff-roster.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { approveRefund } from '../../../../electron/till/returns/refund-approvals.js';
import type { HeldQuote } from '../../../../electron/till/returns/return-refund.js';
import { CLERK_RIGHTS } from '../../../../shared/staff/role-rights.js';

const CHEAP = { N: 2 ** 10, r: 8, p: 1, keylen: 32 };

const quoteOf = (total: string) =>
  ({
    authorization: { number: `RA${total}`, total, displayTotal: `$${total}` },
    order: { number: 'R100', currency: 'USD' },
    approvedBy: null,
  }) as unknown as HeldQuote;

describe('a role’s refund limit', () => {
  it('asks someone whose role may refund more; within it the clerk refunds alone; the store’s limit stays a manager’s', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-refund-role-'));
    const roster = openStaffRoster({ dataDir, settings: openSettingsFile(dataDir), pinHashParams: CHEAP });
    await roster.setUp({ name: 'Maya Manager', pin: '918273' });
    await roster.saveRole({ id: 'staff', name: 'Clerk', rights: { ...CLERK_RIGHTS, refundUpTo: '20.00' } });
    await roster.add({ name: 'Ana Clerk', role: 'staff', pin: '5050' });
    await roster.add({ name: 'Sam Supervisor', role: 'supervisor', pin: '7070' });
    roster.lock('hand');
    await roster.unlock('5050');
    const deps = {
      requireManager: (request: Parameters<typeof roster.requireManager>[0], action: string) => roster.requireManager(request, action),
      approverOf: () => 'Maya Manager',
      limit: null,
      requireRight: roster.requireRight,
      onTill: roster.current,
    };

    const small = quoteOf('20.00');
    approveRefund(deps, small, { to: 'original' } as never);
    expect(small.approvedBy).toBeNull();

    const big = quoteOf('30.00');
    expect(() => approveRefund(deps, big, { to: 'original' } as never)).toThrow(
      expect.objectContaining({
        info: expect.objectContaining({
          kind: 'manager_required',
          approval: { method: 'returns.refund', record: 'RA30.00' },
          approvers: 'a manager or supervisor',
        }),
      }),
    );
    await expect(roster.approve('5050', { method: 'returns.refund', record: 'RA30.00' })).rejects.toMatchObject({ info: { kind: 'unauthorized' } });
    await roster.approve('7070', { method: 'returns.refund', record: 'RA30.00' });
    approveRefund(deps, big, { to: 'original' } as never);
    expect(big).toMatchObject({ approvedBy: 'Sam Supervisor', memo: "Above the role's refund limit: approved at the till by Sam Supervisor" });

    // The store's return limit is a manager's, whatever the role may refund.
    const aboveStore = quoteOf('15.00');
    expect(() => approveRefund({ ...deps, limit: '10.00' }, aboveStore, { to: 'original' } as never)).toThrow(
      expect.objectContaining({ info: expect.objectContaining({ message: expect.stringMatching(/^A manager must approve/) }) }),
    );
  });
});
