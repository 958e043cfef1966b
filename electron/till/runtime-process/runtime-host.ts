/**
 * The shell's side of the till's services running in a process of their own (an Electron utility
 * process, a Node child under the browser host): starts it, relays bridge calls to it and their
 * answers back, hands its events and the customer display's view on, answers what it asks of the
 * shell, and keeps it running.
 *
 * If the process dies, every call it had not answered is answered at once with an error in words
 * (not known whether it went through: the sale screen checks with the store before anything is
 * taken again), the page is told (`services.restarting`, a banner) and the process is started
 * again after 1, 2, 4 … 30 s (runtime-restarts.ts). Once it is up the page is told again (words
 * null) and starts over on the new process, where a sale left unconfirmed is settled with the store.
 */
import type { BridgeEvent, BridgeResult } from '../../../shared/bridge/bridge.js';
import type { CustomerDisplayView } from '../../../shared/display/customer-display-view.js';
import type { SpawnDemoStoreChild, DemoStoreChild } from '../embedded-store/demo-store-link.js';
import { readChildMessage, type RuntimeAsk, type RuntimeChildMessage, type RuntimeParentMessage, type RuntimeStartSettings } from './runtime-link-messages.js';
import { RUNTIME_RESTARTS, runtimeRestartDelay, type RuntimeRestartPolicy } from './runtime-restarts.js';
import { defineMessages, englishOf, wordsOf, type Words } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  stopped: { id: 'app.services.stopped', defaultMessage: 'The till’s services stopped and are starting again…' },
  inFlight: {
    id: 'app.services.inFlight',
    defaultMessage:
      'The till’s services stopped while doing this, so it is not known whether it went through. They are starting again; the sale is checked with the store before anything is taken again.',
  },
  stoppedUnderCall: {
    id: 'app.services.stoppedUnderCall',
    defaultMessage: 'The till’s services stopped while doing this and are starting again: try again in a moment.',
  },
  notUp: { id: 'app.services.notUp', defaultMessage: 'The till’s services are starting again: try again in a moment.' },
  closing: { id: 'app.services.closing', defaultMessage: 'The app is closing.' },
});

export const SERVICES_STOPPED_WORDS: Words = wordsOf(messages.stopped);
const IN_FLIGHT_WORDS = wordsOf(messages.inFlight);
/** Calls that may take or move money, or place or change an order: their outcome is not known when the process died under them. */
const MONEY_AREAS = new Set(['sale', 'returns', 'giftcards', 'offline', 'shift', 'parked', 'terminal', 'orders']);
const STOPPED_UNDER_CALL_WORDS = wordsOf(messages.stoppedUnderCall);
const NOT_UP_WORDS = wordsOf(messages.notUp);
const CLOSING_WORDS = wordsOf(messages.closing);
/** A call answered with words the page says in the clerk's language (their English as the message). */
const failed = (kind: 'server' | 'offline', words: Words) => ({ ok: false as const, error: { kind, message: englishOf(words), words } });
/** How long a call waits for the services to be up before it is answered that they are not. */
const WAIT_FOR_UP_MS = 30_000;
const STOP_LIMIT_MS = 10_000;

export interface RuntimeHostOptions {
  spawn: SpawnDemoStoreChild<RuntimeParentMessage>;
  /** What each start (the first, and each restart) is given. */
  settings(): RuntimeStartSettings;
  /** Answers what the services ask of the shell (throw to refuse, in words). */
  answer(what: RuntimeAsk, args: unknown[]): Promise<unknown>;
  onEvent(event: BridgeEvent): void;
  onDisplayView?(view: CustomerDisplayView): void;
  /** The services are up (each time): the display's settings and the store in use. */
  onReady?(ready: Extract<RuntimeChildMessage, { type: 'ready' }>): void;
  log(line: string): void;
  policy?: RuntimeRestartPolicy;
  /** The process died: what the shell kept for it (the demo store's process) is let go before it starts again. */
  onProcessGone?(): Promise<void>;
}

export interface RuntimeHost {
  /** Resolves once the services are up the first time; rejects if their first start failed. */
  readonly firstStart: Promise<void>;
  call(method: string, args: unknown[]): Promise<BridgeResult<unknown>>;
  /** Tells the services something (the display host's state, an update, a demo store's exit). */
  tell(message: RuntimeParentMessage): void;
  /** The services' process id now (null while none runs). */
  pid(): number | null;
  close(): Promise<void>;
}

interface Generation {
  child: DemoStoreChild<RuntimeParentMessage>;
  up: boolean;
  upAt: number;
  exited: boolean;
  exitWaiters: (() => void)[];
}

/** Sends to that process, unless it has gone (its exit is handled where it is told). */
function send(gen: Generation, message: RuntimeParentMessage) {
  if (gen.exited) return;
  try {
    gen.child.send(message);
  } catch {
    // the process is going: its exit is handled there
  }
}

/** The first start's outcome, told once: up, or ended (or failed) before it was. */
function firstStartOutcome() {
  let settled = false;
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return {
    promise,
    /** True the first time only (then the caller tells it; null error: it is up). */
    settle(error: Error | null) {
      if (settled) return false;
      settled = true;
      if (error) reject(error);
      else resolve();
      return true;
    },
  };
}

