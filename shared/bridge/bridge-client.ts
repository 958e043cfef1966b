/**
 * Builds a PosBridge from a transport. The Electron preload passes IPC, the browser bridge
 * passes loopback HTTP; the renderer sees the same named methods either way, and a failed call
 * rejects with a PosError that carries the error as data (kind, message, field errors).
 *
 * The methods are made when first looked up (`bridge.<area>.<method>`), not from the contract's
 * list of names: the page's first script then carries none of the contract's declarations. The
 * compiler holds the page to the contract's names, and main refuses any other.
 */
import type { BridgeMethodName } from './contract.js';
import type { BridgeEvent } from './events.js';
import type { PosBridge } from './pos-bridge.js';
import type { BridgeResult, PosErrorInfo, PosErrorKind } from './results.js';
import type { ApprovalRequest } from '../shift/manager-approval.js';
import type { FieldErrors } from '../storefront/errors.js';
import { sayComposed } from '../staff/composed-words.js';

export class PosError extends Error {
  readonly kind: PosErrorKind;
  readonly fieldErrors: FieldErrors | null;
  readonly retryAfterSeconds: number | null;
  /** With `manager_required`: the action a manager must approve, in words (the clerk's language where the services sent catalogue words). */
  readonly action: string | null;
  /** With `manager_required`: the action as `staff.approve` must name it. */
  readonly approval: ApprovalRequest | null;

  constructor(info: PosErrorInfo) {
    // In the clerk's language when the services sent the words as a catalogue message.
    super(info.words ? sayComposed(info.words) : info.message);
    this.name = 'PosError';
    this.kind = info.kind;
    this.fieldErrors = info.fieldErrors ? fieldErrorsSaid(info.fieldErrors, info.message, this.message) : null;
    this.retryAfterSeconds = info.retryAfterSeconds ?? null;
    this.action = info.actionWords ? sayComposed(info.actionWords) : (info.action ?? null);
    this.approval = info.approval ?? null;
  }
}

/** The action a manager is asked to approve, as the dialog shows it. */
const approvalWords = (info: PosErrorInfo): string =>
  info.actionWords ? sayComposed(info.actionWords) : (info.action ?? (info.words ? sayComposed(info.words) : info.message));

/** Who may approve it, as the dialog shows it; undefined: a manager. */
const approversWords = (info: PosErrorInfo): string | undefined => (info.approversWords ? sayComposed(info.approversWords) : (info.approvers ?? undefined));

/** A field's reason that is the refusal's own English is said as the refusal is (in the clerk's language). */
function fieldErrorsSaid(errors: FieldErrors, english: string, said: string): FieldErrors {
  if (english === said) return errors;
  const out: FieldErrors = {};
  for (const [field, reasons] of Object.entries(errors)) {
    out[field] = Array.isArray(reasons) ? reasons.map((r) => (r === english ? said : r)) : fieldErrorsSaid(reasons, english, said);
  }
  return out;
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
  /** `action` and `approvers` (who may approve, beginning a sentence: "A manager or supervisor") in the clerk's language where they came as catalogue words. */
  managerApproval?(action: string, request: ApprovalRequest, approvers?: string): Promise<boolean>;
  locked?(): void;
}

/** Names that are never a call: what promises, JSON, React and test matchers look for on an object. */
const NOT_CALLS = new Set(['then', 'toJSON', 'constructor', 'valueOf', 'toString', 'asymmetricMatch', '$$typeof', 'nodeType']);

/** An object whose every property is made once, on first look-up, by `make` (frozen: nothing can be set on it). */
function madeOnLookUp<T>(make: (name: string) => T): object {
  const made = new Map<string, T>();
  return new Proxy(Object.freeze({}), {
    get(_frozen, name) {
      if (typeof name !== 'string' || NOT_CALLS.has(name)) return undefined;
      if (!made.has(name)) made.set(name, make(name));
      return made.get(name);
    },
  });
}

export function createBridgeClient(transport: BridgeTransport, refusals: TillRefusals = {}): PosBridge {
  const method =
    (name: BridgeMethodName) =>
    async (...args: unknown[]) => {
      let result = await transport.call(name, args);
      const request = !result.ok && result.error.kind === 'manager_required' ? result.error.approval : null;
      if (!result.ok && request && refusals.managerApproval) {
        // Approved by a manager's PIN for this action: the same call once more, which spends the approval.
        if (await refusals.managerApproval(approvalWords(result.error), request, approversWords(result.error))) result = await transport.call(name, args);
      }
      if (result.ok) return result.value;
      if (result.error.kind === 'locked') refusals.locked?.();
      throw new PosError(result.error);
    };
  const onEvent = (listener: (event: BridgeEvent) => void) => transport.subscribe(listener);
  return madeOnLookUp((area) => (area === 'onEvent' ? onEvent : madeOnLookUp((name) => method(`${area}.${name}` as BridgeMethodName)))) as PosBridge;
}
