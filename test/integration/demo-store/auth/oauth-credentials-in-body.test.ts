/**
 * Credentials travel in the request body only (RFC 6749 §2.3.1, §3.2; RFC 7009 §2.1): a URL is
 * written into logs, histories and Referer headers. Every route that takes one refuses a request
 * naming it in the query string with 400 and words naming the parameter, never its value, and
 * does nothing else: no token issued, none revoked, no password set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT, DEMO_CUSTOMER, DEMO_STAFF } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';

let store: DemoStore;
const logLines: string[] = [];

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, log: (line) => logLines.push(line) });
});
afterAll(async () => {
  await store.close();
});

const post = (path: string, query: Record<string, string>, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${store.url}${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function passwordGrant(): Promise<{ access_token: string; refresh_token: string }> {
  const res = await post('/shop_oauth/token', {}, { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

const accountStatus = async (accessToken: string) =>
  (await fetch(`${store.url}/api/v2/storefront/account`, { headers: { Authorization: `Bearer ${accessToken}` } })).status;

/** The refusal: 400 invalid_request naming the parameter, with nothing of its value. */
async function expectRefused(res: Response, name: string, value: string): Promise<void> {
  const text = await res.text();
  expect({ status: res.status, text }).toMatchObject({ status: 400 });
  const body = JSON.parse(text) as { error: string; error_description: string };
  expect(body.error).toBe('invalid_request');
  expect(body.error_description).toContain(name);
  expect(body.error_description).toMatch(/body/);
  expect(text).not.toContain(value);
  expect(res.headers.get('cache-control')).toBe('no-store');
}

describe('the token endpoint takes credentials from the body only', () => {
  it('refuses a password in the URL, even the right one, and issues nothing', async () => {
    const res = await post('/shop_oauth/token', { password: DEMO_STAFF.password }, { grant_type: 'password', username: DEMO_STAFF.email });
    await expectRefused(res, 'password', DEMO_STAFF.password);
    // The same request with the password in the body signs in.
    expect((await post('/shop_oauth/token', {}, { grant_type: 'password', username: DEMO_STAFF.email, password: DEMO_STAFF.password })).status).toBe(200);
  });

  it('refuses a password in the URL also when the body carries one', async () => {
    const res = await post(
      '/shop_oauth/token',
      { password: 'in-the-url-1' },
      { grant_type: 'password', username: DEMO_STAFF.email, password: DEMO_STAFF.password },
    );
    await expectRefused(res, 'password', 'in-the-url-1');
  });

  it('refuses a client secret in the URL', async () => {
    const res = await post(
      '/shop_oauth/token',
      { client_secret: DEMO_ADMIN_CLIENT.clientSecret },
      { grant_type: 'client_credentials', client_id: DEMO_ADMIN_CLIENT.clientId, scope: 'admin' },
    );
    await expectRefused(res, 'client_secret', DEMO_ADMIN_CLIENT.clientSecret);
  });

  it('refuses a refresh token in the URL without spending it', async () => {
    const pair = await passwordGrant();
    const res = await post('/shop_oauth/token', { refresh_token: pair.refresh_token }, { grant_type: 'refresh_token' });
    await expectRefused(res, 'refresh_token', pair.refresh_token);
    // Not spent: it still refreshes once, from the body.
    expect((await post('/shop_oauth/token', {}, { grant_type: 'refresh_token', refresh_token: pair.refresh_token })).status).toBe(200);
  });

  it('refuses an authorization code or its verifier in the URL', async () => {
    const code = 'c'.repeat(43);
    const verifier = 'v'.repeat(43);
    const body = { grant_type: 'authorization_code', redirect_uri: 'http://127.0.0.1:5000/callback', client_id: 'storefront-pos' };
    await expectRefused(await post('/shop_oauth/token', { code }, { ...body, code_verifier: verifier }), 'code', code);
    await expectRefused(await post('/shop_oauth/token', { code_verifier: verifier }, { ...body, code }), 'code_verifier', verifier);
  });

  it('names a parameter sent in bracket form too, and keeps its value out of the log', async () => {
    const res = await fetch(`${store.url}/shop_oauth/token?password[]=bracketed-secret-9`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: DEMO_STAFF.email }).toString(),
    });
    await expectRefused(res, 'password', 'bracketed-secret-9');
    expect(logLines.join('\n')).not.toContain('bracketed-secret-9');
  });
});

describe('revocation takes the token and the client secret from the body only', () => {
  it('refuses a token in the URL and revokes nothing', async () => {
    const pair = await passwordGrant();
    const res = await post('/shop_oauth/revoke', { token: pair.access_token }, {});
    await expectRefused(res, 'token', pair.access_token);
    expect(await accountStatus(pair.access_token)).toBe(200);
  });

  it('refuses a client secret in the URL', async () => {
    const res = await post('/shop_oauth/revoke', { client_secret: DEMO_ADMIN_CLIENT.clientSecret }, { token: 'x', client_id: DEMO_ADMIN_CLIENT.clientId });
    await expectRefused(res, 'client_secret', DEMO_ADMIN_CLIENT.clientSecret);
  });
});

describe('the sign-in page and the account take passwords from the body only', () => {
  it("refuses a password in the URL of the sign-in form's POST, without showing it", async () => {
    const res = await fetch(`${store.url}/shop_oauth/authorize?password=page-secret-7`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form_id: 'x', email: DEMO_STAFF.email }).toString(),
    });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).toContain('password');
    expect(text).not.toContain('page-secret-7');
  });

  it("refuses a new account's password in the URL and creates no account", async () => {
    const email = `url-password-${Date.now()}@example.com`;
    const res = await fetch(`${store.url}/api/v2/storefront/account?user[password]=signup-secret-3`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: { email } }),
    });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ error: 'bad_request', code: 400 });
    expect(text).toContain('user[password]');
    expect(text).not.toContain('signup-secret-3');
    const signIn = await post('/shop_oauth/token', {}, { grant_type: 'password', username: email, password: 'signup-secret-3' });
    expect(signIn.status).toBe(400);
  });

  it('refuses a changed password in the URL and keeps the old one', async () => {
    const pair = await passwordGrant();
    const res = await fetch(`${store.url}/api/v2/storefront/account?user[password]=changed-secret-4&user[password_confirmation]=changed-secret-4`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${pair.access_token}` },
      body: JSON.stringify({ user: { first_name: 'Casey' } }),
    });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).not.toContain('changed-secret-4');
    expect((await post('/shop_oauth/token', {}, { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).status).toBe(200);
  });
});
