/**
 * What contextBridge.exposeInMainWorld puts on `window`, made real in a Chromium page: the page
 * gets, in every new document (before the page's own scripts run), `window[key]` with the same
 * shape as the API the preload exposed; each function forwards to the preload's function through
 * a Playwright binding, and the call is attributed to the real calling frame.
 *
 * Electron's contract (https://www.electronjs.org/docs/latest/api/context-bridge, "API"):
 * functions are proxied, other values are copied and frozen; a function passed as an argument
 * (a listener) is proxied back. Differences the harness cannot avoid: a binding is
 * asynchronous, so a function that answers a function (an unsubscribe) is known from a probe
 * (see shapeOf) and answers the page a function at once, whose call waits for the real one; and
 * the page's main world can see the binding itself, which Electron's isolated world hides (the
 * main process's checks are what the tests exercise).
 */
import type { Frame, Page } from 'playwright-core';

const BINDING = '__electronStandInBridge';
const CALLBACK_ENTRY = '__electronStandInCallback';

export type ApiShape =
  { kind: 'function'; returns: 'function' | 'promise' } | { kind: 'object'; entries: Record<string, ApiShape> } | { kind: 'value'; value: unknown };

/**
 * The shape of an exposed API: what the page's copy must look like. Each function is called
 * once, with no arguments, in a probe world whose IPC answers nothing, to learn whether it
 * answers synchronously with a function (an unsubscribe) or with a promise.
 */
export function shapeOf(api: unknown): ApiShape {
  if (typeof api === 'function') {
    let answer: unknown;
    try {
      answer = (api as () => unknown)();
    } catch {
      answer = undefined;
    }
    if (answer instanceof Object && 'catch' in answer) (answer as Promise<unknown>).catch(() => undefined);
    return { kind: 'function', returns: typeof answer === 'function' ? 'function' : 'promise' };
  }
  if (api && typeof api === 'object' && !Array.isArray(api)) {
    return { kind: 'object', entries: Object.fromEntries(Object.entries(api).map(([k, v]) => [k, shapeOf(v)])) };
  }
  return { kind: 'value', value: structuredClone(api) };
}

type Message = { doc: string; op: 'call'; key: string; path: string[]; args: unknown[] } | { doc: string; op: 'returned'; id: number; args: unknown[] };

/** The exposed APIs of one document's preload world, by key. */
export type WorldFor = (frame: Frame, doc: string) => ReadonlyMap<string, unknown>;

export async function exposeToPage(page: Page, options: { apis: Record<string, ApiShape>; subFrames: boolean; worldFor: WorldFor }) {
  const returned = new Map<number, (...args: unknown[]) => unknown>();
  let nextReturned = 0;
  const toPage = (value: unknown): unknown => {
    if (typeof value !== 'function') return value;
    returned.set(++nextReturned, value as (...args: unknown[]) => unknown);
    return { $standInFunction: nextReturned };
  };
  const fromPage = (frame: Frame, doc: string, value: unknown): unknown => {
    const id = (value as { $standInCallback?: unknown } | null)?.$standInCallback;
    if (typeof id !== 'number') return value;
    return (...args: unknown[]) => {
      frame
        .evaluate(([entry, d, i, a]) => (window as unknown as Record<string, (...x: unknown[]) => void>)[entry as string]!(d, i, a), [
          CALLBACK_ENTRY,
          doc,
          id,
          structuredClone(args),
        ] as const)
        .catch(() => undefined); // the document is gone: its listener with it
    };
  };

  await page.exposeBinding(BINDING, async (source, message: Message) => {
    const world = options.worldFor(source.frame, message.doc);
    if (message.op === 'returned') {
      const fn = returned.get(message.id);
      if (!fn) throw new Error('that function is no longer available');
      return toPage(await fn(...message.args.map((a) => fromPage(source.frame, message.doc, a))));
    }
    let target: unknown = world.get(message.key);
    for (const part of message.path) target = (target as Record<string, unknown>)[part];
    if (typeof target !== 'function') throw new Error(`${[message.key, ...message.path].join('.')} is not a function`);
    return toPage(await (target as (...args: unknown[]) => unknown)(...message.args.map((a) => fromPage(source.frame, message.doc, a))));
  });

  await page.addInitScript(installInPage, { apis: options.apis, binding: BINDING, callbackEntry: CALLBACK_ENTRY, subFrames: options.subFrames });
}

/** Runs in the page, in every new document, before its scripts. */
function installInPage({
  apis,
  binding,
  callbackEntry,
  subFrames,
}: {
  apis: Record<string, ApiShape>;
  binding: string;
  callbackEntry: string;
  subFrames: boolean;
}) {
  if (!subFrames && window !== window.top) return; // Electron runs the preload in the main frame only
  const doc = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const w = window as unknown as Record<string, unknown>;
  const send = (message: Record<string, unknown>) => (w[binding] as (m: unknown) => Promise<unknown>)({ doc, ...message });
  const callbacks = new Map<number, (...args: unknown[]) => unknown>();
  let nextCallback = 0;
  Object.defineProperty(window, callbackEntry, {
    value: (forDoc: string, id: number, args: unknown[]) => {
      if (forDoc === doc) callbacks.get(id)?.(...args);
    },
  });
  const toWire = (value: unknown) => {
    if (typeof value !== 'function') return value;
    callbacks.set(++nextCallback, value as (...args: unknown[]) => unknown);
    return { $standInCallback: nextCallback };
  };
  const fromWire = (value: unknown): unknown => {
    const id = (value as { $standInFunction?: unknown } | null)?.$standInFunction;
    if (typeof id !== 'number') return value;
    return (...args: unknown[]) => send({ op: 'returned', id, args: args.map(toWire) }).then(fromWire);
  };
  const build = (shape: ApiShape, key: string, path: string[]): unknown => {
    if (shape.kind === 'value') return shape.value;
    if (shape.kind === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(shape.entries)) copy[name] = build(inner, key, [...path, name]);
      return Object.freeze(copy);
    }
    return (...args: unknown[]) => {
      const answer = send({ op: 'call', key, path, args: args.map(toWire) }).then(fromWire);
      if (shape.returns === 'promise') return answer;
      // The function it answers, callable at once (its call waits for the answer).
      return (...more: unknown[]) => answer.then((fn) => (typeof fn === 'function' ? fn(...more) : undefined));
    };
  };
  for (const [key, shape] of Object.entries(apis)) {
    Object.defineProperty(window, key, { value: build(shape, key, []), enumerable: true });
  }
}
