/**
 * The one request scheduler for everything the app sends to a store.
 *
 * - Keeps to the store's budget (by default 60 requests per rolling 60 s, shared by every till
 *   behind the same IP), believing the store's own X-RateLimit-Remaining / X-RateLimit-Reset
 *   over its local count because other tills spend the same budget; when they do, it takes turns
 *   with them (shared-pace.ts) so that none is refused and each gets an even share.
 * - After a 429 it sends nothing to that store until Retry-After has passed (and at least 5 s),
 *   then retries the refused request: a 429 means the store did not act on it.
 * - Serves work by priority: the sale at the counter, then order tracking, then catalog sync,
 *   then product pictures. Background work leaves a reserve of the budget for the counter;
 *   pictures spend only half the budget (the half the others need is never theirs), and only
 *   once the counter has sent nothing for 15 s: a sale under way never waits behind them.
 * - Coalesces identical reads in flight (same address, same credentials and publishable key): one
 *   GET to the store, every caller gets the answer.
 */
import type { FetchLike, RequestPriority, ScheduledRequestInit } from '../storefront/types/client-types.js';
import { withWireTimeout } from '../storefront/wire-timeout.js';
import { createSharedPace } from './shared-pace.js';

const PRIORITY_RANK: Record<RequestPriority, number> = { sale: 0, tracking: 1, sync: 2, pictures: 3 };
const PICTURES_RANK = PRIORITY_RANK.pictures;
/** A counter request that waits longer than this for the budget is said to the clerk. */
const COUNTER_WAIT_SAID_MS = 2_000;
/** How long the counter must have been quiet before product pictures may use the budget. */
const COUNTER_QUIET_MS = 15_000;

export interface SchedulerOptions {
  fetch: FetchLike;
  /** Requests allowed per window. Default 60. */
  limit?: number;
  /** The window in ms. Default 60000. */
  windowMs?: number;
  /** Slots of the budget that tracking and sync leave for the counter. Default 10. */
  saleReserve?: number;
  /** Slots product pictures leave for everything else. Default half the limit (and never less than `saleReserve`). */
  picturesReserve?: number;
  /** The shortest pause after a 429, in ms. Default 5000. */
  minBackoffMs?: number;
  /** How often a refused (429) request is tried again before its caller gets the 429. Default 3. */
  maxRetries?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** For the short random delay that keeps tills sharing an address from sending at once. Default Math.random. */
  random?: () => number;
  /** Told whenever the store makes us wait (for the UI's rate-limit banner). */
  onPause?: (until: number) => void;
  /**
   * Told when a counter request must wait more than 2 s for the budget (this till's count, the
   * store's remaining, other tills on the address), so the clerk is told why the till waits.
   */
  onCounterWait?: (until: number) => void;
}

interface Job {
  url: string;
  init: ScheduledRequestInit;
  rank: number;
  key: string | null;
  retries: number;
  waiters: { resolve(r: Response): void; reject(e: unknown): void; signal?: AbortSignal | null }[];
  seq: number;
}

export interface RequestScheduler {
  fetch: FetchLike;
  /** Milliseconds until the next request may go out (0 when it could go now). */
  pausedFor(): number;
  /** How many requests are waiting. */
  queued(): number;
  /** Requests sent in the current window (by this app). */
  sentInWindow(): number;
  /** The budget as this app sees it: its own limit and use, and what the store last said is left. */
  budget(): BudgetView;
}

export interface BudgetView {
  limit: number;
  windowSeconds: number;
  sentInWindow: number;
  /** From the store's X-RateLimit-Remaining (every till behind this address), while its window lasts. */
  storeRemaining: number | null;
  /** When the store's window resets, or null. */
  storeResetAt: string | null;
  pausedUntil: string | null;
  /** Whether other tills on this address are seen spending the budget (this till then takes turns with them). */
  shared: boolean;
}

