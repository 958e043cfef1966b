/**
 * A request the store accepts and never answers ends after its timeout, also while the engine
 * collects garbage (this project runs with --expose-gc and collects all the time here): the sale
 * is never left waiting on a connection that only dies minutes later.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchServiceStatus } from '../../../electron/till/store/store-status.js';
import { createOAuthClient, defaultEndpoints, discoverEndpoints } from '../../../shared/oauth/token-client.js';
import { createRequestScheduler } from '../../../shared/schedule/request-scheduler.js';
import { createStorefrontClient } from '../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../shared/storefront/dialect.js';
import { closeAll, listen, underGarbageCollection } from '../../support/net/loopback-servers.js';

/** A store that takes every request and never answers it (`/silent`), or starts an answer and never ends it (`/half`). */
let silent: http.Server;
let half: http.Server;
let silentUrl: string;
let halfUrl: string;

beforeAll(async () => {
  silent = http.createServer(() => {});
  half = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/vnd.api+json' });
    res.write('{"data":');
  });
  silentUrl = await listen(silent);
  halfUrl = await listen(half);
});

afterAll(() => closeAll(silent, half));

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

  it("times out the store's sign-in metadata, and sign-in falls back to the dialect's own paths", async () => {
    const scheduler = createRequestScheduler({ fetch: (url, init) => fetch(url, init as RequestInit) });
    const outcome = await underGarbageCollection(discoverEndpoints(silentUrl, SHOP_DIALECT, scheduler.fetch, 200));
    expect(outcome.value).toEqual(defaultEndpoints(silentUrl, SHOP_DIALECT));
  });

  it("times out the store's service status, which then reads as unknown", async () => {
    const scheduler = createRequestScheduler({ fetch: (url, init) => fetch(url, init as RequestInit) });
    for (const url of [silentUrl, halfUrl]) {
      const outcome = await underGarbageCollection(fetchServiceStatus(scheduler.fetch, url, { timeoutMs: 200 }));
      expect(outcome.value).toEqual({ state: 'unknown', incidents: [], policy: null, bucket: null, till: null });
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
