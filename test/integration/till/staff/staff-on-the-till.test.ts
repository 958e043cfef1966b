/**
 * Staff on the till through the bridge dispatch, as the page calls it, against the demo store:
 * a locked till refuses to sell; a clerk's manager-only call is refused until a manager approves
 * it by PIN, and then only once; discarding a sale that has a payment needs a manager; the sale
 * and its receipt name who was on the till.
 */
import { describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import type { BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import { MAINE_CUSTOMER, useTestRuntimeWithCatalog, variantIdOf } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

const running = useTestRuntimeWithCatalog();
const CLERK = { name: 'Ana Clerk', pin: '4242' };

/** One call as the page makes it: schema, then the till's gate, then the service. */
const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(running.runtime.calls, method, args, () => {}, running.runtime.gate);

async function clerkOnTill() {
  const staff = await call('staff.list');
  if (staff.ok && !(staff.value as { name: string }[]).some((m) => m.name === CLERK.name)) {
    expect(await call('staff.add', { ...CLERK, role: 'staff' })).toMatchObject({ ok: true });
  }
  await call('staff.lock');
  expect(await call('staff.unlock', CLERK.pin)).toMatchObject({ ok: true, value: { state: 'open', onTill: { name: CLERK.name, role: 'staff' } } });
}

describe('staff on the till', () => {
  it('a locked till refuses sale.addLine in words, and the sale is not touched', async () => {
    const variantId = await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M');
    await call('staff.lock');
    const refused = await call('sale.addLine', variantId, 1);
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'locked',
        message: 'The till is locked: enter a PIN to open it.',
        words: { id: 'staff.roster.locked', defaultMessage: 'The till is locked: enter a PIN to open it.' },
      },
    });
    expect(await call('sale.current')).toMatchObject({ ok: false, error: { kind: 'locked' } });
    expect(await running.runtime.calls.sale.current()).toBeNull();
    // What the lock screen needs still answers.
    expect(await call('staff.state')).toMatchObject({ ok: true, value: { state: 'locked', lastOnTill: { name: TEST_MANAGER.name }, lockedBecause: 'hand' } });
    expect(await call('app.info')).toMatchObject({ ok: true });
    expect(await call('staff.unlock', TEST_MANAGER.pin)).toMatchObject({ ok: true, value: { state: 'open' } });
    expect(await call('sale.addLine', variantId, 1)).toMatchObject({ ok: true });
    expect(await call('sale.discard')).toMatchObject({ ok: true });
  });

  it('keeps the sale in progress across a lock and a switch to another person', async () => {
    const variantId = await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M');
    expect(await call('sale.addLine', variantId, 2)).toMatchObject({ ok: true });
    await clerkOnTill();
    const kept = await call('sale.current');
    expect(kept).toMatchObject({ ok: true, value: { itemCount: 2 } });
    expect(await call('sale.discard')).toMatchObject({ ok: true });
  });

  it('refuses a manager-only call from staff, allows it after staff.approve, and only once', async () => {
    await clerkOnTill();
    const store = { name: 'Second shop', baseUrl: 'https://second.example.com', dialect: 'shop' };
    const refused = await call('stores.add', store);
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'manager_required',
        message: 'A manager must approve this: Add a store profile.',
        words: expect.objectContaining({ id: 'staff.gate.mustApprove', values: { approvers: 'A manager', action: 'Add a store profile' } }),
        action: 'Add a store profile',
        actionWords: { id: 'settings.managerOnly.storesAdd', defaultMessage: 'Add a store profile' },
        approval: { method: 'stores.add', record: 'https://second.example.com' },
        approversWords: expect.objectContaining({ id: 'staff.roleRights.approvers', values: expect.objectContaining({ count: 0 }) }),
      },
    });
    const request = (refused as { error: { approval: unknown } }).error.approval;
    expect(await call('staff.approve', CLERK.pin, request)).toMatchObject({ ok: false, error: { message: expect.stringContaining('not a manager') } });
    // An approval must name what it approves.
    expect(await call('staff.approve', TEST_MANAGER.pin)).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'sale.addLine', record: null })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input' },
    });
    const approved = await call('staff.approve', TEST_MANAGER.pin, request);
    expect(approved).toMatchObject({ ok: true, value: { approvedBy: TEST_MANAGER.name } });
    // A call refused for its arguments does not spend the approval.
    expect(await call('stores.add', { ...store, baseUrl: 'not a url' })).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    const added = await call('stores.add', store);
    expect(added).toMatchObject({ ok: true });
    expect((added as { value: { name: string }[] }).value.map((p) => p.name)).toContain('Second shop');
    expect(await call('stores.add', { ...store, name: 'Third shop' })).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    expect(await call('staff.setIdleLock', null)).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
  });

  it('discarding a sale that has a payment needs a manager; the journal names who did it', async () => {
    await clerkOnTill();
    expect(await call('sale.addLine', await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M'), 1)).toMatchObject({ ok: true });
    // A sale without a payment: the clerk may discard it.
    expect(await call('sale.discard')).toMatchObject({ ok: true });
    expect(await call('sale.addLine', await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M'), 1)).toMatchObject({ ok: true });
    const paid = await call('sale.applyCode', 'GIFT-20-DEMO');
    expect(paid).toMatchObject({ ok: true });
    const number = (await running.runtime.calls.sale.current())!.number;
    const refused = await call('sale.discard');
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'manager_required', action: `Discard the sale that has a payment (${number})`, approval: { method: 'sale.discard', record: number } },
    });
    expect(await running.runtime.calls.sale.current()).not.toBeNull();
    expect(await call('staff.approve', TEST_MANAGER.pin, (refused as { error: { approval: unknown } }).error.approval)).toMatchObject({ ok: true });
    expect(await call('sale.discard')).toMatchObject({ ok: true });
    expect(await running.runtime.calls.sale.current()).toBeNull();
  });

  it('an approval is for the one action its dialog named: not another method, not another record, not after a lock or a switch', async () => {
    await clerkOnTill();
    const clerk = ((await call('staff.list')) as { value: { id: string; name: string }[] }).value.find((m) => m.name === CLERK.name)!;
    // Approved to open the drawer, the clerk tries to make themselves a manager: refused, and the drawer's approval stays for the drawer.
    const drawer = await call('shift.openDrawer', 'change for the float');
    expect(drawer).toMatchObject({ ok: false, error: { kind: 'manager_required', approval: { method: 'shift.openDrawer', record: null } } });
    expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'shift.openDrawer', record: null })).toMatchObject({ ok: true });
    expect(await call('staff.setRole', clerk.id, 'manager')).toMatchObject({
      ok: false,
      error: { kind: 'manager_required', action: `Change a staff member’s role (${CLERK.name} to manager)` },
    });
    expect(await call('shift.openDrawer', 'change for the float')).toMatchObject({ ok: true });
    expect(await call('shift.openDrawer', 'change for the float')).toMatchObject({ ok: false, error: { kind: 'manager_required' } });

    // Approved for one record, acting on another: refused.
    const manager = ((await call('staff.list')) as { value: { id: string; role: string }[] }).value.find((m) => m.role === 'manager')!;
    expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'staff.resetPin', record: manager.id })).toMatchObject({ ok: true });
    expect(await call('staff.resetPin', clerk.id, '8642')).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    // …and the same record with another value (a role the approval did not name): refused.
    expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'staff.setRole', record: `${clerk.id} as staff` })).toMatchObject({ ok: true });
    expect(await call('staff.setRole', clerk.id, 'manager')).toMatchObject({ ok: false, error: { kind: 'manager_required' } });

    // Approved, then the till locks and the clerk opens it again: the approval is gone.
    expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'staff.setRole', record: `${clerk.id} as manager` })).toMatchObject({ ok: true });
    await call('staff.lock');
    await call('staff.unlock', CLERK.pin);
    expect(await call('staff.setRole', clerk.id, 'manager')).toMatchObject({ ok: false, error: { kind: 'manager_required' } });

    // Approved, then another person's PIN switches the till to them without a lock: gone too.
    const other = { name: 'Ben Clerk', pin: '9753' };
    const staff = ((await call('staff.list')) as { value: { name: string }[] }).value;
    if (!staff.some((m) => m.name === other.name)) {
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'staff.add', record: `${other.name} as staff` })).toMatchObject({ ok: true });
      expect(await call('staff.add', { ...other, role: 'staff' })).toMatchObject({ ok: true });
    }
    expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'staff.setRole', record: `${clerk.id} as manager` })).toMatchObject({ ok: true });
    expect(await call('staff.unlock', other.pin)).toMatchObject({ ok: true, value: { onTill: { name: other.name } } });
    expect(await call('staff.unlock', CLERK.pin)).toMatchObject({ ok: true, value: { onTill: { name: CLERK.name } } });
    expect(await call('staff.setRole', clerk.id, 'manager')).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    const roles = ((await call('staff.list')) as { value: { name: string; role: string }[] }).value;
    expect(roles.find((m) => m.name === CLERK.name)?.role).toBe('staff');
  });

  it('a sale made by the clerk says "Served by" them, on the receipt and in the journal', async () => {
    await clerkOnTill();
    await call('sale.addLine', await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M'), 1);
    await call('sale.setCustomer', { email: 'walk-in@example.com', ...MAINE_CUSTOMER });
    const receipt = await call('sale.payCash', { tendered: '100' });
    expect(receipt).toMatchObject({ ok: true, value: { servedBy: CLERK.name } });
    const number = (receipt as { value: { order: { number: string } } }).value.order.number;
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(`${running.app.dataDir}/journal.jsonl`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { kind: string; staff: { name: string } | null; data: { orderNumber?: string } });
    expect(lines.find((e) => e.kind === 'sale.completed' && e.data.orderNumber === number)?.staff?.name).toBe(CLERK.name);
  });
});
