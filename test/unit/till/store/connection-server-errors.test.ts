/**
 * A store that answers only with server errors (5xx) is as good as unreachable for a sale: after
 * a short grace period the till says it is offline (and may sell offline); one good answer in
 * between and it is online again. A single 5xx is not an outage.
 */
import { describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../../../shared/bridge/bridge.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { SERVER_ERROR_GRACE_MS, watchConnection } from '../../../../electron/till/store/connection-watch.js';

function setup() {
  let now = Date.parse('2026-11-24T12:00:00Z');
  let status = 200;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 0;
  const inner: FetchLike = async () => new Response('{}', { status });
  const seen: ConnectionState[] = [];
  const watch = watchConnection(inner, (s) => seen.push(s), {
    now: () => now,
    probe: () => watch.fetch('https://store.test/status'),
    timers: {
      setTimeout: (fn, ms) => {
        const id = ++nextId;
        timers.push({ at: now + ms, fn, id });
        return id;
      },
      clearTimeout: (id) => {
        const i = timers.findIndex((t) => t.id === id);
        if (i >= 0) timers.splice(i, 1);
      },
    },
  });
  return {
    watch,
    seen,
    answer: (code: number) => (status = code),
    advance: async (ms: number) => {
      now += ms;
      for (const t of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
}

describe('a store answering with server errors', () => {
  it('is online through the grace period, then offline (by a check of its own, without the counter asking)', async () => {
    const t = setup();
    await t.watch.fetch('https://store.test/api/v2/storefront/store');
    expect(t.watch.current().state).toBe('online');
    const lastOkAt = t.watch.current().lastOkAt;

    t.answer(503);
    await t.watch.fetch('https://store.test/api/v2/storefront/cart');
    await t.advance(SERVER_ERROR_GRACE_MS - 1_000);
    expect(t.watch.current().state).toBe('online');

    await t.advance(1_000);
    expect(t.watch.current()).toMatchObject({ state: 'offline', message: 'The store answers with server errors (HTTP 503).', lastOkAt });
  });

  it('is online again at the first good answer, and a later 5xx starts a new grace period', async () => {
    const t = setup();
    t.answer(500);
    await t.watch.fetch('https://store.test/a');
    await t.advance(SERVER_ERROR_GRACE_MS);
    expect(t.watch.current().state).toBe('offline');

    t.answer(200);
    await t.advance(30_000);
    expect(t.watch.current().state).toBe('online');

    t.answer(502);
    await t.watch.fetch('https://store.test/b');
    await t.advance(SERVER_ERROR_GRACE_MS / 2);
    expect(t.watch.current().state).toBe('online');
  });
});
