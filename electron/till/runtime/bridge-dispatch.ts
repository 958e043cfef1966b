/**
 * Carries one bridge call from a transport (IPC or the browser host) to the services: the method
 * must be one the contract names, its arguments must pass the contract's schema, the till's gate
 * must admit it (not locked; a manager's call made by a manager or approved by one for that call), and whatever
 * happens comes back as a BridgeResult — never a thrown internal error.
 */
import { BRIDGE_METHODS, bridgeArgs, type BridgeMethodName, type BridgeResult, type PosCalls, type PosErrorInfo } from '../../../shared/bridge/bridge.js';
import { describeError, refusalInfo } from './error-words.js';
import { entryRefusal, type EntryIssue } from './entry-refusal.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

import { redactSecrets } from '../diagnostics/redact-secrets.js';
import { redactUrlsInText } from '../../../shared/logging/redact-url.js';

const messages = defineMessages({
  unknownCall: { id: 'app.dispatch.unknownCall', defaultMessage: 'The app asked for something it cannot do.' },
});

const KNOWN = new Set<string>(BRIDGE_METHODS);

function isBridgeMethod(name: string): name is BridgeMethodName {
  return KNOWN.has(name);
}

/** Who may make which call now: the staff roster's lock and manager rules (electron/till/staff/staff-roster.ts). */
export interface BridgeGate {
  /** Null to go ahead, or the refusal (`locked`, `manager_required`) in words; `args` as the contract parsed them (a manager's approval names its record). */
  admit(method: BridgeMethodName, args: readonly unknown[]): PosErrorInfo | null;
}

/** One call as the log records it (electron/till/diagnostics/app-log.ts): its method, how long it took and how it ended; never its arguments. */
export interface BridgeCallRecord {
  method: string;
  ms: number;
  outcome: string;
}

export async function dispatchBridgeCall(
  calls: PosCalls,
  method: string,
  args: unknown,
  log: (line: string) => void = () => {},
  gate?: BridgeGate,
  record?: (call: BridgeCallRecord) => void,
): Promise<BridgeResult<unknown>> {
  const started = performance.now();
  const result = await dispatch(calls, method, args, log, gate);
  // A method the contract does not name is the caller's text: it is not written down.
  const outcome = result.ok ? 'ok' : `${result.refused ? 'refused' : 'failed'}:${result.error.kind}`;
  record?.({ method: isBridgeMethod(method) ? method : '(unknown method)', ms: Math.round(performance.now() - started), outcome });
  return result.answer;
}

type Dispatched = { ok: true; answer: BridgeResult<unknown> } | { ok: false; refused: boolean; error: PosErrorInfo; answer: BridgeResult<unknown> };

const refuse = (error: PosErrorInfo): Dispatched => ({ ok: false, refused: true, error, answer: { ok: false, error } });

async function dispatch(calls: PosCalls, method: string, args: unknown, log: (line: string) => void, gate: BridgeGate | undefined): Promise<Dispatched> {
  if (!isBridgeMethod(method)) {
    return refuse(refusalInfo('invalid_input', wordsOf(messages.unknownCall)));
  }
  const [area, name] = method.split('.') as [keyof PosCalls, string];
  const schema = (bridgeArgs[area] as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: EntryIssue[] } } }>)[name]!;
  const given = Array.isArray(args) ? args : [];
  const parsed = schema.safeParse(given);
  if (!parsed.success) return refuse(entryRefusal(parsed.error?.issues[0], given));
  // Checked after the arguments, so a call refused for its arguments spends no manager's approval.
  const refused = gate?.admit(method, parsed.data as unknown[]);
  if (refused) return refuse(refused);
  const fn = (calls[area] as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!;
  try {
    const value = await fn(...(parsed.data as unknown[]));
    return { ok: true, answer: { ok: true, value: redactSecrets(value ?? null) } };
  } catch (error) {
    const info = describeError(error);
    if (info.kind === 'server')
      log(redactUrlsInText(`bridge ${method} failed: ${error instanceof Error ? error.name + ': ' + error.message : 'unknown error'}`));
    return { ok: false, refused: false, error: info, answer: { ok: false, error: info } };
  }
}
