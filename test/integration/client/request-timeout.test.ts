/**
 * A request the store accepts and never answers ends after its timeout, also while the engine
 * collects garbage (this project runs with --expose-gc and collects all the time here): the sale
 * is never left waiting on a connection that only dies minutes later.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOAuthClient, defaultEndpoints } from '../../../shared/oauth/token-client.js';
import { createRequestScheduler } from '../../../shared/schedule/request-scheduler.js';
import { createStorefrontClient } from '../../../shared/storefront/client.js';
import { SHOP_DIALECT } from '../../../shared/storefront/dialect.js';

const gc = (globalThis as { gc?: () => void }).gc;

/** A store that takes every request and never answers it (`/silent`), or starts an answer and never ends it (`/half`). */
let silent: http.Server;
let half: http.Server;
let silentUrl: string;
let halfUrl: string;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  silent = http.createServer(() => {});
  half = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/vnd.api+json' });
    res.write('{"data":');
  });
  silentUrl = await listen(silent);
  halfUrl = await listen(half);
});

afterAll(() => {
  for (const server of [silent, half]) {
    server.closeAllConnections();
    server.close();
  }
});

/** Settles `work` while collecting garbage every few milliseconds; fails if it is still waiting after `limitMs`. */
async function underGarbageCollection<T>(work: Promise<T>, limitMs = 5_000): Promise<{ value?: T; error?: unknown }> {
  expect(gc, 'the integration project runs with --expose-gc').toBeTypeOf('function');
  const collecting = setInterval(() => gc!(), 5);
  let stillWaiting: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work.then((value) => ({ value }), (error: unknown) => ({ error })),
      new Promise<never>((_, reject) => {
        stillWaiting = setTimeout(() => reject(new Error(`still waiting for the store after ${limitMs} ms`)), limitMs);
      }),
    ]);
  } finally {
    clearInterval(collecting);
    clearTimeout(stillWaiting);
  }
}

describe('a request the store never answers', () => {
  it('times out on plain fetch (the client alone)', async () => {
    const client = createStorefrontClient({ baseUrl: silentUrl, dialect: SHOP_DIALECT, timeoutMs: 200 });
    const outcome = await underGarbageCollection(client.cart({ orderToken: 'cart-token' }, { priority: 'sale' }));
    expect(outcome.error).toMatchObject({ kind: 'network', message: expect.stringMatching(/did not answer in time/) });
  });

  it('times out through the request scheduler, as the app sends it', async () => {
    const scheduler = createRequestScheduler({ fetch: (url, init) => fetch(url, init as RequestInit) });
    const client = createStorefrontClient({ baseUrl: silentUrl, dialect: SHOP_DIALECT, fetch: scheduler.fetch, timeoutMs: 200 });
    const outcome = await underGarbageCollection(client.addItem({ orderToken: 'cart-token' }, { variantId: '1', quantity: 1 }, { priority: 'sale' }));
    expect(outcome.error).toMatchObject({ kind: 'network', message: expect.stringMatching(/did not answer in time/) });
    // The next sale action is not stuck behind it.
    const next = await underGarbageCollection(client.cart({ orderToken: 'cart-token' }, { priority: 'sale' }));
    expect(next.error).toMatchObject({ kind: 'network', message: expect.stringMatching(/did not answer in time/) });
  });

  it('times out when the answer starts and never ends', async () => {
    const scheduler = createRequestScheduler({ fetch: (url, init) => fetch(url, init as RequestInit) });
    const client = createStorefrontClient({ baseUrl: halfUrl, dialect: SHOP_DIALECT, fetch: scheduler.fetch, timeoutMs: 200 });
    const outcome = await underGarbageCollection(client.cart({ orderToken: 'cart-token' }, { priority: 'sale' }));
    expect(outcome.error).toMatchObject({ kind: 'network', message: expect.stringMatching(/did not answer in time/) });
  });

  it('times out a sign-in', async () => {
    const scheduler = createRequestScheduler({ fetch: (url, init) => fetch(url, init as RequestInit) });
    for (const fetchImpl of [scheduler.fetch, undefined]) {
      const oauth = createOAuthClient({ endpoints: defaultEndpoints(silentUrl, SHOP_DIALECT), timeoutMs: 200, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
      const outcome = await underGarbageCollection(oauth.passwordGrant('staff@demo.store', 'demo-staff-1'));
      expect(outcome.error).toMatchObject({ kind: 'network', message: expect.stringMatching(/did not answer the sign-in in time/) });
    }
  });

  it('still ends at once when the caller gives up', async () => {
    const client = createStorefrontClient({ baseUrl: silentUrl, dialect: SHOP_DIALECT, timeoutMs: 60_000 });
    const caller = new AbortController();
    const pending = client.cart({ orderToken: 'cart-token' }, { priority: 'sale', signal: caller.signal });
    caller.abort();
    const outcome = await underGarbageCollection(pending);
    expect(outcome.error).toMatchObject({ kind: 'network', message: expect.stringMatching(/Could not reach/) });
  });
});
