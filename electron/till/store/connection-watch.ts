/**
 * Watches every answer (and every missing answer) from the store and reports the connection
 * state the UI shows: checking (nothing known yet), online, offline, or rate limited until a given
 * time, each with when the store last answered. A refused connection or a timeout is offline at
 * once; a store answering only with server errors (5xx) is offline once that has lasted the grace
 * period (a single failing request is not an outage), and online again at its first good answer. It wraps the transport, so it sees all traffic
 * without each service reporting it. While offline it asks the store again now and then, so its
 * return is noticed even when nothing else is sent; a page that opens asks it to check now, and is
 * shown "checking" rather than an Online it has not confirmed until that check answers. While
 * online, a till that has heard nothing from the store for a while asks it too (the same light
 * check, sent through the request budget), so a store that died or hung is noticed within 30 s
 * rather than when the next sale's request fails.
 */
import type { ConnectionState } from '../../../shared/bridge/bridge.js';
import type { FetchLike } from '../../../shared/storefront/types/client-types.js';
import { defineMessages, englishOf, wordsOf, type Words } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  unreachable: { id: 'app.connection.unreachable', defaultMessage: 'The store cannot be reached.' },
  serverErrors: { id: 'app.connection.serverErrors', defaultMessage: 'The store answers with server errors (HTTP {status}).' },
});

/** Offline, with why in English (for logs) and as words the page says in the clerk's language. */
const offlineFor = (words: Words, lastOkAt: string | null): ConnectionState => ({ state: 'offline', message: englishOf(words), words, lastOkAt });

/** How often the store is asked again while it cannot be reached. */
const OFFLINE_RETRY_MS = 20_000;
/** How long an online till may go without hearing from the store before it asks (the check's own timeout comes on top). */
const IDLE_CHECK_MS = 20_000;
/** How long a store may answer only with server errors before the till counts it as offline. */
export const SERVER_ERROR_GRACE_MS = 30_000;
const UNREACHABLE = wordsOf(messages.unreachable);

