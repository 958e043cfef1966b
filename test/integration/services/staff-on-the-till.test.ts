/**
 * Staff on the till through the bridge dispatch, as the page calls it, against the demo store:
 * a locked till refuses to sell; a clerk's manager-only call is refused until a manager approves
 * it by PIN, and then only once; discarding a sale that has a payment needs a manager; the sale
 * and its receipt name who was on the till.
 */
import { describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../electron/services/bridge-dispatch.js';
import type { BridgeMethodName } from '../../../shared/bridge.js';
import { MAINE_CUSTOMER, useTestRuntimeWithCatalog, variantIdOf } from '../../support/test-runtime.js';
import { TEST_MANAGER } from '../../support/test-staff.js';

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
    expect(refused).toEqual({ ok: false, error: { kind: 'locked', message: 'The till is locked: enter a PIN to open it.' } });
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
    expect(await call('stores.add', store)).toEqual({
      ok: false,
      error: { kind: 'manager_required', message: 'A manager must approve this: Add a store profile.', action: 'Add a store profile' },
    });
    expect(await call('staff.approve', CLERK.pin)).toMatchObject({ ok: false, error: { message: expect.stringContaining('not a manager') } });
    const approved = await call('staff.approve', TEST_MANAGER.pin);
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
    expect(await call('sale.discard')).toMatchObject({ ok: false, error: { kind: 'manager_required', action: 'Discard a sale that has a payment' } });
    expect(await running.runtime.calls.sale.current()).not.toBeNull();
    expect(await call('staff.approve', TEST_MANAGER.pin)).toMatchObject({ ok: true });
    expect(await call('sale.discard')).toMatchObject({ ok: true });
    expect(await running.runtime.calls.sale.current()).toBeNull();
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
