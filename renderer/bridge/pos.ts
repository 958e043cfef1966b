/**
 * The renderer's one way to the main process. Inside Electron the preload exposes the named
 * methods as `window.posIpc`; in a plain browser the browser host's loopback bridge is used.
 */
import type { BridgeMethodName, PosBridge, PosIpc } from '../../shared/bridge/bridge.js';
import { createBridgeClient, type BridgeTransport, type TillRefusals } from '../../shared/bridge/bridge-client.js';
import { useApproval } from '../features/staff/approval.js';
import { heldUntilFirstFrame } from './first-frame.js';
import { createWebTransport } from './web-bridge.js';

declare global {
  interface Window {
    posIpc?: PosIpc;
  }
}

/** Told when a call finds the till locked (the shell shows the lock screen). */
let onLocked: () => void = () => {};
export function whenTillLocked(listener: () => void): void {
  onLocked = listener;
}

/** Every call refused for who is on the till is handled here, once for the whole page. */
const TILL_REFUSALS: TillRefusals = {
  managerApproval: (action, request, approvers) => useApproval.getState().ask(action, request, approvers),
  locked: () => onLocked(),
};

function createIpcTransport(ipc: PosIpc): BridgeTransport {
  return {
    call(method: BridgeMethodName, args: unknown[]) {
      const [area, name] = method.split('.') as [keyof PosIpc, string];
      const fn = (ipc[area] as unknown as Record<string, (...a: unknown[]) => Promise<never>>)[name]!;
      return fn(...args);
    },
    subscribe: (listener) => ipc.onEvent(listener),
  };
}

let bridge: PosBridge | null = null;

export function pos(): PosBridge {
  bridge ??= createBridgeClient(heldUntilFirstFrame(window.posIpc ? createIpcTransport(window.posIpc) : createWebTransport()), TILL_REFUSALS);
  return bridge;
}

/**
 * For component tests: use this bridge instead of the real one.
 * @internal The seam component tests replace the bridge at.
 */
export function usePosBridgeForTests(replacement: PosBridge | null): void {
  bridge = replacement;
}
