import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestScheduler } from '../../../shared/schedule/request-scheduler.js';
import type { ScheduledRequestInit } from '../../../shared/storefront/client-types.js';
import { withWireTimeout } from '../../../shared/storefront/wire-timeout.js';

/** A network that answers after `ms`, or never, honouring the abort signal either way. */
function network(ms: number | null) {
  return (_url: string, init?: ScheduledRequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      if (ms !== null) setTimeout(() => resolve(new Response('{}', { status: 200 })), ms);
    });
}

describe('timeouts count time on the wire, not time in the queue', () => {
  it('lets a request wait for the budget longer than its timeout', async () => {
    const scheduler = createRequestScheduler({ fetch: network(5), limit: 1, windowMs: 250, saleReserve: 0 });
    const started = Date.now();
    const answers = await Promise.all(
      [1, 2, 3].map((i) => scheduler.fetch(`http://store.test/${i}`, { priority: 'sale', timeoutMs: 100 })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('abandons a request the store holds on the wire past its timeout', async () => {
    const scheduler = createRequestScheduler({ fetch: network(null) });
    await expect(scheduler.fetch('http://store.test/slow', { priority: 'sale', timeoutMs: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});

describe('the timeout timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is cleared as soon as the answer is read, and the answer arrives whole', async () => {
    vi.useFakeTimers();
    const send = withWireTimeout(async () => Response.json({ data: { id: '1' } }, { status: 201, headers: { 'X-RateLimit-Remaining': '59' } }));
    const answer = await send('http://store.test/cart', { timeoutMs: 15_000 });
    expect(vi.getTimerCount()).toBe(0);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('59');
    await expect(answer.json()).resolves.toEqual({ data: { id: '1' } });
  });

  it('is cleared when the request fails, and a failure before the timeout keeps its own reason', async () => {
    vi.useFakeTimers();
    const send = withWireTimeout(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(send('http://store.test/cart', { timeoutMs: 15_000 })).rejects.toThrow('fetch failed');
    expect(vi.getTimerCount()).toBe(0);
  });
});
