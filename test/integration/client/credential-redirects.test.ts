/**
 * A store that answers with a redirect never gets the app to repeat a request elsewhere: the
 * order token, the bearer token, a password, a client secret, a refresh token or a code stays
 * where it was sent, and the error says where the redirect pointed. Two real servers on loopback:
 * the "store" answers every request with a redirect to the other, which records what reaches it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../electron/till/runtime/bridge-dispatch.js';
import { describeError } from '../../../electron/till/runtime/error-words.js';
import { createOAuthClient, defaultEndpoints } from '../../../shared/oauth/token-client.js';
import { createRequestScheduler } from '../../../shared/schedule/request-scheduler.js';
import { createStorefrontClient } from '../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../shared/storefront/dialect.js';
import { createPlatformClient } from '../../../shared/storefront/client/platform-client.js';
import { withoutRedirects } from '../../../shared/storefront/redirects.js';
import { withTestRuntime } from '../../support/till/test-runtime.js';

const SECRET = 'kept-secret-7f3a';

let elsewhere: http.Server;
let store: http.Server;
let elsewhereUrl: string;
let storeUrl: string;
/** Everything that reached the other server: method, path, headers and body. */
const reached: string[] = [];
let redirectStatus = 307;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  elsewhere = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      reached.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)} ${body}`);
      res.writeHead(200, { 'Content-Type': 'application/vnd.api+json' }).end('{"data":null,"access_token":"x"}');
    });
  });
  elsewhereUrl = await listen(elsewhere);
  store = http.createServer((req, res) => {
    req.resume();
    res.writeHead(redirectStatus, { Location: `${elsewhereUrl}${req.url ?? '/'}` }).end();
  });
  storeUrl = await listen(store);
});

afterEach(() => {
  reached.length = 0;
});

afterAll(() => {
  for (const server of [store, elsewhere]) {
    server.closeAllConnections();
    server.close();
  }
});

/** The request fails with words that name where the redirect pointed, and nothing reached that address. */
async function refusedWithoutLeaving(request: () => Promise<unknown>) {
  const error = await request().then(
    () => null,
    (e: unknown) => e,
  );
  expect(
    reached.filter((request) => request.includes(SECRET)),
    'the credential reached the other server',
  ).toEqual([]);
  expect(reached).toEqual([]);
  expect(error, 'the request should fail').not.toBeNull();
  expect(error).toMatchObject({ kind: 'redirected', message: expect.stringContaining(`${elsewhereUrl}/`) });
  // The words the cashier sees say it too.
  expect(describeError(error).message).toContain(elsewhereUrl);
}

const scheduler = () => createRequestScheduler({ fetch: (url, init) => fetch(url, init as RequestInit) });

describe.each([307, 308, 302, 301, 303])('the store answers %i', (status) => {
  beforeAll(() => {
    redirectStatus = status;
  });

  it('the storefront client keeps the order token and the bearer token (plain fetch and the scheduler)', async () => {
    for (const transport of [undefined, scheduler().fetch]) {
      const client = createStorefrontClient({ baseUrl: storeUrl, dialect: SHOP_DIALECT, ...(transport ? { fetch: transport } : {}) });
      await refusedWithoutLeaving(() => client.cart({ orderToken: SECRET }, { priority: 'sale' }));
      await refusedWithoutLeaving(() => client.addItem({ orderToken: SECRET }, { variantId: '1', quantity: 1 }, { priority: 'sale' }));
      await refusedWithoutLeaving(() => client.account(SECRET));
      await refusedWithoutLeaving(() => client.createAccount({ email: 'new@demo.store', password: SECRET, passwordConfirmation: SECRET }));
    }
  });

  it('the Platform client keeps the admin token', async () => {
    const platform = createPlatformClient({ baseUrl: storeUrl, fetch: scheduler().fetch });
    await refusedWithoutLeaving(() => platform.orders(SECRET));
  });

  it('the OAuth client keeps the password, client secret, refresh token, code and the token it revokes', async () => {
    for (const transport of [undefined, scheduler().fetch]) {
      const oauth = createOAuthClient({ endpoints: defaultEndpoints(storeUrl, SHOP_DIALECT), ...(transport ? { fetch: transport } : {}) });
      await refusedWithoutLeaving(() => oauth.passwordGrant('staff@demo.store', SECRET));
      await refusedWithoutLeaving(() => oauth.clientCredentials('demo-pos-admin', SECRET));
      await refusedWithoutLeaving(() => oauth.refresh(SECRET));
      await refusedWithoutLeaving(() =>
        oauth.exchangeCode({ code: SECRET, redirectUri: 'http://127.0.0.1:1/callback', clientId: 'storefront-pos', codeVerifier: SECRET }),
      );
      await refusedWithoutLeaving(() => oauth.revoke(SECRET));
    }
  });
});

describe('at the counter, through the app', () => {
  beforeAll(() => {
    redirectStatus = 307;
  });

  it('a password sign-in and a new sale are refused in words that name where the store pointed', async () => {
    await withTestRuntime({ storeUrl }, async (runtime) => {
      const signIn = await dispatchBridgeCall(runtime.calls, 'session.signIn', [{ email: 'staff@demo.store', password: SECRET }]);
      expect(signIn).toMatchObject({ ok: false, error: { message: expect.stringContaining(`${elsewhereUrl}/shop_oauth/token`) } });
      const connect = await dispatchBridgeCall(runtime.calls, 'admin.connect', [{ clientId: 'demo-pos-admin', clientSecret: SECRET }]);
      expect(connect).toMatchObject({ ok: false, error: { message: expect.stringContaining(elsewhereUrl) } });
      const sale = await dispatchBridgeCall(runtime.calls, 'sale.addLine', ['1', 1]);
      expect(sale).toMatchObject({ ok: false, error: { message: expect.stringContaining(`${elsewhereUrl}/api/v2/storefront/cart`) } });
      expect(reached.filter((request) => request.includes(SECRET))).toEqual([]);
    });
  });

  it("nothing the app sends follows the store's redirect: start, catalog sync, sign-in discovery, the service status", async () => {
    await withTestRuntime({ storeUrl }, async (runtime) => {
      const status = await dispatchBridgeCall(runtime.calls, 'app.storeStatus', []);
      expect(status).toMatchObject({ ok: true, value: { state: 'unknown' } });
      await dispatchBridgeCall(runtime.calls, 'app.info', []);
      expect(reached).toEqual([]);
    });
  });
});

describe("the app's transport to the store", () => {
  beforeAll(() => {
    redirectStatus = 302;
  });

  it('follows no redirect, even for a request that does not ask it not to', async () => {
    const transport = createRequestScheduler({ fetch: withoutRedirects((url, init) => fetch(url, init as RequestInit)) });
    const answer = await transport.fetch(`${storeUrl}/status`, { headers: { 'X-Shop-Token': SECRET }, timeoutMs: 5_000 });
    expect(answer.status).toBe(302);
    expect(reached).toEqual([]);
  });
});
