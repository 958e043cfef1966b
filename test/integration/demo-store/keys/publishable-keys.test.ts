/**
 * Publishable keys (`X-Shop-Token`): an operator issues them through the Platform API (admin
 * scope), sees each one whole only in the answer that creates it, lists them without their
 * secret part and revokes them. Storefront calls accept a good key; a request that presents an
 * unknown, malformed or revoked key is refused with 401 and the interface's error body, on
 * public reads and cart and checkout calls alike; a request without the header is served as
 * before. Nothing but a hash of a key rests in the store's file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT, DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { DB_FILE } from '../../../../electron/demo-store/db/database.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, call, inStockVariantId, many, newCart, one } from '../../../support/demo-store/store-client.js';

const PF = '/api/v2/platform';
let store: DemoStore;
let admin: string;
const logLines: string[] = [];

interface ErrorBody {
  error: string;
  code: number;
  message: string;
  documentation: string;
}

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, log: (line) => logLines.push(line) });
  const token = await call<{ access_token: string }>(store, '/shop_oauth/token', {
    method: 'POST',
    contentType: 'application/json',
    body: { grant_type: 'client_credentials', client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: DEMO_ADMIN_CLIENT.clientSecret, scope: 'admin' },
  });
  admin = token.body.access_token;
});

afterAll(async () => {
  await store.close();
});

async function issue(name: string): Promise<{ id: string; token: string }> {
  const created = await call(store, `${PF}/publishable_keys`, { method: 'POST', bearer: admin, body: { publishable_key: { name } } });
  expect(created.status).toBe(201);
  const resource = one(created.body);
  expect(resource.type).toBe('publishable_key');
  expect(resource.attributes.name).toBe(name);
  const token = resource.attributes.token as string;
  expect(token).toMatch(/^pk_[A-Za-z0-9_-]{40,}$/);
  return { id: resource.id, token };
}

const withKey = (key: string) => ({ headers: { 'X-Shop-Token': key } });

describe('issuing publishable keys (Platform API, admin scope)', () => {
  it('needs the admin scope to issue, list, read or revoke', async () => {
    const customer = (
      await call<{ access_token: string }>(store, '/shop_oauth/token', {
        method: 'POST',
        contentType: 'application/json',
        body: { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      })
    ).body.access_token;
    for (const [method, route] of [
      ['GET', '/publishable_keys'],
      ['POST', '/publishable_keys'],
      ['GET', '/publishable_keys/1'],
      ['PATCH', '/publishable_keys/1/revoke'],
    ] as const) {
      const body = method === 'GET' ? undefined : { publishable_key: { name: 'Till' } };
      expect((await call(store, `${PF}${route}`, { method, body })).status, route).toBe(401);
      expect((await call(store, `${PF}${route}`, { method, bearer: customer, body })).status, route).toBe(403);
    }
  });

  it('shows the key once, when it is created; the list and the key’s own page never show it', async () => {
    const { id, token } = await issue('Till 1 at the counter');
    const list = await call(store, `${PF}/publishable_keys`, { bearer: admin });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(token);
    const listed = many(list.body).find((r) => r.id === id)!;
    expect(listed.attributes).toMatchObject({ name: 'Till 1 at the counter', revoked_at: null, token_prefix: token.slice(0, 10) });
    expect(listed.attributes).not.toHaveProperty('token');
    const shown = await call(store, `${PF}/publishable_keys/${id}`, { bearer: admin });
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).not.toContain(token);
  });

  it('keeps only a hash of each key in the store’s file and never writes a key to the log', async () => {
    const { token } = await issue('Till 2 at the window');
    expect((await call(store, `${SF}/products?per_page=1`, withKey(token))).status).toBe(200);
    // The file and its write-ahead log, where the newest writes are until a checkpoint.
    const stored = Buffer.concat(
      [DB_FILE, `${DB_FILE}-wal`].filter((name) => existsSync(path.join(store.dataDir, name))).map((name) => readFileSync(path.join(store.dataDir, name))),
    );
    expect(stored.includes(Buffer.from('Till 2 at the window'))).toBe(true);
    expect(stored.includes(Buffer.from(token))).toBe(false);
    expect(logLines.join('\n')).not.toContain(token);
  });

  it('refuses a key without a name, or with one too long, in words (422), and issues nothing', async () => {
    const before = many((await call(store, `${PF}/publishable_keys?per_page=100`, { bearer: admin })).body).length;
    const blank = await call<ErrorBody & { errors: Record<string, string[]> }>(store, `${PF}/publishable_keys`, {
      method: 'POST',
      bearer: admin,
      body: { publishable_key: { name: '  ' } },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name).toEqual(["can't be blank"]);
    const long = await call<ErrorBody & { errors: Record<string, string[]> }>(store, `${PF}/publishable_keys`, {
      method: 'POST',
      bearer: admin,
      body: { publishable_key: { name: 'x'.repeat(101) } },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors.name).toEqual(['is too long (maximum is 100 characters)']);
    const missing = await call(store, `${PF}/publishable_keys`, { method: 'POST', bearer: admin, body: {} });
    expect(missing.status).toBe(400);
    expect(many((await call(store, `${PF}/publishable_keys?per_page=100`, { bearer: admin })).body)).toHaveLength(before);
  });
});

describe('X-Shop-Token on storefront calls', () => {
  it('accepts a good key on public reads and on cart and checkout calls', async () => {
    const { token } = await issue('Till 3');
    expect((await call(store, `${SF}/products?per_page=2`, withKey(token))).status).toBe(200);
    expect((await call(store, `${SF}/store`, withKey(token))).status).toBe(200);
    const created = await call(store, `${SF}/cart`, { method: 'POST', ...withKey(token) });
    expect(created.status).toBe(201);
    const orderToken = one(created.body).attributes.token as string;
    const variantId = await inStockVariantId(store, 'classic-crew-tee');
    const added = await call(store, `${SF}/cart/add_item`, {
      method: 'POST',
      orderToken,
      body: { variant_id: variantId, quantity: 1 },
      ...withKey(token),
    });
    expect(added.status).toBe(200);
    const checkout = await call(store, `${SF}/checkout`, { method: 'PATCH', orderToken, body: { order: { email: 'till3@example.com' } }, ...withKey(token) });
    expect(checkout.status).toBe(200);
  });

  it('serves a request without the header as before', async () => {
    expect((await call(store, `${SF}/products?per_page=2`)).status).toBe(200);
    const orderToken = (await newCart(store)).token;
    expect((await call(store, `${SF}/cart`, { orderToken })).status).toBe(200);
  });

  it('refuses an unknown or malformed key with 401 and the interface’s error body, everywhere, even where an answer is cached', async () => {
    // A first anonymous read fills the read cache: a bad key must not be answered from it.
    expect((await call(store, `${SF}/products?per_page=3`)).status).toBe(200);
    const orderToken = (await newCart(store)).token;
    for (const key of ['pk_unknownunknownunknownunknownunknownunknown0', 'not a key', '']) {
      for (const [method, route, extra] of [
        ['GET', `${SF}/products?per_page=3`, {}],
        ['GET', `${SF}/taxons`, {}],
        ['GET', `${SF}/cart`, { orderToken }],
        ['PATCH', `${SF}/checkout`, { orderToken, body: { order: { email: 'x@example.com' } } }],
        ['POST', `${SF}/cart`, {}],
      ] as const) {
        const answer = await call<ErrorBody>(store, route, { method, ...extra, ...withKey(key) });
        expect(answer.status, `${method} ${route} with ${JSON.stringify(key)}`).toBe(401);
        expect(answer.body).toEqual({
          error: 'invalid_publishable_key',
          code: 401,
          message: 'The publishable key (X-Shop-Token) is not one this store issued.',
          documentation: `${store.url}/docs/errors#401`,
        });
      }
    }
  });

  it('refuses a revoked key with 401, saying it was revoked, and the list shows when', async () => {
    const { id, token } = await issue('Till 4, stolen');
    expect((await call(store, `${SF}/products?per_page=1`, withKey(token))).status).toBe(200);
    const revoked = await call(store, `${PF}/publishable_keys/${id}/revoke`, { method: 'PATCH', bearer: admin });
    expect(revoked.status).toBe(200);
    expect(one(revoked.body).attributes.revoked_at).toEqual(expect.any(String));
    expect(JSON.stringify(revoked.body)).not.toContain(token);
    for (const route of [`${SF}/products?per_page=1`, `${SF}/store`]) {
      const answer = await call<ErrorBody>(store, route, withKey(token));
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: 'invalid_publishable_key', code: 401, message: 'The publishable key (X-Shop-Token) was revoked.' });
    }
    const cart = await call<ErrorBody>(store, `${SF}/cart`, { method: 'POST', ...withKey(token) });
    expect(cart.status).toBe(401);
    const listed = many((await call(store, `${PF}/publishable_keys?per_page=100`, { bearer: admin })).body).find((r) => r.id === id)!;
    expect(listed.attributes.revoked_at).toEqual(expect.any(String));
    // Revoking again changes nothing and says so by answering the key as it is.
    const again = await call(store, `${PF}/publishable_keys/${id}/revoke`, { method: 'PATCH', bearer: admin });
    expect(again.status).toBe(200);
    expect(one(again.body).attributes.revoked_at).toBe(one(revoked.body).attributes.revoked_at);
  });

  it('answers 404 for a key id that does not exist', async () => {
    expect((await call(store, `${PF}/publishable_keys/999999`, { bearer: admin })).status).toBe(404);
    expect((await call(store, `${PF}/publishable_keys/abc/revoke`, { method: 'PATCH', bearer: admin })).status).toBe(404);
  });
});

describe('X-Shop-Token at the MCP endpoint', () => {
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'publishable-key test', version: '1' } },
  });
  const mcp = (headers: Record<string, string>) =>
    fetch(`${store.url}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
      body: initialize,
    });

  it('refuses an unknown or revoked key with 401 in JSON-RPC words and opens no session; a good key or none is served', async () => {
    const { id, token } = await issue('Till 5, live prices');
    await call(store, `${PF}/publishable_keys/${id}/revoke`, { method: 'PATCH', bearer: admin });
    for (const [key, words] of [
      ['pk_unknownunknownunknownunknownunknownunknown0', 'not one this store issued'],
      ['', 'not one this store issued'],
      [token, 'was revoked'],
    ] as const) {
      const answer = await mcp({ 'X-Shop-Token': key });
      expect(answer.status, JSON.stringify(key)).toBe(401);
      expect(answer.headers.get('mcp-session-id')).toBeNull();
      const body = (await answer.json()) as { jsonrpc: string; error: { message: string } };
      expect(body.jsonrpc).toBe('2.0');
      expect(body.error.message).toContain(words);
    }
    const good = await issue('Till 6, live prices');
    const served = await mcp({ 'X-Shop-Token': good.token });
    expect(served.status).toBe(200);
    expect(served.headers.get('mcp-session-id')).toEqual(expect.any(String));
    expect((await mcp({})).status).toBe(200);
  });
});
