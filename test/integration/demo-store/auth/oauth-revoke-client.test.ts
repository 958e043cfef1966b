/**
 * Revocation authenticates a confidential client (RFC 7009 §2.1): a token issued to one is
 * revoked only by that client with its secret (HTTP Basic or client_secret in the body); without
 * it or with a wrong one the answer is 401 invalid_client and nothing is revoked. A public
 * client's token (the app's PKCE client) and a token issued without a client are revoked with no
 * secret, as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT, DEMO_CUSTOMER, DEMO_STAFF } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { POS_PUBLIC_CLIENT } from '../../../../electron/demo-store/auth/oauth-clients.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';

let store: DemoStore;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});
afterAll(async () => {
  await store.close();
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

const post = (path: string, body: Record<string, string>, authorization?: string) =>
  fetch(`${store.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify(body),
  });

async function token(body: Record<string, string>): Promise<{ access_token: string; refresh_token?: string }> {
  const res = await post('/shop_oauth/token', body);
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token?: string };
}

const adminToken = () =>
  token({ grant_type: 'client_credentials', client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: DEMO_ADMIN_CLIENT.clientSecret, scope: 'admin' });

/** 200 while the admin token is good, 401 once it is revoked. */
const platformStatus = async (accessToken: string) =>
  (await fetch(`${store.url}/api/v2/platform/orders`, { headers: { Authorization: `Bearer ${accessToken}` } })).status;
const accountStatus = async (accessToken: string) =>
  (await fetch(`${store.url}/api/v2/storefront/account`, { headers: { Authorization: `Bearer ${accessToken}` } })).status;

async function expectInvalidClient(res: Response): Promise<void> {
  expect(res.status).toBe(401);
  expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
}

describe("revoking a confidential client's token", () => {
  it('is refused without the client, with its id alone and with a wrong secret, and nothing is revoked', async () => {
    const { access_token } = await adminToken();
    await expectInvalidClient(await post('/shop_oauth/revoke', { token: access_token }));
    await expectInvalidClient(await post('/shop_oauth/revoke', { token: access_token, client_id: DEMO_ADMIN_CLIENT.clientId }));
    await expectInvalidClient(await post('/shop_oauth/revoke', { token: access_token, client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: 'wrong' }));
    await expectInvalidClient(await post('/shop_oauth/revoke', { token: access_token }, basic(DEMO_ADMIN_CLIENT.clientId, 'wrong')));
    await expectInvalidClient(await post('/shop_oauth/revoke', { token: access_token, client_id: 'no-such-client', client_secret: 'x' }));
    expect(await platformStatus(access_token)).toBe(200);
  });

  it('is revoked by the client with its secret in the body', async () => {
    const { access_token } = await adminToken();
    const res = await post('/shop_oauth/revoke', { token: access_token, client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: DEMO_ADMIN_CLIENT.clientSecret });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await platformStatus(access_token)).toBe(401);
  });

  it('is revoked by the client with HTTP Basic', async () => {
    const { access_token } = await adminToken();
    const res = await post('/shop_oauth/revoke', { token: access_token }, basic(DEMO_ADMIN_CLIENT.clientId, DEMO_ADMIN_CLIENT.clientSecret));
    expect(res.status).toBe(200);
    expect(await platformStatus(access_token)).toBe(401);
  });

  it("keeps a user's refresh token issued through the client until the client revokes it", async () => {
    const pair = await token({
      grant_type: 'password',
      username: DEMO_STAFF.email,
      password: DEMO_STAFF.password,
      scope: 'admin',
      client_id: DEMO_ADMIN_CLIENT.clientId,
      client_secret: DEMO_ADMIN_CLIENT.clientSecret,
    });
    await expectInvalidClient(await post('/shop_oauth/revoke', { token: pair.refresh_token! }));
    expect(await platformStatus(pair.access_token)).toBe(200);
    const res = await post('/shop_oauth/revoke', { token: pair.refresh_token! }, basic(DEMO_ADMIN_CLIENT.clientId, DEMO_ADMIN_CLIENT.clientSecret));
    expect(res.status).toBe(200);
    expect(await platformStatus(pair.access_token)).toBe(401);
  });

  it('answers a wrong secret with 401 also for a token nobody knows', async () => {
    await expectInvalidClient(await post('/shop_oauth/revoke', { token: 'unknown' }, basic(DEMO_ADMIN_CLIENT.clientId, 'wrong')));
    expect((await post('/shop_oauth/revoke', { token: 'unknown' }, basic(DEMO_ADMIN_CLIENT.clientId, DEMO_ADMIN_CLIENT.clientSecret))).status).toBe(200);
  });
});

describe("revoking a public client's token and one issued without a client", () => {
  it("revokes the app's public client token with its client id only, or with nothing", async () => {
    const first = await token({
      grant_type: 'password',
      username: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      client_id: POS_PUBLIC_CLIENT.clientId,
    });
    expect((await post('/shop_oauth/revoke', { token: first.access_token, client_id: POS_PUBLIC_CLIENT.clientId })).status).toBe(200);
    expect(await accountStatus(first.access_token)).toBe(401);
    const second = await token({
      grant_type: 'password',
      username: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      client_id: POS_PUBLIC_CLIENT.clientId,
    });
    expect((await post('/shop_oauth/revoke', { token: second.refresh_token! })).status).toBe(200);
    expect(await accountStatus(second.access_token)).toBe(401);
  });

  it('refuses a public client id sent with a secret, and revokes nothing', async () => {
    const pair = await token({
      grant_type: 'password',
      username: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      client_id: POS_PUBLIC_CLIENT.clientId,
    });
    await expectInvalidClient(await post('/shop_oauth/revoke', { token: pair.access_token, client_id: POS_PUBLIC_CLIENT.clientId, client_secret: 'x' }));
    expect(await accountStatus(pair.access_token)).toBe(200);
  });

  it("does not let one client revoke another client's token", async () => {
    const { access_token } = await adminToken();
    const res = await post('/shop_oauth/revoke', { token: access_token, client_id: POS_PUBLIC_CLIENT.clientId });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'unauthorized_client' });
    expect(await platformStatus(access_token)).toBe(200);
  });

  it('revokes a token issued without a client with nothing', async () => {
    const pair = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect((await post('/shop_oauth/revoke', { token: pair.access_token })).status).toBe(200);
    expect(await accountStatus(pair.access_token)).toBe(401);
  });
});

describe('the server metadata', () => {
  it("lists the revocation endpoint's client authentication methods", async () => {
    const meta = (await (await fetch(`${store.url}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(meta.revocation_endpoint_auth_methods_supported).toEqual(['none', 'client_secret_basic', 'client_secret_post']);
  });
});
