/**
 * Builds a PosBridge from a transport. The Electron preload passes IPC, the browser bridge
 * passes loopback HTTP; the renderer sees the same named methods either way, and a failed call
 * rejects with a PosError that carries the error as data (kind, message, field errors).
 */
import { BRIDGE_METHODS } from './bridge-methods.js';
import type { BridgeMethodName } from './contract.js';
import type { BridgeEvent } from './events.js';
import type { PosBridge } from './pos-bridge.js';
import type { BridgeResult, PosErrorInfo, PosErrorKind } from './results.js';
import type { ApprovalRequest } from '../shift/manager-approval.js';
import type { FieldErrors } from '../storefront/errors.js';

export class PosError extends Error {
  readonly kind: PosErrorKind;
  readonly fieldErrors: FieldErrors | null;
  readonly retryAfterSeconds: number | null;
  /** With `manager_required`: the action a manager must approve, in words. */
  readonly action: string | null;
  /** With `manager_required`: the action as `staff.approve` must name it. */
  readonly approval: ApprovalRequest | null;

  constructor(info: PosErrorInfo) {
    super(info.message);
    this.name = 'PosError';
    this.kind = info.kind;
    this.fieldErrors = info.fieldErrors ?? null;
    this.retryAfterSeconds = info.retryAfterSeconds ?? null;
    this.action = info.action ?? null;
    this.approval = info.approval ?? null;
  }
}

export interface BridgeTransport {
  call(method: BridgeMethodName, args: unknown[]): Promise<BridgeResult<unknown>>;
  subscribe(listener: (event: BridgeEvent) => void): () => void;
}

/**
 * What the page does, once for every call, when the main process refuses one for who is on the
 * till: a manager's approval of that action is asked for (`request`: what `staff.approve` names;
 * true: approved, the call is made once more), and a locked till is shown.
 */
export interface TillRefusals {
  managerApproval?(action: string, request: ApprovalRequest, approvers?: string): Promise<boolean>;
  locked?(): void;
}

export function createBridgeClient(transport: BridgeTransport, refusals: TillRefusals = {}): PosBridge {
  const bridge: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const name of BRIDGE_METHODS) {
    const [area, method] = name.split('.') as [string, string];
    bridge[area] ??= {};
    bridge[area][method] = async (...args: unknown[]) => {
      let result = await transport.call(name, args);
      const request = !result.ok && result.error.kind === 'manager_required' ? result.error.approval : null;
      if (!result.ok && request && refusals.managerApproval) {
        // Approved by a manager's PIN for this action: the same call once more, which spends the approval.
        if (await refusals.managerApproval(result.error.action ?? result.error.message, request, result.error.approvers ?? undefined))
          result = await transport.call(name, args);
      }
      if (result.ok) return result.value;
      if (result.error.kind === 'locked') refusals.locked?.();
      throw new PosError(result.error);
    };
  }
  return Object.freeze({
    ...(bridge as unknown as Omit<PosBridge, 'onEvent'>),
    onEvent: (listener: (event: BridgeEvent) => void) => transport.subscribe(listener),
  }) as PosBridge;
}
