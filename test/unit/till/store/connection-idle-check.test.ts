/**
 * An idle till notices a store that died or hung within 30 s, without a sale having to fail
 * first: while online, once nothing has been heard from the store for 20 s, the watch sends its
 * light check (one request) and a refused connection or a check that does not answer in time is
 * offline. A store that keeps answering is not asked. Real loopback servers, a hand-driven clock.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../../../shared/bridge/bridge.js';
import { watchConnection } from '../../../../electron/till/store/connection-watch.js';
import { closeAll, listen } from '../../../support/net/loopback-servers.js';
import { manualClock } from '../../../support/till/manual-clock.js';

const servers: http.Server[] = [];
afterEach(() => closeAll(...servers.splice(0)));

/** A store whose every answer is `{}`, until it is told to stop answering (requests then hang). */
async function store() {
  let hung = false;
  const reached: string[] = [];
  const server = http.createServer((req, res) => {
    reached.push(req.url ?? '');
    if (!hung) res.end('{}');
  });
  servers.push(server);
  return { url: await listen(server), reached, hang: () => (hung = true), server };
}

function watching(url: string) {
  const clock = manualClock();
  const seen: ConnectionState[] = [];
  const watch = watchConnection(
    (input, init) => fetch(input, init as RequestInit),
    (s) => seen.push(s),
    {
      now: clock.now,
      // The check as the runtime sends it: the store's /status, within a few seconds (a real timer here).
      probe: () => watch.fetch(`${url}/status`, { signal: AbortSignal.timeout(500) }),
      timers: { setTimeout: clock.setTimer, clearTimeout: clock.clearTimer },
    },
  );
  return { clock, seen, watch };
}

/** Lets the loopback answers (real I/O) arrive between steps of the hand-driven clock. */
const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));

describe('an idle till', () => {
  it('notices within 30 s a store that died, with one light check', async () => {
    const s = await store();
    const { clock, watch } = watching(s.url);
    await watch.fetch(`${s.url}/api/v2/storefront/store`);
    expect(watch.current().state).toBe('online');
    s.server.closeAllConnections();
    await new Promise<void>((r) => s.server.close(() => r()));
    await clock.advance(19_000);
    expect(watch.current().state).toBe('online');
    await clock.advance(1_000);
    await settle();
    expect(watch.current()).toMatchObject({ state: 'offline', message: 'The store cannot be reached.' });
    watch.stop();
  });

  it('notices within 30 s a store that hung: the check that does not answer in time is offline', async () => {
    const s = await store();
    const { clock, watch } = watching(s.url);
    await watch.fetch(`${s.url}/api/v2/storefront/store`);
    s.hang();
    await clock.advance(20_000);
    await settle();
    expect(s.reached).toEqual(['/api/v2/storefront/store', '/status']);
    await settle(800);
    expect(watch.current().state).toBe('offline');
    watch.stop();
  });

  it('does not ask a store it keeps hearing from, and asks once per quiet 20 s otherwise', async () => {
    const s = await store();
    const { clock, watch } = watching(s.url);
    for (let i = 0; i < 6; i++) {
      await watch.fetch(`${s.url}/api/v2/storefront/products`);
      await clock.advance(10_000);
    }
    expect(s.reached.filter((p) => p === '/status')).toEqual([]);
    await clock.advance(10_000);
    await settle();
    expect(s.reached.filter((p) => p === '/status')).toHaveLength(1);
    await clock.advance(20_000);
    await settle();
    expect(s.reached.filter((p) => p === '/status')).toHaveLength(2);
    expect(watch.current().state).toBe('online');
    watch.stop();
  });
});
