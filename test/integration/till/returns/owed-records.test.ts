/**
 * Money owed to customers, settled from the Returns screen's calls through the till's gate: a card
 * charge the terminal approved that no sale took is refunded at the simulated terminal, and an
 * offline sale settled as a refund owed is handed back in cash from the drawer. Each needs a
 * manager's approval of that record, is journaled once (who, approver), leaves the list, is
 * refused a second time, and shows settled on the X report (the drawer expecting less cash for
 * the cash one). A refund at the terminal whose answer was lost is looked up, never made twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { owedRecords } from '../../../../electron/till/returns/owed-records.js';
import { recordingCashDrawer } from '../../../../electron/till/shift/cash-drawer.js';
import { openTillJournal, type TillJournal } from '../../../../electron/till/shift/till-journal.js';
import { createSimulatedTerminal, type SimulatedTerminal } from '../../../../electron/till/terminal/simulated-terminal.js';
import type { BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import type { OwedSettled } from '../../../../shared/bridge/returns.js';
import { toCents } from '../../../../shared/money.js';
import { offlineSale } from '../../../support/till/offline-till.js';
import { startTestRuntimeWithCatalog, variantIdOf, type TestRuntime } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

let app: TestRuntime;
const CLERK = { name: 'Owed Clerk', pin: '3579' };

beforeAll(async () => {
  app = await startTestRuntimeWithCatalog();
  await app.runtime.calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
  await app.runtime.calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
});

afterAll(async () => {
  await app?.stop();
});

/** A bridge call as the page makes it (through the till's gate). */
const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(app.runtime.calls, method, args, () => {}, app.runtime.gate);

async function waitFor(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300 && !(await done()); i++) await new Promise((r) => setTimeout(r, 10));
  expect(await done()).toBe(true);
}

const xReport = async () => (await app.runtime.calls.shift.status()).report!;

/** As the clerk, the call is refused for a manager's approval of that record; a manager's PIN approves it, and it is made. */
async function asClerkWithApproval(method: BridgeMethodName, record: string): Promise<OwedSettled> {
  const { staff } = app.runtime;
  await staff.unlock(CLERK.pin);
  try {
    expect(await call(method, record)).toMatchObject({ ok: false, error: { kind: 'manager_required', approval: { method, record } } });
    expect(await call('staff.approve', TEST_MANAGER.pin, { method, record })).toMatchObject({ ok: true });
    const done = await call(method, record);
    expect(done).toMatchObject({ ok: true });
    return (done as { value: OwedSettled }).value;
  } finally {
    await staff.unlock(TEST_MANAGER.pin);
  }
}

describe('money owed to customers', () => {
  it('refunds a card charge no sale took at the terminal, once, with a manager’s approval', async () => {
    const { calls, journal } = app.runtime;
    // A card charged at the terminal whose answer was lost, then the sale paid in cash: owed back to the card.
    await calls.sale.addLine(await variantIdOf(app.runtime, 'HP-TEE-001-NAV-M'), 1);
    await calls.sale.pickupInStore();
    const cart = (await calls.sale.current())!;
    const presenting = calls.terminal.present(cart.total);
    await waitFor(async () => (await calls.terminal.state()).waiting !== null);
    await calls.terminal.simulate('timeout');
    expect((await presenting).outcome).toBe('timeout');
    expect((await calls.sale.tenderCash({ tendered: '100' })).outcome).toBe('placed');
    await waitFor(() => journal.entries({ kinds: ['terminal.approval_unused'] }).length === 1);
    const reference = journal.entries({ kinds: ['terminal.approval_unused'] })[0]!.data.reference;

    const owed = await calls.returns.owed();
    expect(owed).toEqual([expect.objectContaining({ kind: 'terminal_approval', key: reference, sale: cart.number, amount: cart.total, currency: 'USD' })]);
    const cashBefore = (await xReport()).cash.expected!;

    const settled = await asClerkWithApproval('returns.refundApproval', reference);
    expect(settled).toMatchObject({ how: 'terminal', approver: TEST_MANAGER.name, record: { key: reference, amount: cart.total } });
    expect(await calls.returns.owed()).toEqual([]);
    expect(await call('returns.refundApproval', reference)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/refunded at the terminal already/) },
    });

    const refunded = journal.entries({ kinds: ['owed.terminal_refunded'] });
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      staff: { name: CLERK.name },
      data: { reference, orderNumber: cart.number, amount: cart.total, approver: { name: TEST_MANAGER.name } },
    });
    const x = await xReport();
    expect(x.terminalRefunds).toEqual([expect.objectContaining({ reference, refundedAt: refunded[0]!.at })]);
    expect(x.owedSettled).toEqual([
      expect.objectContaining({
        how: 'terminal',
        key: reference,
        sale: cart.number,
        amount: cart.total,
        approver: expect.objectContaining({ name: TEST_MANAGER.name }),
      }),
    ]);
    // Given back to the card: the drawer expects the same cash.
    expect(x.cash.expected).toBe(cashBefore);
  });

  it('hands a refund owed back in cash from the drawer, once, and never above the cash the drawer should hold', async () => {
    const { calls, journal } = app.runtime;
    // An offline sale the store refused, which a manager settled as a refund owed (the customer paid 18.50 in cash).
    const ref = 'OFF-OWED-1';
    journal.append('offline.sale', offlineSale(ref, new Date().toISOString(), [{ variantId: '999999', name: 'Gone Tee', quantity: 1, unitPrice: '18.50' }]));
    journal.append('offline.needs_manager', { ref, storeSaid: 'That product is no longer sold.', variantIds: ['999999'] });
    await calls.offline.recordRefundOwed(ref);
    expect((await calls.returns.owed()).map((r) => [r.kind, r.key, r.amount, r.currency])).toEqual([['refund_owed', ref, '18.50', 'USD']]);

    // The drawer should hold less than is owed: refused in words, nothing journaled.
    const expected = (await xReport()).cash.expected!;
    const leave = (toCents(expected) - 1000) / 100;
    await calls.shift.payOut({ amount: leave.toFixed(2), reason: 'Bank drop' });
    expect(await call('returns.handBackOwed', ref)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/more than the \$10\.00 the drawer should hold/) },
    });
    expect(journal.entries({ kinds: ['owed.cash_refunded'] })).toHaveLength(0);
    await calls.shift.payIn({ amount: leave.toFixed(2), reason: 'Bank drop back' });

    const settled = await asClerkWithApproval('returns.handBackOwed', ref);
    expect(settled).toMatchObject({ how: 'cash', displayAmount: '$18.50', approver: TEST_MANAGER.name });
    expect(await calls.returns.owed()).toEqual([]);
    expect(await call('returns.handBackOwed', ref)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/handed back in cash already/) } });
    expect(journal.entries({ kinds: ['owed.cash_refunded'] })).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ name: CLERK.name }),
        data: expect.objectContaining({ ref, amount: '18.50', approver: expect.objectContaining({ name: TEST_MANAGER.name }) }),
      }),
    ]);
    expect(journal.entries({ kinds: ['drawer.opened'] }).at(-1)!.data).toMatchObject({ reason: 'Refund owed', orderNumber: ref });
    const x = await xReport();
    expect(toCents(x.cash.expected!)).toBe(toCents(expected) - 1850);
    expect(x.owedSettled).toContainEqual(expect.objectContaining({ how: 'cash', key: ref, amount: '18.50' }));
  });
});

