/**
 * The till's staff as tests start it: a manager created on first start (or the till opened with
 * their PIN when the data folder already has a roster), so tests that are not about staff find
 * the till open, as a manager would leave it.
 */
import type { PosRuntime } from '../../../electron/till/runtime/pos-runtime.js';

export const TEST_MANAGER = { name: 'Test Manager', pin: '135790' } as const;

/** Opens the till for the test manager: created when the roster is empty, else by PIN. */
export async function openTillForTests(runtime: PosRuntime): Promise<void> {
  const state = await runtime.calls.staff.state();
  if (state.state === 'setup') await runtime.calls.staff.setUp({ ...TEST_MANAGER });
  else if (state.state === 'locked') await runtime.calls.staff.unlock(TEST_MANAGER.pin);
}
