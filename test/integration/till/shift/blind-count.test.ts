/**
 * A blind count through the bridge dispatch, as the page calls it, against the demo store: a
 * manager turns it on; a clerk's X report (the status and the report call alike) carries no
 * expected cash, cash taken, change, pay-in or tender amount, and a pay-out refused for the drawer's
 * cash names no amount; the clerk cannot turn it off; the Z report made with the count shows
 * expected, counted and over/short.
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
const CLERK = { name: 'Bea Clerk', pin: '5151' };

/** One call as the page makes it: schema, then the till's gate, then the service. */
const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(running.runtime.calls, method, args, () => {}, running.runtime.gate);
const value = async <T>(method: BridgeMethodName, ...args: unknown[]): Promise<T> => {
  const answer = await call(method, ...args);
  if (!answer.ok) throw new Error(`${method}: ${answer.error.message}`);
  return answer.value as T;
};

describe('a blind count', () => {
  it('withholds the expected cash from the page until the drawer is counted, then shows it', async () => {
    expect((await value<ShiftStatus>('shift.status')).blindCount).toBe(false);
    expect((await value<ShiftStatus>('shift.setBlindCount', true)).blindCount).toBe(true);
    await value('staff.add', { ...CLERK, role: 'staff' });
    await value('staff.lock');
    await value('staff.unlock', CLERK.pin);

    const opened = await value<ShiftStatus>('shift.open', { total: '100.00' });
    await value('sale.addLine', await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M'), 1);
    await value('sale.setCustomer', WALK_IN_CUSTOMER);
    const receipt = await value<{ order: { total: string } }>('sale.payCash', { tendered: '50' });
    await value('shift.payIn', { amount: '5.00', reason: 'Change from the bank' });
    const expected = fromCents(10000 + toCents(receipt.order.total) + 500);

    const status = await value<ShiftStatus>('shift.status');
    const asked = await value<ShiftReport>('shift.report', opened.open!.shiftId);
    for (const x of [status.report!, asked]) {
      expect(x.blind).toBe(true);
      expect(x.cash).toMatchObject({ float: '100.00', payIns: null, taken: null, change: null, expected: null, counted: null, overShort: null });
      expect(x.byTender.find((t) => /cash/i.test(t.method))).toMatchObject({ count: 1, amount: null });
      expect(JSON.stringify(x)).not.toContain(`"${expected}"`);
    }
    const tooMuch = await call('shift.payOut', { amount: '9999.00', reason: 'Test' });
    expect(tooMuch).toEqual({
      ok: false,
      error: {
        kind: 'invalid_input',
        message: 'That is more than the drawer should hold: count it before paying out more.',
        words: { id: 'shift.service.moreThanDrawerBlind', defaultMessage: 'That is more than the drawer should hold: count it before paying out more.' },
      },
    });

    // The clerk cannot turn it off.
    expect(await call('shift.setBlindCount', false)).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    expect((await value<ShiftStatus>('shift.status')).report?.cash.expected).toBeNull();

    // Counted: a dollar short. Closing is a manager's.
    await value('staff.lock');
    await value('staff.unlock', TEST_MANAGER.pin);
    const z = await value<ShiftReport>('shift.close', { total: fromCents(toCents(expected) - 100) });
    expect(z.blind).toBeUndefined();
    expect(z.cash).toMatchObject({ expected, counted: fromCents(toCents(expected) - 100), overShort: '-1.00', taken: '50.00' });
    expect(await value<ShiftReport>('shift.report', z.shiftId)).toEqual(z);
  });
});
