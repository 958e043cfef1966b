/**
 * The bridge client handles the till's refusals once for every call: a call only a manager may
 * make waits for a manager's approval and is made once more when approved (never when
 * cancelled, never more than once); a locked till is said once per refused call.
 */
import { describe, expect, it } from 'vitest';
import type { BridgeMethodName, BridgeResult } from '../../../shared/bridge/bridge.js';
import { createBridgeClient, PosError } from '../../../shared/bridge/bridge-client.js';

function transport(answers: BridgeResult<unknown>[]) {
  const calls: BridgeMethodName[] = [];
  return {
    calls,
    call: async (method: BridgeMethodName) => {
      calls.push(method);
      return answers.shift() ?? { ok: false as const, error: { kind: 'server' as const, message: 'no more answers' } };
    },
    subscribe: () => () => {},
  };
}

const managerRequired: BridgeResult<unknown> = {
  ok: false,
  error: {
    kind: 'manager_required',
    message: 'A manager must approve this: Add a store profile.',
    action: 'Add a store profile',
    approval: { method: 'stores.add', record: 'https://x.example' },
  },
};

describe('till refusals in the bridge client', () => {
  it('asks for a manager’s approval naming the action and its record, and makes the call once more when approved', async () => {
    const wire = transport([managerRequired, { ok: true, value: [] }]);
    const asked: unknown[] = [];
    const bridge = createBridgeClient(wire, { managerApproval: async (action, request) => (asked.push([action, request]), true) });
    await expect(bridge.stores.add({ name: 'x', baseUrl: 'https://x.example', dialect: 'shop' })).resolves.toEqual([]);
    expect(asked).toEqual([['Add a store profile', { method: 'stores.add', record: 'https://x.example' }]]);
    expect(wire.calls).toEqual(['stores.add', 'stores.add']);
  });

  it('does nothing more when the approval is cancelled: the refusal is the answer', async () => {
    const wire = transport([managerRequired]);
    const bridge = createBridgeClient(wire, { managerApproval: async () => false });
    const error = await bridge.admin.disconnect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PosError);
    expect(error).toMatchObject({ kind: 'manager_required', action: 'Add a store profile' });
    expect(wire.calls).toEqual(['admin.disconnect']);
  });

  it('asks once: a call refused again after the approval is not retried in a loop', async () => {
    const wire = transport([managerRequired, managerRequired]);
    let asked = 0;
    const bridge = createBridgeClient(wire, { managerApproval: async () => (asked++, true) });
    await expect(bridge.app.resetDemoStore()).rejects.toMatchObject({ kind: 'manager_required' });
    expect(asked).toBe(1);
    expect(wire.calls).toHaveLength(2);
  });

  it('says a locked till to the page (which shows the lock screen)', async () => {
    const wire = transport([{ ok: false, error: { kind: 'locked', message: 'The till is locked: enter a PIN to open it.' } }]);
    let told = 0;
    const bridge = createBridgeClient(wire, { locked: () => told++ });
    await expect(bridge.sale.addLine('1', 1)).rejects.toMatchObject({ kind: 'locked', message: 'The till is locked: enter a PIN to open it.' });
    expect(told).toBe(1);
  });
});
