// @vitest-environment happy-dom
/**
 * A refund that needs someone's approval asked in the clerk's language: the services ask for it
 * with catalogue words whose amounts the page writes as its language does ("22,00 US$"), while
 * the English (the refusal's message, the store's memo) reads as it always did ("$22.00").
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openStaffRoster } from '../../../../electron/till/staff/staff-roster.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { approveRefund } from '../../../../electron/till/returns/refund-approvals.js';
import type { HeldQuote } from '../../../../electron/till/returns/return-refund.js';
import { createBridgeClient } from '../../../../shared/bridge/bridge-client.js';
import type { PosErrorInfo } from '../../../../shared/bridge/bridge.js';
import type { ApprovalRequest } from '../../../../shared/shift/manager-approval.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { useApproval } from '../../../../renderer/features/staff/approval.js';
import { ManagerApprovalDialog } from '../../../../renderer/features/staff/ManagerApprovalDialog.js';

const CHEAP = { N: 2 ** 10, r: 8, p: 1, keylen: 32 };

/** Intl's no-break spaces as plain ones, so the expectations read as text. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const quote = () =>
  ({
    authorization: { number: 'RA2200', total: '22.00', displayTotal: '$22.00' },
    order: { number: 'R100', currency: 'USD' },
    approvedBy: null,
  }) as unknown as HeldQuote;

/** The refusal of a refund a clerk gives above the store's return limit of 10.00. */
async function refusedRefund(to: 'original' | 'cash'): Promise<PosErrorInfo> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-refund-words-'));
  const roster = openStaffRoster({ dataDir, settings: openSettingsFile(dataDir), pinHashParams: CHEAP });
  await roster.setUp({ name: 'Maya Manager', pin: '918273' });
  await roster.add({ name: 'Ana Clerk', role: 'staff', pin: '5050' });
  roster.lock('hand');
  await roster.unlock('5050');
  const deps = { requireManager: roster.requireManager, approverOf: () => 'Maya Manager', limit: to === 'cash' ? null : '10.00' };
  try {
    approveRefund(deps, quote(), { to } as never);
  } catch (error) {
    return (error as { info: PosErrorInfo }).info;
  }
  throw new Error('the refund was not refused');
}

/** What the page asks the approval dialog for a refusal of `returns.refund`. */
async function askedOnPage(info: PosErrorInfo) {
  const asked: string[] = [];
  const client = createBridgeClient(
    { call: async () => ({ ok: false, error: info }), subscribe: () => () => {} },
    { managerApproval: async (action: string, _request: ApprovalRequest) => (asked.push(action), false) },
  );
  const error = await client.returns.refund({ authorizationId: 'ra', items: [], to: 'original' } as never).catch((e: Error) => e);
  return { message: plain((error as Error).message), asked: asked.map(plain) };
}

afterEach(async () => {
  cleanup();
  await showScreenLanguage('en');
});

describe('a refund’s approval in Spanish', () => {
  it('asks for it in the clerk’s language, the amounts as Spanish writes them; the English reads as before', async () => {
    const above = await refusedRefund('original');
    expect(above.message).toBe('A manager must approve this: Give back $22.00 for R100: above the return limit of 10.00.');
    const cash = await refusedRefund('cash');
    expect(cash.message).toBe('A manager must approve this: Give $22.00 back in cash: the card refused the refund (R100).');

    await showScreenLanguage('es');
    const asked = await askedOnPage(above);
    expect(asked.asked).toEqual(['Devolver 22,00 US$ de R100: supera el límite de devolución de 10,00']);
    expect(asked.message).toBe('Un encargado debe aprobar esto: Devolver 22,00 US$ de R100: supera el límite de devolución de 10,00.');
    expect((await askedOnPage(cash)).asked).toEqual(['Devolver 22,00 US$ en efectivo: la tarjeta rechazó el reembolso (R100)']);

    void useApproval.getState().ask(asked.asked[0]!, above.approval!);
    render(<ManagerApprovalDialog action={useApproval.getState().action!} />);
    expect(plain(document.getElementById('approval-action')?.textContent)).toBe(
      'Un encargado debe aprobar: Devolver 22,00 US$ de R100: supera el límite de devolución de 10,00.',
    );
    useApproval.getState().settle(false);
  });
});
