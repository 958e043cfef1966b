/** The bridge as the page holds it: every call by area, and the main process's events. */
import type { PosCalls } from './contract.js';
import type { BridgeEvent } from './events.js';
import type { BridgeResult } from './results.js';

export type PosBridge = PosCalls & {
  /** Subscribes to events from the main process; answers the function that unsubscribes. */
  onEvent(listener: (event: BridgeEvent) => void): () => void;
};

/**
 * What the Electron preload exposes as `window.posIpc`: the same named methods, answering the
 * wire envelope instead of throwing (errors cannot cross the context bridge with their fields).
 * The renderer wraps it into a PosBridge with createBridgeClient.
 */
export type PosIpc = {
  [A in keyof PosCalls]: {
    [M in keyof PosCalls[A]]: PosCalls[A][M] extends (...args: infer P) => Promise<infer R> ? (...args: P) => Promise<BridgeResult<R>> : never;
  };
} & { onEvent(listener: (event: BridgeEvent) => void): () => void };
