import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, call, newCart } from '../../../support/demo-store/store-client.js';

describe('rate limit', () => {
  let store: DemoStore;

  beforeAll(async () => {
    store = await startDemoStore({ rateLimit: { limit: 5, windowSeconds: 60 } });
  });

  afterAll(async () => {
    await store.close();
  });

  it('counts every call, sends the headers on each answer, and answers the 6th with 429 and Retry-After', async () => {
    const paths = [`${SF}/products?per_page=1`, '/status', `${SF}/store`, '/nowhere', `${SF}/cart`];
    for (let i = 0; i < 5; i++) {
      const answer = await call(store, paths[i]!);
      expect(answer.status).not.toBe(429);
      expect(answer.headers.get('x-ratelimit-limit')).toBe('5');
      expect(answer.headers.get('x-ratelimit-remaining')).toBe(String(4 - i));
      expect(Number(answer.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
      expect(Number(answer.headers.get('x-ratelimit-reset'))).toBeLessThanOrEqual(60);
      expect(answer.headers.get('x-ratelimit-policy')).toBe('5;w=60');
    }
    const refused = await call(store, `${SF}/products`);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-policy')).toBe('5;w=60');
    expect(refused.body).toMatchObject({ error: 'rate_limit_exceeded', code: 429, retry_after_seconds: retryAfter });
  });

  it('is reported by /status', async () => {
    const other = await startDemoStore();
    try {
      const status = await call<Record<string, unknown>>(other, '/status');
      expect(status.body).toMatchObject({ state: 'operational', rate_limit: { limit: 60, window_seconds: 60, policy: '60;w=60' }, incidents: [] });
      expect(status.headers.get('x-ratelimit-policy')).toBe('60;w=60');
    } finally {
      await other.close();
    }
  });
});

describe('bad input', () => {
  let store: DemoStore;

  beforeAll(async () => {
    store = await startDemoStore({ rateLimit: false });
  });

  afterAll(async () => {
    await store.close();
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const { token } = await newCart(store);
    for (const rawBody of ['{"variant_id": ', '[1,2]', '"text"']) {
      const answer = await call(store, `${SF}/cart/add_item`, { method: 'POST', orderToken: token, rawBody, contentType: 'application/json' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad_request', code: 400 });
    }
  });

  it('answers 413 for a body over the limit', async () => {
    const { token } = await newCart(store);
    const answer = await call(store, `${SF}/cart/add_item`, {
      method: 'POST',
      orderToken: token,
      rawBody: JSON.stringify({ variant_id: '1', padding: 'x'.repeat(1_100_000) }),
      contentType: 'application/json',
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: 'payload_too_large', code: 413 });
  });

  it('answers 404 with the error body for unknown paths', async () => {
    const answer = await call(store, '/api/v2/storefront/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'not_found', code: 404 });
  });

  it('never answers 5xx or leaks internals for hostile input', async () => {
    const { token } = await newCart(store);
    const attempts: [string, string, unknown][] = [
      ['POST', `${SF}/cart/add_item`, { variant_id: { $ne: 1 }, quantity: 'lots' }],
      ['POST', `${SF}/cart/add_item`, { variant_id: "1' OR 1=1 --", quantity: 1 }],
      ['POST', `${SF}/cart/add_item`, { variant_id: '2', quantity: 1e12 }],
      ['POST', `${SF}/cart/add_item`, { variant_id: '2', quantity: 1, public_metadata: 'not an object' }],
      ['PATCH', `${SF}/cart/set_quantity`, { line_item_id: [1, 2], quantity: 1 }],
      ['PATCH', `${SF}/checkout`, { order: { ship_address_attributes: 'x', payments_attributes: 'y' } }],
      ['PATCH', `${SF}/checkout`, { order: { shipments_attributes: [{ id: 'x' }] } }],
      ['PATCH', `${SF}/checkout`, { order: { email: ['a'] } }],
      ['POST', `${SF}/checkout/create_payment`, { payment_method_id: '2', amount: 'abc' }],
      [
        'POST',
        `${SF}/checkout/create_payment`,
        { payment_method_id: '2', source_attributes: { gateway_payment_profile_id: 'tok_visa', name: 'A', month: 'x' } },
      ],
      ['PATCH', `${SF}/checkout/select_shipping_method`, { shipping_method_id: '1' }],
      ['PATCH', `${SF}/checkout/select_shipping_method`, {}],
      ['GET', `${SF}/checkout/shipping_rates`, undefined],
      ['GET', `${SF}/products?filter[price]=abc,def&filter[ids][]=1&sort[]=x&page=-1&include[]=variants`, undefined],
      ['GET', `${SF}/products?filter=abc&fields=abc&include=`, undefined],
      ['GET', `${SF}/products/%E0%A4%A`, undefined],
      ['GET', `${SF}/products?filter[__proto__][x]=1`, undefined],
      ['POST', '/shop_oauth/token', { grant_type: ['password'], username: { a: 1 } }],
      ['POST', '/shop_oauth/revoke', {}],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await call(store, path, { method, orderToken: token, body });
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      const text = JSON.stringify(answer.body);
      expect(text).not.toMatch(/SQLITE|at .*\.ts:\d+|TypeError|stack/i);
    }
  });
});
