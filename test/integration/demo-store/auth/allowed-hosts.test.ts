/**
 * DNS rebinding: a web page on a domain that resolves to 127.0.0.1 reaches the store with its own
 * name in the Host header. The store answers only the hosts it is served as (127.0.0.1, localhost
 * and [::1] on its port, and what an operator adds), on every route; others get 403 with the
 * interface's error body and nothing else happens.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, callRaw } from '../../../support/demo-store/store-client.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();

const withHost = (target: DemoStore, host: string, method: string, path: string, body?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callRaw(target, method, path, { host, body, headers, contentType: 'application/json' });

const PASSWORD_GRANT = { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };

describe('the Host a request names', () => {
  it('must be one the store is served as: a rebinding name gets no token and no data, on any route', async () => {
    const port = demo.store.port;
    for (const host of [
      `rebind.attacker.example:${port}`,
      'rebind.attacker.example',
      `127.0.0.1.nip.io:${port}`,
      `127.0.0.1:${port + 1}`,
      `localhost:${port + 1}`,
      '127.0.0.1',
      `127.0.0.2:${port}`,
      `[::2]:${port}`,
      `localhost.:${port}`,
      `evil.example@127.0.0.1:${port}`,
    ]) {
      const token = await withHost(demo.store, host, 'POST', '/shop_oauth/token', PASSWORD_GRANT);
      expect({ host, status: token.status }).toEqual({ host, status: 403 });
      expect(token.text).not.toContain('access_token');
      expect(token.body).toMatchObject({ error: 'host_not_allowed', code: 403 });
      expect(String(token.body!.message)).toContain('127.0.0.1');
      expect(String(token.body!.documentation)).toBe(`${demo.url}/docs/errors#403`);
      for (const [method, path] of [
        ['GET', `${SF}/products?per_page=1`],
        ['POST', `${SF}/cart`],
        ['GET', '/.well-known/oauth-authorization-server'],
        ['GET', '/shop_oauth/authorize?response_type=code&client_id=storefront-pos'],
        ['GET', '/status'],
        ['GET', '/api/v2/platform/orders'],
        ['GET', '/nowhere'],
      ] as const) {
        const answer = await withHost(demo.store, host, method, path);
        expect({ host, path, status: answer.status }).toEqual({ host, path, status: 403 });
        expect(answer.text).not.toContain('attacker');
      }
    }
  });

  it('is answered for 127.0.0.1, localhost and [::1] on the store port, in any letter case', async () => {
    const port = demo.store.port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LocalHost:${port}`, `[::1]:${port}`]) {
      const token = await withHost(demo.store, host, 'POST', '/shop_oauth/token', PASSWORD_GRANT);
      expect({ host, status: token.status }).toEqual({ host, status: 200 });
      const meta = await withHost(demo.store, host, 'GET', '/.well-known/oauth-authorization-server');
      expect(meta.body).toMatchObject({ issuer: `http://${host}` });
    }
  });

  it('takes the hosts an operator adds, with or without a port, and refuses the rest', async () => {
    const local = await startDemoStore({ rateLimit: false, allowedHosts: ['pos-demo.example.lan', 'Till-2.example.lan:8443'] });
    try {
      for (const host of ['pos-demo.example.lan', 'pos-demo.example.lan:8080', 'POS-DEMO.example.lan', 'till-2.example.lan:8443', `127.0.0.1:${local.port}`]) {
        expect({ host, status: (await withHost(local, host, 'GET', `${SF}/store`)).status }).toEqual({ host, status: 200 });
      }
      for (const host of ['till-2.example.lan', 'till-2.example.lan:8444', 'other.example.lan', 'demo.example.lan']) {
        expect({ host, status: (await withHost(local, host, 'GET', `${SF}/store`)).status }).toEqual({ host, status: 403 });
      }
      // The MCP endpoint takes the same hosts.
      const mcp = await withHost(
        local,
        'pos-demo.example.lan',
        'POST',
        '/mcp',
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
        },
        { Accept: 'application/json, text/event-stream' },
      );
      expect(mcp.status).toBe(200);
      const refusedMcp = await withHost(
        local,
        'other.example.lan',
        'POST',
        '/mcp',
        { jsonrpc: '2.0', id: 1, method: 'ping' },
        { Accept: 'application/json, text/event-stream' },
      );
      expect(refusedMcp.status).toBe(403);
    } finally {
      await local.close();
    }
  });

  it('an operator entry that is not a host name stops the store from starting', async () => {
    for (const entry of ['http://shop.example', 'shop.example/path', 'shop example', '', 'shop.example:99999', '*']) {
      await expect(startDemoStore({ rateLimit: false, allowedHosts: [entry] })).rejects.toThrow(/allowedHosts/);
    }
  });
});
