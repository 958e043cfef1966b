/**
 * Sign-in believes the store's OAuth metadata only when it is the store's own. The app talks to
 * the demo store through a front server that answers /.well-known/oauth-authorization-server
 * with a document of the test's choosing and passes everything else on; a second server stands
 * where a forged document sends the password, and records whatever reaches it.
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { type PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { listen, passOn } from '../../../support/net/loopback-servers.js';
import { withTestRuntime } from '../../../support/till/test-runtime.js';

let store: DemoStore;
let front: http.Server;
let elsewhere: http.Server;
let frontUrl: string;
let elsewhereUrl: string;
/** What the front server answers for the metadata; null passes the demo store's own on. */
let metadata: Record<string, unknown> | null = null;
const reached: string[] = [];
const opened: string[] = [];

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  front = http.createServer((req, res) => {
    if (req.url === '/.well-known/oauth-authorization-server' && metadata) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(metadata));
      return;
    }
    passOn(req, res, store.url);
  });
  elsewhere = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      reached.push(`${req.method} ${req.url} ${body}`);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"access_token":"forged","token_type":"Bearer","expires_in":7200}');
    });
  });
  frontUrl = await listen(front);
  elsewhereUrl = await listen(elsewhere);
});

afterEach(() => {
  reached.length = 0;
  opened.length = 0;
  metadata = null;
});

afterAll(async () => {
  for (const server of [front, elsewhere]) {
    server.closeAllConnections();
    server.close();
  }
  await store.close();
});

function withRuntime(run: (runtime: PosRuntime) => Promise<void>) {
  const openExternal = async (url: string) => {
    opened.push(url);
  };
  return withTestRuntime({ storeUrl: frontUrl, openExternal }, run);
}

const signIn = (runtime: PosRuntime) => dispatchBridgeCall(runtime.calls, 'session.signIn', [{ email: DEMO_STAFF.email, password: DEMO_STAFF.password }]);

describe('sign-in and the store’s OAuth metadata', () => {
  it('signs in with metadata that is the store’s own', async () => {
    metadata = {
      issuer: frontUrl,
      token_endpoint: `${frontUrl}/shop_oauth/token`,
      authorization_endpoint: `${frontUrl}/shop_oauth/authorize`,
      revocation_endpoint: `${frontUrl}/shop_oauth/revoke`,
    };
    await withRuntime(async (runtime) => {
      expect(await signIn(runtime)).toMatchObject({ ok: true, value: { signedIn: true, email: DEMO_STAFF.email } });
    });
  });

  it('refuses, in words, metadata issued for another address: the password goes nowhere', async () => {
    metadata = {
      issuer: elsewhereUrl,
      token_endpoint: `${elsewhereUrl}/token`,
      authorization_endpoint: `${elsewhereUrl}/authorize`,
      revocation_endpoint: `${elsewhereUrl}/revoke`,
    };
    await withRuntime(async (runtime) => {
      const refusal = `belong to ${elsewhereUrl}, not to this store (${frontUrl}). Sign-in is refused`;
      expect(await signIn(runtime)).toMatchObject({ ok: false, error: { message: expect.stringContaining(refusal) } });
      expect(await dispatchBridgeCall(runtime.calls, 'session.signInWithBrowser', [])).toMatchObject({
        ok: false,
        error: { message: expect.stringContaining(refusal) },
      });
      expect(await dispatchBridgeCall(runtime.calls, 'admin.connect', [{ clientId: 'demo-pos-admin', clientSecret: 'demo-admin-secret-1' }])).toMatchObject({
        ok: false,
        error: { message: expect.stringContaining(refusal) },
      });
      expect(reached).toEqual([]);
      expect(opened).toEqual([]);
      // Selling goes on without a sign-in.
      expect(await dispatchBridgeCall(runtime.calls, 'session.status', [])).toMatchObject({ ok: true, value: { signedIn: false } });
    });
  });

  it('refuses, in words, an endpoint on plain http away from this computer', async () => {
    metadata = { issuer: frontUrl, token_endpoint: 'http://auth.shop.example/token' };
    await withRuntime(async (runtime) => {
      expect(await signIn(runtime)).toMatchObject({
        ok: false,
        error: { message: expect.stringContaining('send passwords and tokens to http://auth.shop.example/token, which is neither https nor this computer') },
      });
    });
  });
});