function coalesceKey(url: string, init: ScheduledRequestInit): string | null {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET' || init.body) return null;
  const h = new Headers(init.headers);
  const creds = [...h.entries()]
    // Whatever names who asks (a bearer, an order token, a publishable key) or makes it conditional makes a read its own.
    .filter(([k]) => k === 'authorization' || k.endsWith('-token') || k === 'accept' || k.startsWith('if-'))
    .map(([k, v]) => `${k}:${v}`)
    .sort()
    .join('|');
  return `${url}#${creds}`;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function createRequestScheduler(options: SchedulerOptions): RequestScheduler {
  const limit = options.limit ?? 60;
  const windowMs = options.windowMs ?? 60_000;
  const reserve = Math.min(options.saleReserve ?? 10, Math.max(0, limit - 1));
  const picturesReserve = Math.min(Math.max(options.picturesReserve ?? Math.ceil(limit / 2), reserve), Math.max(0, limit - 1));
  const minBackoff = options.minBackoffMs ?? 5000;
  const maxRetries = options.maxRetries ?? 3;
  const now = options.now ?? (() => Date.now());
  const setTimer =
    options.setTimer ??
    ((fn: () => void, ms: number) => {
      const t = setTimeout(fn, ms);
      (t as { unref?: () => void }).unref?.();
      return t;
    });
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));

  /** The timeout a request asks for starts here, when it leaves the queue for the wire. */
  const network = withWireTimeout(options.fetch);
  const queue: Job[] = [];
  const inFlight = new Map<string, Job>();
  const sent: number[] = [];
  let pausedUntil = 0;
  /** What the store last said about the shared budget. */
  let storeRemaining: number | null = null;
  let storeResetAt = 0;
  let timer: unknown = null;
  let seq = 0;
  /** When the counter last sent a request (pictures wait until it has been quiet a while). */
  let lastSaleAt = -Infinity;
  /** This till's pace while other tills on the address spend the same budget. */
  const pace = createSharedPace({ limit, windowMs, random: options.random });

  const prune = (t: number) => {
    while (sent.length > 0 && sent[0]! <= t - windowMs) sent.shift();
  };

  /** When may a job of this rank go out? 0 = now. */
  const waitFor = (rank: number, t: number): number => {
    if (t < pausedUntil) return pausedUntil - t;
    prune(t);
    if (rank === PICTURES_RANK && t - lastSaleAt < COUNTER_QUIET_MS) return lastSaleAt + COUNTER_QUIET_MS - t;
    const held = rank === 0 ? 0 : rank === PICTURES_RANK ? picturesReserve : reserve;
    const cap = limit - held;
    if (sent.length >= cap) {
      const idx = sent.length - cap;
      return Math.max(1, sent[idx]! + windowMs - t);
    }
    if (storeRemaining !== null && t < storeResetAt) {
      if (storeRemaining <= held) return Math.max(1, storeResetAt - t);
    }
    return pace.waitMs(t);
  };

  const schedule = (ms: number) => {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      pump();
    }, ms);
  };

  const dropAborted = () => {
    for (let i = queue.length - 1; i >= 0; i--) {
      const job = queue[i]!;
      job.waiters = job.waiters.filter((w) => {
        if (w.signal?.aborted) {
          w.reject(abortError(w.signal));
          return false;
        }
        return true;
      });
      if (job.waiters.length === 0) {
        queue.splice(i, 1);
        if (job.key) inFlight.delete(job.key);
      }
    }
  };

  const pump = () => {
    dropAborted();
    while (queue.length > 0) {
      queue.sort((a, b) => a.rank - b.rank || a.seq - b.seq);
      const t = now();
      const job = queue[0]!;
      const wait = waitFor(job.rank, t);
      if (wait > 0) {
        // A lower-priority job may not pass a higher one, but the counter may pass background work.
        if (job.rank === 0 && wait > COUNTER_WAIT_SAID_MS && t >= pausedUntil) options.onCounterWait?.(t + wait);
        schedule(wait);
        return;
      }
      queue.shift();
      sent.push(t);
      if (job.rank === 0) lastSaleAt = t;
      pace.took(t);
      if (storeRemaining !== null) storeRemaining = Math.max(0, storeRemaining - 1);
      void send(job);
    }
  };

  const learn = (response: Response) => {
    const remaining = response.headers.get('x-ratelimit-remaining');
    const reset = response.headers.get('x-ratelimit-reset');
    const t = now();
    if (remaining !== null && remaining !== '' && !Number.isNaN(Number(remaining))) {
      storeRemaining = Number(remaining);
      const resetS = Number(reset);
      storeResetAt = t + (Number.isFinite(resetS) && resetS > 0 ? resetS * 1000 : windowMs);
      const storeLimit = Number(response.headers.get('x-ratelimit-limit'));
      prune(t);
      pace.observe(t, {
        remaining: storeRemaining,
        limit: Number.isFinite(storeLimit) && storeLimit > 0 ? storeLimit : null,
        resetAt: storeResetAt,
        mine: sent.length,
      });
    }
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'));
      const ms = Math.max(minBackoff, Number.isFinite(retryAfter) ? retryAfter * 1000 : 0);
      pausedUntil = Math.max(pausedUntil, t + ms);
      options.onPause?.(pausedUntil);
    }
  };

  const settle = (job: Job, outcome: { response?: Response; error?: unknown }) => {
    if (job.key) inFlight.delete(job.key);
    job.waiters.forEach((w, i) => {
      if (outcome.response) w.resolve(i === job.waiters.length - 1 ? outcome.response : outcome.response.clone());
      else w.reject(outcome.error);
    });
  };

  const send = async (job: Job) => {
    // Only the first waiter's signal goes on the wire: coalesced waiters keep their own.
    let response: Response;
    try {
      response = await network(job.url, job.init);
    } catch (error) {
      settle(job, { error });
      pump();
      return;
    }
    learn(response);
    if (response.status === 429 && job.retries < maxRetries && !job.init.signal?.aborted) {
      job.retries += 1;
      await response.body?.cancel().catch(() => undefined);
      queue.push(job);
      pump();
      return;
    }
    settle(job, { response });
    pump();
  };

  const fetchScheduled: FetchLike = (input, init = {}) => {
    const url = String(input);
    const rank = PRIORITY_RANK[init.priority ?? 'sync'];
    if (init.signal?.aborted) return Promise.reject(abortError(init.signal));
    return new Promise<Response>((resolve, reject) => {
      // The caller's signal may outlive this request (a connection keeps one for all it sends):
      // the listener that hears it give up goes once the request is settled, whichever way.
      const signal = init.signal ?? null;
      const onAbort = () => pump();
      const settled = () => signal?.removeEventListener('abort', onAbort);
      const waiter = {
        resolve: (response: Response) => {
          settled();
          resolve(response);
        },
        reject: (error: unknown) => {
          settled();
          reject(error);
        },
        signal,
      };
      const key = coalesceKey(url, init);
      const shared = key ? inFlight.get(key) : undefined;
      if (shared) {
        shared.waiters.push(waiter);
        shared.rank = Math.min(shared.rank, rank);
      } else {
        const job: Job = { url, init, rank, key, retries: 0, waiters: [waiter], seq: seq++ };
        if (key) inFlight.set(key, job);
        queue.push(job);
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      pump();
    });
  };

  return {
    fetch: fetchScheduled,
    pausedFor: () => Math.max(0, waitFor(0, now())),
    queued: () => queue.length,
    sentInWindow: () => {
      prune(now());
      return sent.length;
    },
    budget: () => {
      const t = now();
      prune(t);
      const storeKnown = storeRemaining !== null && t < storeResetAt;
      return {
        limit,
        windowSeconds: Math.round(windowMs / 1000),
        sentInWindow: sent.length,
        storeRemaining: storeKnown ? storeRemaining : null,
        storeResetAt: storeKnown ? new Date(storeResetAt).toISOString() : null,
        pausedUntil: t < pausedUntil ? new Date(pausedUntil).toISOString() : null,
        shared: pace.shared(t),
      };
    },
  };
}
