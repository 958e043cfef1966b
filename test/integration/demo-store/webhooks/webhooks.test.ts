import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { verifyWebhook } from '../../../support/net/webhook-signature.js';
import { SF, addItem, call, inStockVariantId, included, many, newCart, one, payWith, toPayment } from '../../../support/demo-store/store-client.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { WebhookReceiver as Receiver } from '../../../support/net/webhook-receiver.js';

const PF = '/api/v2/platform';

let store: DemoStore;
let receiver: Receiver;
let admin: string;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  receiver = new Receiver();
  await receiver.start();
  admin = await adminToken(store.url);
});

afterAll(async () => {
  await store.close();
  await receiver.close();
});

async function subscribe(path: string, subscriber: Record<string, unknown>): Promise<{ id: string; secret: string }> {
  const created = await call(store, `${PF}/webhooks/subscribers`, {
    method: 'POST',
    bearer: admin,
    body: { subscriber: { url: `${receiver.url}${path}`, ...subscriber } },
  });
  expect(created.status).toBe(201);
  const resource = one(created.body);
  return { id: resource.id, secret: resource.attributes.secret_key as string };
}

/** A guest sale paid in cash, completed; returns the order number. */
async function completedSale(): Promise<{ number: string; token: string; completeMs: number }> {
  const cart = await newCart(store);
  expect((await addItem(store, cart.token, await inStockVariantId(store, 'classic-crew-tee'))).status).toBe(200);
  await toPayment(store, cart.token);
  expect((await payWith(store, cart.token, 'Cash')).status).toBe(201);
  const started = Date.now();
  const completed = await call(store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: cart.token });
  const completeMs = Date.now() - started;
  expect(completed.status).toBe(200);
  expect(one(completed.body).attributes.state).toBe('complete');
  return { number: cart.number, token: cart.token, completeMs };
}

