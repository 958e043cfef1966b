import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT, DEMO_CUSTOMER, DEMO_STAFF } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import {
  SF,
  addItem,
  call,
  inStockVariantId,
  included,
  many,
  newCart,
  one,
  payWith,
  productWithVariants,
  toPayment,
} from '../../../support/demo-store/store-client.js';

let store: DemoStore;

interface TokenBody {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token?: string;
  scope: string;
  created_at: number;
  error?: string;
  error_description?: string;
}

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});

afterAll(async () => {
  await store.close();
});

function token(body: Record<string, string>, form = false) {
  return form
    ? call<TokenBody>(store, '/shop_oauth/token', {
        method: 'POST',
        rawBody: new URLSearchParams(body).toString(),
        contentType: 'application/x-www-form-urlencoded',
      })
    : call<TokenBody>(store, '/shop_oauth/token', { method: 'POST', body, contentType: 'application/json' });
}

async function adminToken(): Promise<string> {
  const answer = await token({
    grant_type: 'client_credentials',
    client_id: DEMO_ADMIN_CLIENT.clientId,
    client_secret: DEMO_ADMIN_CLIENT.clientSecret,
    scope: 'admin',
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

describe('OAuth', () => {
  it('password grant (JSON or form) gives a Bearer token for 7200 s with a refresh token', async () => {
    for (const form of [false, true]) {
      const answer = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }, form);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ token_type: 'Bearer', expires_in: 7200, scope: 'read write' });
      expect(answer.body.access_token.length).toBeGreaterThan(30);
      expect(answer.body.refresh_token!.length).toBeGreaterThan(30);
      expect(Math.abs(answer.body.created_at - Date.now() / 1000)).toBeLessThan(60);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('wrong passwords and unknown users are invalid_grant; unknown grants unsupported_grant_type', async () => {
    const wrong = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(typeof wrong.body.error_description).toBe('string');
    const unknown = await token({ grant_type: 'password', username: 'ghost@demo.store', password: 'x' });
    expect(unknown.body.error).toBe('invalid_grant');
    expect((await token({ grant_type: 'magic' })).body.error).toBe('unsupported_grant_type');
    // A customer may not ask for the admin scope.
    const admin = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, scope: 'admin' });
    expect(admin.body.error).toBe('invalid_scope');
  });

  it('refresh tokens rotate: the new one works; reusing the old one is invalid_grant and ends the whole sign-in', async () => {
    const first = (await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).body;
    const second = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.access_token).not.toBe(first.access_token);
    const third = await token({ grant_type: 'refresh_token', refresh_token: second.body.refresh_token! });
    expect(third.status).toBe(200);
    const account = await call(store, `${SF}/account`, { bearer: third.body.access_token });
    expect(one(account.body).attributes.email).toBe(DEMO_CUSTOMER.email);
    const reused = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    expect((await call(store, `${SF}/account`, { bearer: third.body.access_token })).status).toBe(401);
  });

  it('a refresh grants only what the rules allow now: a staff token given admin by a password alone loses it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-old-admin-'));
    const local = await startDemoStore({ dataDir, rateLimit: false });
    try {
      const refreshWith = (refreshToken: string) =>
        call<TokenBody>(local, '/shop_oauth/token', {
          method: 'POST',
          body: { grant_type: 'refresh_token', refresh_token: refreshToken },
        });
      const issued = (
        await call<TokenBody>(local, '/shop_oauth/token', {
          method: 'POST',
          body: { grant_type: 'password', username: DEMO_STAFF.email, password: DEMO_STAFF.password },
        })
      ).body;
      const adminOnly = (
        await call<TokenBody>(local, '/shop_oauth/token', {
          method: 'POST',
          body: { grant_type: 'password', username: DEMO_STAFF.email, password: DEMO_STAFF.password },
        })
      ).body;
      // As data written by an earlier version holds them: admin from the password grant, no client.
      const db = new Database(path.join(dataDir, 'demo-store.sqlite'));
      const sha = (text: string) => createHash('sha256').update(text).digest('hex');
      db.prepare("UPDATE oauth_tokens SET scope = 'read write admin', family = NULL WHERE refresh_hash = ?").run(sha(issued.refresh_token!));
      db.prepare("UPDATE oauth_tokens SET scope = 'admin', family = NULL WHERE refresh_hash = ?").run(sha(adminOnly.refresh_token!));
      db.close();
      const narrowed = await refreshWith(issued.refresh_token!);
      expect(narrowed.status).toBe(200);
      expect(narrowed.body.scope).toBe('read write');
      expect((await call(local, '/api/v2/platform/orders', { bearer: narrowed.body.access_token })).status).toBe(403);
      const nothingLeft = await refreshWith(adminOnly.refresh_token!);
      expect(nothingLeft.status).toBe(400);
      expect(nothingLeft.body.error).toBe('invalid_grant');
    } finally {
      await local.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('client_credentials needs the registered client: 401 invalid_client otherwise', async () => {
    const answer = await token({ grant_type: 'client_credentials', client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: DEMO_ADMIN_CLIENT.clientSecret });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ scope: 'admin', token_type: 'Bearer', expires_in: 7200 });
    expect(answer.body.refresh_token).toBeUndefined();
    const bad = await token({ grant_type: 'client_credentials', client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: 'wrong' });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe('invalid_client');
    const basic = await call<TokenBody>(store, '/shop_oauth/token', {
      method: 'POST',
      rawBody: 'grant_type=client_credentials',
      contentType: 'application/x-www-form-urlencoded',
      headers: { Authorization: `Basic ${Buffer.from(`${DEMO_ADMIN_CLIENT.clientId}:${DEMO_ADMIN_CLIENT.clientSecret}`).toString('base64')}` },
    });
    expect(basic.status).toBe(200);
  });

  it('revoke answers 200 {} (also for unknown tokens) and a revoked token is then refused with 401', async () => {
    const issued = (await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).body;
    expect((await call(store, `${SF}/account`, { bearer: issued.access_token })).status).toBe(200);
    const revoked = await call(store, '/shop_oauth/revoke', { method: 'POST', body: { token: issued.access_token }, contentType: 'application/json' });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({});
    const after = await call(store, `${SF}/account`, { bearer: issued.access_token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: 'The access token was revoked', code: 401 });
    // A stale token is refused even on catalog reads, and so is an unknown string.
    expect((await call(store, `${SF}/products?per_page=1`, { bearer: issued.access_token })).status).toBe(401);
    const unknownToken = await call(store, `${SF}/products?per_page=1`, { bearer: 'garbage' });
    expect(unknownToken.status).toBe(401);
    expect(unknownToken.body).toMatchObject({ error: 'The access token is invalid', code: 401 });
    const unknown = await call(store, '/shop_oauth/revoke', { method: 'POST', body: { token: 'never-issued' }, contentType: 'application/json' });
    expect(unknown.status).toBe(200);
  });

  it('an expired access token is refused with 401 "The access token expired"', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-store-expiry-'));
    const local = await startDemoStore({ dataDir, rateLimit: false });
    try {
      const issued = await call<TokenBody>(local, '/shop_oauth/token', {
        method: 'POST',
        body: { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      });
      // Age the token past its 7200 s lifetime directly in the store's database.
      const db = new Database(path.join(dataDir, 'demo-store.sqlite'));
      db.prepare('UPDATE oauth_tokens SET created_at_ms = created_at_ms - 7201000').run();
      db.close();
      const answer = await call(local, `${SF}/account`, { bearer: issued.body.access_token });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: 'The access token expired', code: 401 });
      // The refresh token still gets a fresh pair.
      const refreshed = await call<TokenBody>(local, '/shop_oauth/token', {
        method: 'POST',
        body: { grant_type: 'refresh_token', refresh_token: issued.body.refresh_token },
      });
      expect((await call(local, `${SF}/account`, { bearer: refreshed.body.access_token })).status).toBe(200);
    } finally {
      await local.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('publishes authorization server metadata', async () => {
    const answer = await call<Record<string, unknown>>(store, '/.well-known/oauth-authorization-server');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      issuer: store.url,
      token_endpoint: `${store.url}/shop_oauth/token`,
      revocation_endpoint: `${store.url}/shop_oauth/revoke`,
    });
    expect(answer.body.grant_types_supported).toEqual(expect.arrayContaining(['password', 'refresh_token', 'client_credentials']));
  });
});

