/**
 * This till's staff: the roster (names, roles, PINs as slow salted hashes), who is on the till,
 * the lock (idle time or by hand), wrong-PIN waits, and a manager's one-call approvals. The main
 * process is the authority: `admit` is asked by the bridge dispatch before any service runs, so
 * a page script cannot sell on a locked till or do a manager's work without a manager.
 *
 * No PIN is ever kept or said: not in the roster file (hashes only), the settings, the journal
 * (a failed PIN is counted, never written), the log, events or error words.
 *
 * The roster is made of parts sharing one context (roster/roster-context.ts): checking a PIN,
 * opening and locking the till, the manager's gate and approvals, and the staff list; each part
 * takes the context (and the parts it calls on) and gives its calls.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import { managerGate } from './roster/manager-gate.js';
import { moveOldPinAttempts } from './roster/old-pin-attempts.js';
import { pinCheck } from './roster/pin-check.js';
import { createRosterContext, type StaffRosterOptions } from './roster/roster-context.js';
import { staffListCalls } from './roster/staff-list-calls.js';
import { roleCalls } from './roster/role-calls.js';
import { tillLock } from './roster/till-lock.js';
import { tillLockCalls } from './roster/till-lock-calls.js';
import type { StaffRoster } from './roster/roster-api.js';
import type { timeClockCalls } from './time-clock.js';

export type { StaffRosterOptions } from './roster/roster-context.js';
export type { StaffRoster } from './roster/roster-api.js';

/** The bridge's `staff.*` calls: the roster's (a lock from the bridge being a lock by hand) and the time clock's. */
export function staffCalls(roster: StaffRoster, clock: ReturnType<typeof timeClockCalls>) {
  return {
    ...clock,
    state: async () => roster.state(),
    setUp: (first) => roster.setUp(first),
    unlock: (pin) => roster.unlock(pin),
    lock: async () => roster.lock('hand'),
    stillHere: async () => roster.stillHere(),
    approve: (pin, request) => roster.approve(pin, request),
    list: async () => roster.list(),
    add: (member) => roster.add(member),
    remove: (id) => roster.remove(id),
    setRole: (id, role) => roster.setRole(id, role),
    resetPin: (id, pin) => roster.resetPin(id, pin),
    setIdleLock: async (minutes) => roster.setIdleLock(minutes),
    roles: async () => roster.roles(),
    saveRole: (role) => roster.saveRole(role),
    removeRole: (id) => roster.removeRole(id),
  } satisfies PosCalls['staff'];
}

export function openStaffRoster(options: StaffRosterOptions): StaffRoster {
  const ctx = createRosterContext(options);
  moveOldPinAttempts(ctx);
  const checkPin = pinCheck(ctx);
  const lock = tillLock(ctx);
  return {
    ...tillLockCalls(ctx, checkPin, lock),
    ...managerGate(ctx, checkPin, lock),
    ...staffListCalls(ctx, lock),
    ...roleCalls(ctx),
  };
}
