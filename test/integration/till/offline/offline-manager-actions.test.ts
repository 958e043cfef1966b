/**
 * A manager's decisions for an offline sale the store refused, through the bridge dispatch as the
 * page calls them: refused from a clerk (manager_required, in words), done once a manager approves
 * by PIN, and journaled with the approving manager as who decided. The outbox itself is readable
 * by anyone on the till, and by no one while it is locked. Arguments are checked by schema.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { DEMO_STORE_FOLDER } from '../../../../electron/till/store/store-target.js';
import type { BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import type { OfflineSaleView } from '../../../../shared/offline/offline-outbox.js';
import { changeVariant, offlineSale, stockedVariants } from '../../../support/till/offline-till.js';
import { useTestRuntimeWithCatalog } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

const running = useTestRuntimeWithCatalog();
const CLERK = { name: 'Ana Clerk', pin: '4242' };
const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(running.runtime.calls, method, args, () => {}, running.runtime.gate);

describe("a manager's decisions for offline sales", () => {
  it('are refused from a clerk until a manager approves by PIN, and name the manager who decided', async () => {
    const { runtime, app } = running;
    const storeDir = path.join(app.dataDir, DEMO_STORE_FOLDER);
    const [soldOut, kept] = stockedVariants(storeDir, 2);
    changeVariant(storeDir, soldOut!.variantId, { stock: 0 });
    runtime.journal.append(
      'offline.sale',
      offlineSale('OFF-M1', '2026-11-24T09:00:00Z', [
        { ...soldOut!, quantity: 1 },
        { ...kept!, quantity: 1 },
      ]),
    );
    expect(await call('offline.replay')).toEqual({ ok: true, value: { outcome: 'done', placed: 0, needsManager: 1 } });

    expect(await call('staff.add', { ...CLERK, role: 'staff' })).toMatchObject({ ok: true });
    await call('staff.lock');
    expect(await call('offline.outbox')).toMatchObject({ ok: false, error: { kind: 'locked' } });
    expect(await call('staff.unlock', CLERK.pin)).toMatchObject({ ok: true });
    const listed = await call('offline.outbox');
    expect(listed).toMatchObject({ ok: true, value: [{ ref: 'OFF-M1', state: 'needs_manager', refusedVariantIds: [soldOut!.variantId] }] });

    expect(await call('offline.placeWithoutLines', 'OFF-M1')).toEqual({
      ok: false,
      error: {
        kind: 'manager_required',
        message: 'A manager must approve this: Place an offline sale without the lines the store refused (OFF-M1).',
        words: expect.objectContaining({ id: 'staff.gate.mustApprove' }),
        action: 'Place an offline sale without the lines the store refused (OFF-M1)',
        actionWords: expect.objectContaining({
          id: 'staff.gate.onRecord',
          parts: {
            action: { id: 'offline.managerOnly.offlinePlaceWithoutLines', defaultMessage: 'Place an offline sale without the lines the store refused' },
          },
        }),
        approval: { method: 'offline.placeWithoutLines', record: 'OFF-M1' },
        approversWords: expect.objectContaining({ id: 'staff.roleRights.approvers' }),
      },
    });
    expect(await call('offline.recordRefundOwed', 'OFF-M1')).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    expect(runtime.journal.entries({ kinds: ['offline.resolved'] })).toEqual([]);

    expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'offline.placeWithoutLines', record: 'OFF-M1' })).toMatchObject({ ok: true });
    const placed = await call('offline.placeWithoutLines', 'OFF-M1');
    expect(placed).toMatchObject({
      ok: true,
      value: { ref: 'OFF-M1', state: 'resolved', resolution: 'placed_without_line', resolvedBy: { name: TEST_MANAGER.name, role: 'manager' } },
    });
    expect((placed as { value: OfflineSaleView }).value.orderNumber).toMatch(/^R\d+/);
    const [entry] = runtime.journal.entries({ kinds: ['offline.resolved'] });
    // The clerk was on the till; the manager who approved decided.
    expect(entry).toMatchObject({ staff: { name: CLERK.name }, data: { ref: 'OFF-M1', by: { name: TEST_MANAGER.name }, leftOut: [soldOut!.variantId] } });
    // The approval is spent.
    expect(await call('offline.recordRefundOwed', 'OFF-M1')).toMatchObject({ ok: false, error: { kind: 'manager_required' } });

    // Bad input is refused by the schema, in words, before any service runs.
    expect(await call('offline.placeAsBackorder', '')).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await call('offline.placeAsBackorder', 'OFF M1 with spaces')).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(await call('offline.replay', 'extra')).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  });
});
