/**
 * The merged bridge contract is derived from the domains' declarations: the method list the
 * preload and the page carry, the manager-only calls with their words, the approvable calls and
 * the calls open while the till is locked all come from each call's one declaration.
 */
import { describe, expect, it } from 'vitest';
import { bridgeArgs, BRIDGE_METHODS, MANAGER_ACTION_WORDS, MANAGER_ON_TILL, MANAGER_ONLY, OPEN_WHILE_LOCKED } from '../../../shared/bridge/bridge.js';
import { BRIDGE_METHODS as CARRIED_METHODS } from '../../../shared/bridge/bridge-methods.js';
import { APPROVABLE, BRIDGE_CALLS } from '../../../shared/bridge/contract.js';
import { boardCalls } from '../../../shared/bridge/orders.js';
import { saleCalls } from '../../../shared/bridge/sale.js';
import { staffCalls } from '../../../shared/bridge/staff.js';
import { storesCalls } from '../../../shared/bridge/store.js';

const declared = Object.entries(BRIDGE_CALLS).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, { managerOnly?: string; managerWhenFound?: true; managerOnTill?: true; openWhileLocked?: true }>).map(
    ([method, declaration]) => ({ name: `${area}.${method}`, ...declaration }),
  ),
);
const names = declared.map((call) => call.name);

describe('the merged bridge contract', () => {
  it('carries every declared method to the preload and the page, once, and no other', () => {
    expect(new Set(names).size).toBe(names.length);
    expect([...CARRIED_METHODS]).toEqual(names);
    expect([...BRIDGE_METHODS]).toEqual(names);
  });

  it('has an argument schema for every method, and none for a method it does not declare', () => {
    const withSchemas = Object.entries(bridgeArgs).flatMap(([area, methods]) => Object.keys(methods).map((m) => `${area}.${m}`));
    expect(withSchemas).toEqual(names);
  });

  it('lists no method it does not declare', () => {
    for (const list of [MANAGER_ONLY, MANAGER_ON_TILL, OPEN_WHILE_LOCKED, APPROVABLE, Object.keys(MANAGER_ACTION_WORDS)]) {
      for (const method of list) expect(names).toContain(method);
    }
  });

  it('gives every manager-only method the words a manager approves it by, and no other method any', () => {
    for (const method of MANAGER_ONLY) expect(MANAGER_ACTION_WORDS[method]?.defaultMessage.trim()).toBeTruthy();
    expect(Object.keys(MANAGER_ACTION_WORDS).sort()).toEqual([...MANAGER_ONLY].sort());
  });

  it('derives each list from the declarations', () => {
    expect([...MANAGER_ONLY]).toEqual(declared.filter((call) => call.managerOnly).map((call) => call.name));
    expect([...MANAGER_ON_TILL]).toEqual(declared.filter((call) => call.managerOnTill).map((call) => call.name));
    expect([...OPEN_WHILE_LOCKED]).toEqual(declared.filter((call) => call.openWhileLocked).map((call) => call.name));
    expect([...APPROVABLE].sort()).toEqual(
      declared
        .filter((call) => call.managerOnly || call.managerWhenFound)
        .map((call) => call.name)
        .sort(),
    );
  });

  it('takes a call’s facts from its domain’s declaration', () => {
    expect(MANAGER_ONLY).toContain('board.ship');
    expect(MANAGER_ACTION_WORDS['board.ship']).toBe(boardCalls.ship.managerOnly);
    expect(MANAGER_ACTION_WORDS['stores.add']).toBe(storesCalls.add.managerOnly);
    expect(MANAGER_ON_TILL).toContain('board.view');
    expect(OPEN_WHILE_LOCKED).toContain('staff.unlock');
    expect(staffCalls.unlock.openWhileLocked).toBe(true);
    // Approvable when paid, yet not manager-only: the service decides by the payments it finds.
    expect(saleCalls.discard.managerWhenFound).toBe(true);
    expect(APPROVABLE).toContain('sale.discard');
    expect(MANAGER_ONLY).not.toContain('sale.discard');
  });

  it('lets a manager approve only an approvable action', () => {
    expect(bridgeArgs.staff.approve.safeParse(['1234', { method: 'board.ship', record: 'R1 H1' }]).success).toBe(true);
    expect(bridgeArgs.staff.approve.safeParse(['1234', { method: 'sale.discard', record: null }]).success).toBe(true);
    expect(bridgeArgs.staff.approve.safeParse(['1234', { method: 'sale.addLine', record: null }]).success).toBe(false);
  });
});
