/**
 * A bridge for renderer tests: the renderer's own bridge client, every call checked by the real
 * argument schemas and dispatcher, answered by the calls a test provides (the rest fail the test).
 */
import type { BridgeEvent, PosBridge, PosCalls } from '../../../shared/bridge/bridge.js';
import { createBridgeClient } from '../../../shared/bridge/bridge-client.js';
import { dispatchBridgeCall } from '../../../electron/till/runtime/bridge-dispatch.js';

type PartialCalls = { [A in keyof PosCalls]?: Partial<PosCalls[A]> };

export function localBridge(calls: PartialCalls): PosBridge & { emit(event: BridgeEvent): void; seen: string[] } {
  const listeners = new Set<(event: BridgeEvent) => void>();
  const seen: string[] = [];
  const full = new Proxy(calls, {
    get: (target, area: string) =>
      new Proxy((target as Record<string, Record<string, unknown>>)[area] ?? {}, {
        get: (methods, method: string) =>
          methods[method] ??
          (() => {
            throw new Error(`the test did not expect ${area}.${method}`);
          }),
      }),
  }) as unknown as PosCalls;
  const client = createBridgeClient({
    call: (method, args) => {
      seen.push(method);
      return dispatchBridgeCall(full, method, args);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  const extra: Record<string, unknown> = { seen, emit: (event: BridgeEvent) => listeners.forEach((l) => l(event)) };
  // The client makes its calls on look-up (it lists none), so the test's own fields are looked up first.
  return new Proxy(client, { get: (target, name) => (typeof name === 'string' && name in extra ? extra[name] : Reflect.get(target, name)) }) as PosBridge & {
    emit(event: BridgeEvent): void;
    seen: string[];
  };
}