describe('account', () => {
  it('needs a user token: 403 without one', async () => {
    const none = await call(store, `${SF}/account`);
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ error: 'forbidden', code: 403 });
    expect((await call(store, `${SF}/account/orders`)).status).toBe(403);
    expect((await call(store, `${SF}/account`, { bearer: await adminToken() })).status).toBe(403);
  });

  it('a signed-in customer checks out with saved addresses and sees the order in the account', async () => {
    const bearer = (await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).body.access_token;
    const { number } = await newCart(store, bearer);
    const variant = await inStockVariantId(store, 'harbor-wool-beanie');
    const added = await call(store, `${SF}/cart/add_item`, { method: 'POST', bearer, body: { variant_id: variant, quantity: 1 } });
    expect(added.status).toBe(200);
    const advanced = await call(store, `${SF}/checkout/advance`, { method: 'PATCH', bearer });
    expect(one(advanced.body).attributes).toMatchObject({ state: 'payment', email: DEMO_CUSTOMER.email });
    const methods = many((await call(store, `${SF}/checkout/payment_methods`, { bearer })).body);
    await call(store, `${SF}/checkout/create_payment`, { method: 'POST', bearer, body: { payment_method_id: methods[0]!.id } });
    expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', bearer })).status).toBe(200);
    const orders = await call(store, `${SF}/account/orders?sort=-completed_at`, { bearer });
    expect(many(orders.body)[0]).toMatchObject({ type: 'order', attributes: { number, state: 'complete' } });
    expect((await call(store, `${SF}/account/orders/${number}`, { bearer })).status).toBe(200);
  });
});

