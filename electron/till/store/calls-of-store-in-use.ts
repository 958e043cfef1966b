/**
 * The bridge's calls as the transports hold them for the whole run: each call reaches the
 * services of the store in use at the moment it is made, so a store chosen in Settings answers
 * the very next call without the transports knowing the services were opened again.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';

export function callsOfStoreInUse(current: () => PosCalls): PosCalls {
  const area = (name: keyof PosCalls) =>
    new Proxy(
      {},
      {
        get(_unused, method) {
          const answering = current()[name] as unknown as Record<string | symbol, unknown>;
          const value = answering[method];
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(answering) : value;
        },
      },
    );
  return new Proxy({} as PosCalls, { get: (_unused, name) => area(name as keyof PosCalls) });
}
