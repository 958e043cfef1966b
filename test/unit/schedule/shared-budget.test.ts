/**
 * Several tills behind one address share the store's 60 requests per 60 s. Each till's scheduler
 * sees only its own requests and the store's X-RateLimit-* answers; simulated here against the
 * demo store's own rolling-window limiter on a hand-driven clock, ten minutes in milliseconds.
 */
import { describe, expect, it } from 'vitest';
import { RollingWindowLimiter } from '../../../electron/demo-store/http/rate-limit.js';
import { createRequestScheduler, type RequestScheduler } from '../../../shared/schedule/request-scheduler.js';
import type { FetchLike } from '../../../shared/storefront/types/client-types.js';
import { manualClock, type ManualClock } from '../../support/till/manual-clock.js';

const LATENCY_MS = 25;
/** Requests of a three-line cash sale (N + 5). */
const SALE_REQUESTS = 8;

interface SimTill {
  scheduler: RequestScheduler;
  sales: number;
  refused: number;
  /** 429 answers while a sale was under way (after its first request, before its last). */
  refusedMidSale: number;
  background: number;
}

/** One store address: the demo store's limiter, answering after a network delay. */
function sharedStore(clock: ManualClock, limit = 60, windowSeconds = 60) {
  const limiter = new RollingWindowLimiter({ limit, windowSeconds }, clock.now);
  const delay = () => new Promise<void>((resolve) => clock.setTimer(resolve, LATENCY_MS));
  return (till: SimTill): FetchLike =>
    async () => {
      await delay();
      const d = limiter.take('address:shop');
      await delay();
      if (!d.allowed) till.refused++;
      return new Response('{}', {
        status: d.allowed ? 200 : 429,
        headers: {
          'X-RateLimit-Limit': String(d.limit),
          'X-RateLimit-Remaining': String(d.remaining),
          'X-RateLimit-Reset': String(d.resetSeconds),
          ...(d.allowed ? {} : { 'Retry-After': String(d.retryAfterSeconds) }),
        },
      });
    };
}

/** A repeatable sequence of numbers in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface TillOptions {
  clerkPauseMs?: number;
  tracking?: boolean;
  seed?: number;
}

function startTill(clock: ManualClock, store: ReturnType<typeof sharedStore>, options: TillOptions, index: number) {
  const till: SimTill = { scheduler: null as unknown as RequestScheduler, sales: 0, refused: 0, refusedMidSale: 0, background: 0 };
  till.scheduler = createRequestScheduler({ fetch: store(till), ...clock, random: seeded((options.seed ?? 1) * 101 + index) });
  let running = true;
  const sell = async () => {
    while (running) {
      for (let i = 0; i < SALE_REQUESTS; i++) {
        const before = till.refused;
        await till.scheduler.fetch(`https://shop.example/sale/${i}`, { method: 'POST', priority: 'sale' });
        if (i > 0 && till.refused > before) till.refusedMidSale += till.refused - before;
      }
      till.sales++;
      if (options.clerkPauseMs) await new Promise<void>((resolve) => clock.setTimer(resolve, options.clerkPauseMs!));
    }
  };
  const track = async () => {
    while (running && options.tracking) {
      await till.scheduler.fetch(`https://shop.example/track/${till.background}`, { priority: 'tracking' });
      till.background++;
      await new Promise<void>((resolve) => clock.setTimer(resolve, 6_000));
    }
  };
  void sell();
  void track();
  return { till, stop: () => (running = false) };
}

async function run(tills: number, minutes: number, options: TillOptions = {}) {
  const clock = manualClock();
  const store = sharedStore(clock);
  const started = Array.from({ length: tills }, (_, i) => startTill(clock, store, options, i));
  await clock.advance(minutes * 60_000);
  for (const s of started) s.stop();
  return started.map((s) => s.till);
}

describe('several tills on one address', () => {
  it.each([
    [2, 1],
    [2, 2],
    [3, 1],
    [3, 2],
    [3, 3],
    [3, 4],
    [3, 5],
    [5, 1],
    [5, 2],
    [8, 1],
  ])(
    '%i tills selling as fast as they can (run %i): at most one 429 each in ten minutes, none during a sale, each within 20%% of an even share',
    async (count, seed) => {
      const tills = await run(count, 10, { seed });
      const total = tills.reduce((n, t) => n + t.sales, 0);
      // The budget allows 600 requests in ten minutes: 75 sales of 8 requests at best.
      expect(total).toBeGreaterThanOrEqual(66);
      for (const till of tills) {
        expect(till.refused).toBeLessThanOrEqual(1);
        expect(till.refusedMidSale).toBe(0);
        expect(Math.abs(till.sales - total / tills.length)).toBeLessThanOrEqual(0.2 * (total / tills.length));
      }
    },
  );

  it('a till alone keeps the whole budget and sells a sale without waiting', async () => {
    const [alone] = await run(1, 10, { clerkPauseMs: 20_000 });
    // A sale every ~20 s, each one quick: the budget is never the limit.
    expect(alone!.sales).toBeGreaterThanOrEqual(28);
    expect(alone!.refused).toBe(0);
  });

  it('keeps the counter first: tracking waits, sales go on, while two other tills spend the budget', async () => {
    const tills = await run(3, 5, { tracking: true });
    for (const till of tills) {
      expect(till.refused).toBeLessThanOrEqual(1);
      expect(till.sales).toBeGreaterThan(till.background / 2);
    }
  });
});
