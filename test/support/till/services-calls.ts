/**
 * Bridge calls to the till's services in a process of their own (startRuntimeChildProcess, as the
 * browser host runs them), made as the page makes them through the relay: the value, or the error
 * the services answered thrown with its kind; and the till opened for the test's manager.
 */
import type { BridgeResult } from '../../../shared/bridge/bridge.js';
import type { RuntimeChildProcess } from '../../../electron/web-host/runtime-child-process.js';
import { TEST_MANAGER } from './test-staff.js';

export async function callServices<T>(services: RuntimeChildProcess, method: string, ...args: unknown[]): Promise<T> {
  const result = (await services.dispatch(method, args)) as BridgeResult<T>;
  if (!result.ok) throw Object.assign(new Error(result.error.message), result.error);
  return result.value;
}

/** The till open for TEST_MANAGER: made at its first start, unlocked by PIN after a restart. */
export async function openServicesTill(services: RuntimeChildProcess): Promise<void> {
  const state = await callServices<{ state: string }>(services, 'staff.state');
  if (state.state === 'setup') await callServices(services, 'staff.setUp', { ...TEST_MANAGER });
  else if (state.state === 'locked') await callServices(services, 'staff.unlock', TEST_MANAGER.pin);
}
