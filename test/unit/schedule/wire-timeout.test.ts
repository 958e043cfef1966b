import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestScheduler } from '../../../shared/schedule/request-scheduler.js';
import type { ScheduledRequestInit } from '../../../shared/storefront/types/client-types.js';
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
    const answers = await Promise.all([1, 2, 3].map((i) => scheduler.fetch(`http://store.test/${i}`, { priority: 'sale', timeoutMs: 100 })));
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

describe('a streamed answer (an event stream that stays open)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A network whose answer starts at once and whose body stays open until the signal ends it. */
  const openStream = (_url: string, init?: ScheduledRequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: message\n\n'));
        init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason), { once: true });
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
  };

  it('is timed only until it starts: its body is not cut by the timeout, and the timer is cleared', async () => {
    vi.useFakeTimers();
    const answer = await withWireTimeout(openStream)('http://store.test/mcp', { timeoutMs: 100, streamed: true });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    const reader = answer.body!.getReader();
    expect((await reader.read()).done).toBe(false);
  });

  it("still ends when the caller's signal does", async () => {
    const caller = new AbortController();
    const answer = await withWireTimeout(openStream)('http://store.test/mcp', { timeoutMs: 100, streamed: true, signal: caller.signal });
    const reader = answer.body!.getReader();
    await reader.read();
    caller.abort(new DOMException('closed', 'AbortError'));
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it("lets go of the caller's signal once each stream has ended, however it ended", async () => {
    const connection = new AbortController();
    /** A stream the store ends after one event. */
    const shortStream = () => Promise.resolve(new Response('event: message\n\n', { headers: { 'Content-Type': 'text/event-stream' } }));
    for (let i = 0; i < 20; i++) {
      const ended = await withWireTimeout(shortStream)('http://store.test/mcp', { timeoutMs: 100, streamed: true, signal: connection.signal });
      expect(await ended.text()).toBe('event: message\n\n');
      const left = await withWireTimeout(openStream)('http://store.test/mcp', { timeoutMs: 100, streamed: true, signal: connection.signal });
      await left.body!.cancel();
    }
    expect(getEventListeners(connection.signal, 'abort')).toHaveLength(0);
    // A stream still open keeps listening, and still ends when the caller's signal does.
    const open = await withWireTimeout(openStream)('http://store.test/mcp', { timeoutMs: 100, streamed: true, signal: connection.signal });
    expect(getEventListeners(connection.signal, 'abort')).toHaveLength(1);
    const reader = open.body!.getReader();
    await reader.read();
    connection.abort(new DOMException('closed', 'AbortError'));
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('that never starts fails with a timeout', async () => {
    await expect(withWireTimeout(network(null))('http://store.test/mcp', { timeoutMs: 50, streamed: true })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('is read whole when it is not marked streamed', async () => {
    await expect(withWireTimeout(openStream)('http://store.test/mcp', { timeoutMs: 50 })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
