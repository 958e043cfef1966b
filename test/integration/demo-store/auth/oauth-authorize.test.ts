/**
 * The authorization code grant with PKCE S256 of the demo store, through its sign-in page, as
 * the POS app's public client `storefront-pos` uses it from a loopback redirect.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT, DEMO_CUSTOMER, DEMO_STAFF } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, call, one } from '../../../support/demo-store/store-client.js';

const CLIENT_ID = 'storefront-pos';
const REDIRECT = 'http://127.0.0.1:53682/callback';

let store: DemoStore;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-authorize-'));
  store = await startDemoStore({ dataDir, rateLimit: false });
});

afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  return `${store.url}/shop_oauth/authorize?${params.toString()}`;
}

interface Page {
  status: number;
  headers: Headers;
  html: string;
  formId: string | null;
  cookie: string | null;
}

async function openPage(query: Record<string, string | undefined>, cookie?: string): Promise<Page> {
  const res = await fetch(authorizeUrl(query), { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  const html = await res.text();
  const setCookie = res.headers.get('set-cookie');
  return {
    status: res.status,
    headers: res.headers,
    html,
    formId: /name="form_id" value="([^"]+)"/.exec(html)?.[1] ?? null,
    cookie: setCookie ? setCookie.split(';')[0]! : null,
  };
}

async function submit(form: Record<string, string>, cookie: string | null): Promise<Response> {
  return fetch(`${store.url}/shop_oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(form).toString(),
  });
}

function goodRequest(challenge: string, more: Record<string, string | undefined> = {}) {
  return {
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-123',
    scope: 'read write',
    ...more,
  };
}

/** Signs in through the page; returns the URL the browser is sent back to. */
async function signIn(
  challenge: string,
  who: { email: string; password: string } = DEMO_CUSTOMER,
  more: Record<string, string | undefined> = {},
): Promise<URL> {
  const page = await openPage(goodRequest(challenge, more));
  expect(page.status).toBe(200);
  const res = await submit({ form_id: page.formId!, email: who.email, password: who.password, decision: 'allow' }, page.cookie);
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

interface TokenBody {
  access_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
  error?: string;
}

function exchange(body: Record<string, string>) {
  return call<TokenBody>(store, '/shop_oauth/token', { method: 'POST', body, contentType: 'application/json' });
}

async function codeToken(scope = 'read write'): Promise<TokenBody> {
  const { verifier, challenge } = pkce();
  const back = await signIn(challenge, DEMO_CUSTOMER, { scope });
  const answer = await exchange({
    grant_type: 'authorization_code',
    code: back.searchParams.get('code')!,
    redirect_uri: REDIRECT,
    client_id: CLIENT_ID,
    code_verifier: verifier,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('the sign-in page', () => {
  it('is a small accessible form with the store name, a strict CSP and a browser-bound one-time form id', async () => {
    const { challenge } = pkce();
    const page = await openPage(goodRequest(challenge));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.html).toContain('Sign in to Harbor &amp; Pine Outfitters');
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email" autocomplete="username"/);
    expect(page.html).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
    expect(page.html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:53682");
    expect(csp).toMatch(/style-src 'nonce-[A-Za-z0-9_-]+'/);
    expect(page.html).toContain(`<style nonce="${/'nonce-([^']+)'/.exec(csp)![1]}">`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.formId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(page.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
    // Every page gets its own form id; the browser keeps its cookie.
    const again = await openPage(goodRequest(challenge), page.cookie!);
    expect(again.formId).not.toBe(page.formId);
    expect(again.cookie).toBe(page.cookie);
  });

  it('signs in and sends the browser back with code, state and iss; the code gives tokens once', async () => {
    const { verifier, challenge } = pkce();
    const back = await signIn(challenge);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.get('iss')).toBe(store.url);
    const code = back.searchParams.get('code')!;
    expect(code.length).toBeGreaterThan(30);

    const token = await exchange({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CLIENT_ID, code_verifier: verifier });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'Bearer', expires_in: 7200, scope: 'read write' });
    expect(token.body.refresh_token).toBeTruthy();
    expect(token.headers.get('cache-control')).toBe('no-store');
    const account = await call(store, `${SF}/account`, { bearer: token.body.access_token });
    expect(one(account.body).attributes.email).toBe(DEMO_CUSTOMER.email);

    // A replayed code is refused, and the tokens it gave are revoked.
    const replay = await exchange({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CLIENT_ID, code_verifier: verifier });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect((await call(store, `${SF}/account`, { bearer: token.body.access_token })).status).toBe(401);
    const refreshed = await exchange({ grant_type: 'refresh_token', refresh_token: token.body.refresh_token! });
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('accepts the loopback redirect on any port and refuses every other redirect URI without redirecting', async () => {
    const { challenge } = pkce();
    for (const port of ['1024', '8080', '65535']) {
      const page = await openPage(goodRequest(challenge, { redirect_uri: `http://127.0.0.1:${port}/callback` }));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain(`http://127.0.0.1:${port}`);
    }
    expect((await openPage(goodRequest(challenge, { redirect_uri: 'http://127.0.0.1/callback' }))).status).toBe(200);
    for (const bad of [
      'http://127.0.0.1:8080/other',
      'http://localhost:8080/callback',
      'https://127.0.0.1:8080/callback',
      'http://127.0.0.1:8080/callback?next=1',
      'http://127.0.0.1:8080/callback#x',
      'http://127.0.0.2:8080/callback',
      'http://evil.example/callback',
      'http://127.0.0.1:0/callback',
      'http://127.0.0.1:99999/callback',
      'not a url',
      '',
    ]) {
      const page = await openPage(goodRequest(challenge, { redirect_uri: bad }));
      expect(page.status, bad).toBe(400);
      expect(page.headers.get('location')).toBeNull();
      expect(page.html).toContain('This sign-in link is not valid');
      expect(page.formId).toBeNull();
    }
    const unknown = await openPage(goodRequest(challenge, { client_id: 'someone-else' }));
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain('This sign-in link is not valid');
  });

  it('sends request errors back to a valid redirect URI with the state', async () => {
    const { challenge } = pkce();
    const cases: [Record<string, string | undefined>, string][] = [
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ response_type: undefined }, 'invalid_request'],
      [{ code_challenge: undefined }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge_method: undefined }, 'invalid_request'],
      [{ code_challenge: 'too-short' }, 'invalid_request'],
      [{ scope: 'read admin' }, 'invalid_scope'],
      [{ scope: 'everything' }, 'invalid_scope'],
    ];
    for (const [change, error] of cases) {
      const page = await openPage(goodRequest(challenge, change));
      expect(page.status, JSON.stringify(change)).toBe(303);
      const back = new URL(page.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
      expect(back.searchParams.get('error')).toBe(error);
      expect(back.searchParams.get('state')).toBe('state-123');
      expect(back.searchParams.get('code')).toBeNull();
    }
  });

  it('shows a wrong password on the page with a new form id, and Cancel sends access_denied', async () => {
    const { challenge } = pkce();
    const page = await openPage(goodRequest(challenge));
    const wrong = await submit({ form_id: page.formId!, email: DEMO_CUSTOMER.email, password: 'not-it', decision: 'allow' }, page.cookie);
    expect(wrong.status).toBe(200);
    const html = await wrong.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('The email or password is not right');
    expect(html).toContain(`value="${DEMO_CUSTOMER.email}"`);
    expect(html).toContain('aria-invalid="true"');
    const nextFormId = /name="form_id" value="([^"]+)"/.exec(html)![1]!;
    expect(nextFormId).not.toBe(page.formId);

    const cancel = await submit({ form_id: nextFormId, email: '', password: '', decision: 'deny' }, page.cookie);
    expect(cancel.status).toBe(303);
    const back = new URL(cancel.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-123');
  });

  it('ends the attempt after five wrong passwords', async () => {
    const { challenge } = pkce();
    const page = await openPage(goodRequest(challenge));
    let formId = page.formId!;
    let last: Response | null = null;
    for (let i = 0; i < 5; i++) {
      last = await submit({ form_id: formId, email: DEMO_CUSTOMER.email, password: `wrong-${i}` }, page.cookie);
      if (last.status === 200) formId = /name="form_id" value="([^"]+)"/.exec(await last.text())![1]!;
    }
    expect(last!.status).toBe(303);
    expect(new URL(last!.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
  });

  it('refuses a form posted without its browser cookie, a used form id and an unknown one (CSRF)', async () => {
    const { challenge } = pkce();
    const page = await openPage(goodRequest(challenge));
    const form = { form_id: page.formId!, email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
    const noCookie = await submit(form, null);
    expect(noCookie.status).toBe(403);
    expect(noCookie.headers.get('location')).toBeNull();
    // The form id is spent by that attempt: the rightful browser starts again.
    const spent = await submit(form, page.cookie);
    expect(spent.status).toBe(400);
    expect(await spent.text()).toContain('This sign-in form has expired');

    const other = await openPage(goodRequest(challenge));
    const foreign = await submit({ ...form, form_id: other.formId! }, 'shop_oauth_browser=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(foreign.status).toBe(403);
    expect((await submit({ ...form, form_id: 'made-up' }, page.cookie)).status).toBe(400);

    const fresh = await openPage(goodRequest(challenge));
    const ok = await submit({ ...form, form_id: fresh.formId! }, fresh.cookie);
    expect(ok.status).toBe(303);
    expect((await submit({ ...form, form_id: fresh.formId! }, fresh.cookie)).status).toBe(400);
  });
});

describe('the code exchange', () => {
  it('checks the verifier (S256), the redirect URI and the client; a failed check does not spend the code', async () => {
    const { verifier, challenge } = pkce();
    const code = (await signIn(challenge)).searchParams.get('code')!;
    const base = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CLIENT_ID, code_verifier: verifier };

    const wrongVerifier = await exchange({ ...base, code_verifier: pkce().verifier });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body.error).toBe('invalid_grant');
    // The plain method is not accepted: the challenge itself is not a verifier.
    expect((await exchange({ ...base, code_verifier: challenge })).body.error).toBe('invalid_grant');
    expect((await exchange({ ...base, redirect_uri: 'http://127.0.0.1:9999/callback' })).body.error).toBe('invalid_grant');
    const otherClient = await exchange({ ...base, client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: DEMO_ADMIN_CLIENT.clientSecret });
    expect(otherClient.body.error).toBe('invalid_grant');

    const missingVerifier = await exchange({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CLIENT_ID });
    expect(missingVerifier.status).toBe(400);
    expect(missingVerifier.body.error).toBe('invalid_request');
    expect((await exchange({ ...base, code_verifier: 'short' })).body.error).toBe('invalid_request');
    const noClient = await exchange({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier });
    expect(noClient.status).toBe(401);
    expect(noClient.body.error).toBe('invalid_client');
    // A public client has no secret to send.
    expect((await exchange({ ...base, client_secret: 'anything' })).status).toBe(401);

    expect((await exchange(base)).status).toBe(200);
  });

  it('refuses a code older than 60 seconds', async () => {
    const { verifier, challenge } = pkce();
    const code = (await signIn(challenge)).searchParams.get('code')!;
    const db = new Database(path.join(dataDir, 'demo-store.sqlite'));
    db.prepare('UPDATE oauth_codes SET created_at_ms = created_at_ms - 61000 WHERE used_at IS NULL').run();
    db.close();
    const late = await exchange({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CLIENT_ID, code_verifier: verifier });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('invalid_grant');
  });

  it('gives the public client rotating refresh tokens; reuse of an old one is invalid_grant and ends the sign-in', async () => {
    const first = await codeToken();
    const second = await exchange({ grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: CLIENT_ID });
    expect(second.status).toBe(200);
    expect(second.body.scope).toBe('read write');
    // Bound to the client it was issued to.
    const stolen = await exchange({
      grant_type: 'refresh_token',
      refresh_token: second.body.refresh_token!,
      client_id: DEMO_ADMIN_CLIENT.clientId,
      client_secret: DEMO_ADMIN_CLIENT.clientSecret,
    });
    expect(stolen.body.error).toBe('invalid_grant');
    const third = await exchange({ grant_type: 'refresh_token', refresh_token: second.body.refresh_token! });
    expect(third.status).toBe(200);
    expect((await call(store, `${SF}/account`, { bearer: third.body.access_token })).status).toBe(200);
    // The first refresh token again: someone holds a copy, so every token from this code ends.
    expect((await exchange({ grant_type: 'refresh_token', refresh_token: first.refresh_token! })).body.error).toBe('invalid_grant');
    for (const issued of [first, second.body, third.body]) {
      expect((await call(store, `${SF}/account`, { bearer: issued.access_token })).status).toBe(401);
    }
    expect((await exchange({ grant_type: 'refresh_token', refresh_token: third.body.refresh_token! })).body.error).toBe('invalid_grant');
  });

  it('is what the metadata says: authorization_code with S256 only', async () => {
    const meta = (await call<Record<string, unknown>>(store, '/.well-known/oauth-authorization-server')).body;
    expect(meta.authorization_endpoint).toBe(`${store.url}/shop_oauth/authorize`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'password', 'refresh_token', 'client_credentials']));
    expect(meta.response_types_supported).toEqual(['code']);
  });
});