describe('webhook subscribers (Platform API)', () => {
  it('need the admin scope', async () => {
    expect((await call(store, `${PF}/webhooks/subscribers`)).status).toBe(401);
    const customer = await call<{ access_token: string }>(store, '/shop_oauth/token', {
      method: 'POST',
      contentType: 'application/json',
      body: { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    expect((await call(store, `${PF}/webhooks/subscribers`, { bearer: customer.body.access_token })).status).toBe(403);
    expect(
      (
        await call(store, `${PF}/webhooks/subscribers`, {
          method: 'POST',
          bearer: customer.body.access_token,
          body: { subscriber: { url: 'https://x.example/h' } },
        })
      ).status,
    ).toBe(403);
  });

  it('are created with a signing secret shown once, listed, changed and deleted', async () => {
    const created = await call(store, `${PF}/webhooks/subscribers`, {
      method: 'POST',
      bearer: admin,
      body: { subscriber: { url: 'https://hooks.example.com/store', subscriptions: ['order.*'] } },
    });
    expect(created.status).toBe(201);
    const resource = one(created.body);
    expect(resource.type).toBe('subscriber');
    expect(resource.attributes).toMatchObject({ url: 'https://hooks.example.com/store', active: false, subscriptions: ['order.*'] });
    expect(resource.attributes.secret_key).toMatch(/^[0-9a-f]{64}$/);

    const shown = await call(store, `${PF}/webhooks/subscribers/${resource.id}`, { bearer: admin });
    expect(shown.status).toBe(200);
    expect(one(shown.body).attributes).not.toHaveProperty('secret_key');
    const listed = many((await call(store, `${PF}/webhooks/subscribers?filter[url_cont]=HOOKS.example`, { bearer: admin })).body);
    expect(listed.map((s) => s.id)).toContain(resource.id);
    expect(listed.every((s) => !('secret_key' in s.attributes))).toBe(true);

    const changed = await call(store, `${PF}/webhooks/subscribers/${resource.id}`, {
      method: 'PATCH',
      bearer: admin,
      body: { subscriber: { active: true, subscriptions: ['*'] } },
    });
    expect(changed.status).toBe(200);
    expect(one(changed.body).attributes).toMatchObject({ active: true, subscriptions: ['*'], url: 'https://hooks.example.com/store' });
    const active = many((await call(store, `${PF}/webhooks/subscribers?filter[active_eq]=true`, { bearer: admin })).body);
    expect(active.map((s) => s.id)).toContain(resource.id);

    expect((await call(store, `${PF}/webhooks/subscribers/${resource.id}`, { method: 'DELETE', bearer: admin })).status).toBe(204);
    expect((await call(store, `${PF}/webhooks/subscribers/${resource.id}`, { bearer: admin })).status).toBe(404);
    expect((await call(store, `${PF}/webhooks/subscribers/${resource.id}`, { method: 'DELETE', bearer: admin })).status).toBe(404);
  });

  it('refuse URLs that are not http(s), unknown events and a missing subscriber', async () => {
    const post = (subscriber: unknown) =>
      call<{ errors: Record<string, string[]> }>(store, `${PF}/webhooks/subscribers`, { method: 'POST', bearer: admin, body: { subscriber } });
    for (const url of ['ftp://files.example.com/x', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', '', 'https://user:pw@example.com/h']) {
      const answer = await post({ url });
      expect(answer.status, url).toBe(422);
      expect(answer.body.errors.url!.length).toBeGreaterThan(0);
    }
    const unknown = await post({ url: 'https://example.com/h', subscriptions: ['order.created', 'order.exploded'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.subscriptions).toEqual(['has an unknown event: order.exploded']);
    expect((await post({ url: 'https://example.com/h', subscriptions: 'order.created' })).status).toBe(422);
    expect((await post({ url: 'https://example.com/h', active: 'yes' })).status).toBe(422);
    expect((await call(store, `${PF}/webhooks/subscribers`, { method: 'POST', bearer: admin, body: {} })).status).toBe(400);
    expect((await call(store, `${PF}/webhooks/subscribers/abc`, { bearer: admin })).status).toBe(404);
  });
});

describe('webhook delivery', () => {
  it('signs order.created and order.status_changed so the app verifies them, without holding up checkout', async () => {
    const all = await subscribe('/all', { active: true, subscriptions: ['*'] });
    const onlyShipped = await subscribe('/shipped', { active: true, subscriptions: ['shipment.shipped'] });
    await subscribe('/off', { active: false, subscriptions: ['*'] });
    // Hold every answer for 3 s: completing the order must not wait for it.
    receiver.answer = () => new Promise((resolve) => setTimeout(() => resolve(200), 3000));

    const started = Date.now();
    const sale = await completedSale();
    expect(sale.completeMs).toBeLessThan(2000);
    await receiver.waitFor(
      () => receiver.on('/all').filter((r) => r.body.resource.number === sale.number || r.body.resource.order_number === sale.number).length >= 3,
    );
    receiver.answer = () => 200;

    const mine = receiver.on('/all').filter((r) => r.body.resource.number === sale.number || r.body.resource.order_number === sale.number);
    const created = mine.find((r) => r.body.event === 'order.created')!;
    expect(created.body.resource).toEqual({
      type: 'order',
      id: expect.stringMatching(/^\d+$/),
      number: sale.number,
      state: 'complete',
      previous_state: 'payment',
    });
    expect(Date.parse(created.body.timestamp)).toBeGreaterThan(started - 1000);
    expect(created.body.timestamp).toMatch(/Z$/);
    expect(created.headers['content-type']).toBe('application/json');
    expect(created.headers['x-shop-webhook-event']).toBe('order.created');

    // The header signs the raw body, exactly as the app's verifier expects.
    const now = Math.floor(Date.now() / 1000);
    const header = created.headers.signature as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(await verifyWebhook({ secret: all.secret, rawBody: created.raw, signature: header, nowSeconds: now })).toMatchObject({ valid: true });
    expect((await verifyWebhook({ secret: onlyShipped.secret, rawBody: created.raw, signature: header, nowSeconds: now })).valid).toBe(false);
    expect((await verifyWebhook({ secret: all.secret, rawBody: created.raw.replace('complete', 'canceled'), signature: header, nowSeconds: now })).valid).toBe(
      false,
    );
    expect(await verifyWebhook({ secret: all.secret, rawBody: created.raw, signature: header, nowSeconds: now + 301 })).toEqual({
      valid: false,
      reason: 'stale',
    });
    // The body's own signature covers the body without that member.
    const unsigned = JSON.stringify({ event: created.body.event, timestamp: created.body.timestamp, resource: created.body.resource });
    expect(created.raw.startsWith(unsigned.slice(0, -1))).toBe(true);
    expect((await verifyWebhook({ secret: all.secret, rawBody: unsigned, signature: created.body.signature, nowSeconds: now })).valid).toBe(true);

    const changes = mine.filter((r) => r.body.event === 'order.status_changed');
    expect(changes.map((r) => r.body.resource.type).sort()).toEqual(['order', 'payment']);
    expect(changes.find((r) => r.body.resource.type === 'payment')!.body.resource).toMatchObject({
      state: 'completed',
      previous_state: 'checkout',
      order_number: sale.number,
    });
    for (const change of changes) {
      expect((await verifyWebhook({ secret: all.secret, rawBody: change.raw, signature: change.headers.signature as string, nowSeconds: now })).valid).toBe(
        true,
      );
    }
    expect(receiver.on('/shipped')).toHaveLength(0);
    expect(receiver.on('/off')).toHaveLength(0);
  });

  it('tells shipment.shipped, shipment.delivered and the shipment state changes to the subscribers that asked', async () => {
    const all = await subscribe('/ship-all', { active: true });
    const onlyShipped = await subscribe('/ship-only', { active: true, subscriptions: ['shipment.shipped'] });
    const sale = await completedSale();
    const shipment = included((await call(store, `${PF}/orders/${sale.number}?include=shipments`, { bearer: admin })).body, 'shipment')[0]!;
    const number = shipment.attributes.number as string;
    expect((await call(store, `${PF}/shipments/${number}/ship`, { method: 'PATCH', bearer: admin, body: { shipment: { tracking: 'TRACK1' } } })).status).toBe(
      200,
    );
    expect((await call(store, `${PF}/shipments/${number}/deliver`, { method: 'PATCH', bearer: admin })).status).toBe(200);
    await receiver.waitFor(
      () => receiver.on('/ship-all').filter((r) => r.body.resource.number === number).length >= 4 && receiver.on('/ship-only').length >= 1,
    );

    const events = receiver
      .on('/ship-all')
      .filter((r) => r.body.resource.number === number)
      .map((r) => [r.body.event, r.body.resource.previous_state, r.body.resource.state]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['order.status_changed', 'ready', 'shipped'],
        ['shipment.shipped', 'ready', 'shipped'],
        ['order.status_changed', 'shipped', 'delivered'],
        ['shipment.delivered', 'shipped', 'delivered'],
      ]),
    );
    const shipped = receiver.on('/ship-only');
    expect(shipped.map((r) => r.body.event)).toEqual(['shipment.shipped']);
    expect(shipped[0]!.body.resource).toEqual({
      type: 'shipment',
      id: shipment.id,
      number,
      state: 'shipped',
      previous_state: 'ready',
      order_number: sale.number,
    });
    const now = Math.floor(Date.now() / 1000);
    expect(
      (await verifyWebhook({ secret: onlyShipped.secret, rawBody: shipped[0]!.raw, signature: shipped[0]!.headers.signature as string, nowSeconds: now }))
        .valid,
    ).toBe(true);
    expect(all.secret).not.toBe(onlyShipped.secret);
  });

  it('retries a failed delivery with a fresh signature and records every attempt', async () => {
    receiver.answer = (path, count) => (path === '/flaky' && count === 1 ? 503 : 200);
    const flaky = await subscribe('/flaky', { active: true, subscriptions: ['order.created'] });
    const sale = await completedSale();
    await receiver.waitFor(() => receiver.on('/flaky').length >= 2, 10_000);
    const [first, second] = receiver.on('/flaky');
    expect(first!.body.resource.number).toBe(sale.number);
    expect(second!.body.resource).toEqual(first!.body.resource);
    expect(second!.headers['x-shop-webhook-id']).toBe(first!.headers['x-shop-webhook-id']);
    expect(second!.headers['x-shop-webhook-attempt']).toBe('2');
    const now = Math.floor(Date.now() / 1000);
    expect((await verifyWebhook({ secret: flaky.secret, rawBody: second!.raw, signature: second!.headers.signature as string, nowSeconds: now })).valid).toBe(
      true,
    );

    let attempts: { attributes: Record<string, unknown> }[] = [];
    for (let i = 0; i < 40 && attempts.length < 2; i++) {
      attempts = many((await call(store, `${PF}/webhooks/events?filter[subscriber_id_eq]=${flaky.id}`, { bearer: admin })).body);
      if (attempts.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(attempts.map((a) => [a.attributes.attempt, a.attributes.success, a.attributes.response_code])).toEqual([
      [2, true, '200'],
      [1, false, '503'],
    ]);
    expect(attempts[1]!.attributes).toMatchObject({ name: 'order.created', url: `${receiver.url}/flaky`, request_errors: 'answered 503' });
    const failures = many((await call(store, `${PF}/webhooks/events?filter[success_eq]=false`, { bearer: admin })).body);
    expect(failures.every((a) => a.attributes.success === false)).toBe(true);
    expect(failures.length).toBeGreaterThanOrEqual(1);
  });

  it('records a refused connection as a failed attempt', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const created = await call(store, `${PF}/webhooks/subscribers`, {
      method: 'POST',
      bearer: admin,
      body: { subscriber: { url: `http://127.0.0.1:${port}/gone`, active: true, subscriptions: ['order.created'] } },
    });
    const id = one(created.body).id;
    await completedSale();
    let attempts: { attributes: Record<string, unknown> }[] = [];
    for (let i = 0; i < 60 && attempts.length === 0; i++) {
      attempts = many((await call(store, `${PF}/webhooks/events?filter[subscriber_id_eq]=${id}`, { bearer: admin })).body);
      if (attempts.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(attempts[0]!.attributes).toMatchObject({ attempt: 1, success: false, response_code: null });
    // In the store's own words: no error code, address or port of the failed connection.
    expect(attempts[0]!.attributes.request_errors).toBe('the connection failed');
    await call(store, `${PF}/webhooks/subscribers/${id}`, { method: 'DELETE', bearer: admin });
  });
});