interface ConnectionTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemTimers: ConnectionTimers = {
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return t;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ConnectionWatchOptions {
  now?: () => number;
  /** One cheap request to the store through the watched transport (the store's `/status`). */
  probe?: () => Promise<unknown>;
  timers?: ConnectionTimers;
  /** How long online and unheard before the store is asked (default IDLE_CHECK_MS). */
  idleCheckMs?: number;
}

export interface ConnectionWatch {
  fetch: FetchLike;
  current(): ConnectionState;
  /** The store asked for a pause until this time (ms since the epoch). */
  pause(until: number): void;
  /** The state after asking the store now (one request; none while the store's pause lasts). */
  check(): Promise<ConnectionState>;
  stop(): void;
}

export function watchConnection(inner: FetchLike, onChange: (state: ConnectionState) => void, options: ConnectionWatchOptions = {}): ConnectionWatch {
  const now = options.now ?? Date.now;
  const timers = options.timers ?? systemTimers;
  let lastOkAt: string | null = null;
  let current: ConnectionState = { state: 'checking', lastOkAt };
  let retry: unknown = null;
  let probing: Promise<ConnectionState> | null = null;
  let stopped = false;
  /** Since when the store has answered only with server errors (ms), or null. */
  let failingSince: number | null = null;
  let graceCheck: unknown = null;
  const idleCheckMs = options.idleCheckMs ?? IDLE_CHECK_MS;
  /** When the store last answered (ms), and the timer that asks it once it has been quiet too long. */
  let heardAt = now();
  let idleCheck: unknown = null;

  const set = (next: ConnectionState) => {
    // A stopped watch (the till closing) reports nothing: a late answer or failure is no change.
    if (stopped) return;
    // Staying online is no news: the time of the last answer travels with the next change.
    const same = (next.state === 'online' && current.state === 'online') || JSON.stringify(next) === JSON.stringify(current);
    current = next;
    if (!same) onChange(next);
    if (next.state === 'offline') scheduleRetry();
    else cancelRetry();
    if (next.state === 'online') scheduleIdleCheck();
  };

  /** While online, the store is asked once nothing has been heard from it for idleCheckMs. */
  const scheduleIdleCheck = () => {
    if (idleCheck !== null || stopped || !options.probe) return;
    idleCheck = timers.setTimeout(
      () => {
        idleCheck = null;
        if (current.state !== 'online') return;
        if (now() - heardAt >= idleCheckMs) void check();
        else scheduleIdleCheck();
      },
      Math.max(0, heardAt + idleCheckMs - now()),
    );
  };

  const cancelRetry = () => {
    if (retry !== null) timers.clearTimeout(retry);
    retry = null;
  };
  const scheduleRetry = () => {
    if (retry !== null || stopped || !options.probe) return;
    retry = timers.setTimeout(() => {
      retry = null;
      void check();
    }, OFFLINE_RETRY_MS);
  };

  const check = (): Promise<ConnectionState> => {
    if (!options.probe || stopped) return Promise.resolve(current);
    if (current.state === 'rate_limited' && Date.parse(current.retryAt) > now()) return Promise.resolve(current);
    probing ??= options
      .probe()
      .catch(() => undefined)
      .then(() => {
        probing = null;
        // A probe that failed before it was sent leaves nothing known: the store was not reached.
        if (current.state === 'checking') set(offlineFor(UNREACHABLE, lastOkAt));
        return current;
      });
    return probing;
  };

  /** A server error: offline once they have lasted the grace period, checked again when it ends. */
  const serverError = (status: number) => {
    failingSince ??= now();
    if (now() - failingSince >= SERVER_ERROR_GRACE_MS) {
      set(offlineFor(wordsOf(messages.serverErrors, { status }), lastOkAt));
      return;
    }
    if (graceCheck !== null || stopped || !options.probe) return;
    graceCheck = timers.setTimeout(
      () => {
        graceCheck = null;
        void check();
      },
      failingSince + SERVER_ERROR_GRACE_MS - now(),
    );
  };
  const answered = () => {
    failingSince = null;
    if (graceCheck !== null) timers.clearTimeout(graceCheck);
    graceCheck = null;
  };

  const wrapped: FetchLike = async (input, init) => {
    try {
      const response = await inner(input, init);
      if (response.status >= 500) {
        serverError(response.status);
        return response;
      }
      answered();
      heardAt = now();
      lastOkAt = new Date(now()).toISOString();
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after')) || 5;
        set({ state: 'rate_limited', retryAt: new Date(now() + seconds * 1000).toISOString(), lastOkAt });
      } else {
        set({ state: 'online', lastOkAt });
      }
      return response;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'AbortError' && init?.signal?.aborted && !isTimeout(init.signal))) {
        set(offlineFor(UNREACHABLE, lastOkAt));
      }
      throw error;
    }
  };

  return {
    fetch: wrapped,
    current: () => current,
    pause: (until) => set({ state: 'rate_limited', retryAt: new Date(until).toISOString(), lastOkAt }),
    check: () => check(),
    stop() {
      stopped = true;
      cancelRetry();
      answered();
      if (idleCheck !== null) timers.clearTimeout(idleCheck);
      idleCheck = null;
    },
  };
}

/**
 * What a page that has just opened is told before its own check answers: main's word, except that
 * an Online not yet confirmed is "checking" (with when the store last answered), so a store that has
 * stopped answering since its last answer is never shown Online.
 */
export function beforePageCheck(state: ConnectionState): ConnectionState {
  return state.state === 'online' ? { state: 'checking', lastOkAt: state.lastOkAt } : state;
}

function isTimeout(signal: AbortSignal): boolean {
  return signal.reason instanceof Error && signal.reason.name === 'TimeoutError';
}