describe('scopes per operation', () => {
  it('read reads the account, write changes it and checks out, admin is the Platform API', async () => {
    const readOnly = (await codeToken('read')).access_token;
    expect((await call(store, `${SF}/account`, { bearer: readOnly })).status).toBe(200);
    expect((await call(store, `${SF}/account/orders`, { bearer: readOnly })).status).toBe(200);
    const change = await call(store, `${SF}/account`, { method: 'PATCH', bearer: readOnly, body: { user: { first_name: 'Casey' } } });
    expect(change.status).toBe(403);
    expect(change.body).toMatchObject({ error: 'forbidden', code: 403 });
    expect((await call(store, `${SF}/cart`, { method: 'POST', bearer: readOnly })).status).toBe(403);
    expect((await call(store, `${SF}/checkout`, { method: 'PATCH', bearer: readOnly, body: { order: { email: 'a@b.c' } } })).status).toBe(403);
    expect((await call(store, '/api/v2/platform/orders', { bearer: readOnly })).status).toBe(403);

    const writeOnly = (await codeToken('write')).access_token;
    expect((await call(store, `${SF}/account`, { bearer: writeOnly })).status).toBe(403);
    expect((await call(store, `${SF}/cart`, { method: 'POST', bearer: writeOnly })).status).toBe(201);

    // Catalog reads and guest carts need no scope at all.
    expect((await call(store, `${SF}/products?per_page=1`, { bearer: readOnly })).status).toBe(200);
    expect((await call(store, `${SF}/cart`, { method: 'POST' })).status).toBe(201);

    const staff = await call<TokenBody>(store, '/shop_oauth/token', {
      method: 'POST',
      body: {
        grant_type: 'password',
        username: DEMO_STAFF.email,
        password: DEMO_STAFF.password,
        scope: 'admin',
        client_id: DEMO_ADMIN_CLIENT.clientId,
        client_secret: DEMO_ADMIN_CLIENT.clientSecret,
      },
    });
    expect(staff.body.scope).toBe('admin');
    expect((await call(store, '/api/v2/platform/orders', { bearer: staff.body.access_token })).status).toBe(200);
    expect((await call(store, `${SF}/account`, { bearer: staff.body.access_token })).status).toBe(403);
  });

  it('the public client never gets admin, even for staff', async () => {
    const { challenge } = pkce();
    const page = await openPage(goodRequest(challenge, { scope: 'admin' }));
    expect(new URL(page.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
    const viaPassword = await call<TokenBody>(store, '/shop_oauth/token', {
      method: 'POST',
      body: { grant_type: 'password', username: DEMO_STAFF.email, password: DEMO_STAFF.password, scope: 'admin', client_id: CLIENT_ID },
    });
    expect(viaPassword.body.error).toBe('invalid_scope');
  });
});

describe('the scope table', () => {
  it('names the scope of each kind of operation, as a property of the matched route', async () => {
    const { demoStoreRouter } = await import('../../../../electron/demo-store/http/server.js');
    const router = demoStoreRouter(() => null);
    const access = (method: string, path: string) => router.match(method, path)?.handler.access ?? null;
    expect(access('GET', '/api/v2/storefront/account')).toEqual({ kind: 'user', scope: 'read' });
    expect(access('HEAD', '/api/v2/storefront/account')).toEqual({ kind: 'user', scope: 'read' });
    expect(access('PATCH', '/api/v2/storefront/account')).toEqual({ kind: 'user', scope: 'write' });
    expect(access('POST', '/api/v2/storefront/account')).toEqual({ kind: 'public' });
    expect(access('PATCH', '/api/v2/storefront/checkout/complete')).toEqual({ kind: 'user', scope: 'write' });
    expect(access('GET', '/api/v2/storefront/cart')).toEqual({ kind: 'user', scope: 'read' });
    expect(access('DELETE', '/api/v2/storefront/wishlist/wished_items/3')).toEqual({ kind: 'user', scope: 'write' });
    expect(access('GET', '/api/v2/storefront/products')).toEqual({ kind: 'public' });
    expect(access('GET', '/api/v2/storefront/order_status/R1')).toEqual({ kind: 'public' });
    expect(access('GET', '/api/v2/platform/orders')).toEqual({ kind: 'always', scope: 'admin' });
    expect(access('POST', '/api/v2/platform/webhooks/subscribers')).toEqual({ kind: 'always', scope: 'admin' });
    // No spelling but the route's own reaches it.
    expect(access('POST', '/api/v2/storefront//cart')).toBeNull();
    expect(access('POST', '/api/v2/storefront/cart/')).toBeNull();
  });

  it('gives every route of the account areas and the Platform API its scope', async () => {
    const { demoStoreRouter } = await import('../../../../electron/demo-store/http/server.js');
    const router = demoStoreRouter(() => null);
    for (const { method, pattern } of router.entries()) {
      const sample = pattern.replace(/[:*][a-z_]+/g, 'x');
      const { access } = router.match(method, sample)!.handler;
      if (pattern.startsWith('/api/v2/platform/')) expect({ pattern, access }).toEqual({ pattern, access: { kind: 'always', scope: 'admin' } });
      const own =
        /^\/api\/v2\/storefront\/(account|wishlists?|cart|checkout)(\/|$)/.test(pattern) && !(pattern === '/api/v2/storefront/account' && method === 'POST');
      if (own) expect({ method, pattern, access }).toEqual({ method, pattern, access: { kind: 'user', scope: method === 'GET' ? 'read' : 'write' } });
    }
  });
});
