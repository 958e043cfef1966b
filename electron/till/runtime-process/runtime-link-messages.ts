/**
 * The one contract between the shell (Electron's main process, the browser host's server) and the
 * till's services running in a process of their own: what each side may send, each message checked
 * on arrival with these schemas. Whatever does not pass is dropped (and logged by the receiver),
 * never thrown: garbage on the link crashes neither side.
 *
 * The shell sends the start, the bridge calls (method and arguments, as the page made them; the
 * runtime validates them and applies the staff gate), the answers to what the runtime asked of it,
 * the customer display's host state and the update state. The runtime sends its readiness, the
 * calls' answers, bridge events, the customer display's view, its log lines and what it asks of
 * the shell (the keychain, a notification, the system browser, printing and saving, the display's
 * window, the demo store's utility process, a restart into an update), each with an id.
 */
import { z } from 'zod';
import type { BridgeEvent, BridgeResult, UpdateState } from '../../../shared/bridge/bridge.js';
import type { CustomerDisplayView } from '../../../shared/display/customer-display-view.js';
import type { DisplayScreen } from '../../../shared/display/display-calls.js';

/** What the runtime may ask of the shell; the shell offers some of them (`RuntimeStartSettings.offers`). */
const RUNTIME_ASKS = [
  'secrets.get',
  'secrets.set',
  'secrets.delete',
  'notify',
  'openExternal',
  'printer.print',
  'printer.savePdf',
  'textFiles.saveText',
  'saveFile',
  'display.open',
  'display.close',
  'update.restart',
  'demoStore.start',
  'demoStore.close',
] as const;
export type RuntimeAsk = (typeof RUNTIME_ASKS)[number];

/** The groups of asks a shell may offer: a runtime whose shell offers none of a group does without it (as the browser host's does). */
const RUNTIME_OFFERS = ['secrets', 'notify', 'openExternal', 'printer', 'textFiles', 'saveFile', 'display', 'update', 'demoStore'] as const;
export type RuntimeOffer = (typeof RUNTIME_OFFERS)[number];

/** A screen's label in words (shared/i18n/words.ts): a catalogue id, the English and its values. */
const labelWords = z.object({
  id: z.string(),
  defaultMessage: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).optional(),
  amounts: z.record(z.string(), z.object({ amount: z.string(), currency: z.string().nullable() })).optional(),
});
const displayScreen = z.object({ id: z.string(), label: labelWords });
const displayHostState = z.object({ screens: z.array(displayScreen), open: z.boolean(), address: z.string().nullable() });
export type DisplayHostState = { screens: DisplayScreen[]; open: boolean; address: string | null };

const startSettings = z.object({
  dataDir: z.string().min(1),
  version: z.string(),
  shell: z.enum(['electron', 'browser']),
  storeUrl: z.string().nullable(),
  /** How the embedded demo store runs (plain data: port, rate limit, auto-fulfil). */
  demoStore: z.record(z.string(), z.unknown()).optional(),
  rateLimit: z.object({ limit: z.number(), windowMs: z.number() }).optional(),
  /** The keychain: the shell's (relayed), the process's own, or memory only (tests). */
  secrets: z.enum(['relay', 'own', 'memory']),
  /** With `relay`: whether the shell's keychain keeps secrets across a restart. */
  secretsPersistent: z.boolean().optional(),
  offers: z.array(z.enum(RUNTIME_OFFERS)),
  display: displayHostState.nullable(),
});
export type RuntimeStartSettings = z.infer<typeof startSettings>;

const id = z.number().int().nonnegative();
const updateState = z.object({ state: z.enum(['disabled', 'idle', 'checking', 'downloading', 'ready', 'error']) }).passthrough();

const parentMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), settings: startSettings }),
  z.object({ type: z.literal('call'), id, method: z.string(), args: z.array(z.unknown()) }),
  z.object({ type: z.literal('reply'), id, ok: z.boolean(), value: z.unknown().optional(), message: z.string().optional() }),
  z.object({ type: z.literal('display.host'), host: displayHostState }),
  z.object({ type: z.literal('update'), state: updateState }),
  /** The demo store's process (started for `demoStore.start`, named by its handle) stopped by itself. */
  z.object({ type: z.literal('demoStore.exited'), handle: id, reason: z.string() }),
  z.object({ type: z.literal('stop') }),
]);

const bridgeResult = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.object({ kind: z.string(), message: z.string() }).passthrough() }),
]);

const childMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), display: z.object({ enabled: z.boolean(), screenId: z.string().nullable() }), storeUrl: z.string() }),
  z.object({ type: z.literal('failed'), message: z.string() }),
  z.object({ type: z.literal('answer'), id, result: bridgeResult }),
  z.object({ type: z.literal('event'), event: z.object({ type: z.string() }).passthrough() }),
  z.object({ type: z.literal('display.view'), view: z.object({}).passthrough() }),
  z.object({ type: z.literal('ask'), id, what: z.enum(RUNTIME_ASKS), args: z.array(z.unknown()) }),
  z.object({ type: z.literal('log'), line: z.string() }),
  z.object({ type: z.literal('stopped') }),
]);

/** From the shell to the runtime's process. */
export type RuntimeParentMessage =
  | { type: 'start'; settings: RuntimeStartSettings }
  | { type: 'call'; id: number; method: string; args: unknown[] }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; message: string }
  | { type: 'display.host'; host: DisplayHostState }
  | { type: 'update'; state: UpdateState }
  | { type: 'demoStore.exited'; handle: number; reason: string }
  | { type: 'stop' };

/** From the runtime's process to the shell. */
export type RuntimeChildMessage =
  | { type: 'ready'; display: { enabled: boolean; screenId: string | null }; storeUrl: string }
  | { type: 'failed'; message: string }
  | { type: 'answer'; id: number; result: BridgeResult<unknown> }
  | { type: 'event'; event: BridgeEvent }
  | { type: 'display.view'; view: CustomerDisplayView }
  | { type: 'ask'; id: number; what: RuntimeAsk; args: unknown[] }
  | { type: 'log'; line: string }
  | { type: 'stopped' };

/** The message, when it is one the shell may send; null for anything else. */
export function readParentMessage(value: unknown): RuntimeParentMessage | null {
  try {
    const parsed = parentMessage.safeParse(value);
    if (!parsed.success) return null;
    const message = parsed.data;
    if (message.type === 'reply' && !message.ok && typeof message.message !== 'string') return null;
    return message as RuntimeParentMessage;
  } catch {
    return null; // a value the schema cannot even walk (a getter that throws, a revoked proxy…)
  }
}

/** The message, when it is one the runtime may send; null for anything else. */
export function readChildMessage(value: unknown): RuntimeChildMessage | null {
  try {
    const parsed = childMessage.safeParse(value);
    return parsed.success ? (parsed.data as RuntimeChildMessage) : null;
  } catch {
    return null;
  }
}
