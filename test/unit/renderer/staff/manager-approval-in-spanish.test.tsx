// @vitest-environment happy-dom
/**
 * A manager's approval asked in the clerk's language: the gate refuses a manager-only call with
 * catalogue words (the action, the record it acts on, who may approve), and the page says the
 * refusal and the approval dialog in Spanish.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openStaffRoster } from '../../../../electron/till/staff/staff-roster.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { createBridgeClient } from '../../../../shared/bridge/bridge-client.js';
import type { PosErrorInfo } from '../../../../shared/bridge/bridge.js';
import type { ApprovalRequest } from '../../../../shared/shift/manager-approval.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { useApproval } from '../../../../renderer/features/staff/approval.js';
import { ManagerApprovalDialog } from '../../../../renderer/features/staff/ManagerApprovalDialog.js';
import { CLERK_RIGHTS } from '../../../../shared/staff/role-rights.js';

const CHEAP = { N: 2 ** 10, r: 8, p: 1, keylen: 32 };

async function clerkOnTill() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-approval-words-'));
  const roster = openStaffRoster({ dataDir, settings: openSettingsFile(dataDir), pinHashParams: CHEAP, now: () => new Date('2026-11-23T09:00:00Z') });
  await roster.setUp({ name: 'Maya Manager', pin: '918273' });
  await roster.add({ name: 'Ana Clerk', role: 'staff', pin: '5050' });
  roster.lock('hand');
  await roster.unlock('5050');
  return roster;
}

/** What the page does with a refusal: the bridge client's words, and what it asks the approval dialog. */
async function refusedOnPage(info: PosErrorInfo) {
  const asked: { action: string; approvers: string | undefined }[] = [];
  const client = createBridgeClient(
    { call: async () => ({ ok: false, error: info }), subscribe: () => () => {} },
    { managerApproval: async (action: string, _request: ApprovalRequest, approvers?: string) => (asked.push({ action, approvers }), false) },
  );
  const error = await client.shift.openDrawer('cambio').catch((e: Error) => e);
  return { message: (error as Error).message, asked };
}

afterEach(async () => {
  cleanup();
  await showScreenLanguage('en');
});

describe('manager approval in Spanish', () => {
  it('says the refused action, its record and who may approve in the clerk’s language', async () => {
    const roster = await clerkOnTill();
    const ana = roster.list().find((m) => m.name === 'Ana Clerk')!;
    const drawer = roster.admit('shift.openDrawer', ['cambio'])!;
    const role = roster.admit('staff.setRole', [ana.id, 'manager'])!;
    await showScreenLanguage('es');

    const refused = await refusedOnPage(drawer);
    expect(refused.message).toBe('Un encargado o supervisor debe aprobar esto: Abrir el cajón sin una venta.');
    expect(refused.asked).toEqual([{ action: 'Abrir el cajón sin una venta', approvers: 'Un encargado o supervisor' }]);
    expect((await refusedOnPage(role)).asked).toEqual([
      { action: 'Cambiar el rol de un miembro del personal (Ana Clerk a encargado)', approvers: 'Un encargado' },
    ]);

    void useApproval.getState().ask(refused.asked[0]!.action, drawer.approval!, refused.asked[0]!.approvers);
    render(<ManagerApprovalDialog action={useApproval.getState().action!} />);
    expect(screen.getByRole('heading').textContent).toBe('Aprobación del encargado');
    expect(document.getElementById('approval-action')?.textContent).toBe('Un encargado o supervisor debe aprobar: Abrir el cajón sin una venta.');
    expect(screen.getByLabelText('PIN del encargado')).toBeTruthy();
    useApproval.getState().settle(false);
  });

  it('names a role by its shown name, the till’s own in German, never by its id', async () => {
    const roster = await clerkOnTill();
    const ana = roster.list().find((m) => m.name === 'Ana Clerk')!;
    const roles = await roster.saveRole({ id: null, name: 'Shift Lead', rights: CLERK_RIGHTS });
    const lead = roles.find((r) => r.name === 'Shift Lead')!;
    const toSupervisor = roster.admit('staff.setRole', [ana.id, 'supervisor'])!;
    const toLead = roster.admit('staff.setRole', [ana.id, lead.id])!;
    await showScreenLanguage('de');

    expect((await refusedOnPage(toSupervisor)).asked[0]!.action).toMatch(/\(Ana Clerk zu Schichtleiter\)$/);
    expect((await refusedOnPage(toLead)).asked[0]!.action).toMatch(/\(Ana Clerk zu shift lead\)$/);

    const drawer = roster.admit('shift.openDrawer', ['Wechselgeld'])!;
    expect((await refusedOnPage(drawer)).asked[0]!.approvers).toBe('Ein Manager oder Schichtleiter');
  });
});