describe('Platform API', () => {
  async function completedOrder(): Promise<{ number: string }> {
    const { token: orderToken, number } = await newCart(store);
    await addItem(store, orderToken, await inStockVariantId(store, 'canvas-market-tote'), 1);
    await toPayment(store, orderToken);
    await payWith(store, orderToken, 'Cash');
    expect((await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken })).status).toBe(200);
    return { number };
  }

  it('refuses without a token (401), with a stale one (401) and without the admin scope (403)', async () => {
    expect((await call(store, '/api/v2/platform/orders')).status).toBe(401);
    expect((await call(store, '/api/v2/platform/orders', { bearer: 'garbage' })).status).toBe(401);
    const customer = (await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).body.access_token;
    const forbidden = await call(store, '/api/v2/platform/orders', { bearer: customer });
    expect(forbidden.status).toBe(403);
    expect((await call(store, '/api/v2/platform/shipments/1/ship', { method: 'PATCH', bearer: customer })).status).toBe(403);
  });

  it('lists orders with filters and ships then delivers a shipment', async () => {
    const admin = await adminToken();
    const { number } = await completedOrder();
    const list = await call(store, `/api/v2/platform/orders?filter[number]=${number}`, { bearer: admin });
    expect(list.status).toBe(200);
    expect(many(list.body)).toHaveLength(1);
    expect(list.body.meta).toMatchObject({ total_count: 1 });
    const complete = many((await call(store, '/api/v2/platform/orders?filter[state]=complete&per_page=100', { bearer: admin })).body);
    expect(complete.every((o) => o.attributes.state === 'complete')).toBe(true);

    const shown = await call(store, `/api/v2/platform/orders/${number}?include=shipments`, { bearer: admin });
    const before = one(shown.body);
    expect(before.attributes.shipment_state).toBe('ready');
    const shipment = included(shown.body, 'shipment')[0]!;

    // Delivering before shipping is not a valid transition.
    expect((await call(store, `/api/v2/platform/shipments/${shipment.attributes.number as string}/deliver`, { method: 'PATCH', bearer: admin })).status).toBe(
      422,
    );

    const shipped = await call(store, `/api/v2/platform/shipments/${shipment.attributes.number as string}/ship`, {
      method: 'PATCH',
      bearer: admin,
      body: { shipment: { tracking: '1Z999AA10123456784' } },
    });
    expect(shipped.status).toBe(200);
    expect(one(shipped.body).attributes).toMatchObject({ state: 'shipped', tracking_url: 'https://track.demo.store/1Z999AA10123456784' });
    expect(one(shipped.body).attributes.shipped_at).toMatch(/Z$/);
    const afterShip = one((await call(store, `/api/v2/platform/orders/${number}`, { bearer: admin })).body);
    expect(afterShip.attributes.shipment_state).toBe('shipped');
    expect(afterShip.attributes.updated_at).not.toBe(before.attributes.updated_at);
    expect((await call(store, `/api/v2/platform/shipments/${shipment.id}/ship`, { method: 'PATCH', bearer: admin })).status).toBe(422);

    const delivered = await call(store, `/api/v2/platform/shipments/${shipment.id}/deliver`, { method: 'PATCH', bearer: admin });
    expect(one(delivered.body).attributes.state).toBe('delivered');
    const afterDeliver = one((await call(store, `/api/v2/platform/orders/${number}`, { bearer: admin })).body);
    expect(afterDeliver.attributes.shipment_state).toBe('delivered');
    expect((await call(store, '/api/v2/platform/shipments/H00000000000/ship', { method: 'PATCH', bearer: admin })).status).toBe(404);
  });

  it('an order is partially shipped until all its shipments are', async () => {
    const admin = await adminToken();
    const { token: orderToken, number } = await newCart(store);
    await addItem(store, orderToken, (await productWithVariants(store, 'pour-over-coffee-set')).variants[0]!.id, 1);
    await addItem(store, orderToken, await inStockVariantId(store, 'glass-carafe'), 1);
    await toPayment(store, orderToken);
    await payWith(store, orderToken, 'Cash');
    await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken });
    const shipments = included((await call(store, `/api/v2/platform/orders/${number}?include=shipments`, { bearer: admin })).body, 'shipment');
    const [inStock, backordered] = shipments;
    expect((await call(store, `/api/v2/platform/shipments/${backordered!.id}/ship`, { method: 'PATCH', bearer: admin })).status).toBe(422);
    await call(store, `/api/v2/platform/shipments/${inStock!.id}/ship`, { method: 'PATCH', bearer: admin });
    expect(one((await call(store, `/api/v2/platform/orders/${number}`, { bearer: admin })).body).attributes.shipment_state).toBe('partial');
    expect((await call(store, `/api/v2/platform/shipments/${backordered!.id}/ready`, { method: 'PATCH', bearer: admin })).status).toBe(200);
    await call(store, `/api/v2/platform/shipments/${backordered!.id}/ship`, { method: 'PATCH', bearer: admin });
    expect(one((await call(store, `/api/v2/platform/orders/${number}`, { bearer: admin })).body).attributes.shipment_state).toBe('shipped');
  });

  it('admin needs the confidential admin client with its secret: a staff or customer password alone never gives it', async () => {
    const staff = { grant_type: 'password', username: DEMO_STAFF.email, password: DEMO_STAFF.password };
    const adminClient = { client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: DEMO_ADMIN_CLIENT.clientSecret };
    // The password alone: admin is refused, and asking for nothing gives the everyday scopes.
    const alone = await token({ ...staff, scope: 'admin' });
    expect(alone.status).toBe(400);
    expect(alone.body.error).toBe('invalid_scope');
    expect(alone.body.access_token).toBeUndefined();
    const everyday = await token(staff);
    expect(everyday.body.scope).toBe('read write');
    expect((await call(store, '/api/v2/platform/orders', { bearer: everyday.body.access_token })).status).toBe(403);
    // The app's public client cannot lend it either.
    expect((await token({ ...staff, scope: 'admin', client_id: 'storefront-pos' })).body.error).toBe('invalid_scope');
    // The admin client with a wrong secret or none is not authenticated.
    for (const secret of ['wrong', undefined]) {
      const bad = await token({ ...staff, scope: 'admin', client_id: DEMO_ADMIN_CLIENT.clientId, ...(secret ? { client_secret: secret } : {}) });
      expect(bad.status).toBe(401);
      expect(bad.body.error).toBe('invalid_client');
    }
    // The admin client with its secret, for a staff account: admin (as Spree's Platform SDK asks for it).
    const granted = await token({ ...staff, ...adminClient, scope: 'admin' });
    expect(granted.status).toBe(200);
    expect(granted.body.scope).toBe('admin');
    expect((await call(store, '/api/v2/platform/orders', { bearer: granted.body.access_token })).status).toBe(200);
    const basic = await call<TokenBody>(store, '/shop_oauth/token', {
      method: 'POST',
      body: { ...staff, scope: 'admin' },
      contentType: 'application/json',
      headers: { Authorization: `Basic ${Buffer.from(`${DEMO_ADMIN_CLIENT.clientId}:${DEMO_ADMIN_CLIENT.clientSecret}`).toString('base64')}` },
    });
    expect(basic.body.scope).toBe('admin');
    // A customer is not marked as admin: not even the admin client gives them the scope.
    const customer = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, ...adminClient, scope: 'admin' });
    expect(customer.status).toBe(400);
    expect(customer.body.error).toBe('invalid_scope');
  });
});

describe('auto-fulfil', () => {
  it('moves a completed order ready -> shipped -> delivered on a timer', async () => {
    const demo = await startDemoStore({ rateLimit: false, autoFulfil: { afterSeconds: 0.2 } });
    try {
      const { token: orderToken, number } = await newCart(demo);
      await addItem(demo, orderToken, await inStockVariantId(demo, 'canvas-market-tote'), 1);
      await toPayment(demo, orderToken);
      await payWith(demo, orderToken, 'Cash');
      await call(demo, `${SF}/checkout/complete`, { method: 'PATCH', orderToken });
      const seen = new Set<string>();
      for (let i = 0; i < 40 && !seen.has('delivered'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const status = one((await call(demo, `${SF}/order_status/${number}`, { orderToken })).body);
        seen.add(status.attributes.shipment_state as string);
      }
      expect(seen.has('delivered')).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
