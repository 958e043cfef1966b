/**
 * The store's budget is shared by every till behind one address. When another till spends it
 * and the store answers 429, the app's scheduler sends nothing more until Retry-After (and at
 * least 5 s) has passed, then finishes its work without losing a request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { createRequestScheduler } from '../../../../shared/schedule/request-scheduler.js';

let store: DemoStore;
/** What reached the store: arrival time, path, status. */
const arrivals: { at: number; line: string; status: number }[] = [];

beforeAll(async () => {
  store = await startDemoStore({
    rateLimit: { limit: 6, windowSeconds: 4 },
    log: (line) => {
      const m = / (\d{3}) \d+ms$/.exec(line);
      if (m) arrivals.push({ at: Date.now(), line, status: Number(m[1]) });
    },
  });
});
afterAll(async () => {
  await store?.close();
});

describe('a 429 from the store', () => {
  it('holds every request until Retry-After has passed, then completes them all', async () => {
    // What the app sent, as the network saw it (in fractions of a millisecond: requests already
    // under way when the refusal came are sent before it, not in the same millisecond).
    const sent: { sentAt: number; answeredAt: number; status: number }[] = [];
    const network = async (url: string, init?: object) => {
      const sentAt = performance.now();
      const response = await fetch(url, init as RequestInit);
      sent.push({ sentAt, answeredAt: performance.now(), status: response.status });
      return response;
    };
    const scheduler = createRequestScheduler({ fetch: network, limit: 60, windowMs: 60_000 });
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT, fetch: scheduler.fetch });

    await client.store({ priority: 'sync' }); // the app learns the budget: 5 left
    // Another till behind the same address spends the rest.
    for (let i = 0; i < 5; i++) expect((await fetch(`${store.url}/api/v2/storefront/store`)).status).toBe(200);

    const started = arrivals.length;
    const results = await Promise.all([1, 2, 3].map((page) => client.products({ page, perPage: 2 }, { priority: 'sale' })));
    expect(results.every((r) => r.items.length === 2)).toBe(true);

    const ours = arrivals.slice(started);
    expect(
      ours.some((a) => a.status === 429),
      ours.map((a) => a.line).join('\n'),
    ).toBe(true);
    const firstRefusal = Math.min(...sent.filter((s) => s.status === 429).map((s) => s.answeredAt));
    const later = sent.filter((s) => s.sentAt > firstRefusal);
    expect(later.length).toBeGreaterThan(0);
    // Nothing was sent during the pause: the store said up to 4 s, the app waits at least 5 s.
    expect(Math.min(...later.map((s) => s.sentAt)) - firstRefusal).toBeGreaterThanOrEqual(5000);
    expect(later.every((s) => s.status === 200)).toBe(true);
  }, 30_000);
});
