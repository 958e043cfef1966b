import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createRequestScheduler } from '../../../shared/schedule/request-scheduler.js';
import type { FetchLike } from '../../../shared/storefront/types/client-types.js';
import { flush, manualClock } from '../../support/till/manual-clock.js';

function recordingStore(answer: (url: string, n: number) => Response = () => new Response('{}')) {
  const calls: { url: string; at: number; priority?: string }[] = [];
  let now = () => 0;
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, at: now(), priority: init?.priority });
    return answer(url, calls.length);
  };
  return { calls, fetch, setNow: (fn: () => number) => (now = fn) };
}

describe('request scheduler', () => {
  it('keeps to the budget within a rolling window', async () => {
    const clock = manualClock();
    const store = recordingStore();
    store.setNow(clock.now);
    const s = createRequestScheduler({ fetch: store.fetch, limit: 3, windowMs: 10_000, saleReserve: 0, ...clock });
    const all = [1, 2, 3, 4, 5].map((i) => s.fetch(`/a${i}`, { priority: 'sale' }));
    await flush();
    expect(store.calls).toHaveLength(3);
    await clock.advance(9_999);
    expect(store.calls).toHaveLength(3);
    await clock.advance(1);
    expect(store.calls).toHaveLength(5);
    await Promise.all(all);
  });

  it('sends nothing after a 429 until Retry-After has passed, then retries the refused request', async () => {
    const clock = manualClock();
    const store = recordingStore((_url, n) => (n === 1 ? new Response('{}', { status: 429, headers: { 'Retry-After': '12' } }) : new Response('{"ok":true}')));
    store.setNow(clock.now);
    let pausedUntil = 0;
    const s = createRequestScheduler({ fetch: store.fetch, ...clock, onPause: (u) => (pausedUntil = u) });
    const first = s.fetch('/cart', { priority: 'sale', method: 'POST' });
    await flush();
    const second = s.fetch('/products', { priority: 'sync' });
    await flush();
    expect(store.calls).toHaveLength(1);
    expect(pausedUntil).toBe(clock.now() + 12_000);
    await clock.advance(11_999);
    expect(store.calls).toHaveLength(1);
    await clock.advance(1);
    expect(store.calls.map((c) => c.url)).toEqual(['/cart', '/cart', '/products']);
    expect(store.calls[1]!.at - store.calls[0]!.at).toBe(12_000);
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it('backs off at least 5 s even when Retry-After says less', async () => {
    const clock = manualClock();
    const store = recordingStore((_u, n) => (n === 1 ? new Response('{}', { status: 429, headers: { 'Retry-After': '1' } }) : new Response('{}')));
    store.setNow(clock.now);
    const s = createRequestScheduler({ fetch: store.fetch, ...clock });
    const r = s.fetch('/x', { priority: 'sale' });
    await flush();
    await clock.advance(4_999);
    expect(store.calls).toHaveLength(1);
    await clock.advance(1);
    expect(store.calls).toHaveLength(2);
    await r;
  });

  it('serves the counter before tracking before sync, and keeps a reserve for the counter', async () => {
    const clock = manualClock();
    const store = recordingStore();
    store.setNow(clock.now);
    const s = createRequestScheduler({ fetch: store.fetch, limit: 4, windowMs: 60_000, saleReserve: 2, ...clock });
    // Fill the background share of the budget.
    await Promise.all([s.fetch('/sync1', { priority: 'sync' }), s.fetch('/sync2', { priority: 'sync' })]);
    const waiting = [s.fetch('/sync3', { priority: 'sync' }), s.fetch('/track', { priority: 'tracking' }), s.fetch('/sale', { priority: 'sale' })];
    await flush();
    expect(store.calls.map((c) => c.url)).toEqual(['/sync1', '/sync2', '/sale']);
    await clock.advance(60_000);
    expect(store.calls.map((c) => c.url)).toEqual(['/sync1', '/sync2', '/sale', '/track', '/sync3']);
    await Promise.all(waiting);
  });

  it("believes the store's remaining budget, which other tills share", async () => {
    const clock = manualClock();
    const store = recordingStore(() => new Response('{}', { headers: { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '30' } }));
    store.setNow(clock.now);
    const s = createRequestScheduler({ fetch: store.fetch, limit: 60, ...clock });
    await s.fetch('/a', { priority: 'tracking' });
    const next = s.fetch('/b', { priority: 'tracking' });
    await flush();
    expect(store.calls).toHaveLength(1);
    await clock.advance(29_999);
    expect(store.calls).toHaveLength(1);
    // Then a short random delay, so tills that waited together do not all send at once.
    await clock.advance(1_000);
    expect(store.calls).toHaveLength(2);
    await next;
  });

  it('coalesces identical reads in flight, each caller getting a readable answer', async () => {
    const store = recordingStore(() => new Response('{"data":[]}'));
    const s = createRequestScheduler({ fetch: store.fetch });
    const headers = { Accept: 'application/vnd.api+json' };
    const [a, b] = await Promise.all([s.fetch('/products?page=1', { headers, priority: 'sync' }), s.fetch('/products?page=1', { headers, priority: 'sale' })]);
    expect(store.calls).toHaveLength(1);
    expect(await a.json()).toEqual({ data: [] });
    expect(await b.json()).toEqual({ data: [] });
    // Different credentials are different reads; writes are never coalesced.
    await Promise.all([
      s.fetch('/cart', { headers: { 'X-Shop-Order-Token': 'a' } }),
      s.fetch('/cart', { headers: { 'X-Shop-Order-Token': 'b' } }),
      s.fetch('/cart/add_item', { method: 'POST', body: '{}' }),
      s.fetch('/cart/add_item', { method: 'POST', body: '{}' }),
    ]);
    expect(store.calls).toHaveLength(5);
  });

  it('never gives a read sent with one publishable key the answer to a read with another, or with none', async () => {
    const store = recordingStore(() => new Response('{"data":{}}'));
    const s = createRequestScheduler({ fetch: store.fetch });
    await Promise.all([
      s.fetch('/store', { priority: 'sync' }),
      s.fetch('/store', { headers: { 'X-Shop-Token': 'pk_one' }, priority: 'sale' }),
      s.fetch('/store', { headers: { 'X-Spree-Token': 'pk_two' }, priority: 'sale' }),
    ]);
    expect(store.calls).toHaveLength(3);
  });

  it('never gives a plain read the answer to a conditional one (a 304 has no body), nor the other way round', async () => {
    const store = recordingStore(() => new Response(null, { status: 304 }));
    const s = createRequestScheduler({ fetch: store.fetch });
    await Promise.all([
      s.fetch('/media/tee.svg', { priority: 'sync' }),
      s.fetch('/media/tee.svg', { headers: { 'If-None-Match': '"a"' }, priority: 'sync' }),
      s.fetch('/media/tee.svg', { headers: { 'If-Modified-Since': 'Mon, 05 Jan 2026 09:00:00 GMT' }, priority: 'sync' }),
    ]);
    expect(store.calls).toHaveLength(3);
  });

  it('sends pictures only from the half of the budget nothing else needs, after catalog sync and before nothing', async () => {
    const clock = manualClock();
    const store = recordingStore();
    store.setNow(clock.now);
    const s = createRequestScheduler({ fetch: store.fetch, ...clock });
    const pictures = Array.from({ length: 40 }, (_, i) => s.fetch(`/media/p${i}.svg`, { priority: 'pictures' }));
    await flush();
    expect(store.calls).toHaveLength(30); // 60 per 60 s: half is left for the counter, tracking and sync
    const sync = s.fetch('/products', { priority: 'sync' });
    const sale = s.fetch('/cart', { priority: 'sale' });
    await flush();
    expect(
      store.calls
        .slice(30)
        .map((c) => c.url)
        .sort(),
    ).toEqual(['/cart', '/products']); // neither waits behind the pictures
    await clock.advance(60_000);
    expect(store.calls).toHaveLength(42);
    await Promise.all([...pictures, sync, sale]);
  });

  it('holds pictures while the counter is selling, and lets them go once it has been quiet for 15 s', async () => {
    const clock = manualClock();
    const store = recordingStore();
    store.setNow(clock.now);
    const s = createRequestScheduler({ fetch: store.fetch, ...clock });
    await s.fetch('/cart', { priority: 'sale' });
    const picture = s.fetch('/media/p.svg', { priority: 'pictures' });
    const sync = s.fetch('/products', { priority: 'sync' });
    await flush();
    expect(store.calls.map((c) => c.url)).toEqual(['/cart', '/products']); // the budget has room: only pictures wait
    await clock.advance(10_000);
    await s.fetch('/cart/add_item', { method: 'POST', priority: 'sale' }); // the clerk scans again: the wait starts over
    await clock.advance(14_999);
    expect(store.calls.map((c) => c.url)).not.toContain('/media/p.svg');
    await clock.advance(1);
    expect(store.calls.map((c) => c.url)).toContain('/media/p.svg');
    await Promise.all([picture, sync]);
  });

  it('says when a counter request must wait for the budget, so the clerk knows why the till waits', async () => {
    const clock = manualClock();
    const store = recordingStore();
    store.setNow(clock.now);
    const waits: number[] = [];
    const s = createRequestScheduler({ fetch: store.fetch, limit: 2, windowMs: 60_000, ...clock, onCounterWait: (until) => waits.push(until) });
    const start = clock.now();
    await s.fetch('/a', { method: 'POST', priority: 'sale' });
    await s.fetch('/b', { method: 'POST', priority: 'sale' });
    expect(waits).toEqual([]);
    const third = s.fetch('/c', { method: 'POST', priority: 'sale' });
    await flush();
    expect(waits).toEqual([start + 60_000]);
    await clock.advance(60_000);
    await third;
  });

  it('lets a caller give up while waiting', async () => {
    const clock = manualClock();
    const store = recordingStore();
    store.setNow(clock.now);
    const s = createRequestScheduler({ fetch: store.fetch, limit: 1, saleReserve: 0, ...clock });
    await s.fetch('/a', { priority: 'sale' });
    const controller = new AbortController();
    const waiting = s.fetch('/b', { priority: 'sale', signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    await clock.advance(60_000);
    expect(store.calls).toHaveLength(1);
  });

  it('leaves no listener on a signal that outlives its requests (one a connection keeps for all it sends)', async () => {
    const store = recordingStore((url) => (url.includes('fail') ? Response.error() : new Response('{}')));
    const failing: FetchLike = async (url, init) => {
      const answer = await store.fetch(url, init);
      if (answer.type === 'error') throw new TypeError('fetch failed');
      return answer;
    };
    const s = createRequestScheduler({ fetch: failing, limit: 1_000 });
    const connection = new AbortController();
    for (let i = 0; i < 50; i++) {
      const read = s.fetch(`/mcp/${i % 5 === 0 ? 'fail' : 'ok'}/${i}`, { priority: 'sync', signal: connection.signal });
      if (i % 5 === 0) await expect(read).rejects.toThrow('fetch failed');
      else await read;
    }
    // Coalesced reads, each with the same signal.
    await Promise.all([1, 2, 3].map(() => s.fetch('/mcp/same', { priority: 'sync', signal: connection.signal })));
    expect(store.calls).toHaveLength(51);
    expect(getEventListeners(connection.signal, 'abort')).toHaveLength(0);
  });
});
