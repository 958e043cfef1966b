/**
 * Builds a PosBridge from a transport. The Electron preload passes IPC, the browser bridge
 * passes loopback HTTP; the renderer sees the same named methods either way, and a failed call
 * rejects with a PosError that carries the error as data (kind, message, field errors).
 */
import { BRIDGE_METHODS } from './bridge-methods.js';
import type {
  BridgeEvent,
  BridgeMethodName,
  BridgeResult,
  PosBridge,
  PosErrorInfo,
  PosErrorKind,
} from './bridge.js';
import type { FieldErrors } from './storefront/errors.js';

export class PosError extends Error {
  readonly kind: PosErrorKind;
  readonly fieldErrors: FieldErrors | null;
  readonly retryAfterSeconds: number | null;

  constructor(info: PosErrorInfo) {
    super(info.message);
    this.name = 'PosError';
    this.kind = info.kind;
    this.fieldErrors = info.fieldErrors ?? null;
    this.retryAfterSeconds = info.retryAfterSeconds ?? null;
  }
}

export interface BridgeTransport {
  call(method: BridgeMethodName, args: unknown[]): Promise<BridgeResult<unknown>>;
  subscribe(listener: (event: BridgeEvent) => void): () => void;
}

export function createBridgeClient(transport: BridgeTransport): PosBridge {
  const bridge: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const name of BRIDGE_METHODS) {
    const [area, method] = name.split('.') as [string, string];
    bridge[area] ??= {};
    bridge[area][method] = async (...args: unknown[]) => {
      const result = await transport.call(name, args);
      if (result.ok) return result.value;
      throw new PosError(result.error);
    };
  }
  return Object.freeze({
    ...(bridge as unknown as Omit<PosBridge, 'onEvent'>),
    onEvent: (listener: (event: BridgeEvent) => void) => transport.subscribe(listener),
  }) as PosBridge;
}