/**
 * A till's journal (in a folder of its own) owing back an approval of `amount` USD the simulated
 * terminal made under `reference` (played by `play`), and its owed records over that terminal;
 * `work` runs with them, and the folder is removed after.
 */
async function withApprovalOwed(
  reference: string,
  amount: string,
  play: (t: SimulatedTerminal) => boolean,
  work: (till: {
    journal: TillJournal;
    terminal: SimulatedTerminal;
    kept: Map<string, unknown>;
    asked: string[];
    owed: ReturnType<typeof owedRecords>;
  }) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'owed-terminal-'));
  const journal = openTillJournal({ dataDir });
  try {
    const terminal = createSimulatedTerminal();
    const charged = terminal.charge({ reference, amount, currency: 'USD' });
    play(terminal);
    await charged;
    journal.append('terminal.approval_unused', { orderNumber: reference.split('-')[0]!, currency: 'USD', amount, reference });
    const kept = new Map<string, unknown>();
    const settings = { get: (k: string) => kept.get(k), set: (k: string, v: unknown) => void kept.set(k, v), delete: (k: string) => void kept.delete(k) };
    const asked: string[] = [];
    const owed = owedRecords({
      journal,
      settings,
      drawer: recordingCashDrawer(journal),
      terminal: { refund: (r) => (asked.push(r.reference), terminal.refund(r)), lastRefundOutcome: (r) => terminal.lastRefundOutcome(r) },
      onTill: () => ({ id: 'm', name: 'Morgan Manager', role: 'manager' }),
    });
    await work({ journal, terminal, kept, asked, owed });
  } finally {
    journal.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('a refund at the terminal whose answer was lost', () => {
  it('is looked up at the next press and journaled once, never refunded twice', async () => {
    await withApprovalOwed(
      'R100-a',
      '25.00',
      (t) => t.choose('approve'),
      async ({ journal, terminal, asked, owed }) => {
        terminal.loseNextRefundAnswer();
        await expect(owed.refundApproval('R100-a')).rejects.toThrow(/may have been made\. Press Refund again/);
        expect(journal.entries({ kinds: ['owed.terminal_refunded'] })).toHaveLength(0);
        expect(await owed.owed()).toHaveLength(1);

        const settled = await owed.refundApproval('R100-a');
        expect(settled).toMatchObject({ how: 'terminal', approver: 'Morgan Manager' });
        // Asked once: the second press found the refund made.
        expect(asked).toHaveLength(1);
        expect(journal.entries({ kinds: ['owed.terminal_refunded'] })).toEqual([
          expect.objectContaining({ data: expect.objectContaining({ refundReference: asked[0] }) }),
        ]);
        expect(await owed.owed()).toEqual([]);
        await expect(owed.refundApproval('R100-a')).rejects.toThrow(/already/);
      },
    );
  });

  it('says the terminal’s words when it refuses the refund, and keeps the record owed', async () => {
    await withApprovalOwed(
      'R101-a',
      '8.00',
      (t) => t.presentCard('4000 0000 0000 5126'),
      async ({ kept, owed }) => {
        await expect(owed.refundApproval('R101-a')).rejects.toThrow('The terminal refused the refund: The card issuer refused the refund');
        expect(await owed.owed()).toHaveLength(1);
        expect(kept.size).toBe(0);
      },
    );
  });
});
