/**
 * A blind count leaves nothing to add up: while the drawer is not counted, no answer a clerk can
 * ask the bridge for (the shift's status and X report, a pay-in's answer, the closed shifts, the
 * offline status) carries the expected cash, the cash taken or the sales total of an all-cash
 * shift (float + sales = expected), nor any figure by tender, staff member or hour. A manager on
 * the till sees the full X report.
 */
import { describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import type { BridgeMethodName, ShiftStatus } from '../../../../shared/bridge/bridge.js';
import { fromCents, toCents } from '../../../../shared/money.js';
import type { ShiftReport } from '../../../../shared/shift/shift-report.js';
import { WALK_IN_CUSTOMER } from '../../../support/till/sale-till.js';
import { useTestRuntimeWithCatalog, variantIdOf } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

const running = useTestRuntimeWithCatalog();
const CLERK = { name: 'Cy Clerk', pin: '6262' };

const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(running.runtime.calls, method, args, () => {}, running.runtime.gate);
const value = async <T>(method: BridgeMethodName, ...args: unknown[]): Promise<T> => {
  const answer = await call(method, ...args);
  if (!answer.ok) throw new Error(`${method}: ${answer.error.message}`);
  return answer.value as T;
};

describe('a blind count, airtight', () => {
  it('gives a clerk no amount that adds up to the drawer’s cash; a manager on the till gets the full X report', async () => {
    await value('shift.setBlindCount', true);
    await value('staff.add', { ...CLERK, role: 'staff' });
    await value('staff.lock');
    await value('staff.unlock', CLERK.pin);

    const opened = await value<ShiftStatus>('shift.open', { total: '100.00' });
    await value('sale.addLine', await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M'), 1);
    await value('sale.setCustomer', WALK_IN_CUSTOMER);
    const receipt = await value<{ order: { total: string } }>('sale.payCash', { tendered: '60' });
    const sold = fromCents(toCents(receipt.order.total));
    const paidIn = await value<ShiftStatus>('shift.payIn', { amount: '7.25', reason: 'Change from the bank' });
    const expected = fromCents(10000 + toCents(sold) + 725);
    const change = fromCents(6000 - toCents(sold));
    // What a clerk could add up to the drawer's cash: the sales (all cash), the cash taken, the change, the expected cash.
    const revealing = [sold, '60.00', change, expected];

    const answers = {
      status: await value<ShiftStatus>('shift.status'),
      report: await value<ShiftReport>('shift.report', opened.open!.shiftId),
      payIn: paidIn,
      past: await value('shift.past'),
      offline: await value('offline.status'),
    };
    for (const [name, answer] of Object.entries(answers)) {
      const json = JSON.stringify(answer);
      for (const amount of revealing) expect(json, `${name} names ${amount}`).not.toContain(`"${amount}"`);
    }
    const x = answers.report;
    expect(x.blind).toBe(true);
    expect(x.sales).toMatchObject({ count: 1, total: null, itemTotal: null, taxTotal: null });
    expect(x.byTender.every((t) => t.amount === null)).toBe(true);
    expect(x.byStaff.every((s) => s.total === null)).toBe(true);
    expect(x.byHour.every((h) => h.total === null)).toBe(true);
    expect(x.cash).toMatchObject({ float: '100.00', taken: null, change: null, payIns: null, payOuts: null, expected: null });
    expect(x.drawer.every((m) => m.amount === null)).toBe(true);
    // The store-wide sales report stays a manager's.
    expect(await call('reports.sales', { kind: 'day', date: new Date().toISOString().slice(0, 10) })).toMatchObject({
      ok: false,
      error: { kind: 'manager_required' },
    });

    // A manager on the till sees the whole X report.
    await value('staff.lock');
    await value('staff.unlock', TEST_MANAGER.pin);
    const full = await value<ShiftReport>('shift.report', opened.open!.shiftId);
    expect(full.blind).toBeUndefined();
    expect(full.sales.total).toBe(sold);
    expect(full.cash).toMatchObject({ taken: '60.00', change, payIns: '7.25', expected });
    expect((await value<ShiftStatus>('shift.status')).report?.cash.expected).toBe(expected);
  });
});
