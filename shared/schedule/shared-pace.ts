/**
 * This till's share when other tills behind the same address spend the store's budget too.
 *
 * The store's X-RateLimit-Remaining counts every till on the address; this till knows only its own
 * requests. When the store's count shows others spending (more used than this till sent), the
 * till spends at most half of what the store says is left (less a small floor kept for requests
 * other tills have on the wire) before it hears from the store again. Past that it waits for the
 * store's window to free a slot, plus a short random delay, and sends one request to hear again.
 * Every till follows the same rule on the same numbers, and the random delay decides who takes a
 * freed slot first, so tills that never talk to each other take turns, slow down before the store
 * refuses anyone, and converge on an even share. (A rule that scaled the share by how much a till
 * had used itself would keep a till that fell behind behind.) A till alone is never held back.
 */

export interface SharedPaceOptions {
  /** The store's limit per window, as this till keeps to it. */
  limit: number;
  windowMs: number;
  /** 0 ≤ x < 1, for the delay that spreads tills waking together. Default Math.random. */
  random?: () => number;
}

interface StoreAnswer {
  /** X-RateLimit-Remaining: what is left for every till on the address. */
  remaining: number;
  /** X-RateLimit-Limit, when the store sends it. */
  limit: number | null;
  /** When the store's window frees its next slot (ms, this clock). */
  resetAt: number;
  /** This till's requests in the window, as it counts them. */
  mine: number;
}

export interface SharedPace {
  observe(t: number, answer: StoreAnswer): void;
  /** Milliseconds until this till may send (0: now). */
  waitMs(t: number): number;
  /** A request went out. */
  took(t: number): void;
  /** Whether other tills are seen spending the budget (and so this till takes turns). */
  shared(t: number): boolean;
}

/** Requests used at the store beyond this till's own before it believes another till is there. */
const OTHERS_SEEN = 3;
/** Slots left alone for requests other tills have on the wire. */
const FLOOR = 2;
/** The most tills the floor allows for. */
const MAX_TILLS = 16;
/** The most the random delay after a freed slot adds. */
const SPREAD_MS = 400;

export function createSharedPace(options: SharedPaceOptions): SharedPace {
  const random = options.random ?? Math.random;
  let limit = options.limit;
  let sharedUntil = 0;
  /** What the last answer allows this till to send before it hears from the store again. */
  let allowance = Infinity;
  let sentSinceAnswer = 0;
  /** When this till, past its share, may send one request to hear from the store again. */
  let probeAt = 0;

  return {
    observe(t, answer) {
      if (answer.limit !== null && answer.limit > 0) limit = Math.min(options.limit, answer.limit);
      const used = Math.max(0, limit - answer.remaining);
      if (used - answer.mine >= OTHERS_SEEN) sharedUntil = t + options.windowMs;
      // The floor grows with the tills the counts imply: each may have a request on the wire.
      const tills = Math.min(MAX_TILLS, Math.max(FLOOR, Math.round(used / Math.max(1, answer.mine))));
      allowance = Math.floor((answer.remaining - tills) / 2);
      sentSinceAnswer = 0;
      // A till that has used more of the window than others waits a little longer: one that fell behind catches up.
      const share = used > 0 ? Math.min(1, answer.mine / used) : 0;
      probeAt = answer.resetAt + Math.floor(SPREAD_MS * (random() / 4 + 2 * share));
    },
    waitMs(t) {
      if (t >= sharedUntil || sentSinceAnswer < allowance) return 0;
      // Past this till's share: once the store's window has freed a slot, one request to hear again.
      return Math.max(0, probeAt - t);
    },
    took(t) {
      sentSinceAnswer++;
      // A request past the share is a probe: the next waits for its answer (or a second, if none comes).
      if (t < sharedUntil && sentSinceAnswer > allowance) probeAt = Math.max(probeAt, t + 1000);
    },
    shared: (t) => t < sharedUntil,
  };
}