/** Asks that process to stop, and ends it if it has not within the limit. */
async function stopProcess(gen: Generation) {
  if (gen.exited) return;
  const exited = new Promise<void>((resolve) => gen.exitWaiters.push(resolve));
  send(gen, { type: 'stop' });
  const limit = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), STOP_LIMIT_MS).unref?.());
  if ((await Promise.race([exited, limit])) === 'late') {
    gen.child.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000).unref?.())]);
  }
}

export function hostRuntimeProcess(options: RuntimeHostOptions): RuntimeHost {
  const policy = options.policy ?? RUNTIME_RESTARTS;
  let nextId = 1;
  const inFlight = new Map<number, { method: string; answer: (result: BridgeResult<unknown>) => void }>();
  let current: Generation | null = null;
  let closed = false;
  let failures = 0;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;
  const upWaiters: (() => void)[] = [];
  const first = firstStartOutcome();

  const answerAsk = (gen: Generation, id: number, what: RuntimeAsk, args: unknown[]) => {
    options.answer(what, args).then(
      (value) => send(gen, { type: 'reply', id, ok: true, value: value ?? null }),
      (error: unknown) => send(gen, { type: 'reply', id, ok: false, message: error instanceof Error ? error.message : String(error) }),
    );
  };

  const received = (gen: Generation, raw: unknown) => {
    const message = readChildMessage(raw);
    if (!message) {
      options.log('runtime host: a message from the services that is not in the contract was dropped');
      return;
    }
    switch (message.type) {
      case 'ready':
        gen.up = true;
        gen.upAt = Date.now();
        if (!first.settle(null)) options.onEvent({ type: 'services.restarting', words: null });
        for (const waiter of upWaiters.splice(0)) waiter();
        options.onReady?.(message);
        return;
      case 'failed':
        options.log(`runtime host: the services could not start: ${message.message}`);
        first.settle(new Error(message.message));
        return;
      case 'answer': {
        const waiter = inFlight.get(message.id);
        inFlight.delete(message.id);
        waiter?.answer(message.result as BridgeResult<unknown>);
        return;
      }
      case 'event':
        options.onEvent(message.event as BridgeEvent);
        return;
      case 'display.view':
        options.onDisplayView?.(message.view as unknown as CustomerDisplayView);
        return;
      case 'ask':
        answerAsk(gen, message.id, message.what, message.args);
        return;
      case 'log':
        options.log(message.line);
        return;
      case 'stopped':
        return;
    }
  };

  const exitedUnasked = (gen: Generation, code: number | null) => {
    const words = code === null ? 'ended by a signal' : `ended with code ${code}`;
    for (const [id, waiter] of [...inFlight]) {
      inFlight.delete(id);
      const words = MONEY_AREAS.has(waiter.method.split('.')[0]!) ? IN_FLIGHT_WORDS : STOPPED_UNDER_CALL_WORDS;
      waiter.answer(failed('server', words));
    }
    failures = gen.up && Date.now() - gen.upAt >= policy.healthyMs ? 1 : failures + 1;
    const delay = runtimeRestartDelay(failures, policy);
    options.log(`runtime host: the services' process ${words}; starting it again in ${delay} ms (restart ${failures} in a row)`);
    options.onEvent({ type: 'services.restarting', words: SERVICES_STOPPED_WORDS });
    const released = (options.onProcessGone?.() ?? Promise.resolve()).catch(() => undefined);
    restartTimer = setTimeout(() => {
      restartTimer = null;
      void released.then(() => {
        if (!closed) start();
      });
    }, delay);
    restartTimer.unref?.();
  };

  const start = () => {
    const gen: Generation = { child: options.spawn(), up: false, upAt: 0, exited: false, exitWaiters: [] };
    current = gen;
    gen.child.onMessage((raw) => {
      try {
        received(gen, raw);
      } catch (error) {
        options.log(`runtime host: a message could not be handled (${error instanceof Error ? error.message : 'unknown error'})`);
      }
    });
    gen.child.onExit((code) => {
      gen.exited = true;
      for (const waiter of gen.exitWaiters.splice(0)) waiter();
      // The first start never came up: whoever waits for it is told (the process is still started again).
      first.settle(new Error(`The till's services ended before they were up (${code === null ? 'ended by a signal' : `code ${code}`}).`));
      if (current !== gen) return;
      current = null;
      if (!closed) exitedUnasked(gen, code);
    });
    send(gen, { type: 'start', settings: options.settings() });
  };

  const whenUp = () =>
    new Promise<boolean>((resolve) => {
      if (current?.up) return resolve(true);
      const limit = setTimeout(() => resolve(false), WAIT_FOR_UP_MS);
      limit.unref?.();
      upWaiters.push(() => {
        clearTimeout(limit);
        resolve(true);
      });
    });

  start();

  return {
    firstStart: first.promise,
    async call(method, args) {
      if (closed) return failed('server', CLOSING_WORDS);
      if (!(await whenUp()) || !current) return failed('offline', NOT_UP_WORDS);
      const gen = current;
      const id = nextId++;
      return new Promise<BridgeResult<unknown>>((resolve) => {
        inFlight.set(id, { method, answer: resolve });
        send(gen, { type: 'call', id, method, args });
      });
    },
    tell(message) {
      if (current) send(current, message);
    },
    pid: () => (current && !current.exited ? (current.child.pid ?? null) : null),
    async close() {
      if (closed) return;
      closed = true;
      if (restartTimer) clearTimeout(restartTimer);
      for (const waiter of upWaiters.splice(0)) waiter();
      if (current) await stopProcess(current);
    },
  };
}
