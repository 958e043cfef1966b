/**
 * The connection the UI shows is the truth: unknown until the store has answered, offline the
 * moment it stops answering (with when it last answered), checked again while offline so its
 * return is noticed, and checked on demand when a page opens.
 */
import { describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../../../shared/bridge/bridge.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { beforePageCheck, watchConnection } from '../../../../electron/till/store/connection-watch.js';

function refused(): never {
  throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
}

function setup() {
  let now = Date.parse('2026-11-23T12:00:00Z');
  let up = true;
  const sent: string[] = [];
  const timers: { at: number; fn: () => void }[] = [];
  const inner: FetchLike = async (input) => {
    sent.push(String(input));
    if (!up) refused();
    return new Response('{}', { status: 200 });
  };
  const seen: ConnectionState[] = [];
  const watch = watchConnection(inner, (s) => seen.push(s), {
    now: () => now,
    probe: () => watch.fetch('https://store.test/status'),
    timers: {
      setTimeout: (fn, ms) => timers.push({ at: now + ms, fn }),
      clearTimeout: () => timers.splice(0),
    },
  });
  return {
    watch,
    seen,
    sent,
    setUp: (value: boolean) => (up = value),
    advance: async (ms: number) => {
      now += ms;
      for (const t of timers.splice(0).filter((t) => t.at <= now)) t.fn();
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
    at: (ms: number) => new Date(ms).toISOString(),
    get now() {
      return now;
    },
  };
}

describe('the connection to the store', () => {
  it('is unknown (checking), not online, before the store has answered anything', () => {
    const { watch } = setup();
    expect(watch.current()).toEqual({ state: 'checking', lastOkAt: null });
  });

  it('is online once the store answers, and offline with the time of its last answer when it stops', async () => {
    const t = setup();
    await t.watch.fetch('https://store.test/api/v2/storefront/store');
    const answeredAt = t.at(t.now);
    expect(t.watch.current()).toEqual({ state: 'online', lastOkAt: answeredAt });
    // Less than the quiet time after which an online till asks the store itself (connection-idle-check.test.ts).
    await t.advance(15_000);
    t.setUp(false);
    await expect(t.watch.fetch('https://store.test/api/v2/storefront/products')).rejects.toThrow();
    expect(t.watch.current()).toMatchObject({ state: 'offline', message: 'The store cannot be reached.', lastOkAt: answeredAt });
    expect(t.seen.at(-1)).toEqual(t.watch.current());
  });

  it('says nothing once stopped: an answer or a failure arriving after the till closed is no change', async () => {
    const t = setup();
    const late = t.watch.fetch('https://store.test/api/v2/storefront/products');
    t.watch.stop();
    await late;
    t.setUp(false);
    await expect(t.watch.fetch('https://store.test/api/v2/storefront/products')).rejects.toThrow();
    expect(t.seen).toEqual([]);
  });

  it('asks the store again while it is offline, and says so when it is back', async () => {
    const t = setup();
    t.setUp(false);
    await expect(t.watch.fetch('https://store.test/api/v2/storefront/store')).rejects.toThrow();
    expect(t.watch.current().state).toBe('offline');
    t.sent.length = 0;
    await t.advance(20_000);
    expect(t.sent).toEqual(['https://store.test/status']);
    expect(t.watch.current().state).toBe('offline');
    t.setUp(true);
    await t.advance(20_000);
    expect(t.watch.current()).toEqual({ state: 'online', lastOkAt: t.at(t.now) });
    // Back online, it is not asked again until it has been quiet for a while (connection-idle-check.test.ts).
    t.sent.length = 0;
    await t.advance(15_000);
    expect(t.sent).toEqual([]);
  });

  it('checks with the store whenever a page asks, however recent its last answer', async () => {
    const t = setup();
    await t.watch.fetch('https://store.test/api/v2/storefront/store');
    t.sent.length = 0;
    await t.advance(1000);
    expect(await t.watch.check()).toEqual({ state: 'online', lastOkAt: t.at(t.now) });
    expect(t.sent).toEqual(['https://store.test/status']);

    t.setUp(false);
    t.sent.length = 0;
    await t.advance(1000);
    expect(await t.watch.check()).toMatchObject({ state: 'offline', message: 'The store cannot be reached.', lastOkAt: t.at(t.now - 1000) });
    expect(t.sent).toEqual(['https://store.test/status']);
  });

  it('keeps the time of the last answer through a pause the store asked for', async () => {
    const t = setup();
    await t.watch.fetch('https://store.test/api/v2/storefront/store');
    const answeredAt = t.at(t.now);
    t.watch.pause(t.now + 30_000);
    expect(t.watch.current()).toEqual({ state: 'rate_limited', retryAt: t.at(t.now + 30_000), lastOkAt: answeredAt });
    t.sent.length = 0;
    expect((await t.watch.check()).state).toBe('rate_limited');
    expect(t.sent).toEqual([]);
  });

  it('tells a page that has just opened "checking" rather than an Online it has not confirmed', async () => {
    const t = setup();
    expect(beforePageCheck(t.watch.current())).toEqual({ state: 'checking', lastOkAt: null });
    await t.watch.fetch('https://store.test/api/v2/storefront/store');
    const answeredAt = t.at(t.now);
    expect(t.watch.current().state).toBe('online');
    // The store may have stopped answering since: the page shows checking, with its last answer.
    expect(beforePageCheck(t.watch.current())).toEqual({ state: 'checking', lastOkAt: answeredAt });
    t.watch.pause(t.now + 30_000);
    expect(beforePageCheck(t.watch.current())).toEqual(t.watch.current());
    t.setUp(false);
    await t.watch.fetch('https://store.test/api/v2/storefront/store').catch(() => undefined);
    expect(t.watch.current().state).toBe('offline');
    expect(beforePageCheck(t.watch.current())).toEqual(t.watch.current());
  });
});
