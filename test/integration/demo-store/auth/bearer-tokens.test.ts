/**
 * A bearer token that is presented must be good: an unknown or malformed one is refused with 401
 * and the interface's error body on every API, storefront and platform alike, so a client whose
 * token went bad finds out instead of being served as a guest.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, call, newCart } from '../../../support/demo-store/store-client.js';

let store: DemoStore;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});

afterAll(async () => {
  await store.close();
});

/** Sends the Authorization header exactly as given. */
function withAuthorization(
  method: string,
  path: string,
  authorization: string,
): Promise<{ status: number; body: Record<string, unknown>; wwwAuthenticate: string | undefined }> {
  const url = new URL(store.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers: { Authorization: authorization } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as Record<string, unknown>,
          wwwAuthenticate: res.headers['www-authenticate'],
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const INVALID = { error: 'The access token is invalid', code: 401, message: 'The access token is invalid' };

describe('a bearer token that is not good', () => {
  it('is 401 on POST /cart, whether unknown or malformed, and no guest cart is opened', async () => {
    for (const authorization of ['Bearer garbage', 'Bearer ', 'Bearer', 'Bearer two words', 'bearer\tx y', `Bearer ${'x'.repeat(5000)}`]) {
      const answer = await withAuthorization('POST', `${SF}/cart`, authorization);
      expect({ authorization: authorization.slice(0, 20), status: answer.status }).toEqual({ authorization: authorization.slice(0, 20), status: 401 });
      expect(answer.body).toMatchObject(INVALID);
      expect(String(answer.body.documentation)).toMatch(/\/docs\/errors/);
      expect(answer.wwwAuthenticate).toMatch(/^Bearer .*error="invalid_token"/);
    }
    const inQuery = await call(store, `${SF}/cart?access_token=garbage`, { method: 'POST' });
    expect(inQuery.status).toBe(401);
  });

  it('is 401 on reads, checkout, account, order status and the Platform API alike', async () => {
    const { token, number } = await newCart(store);
    const paths: [string, string, string?][] = [
      ['GET', `${SF}/products?per_page=1`],
      ['GET', `${SF}/store`],
      ['GET', `${SF}/cart`, token],
      ['PATCH', `${SF}/checkout/next`, token],
      ['GET', `${SF}/order_status/${number}`, token],
      ['GET', `${SF}/account`],
      ['POST', `${SF}/account`],
      ['GET', '/api/v2/platform/orders'],
      ['GET', '/status'],
    ];
    for (const [method, path, orderToken] of paths) {
      const answer = await call(store, path, { method, bearer: 'not-a-token-of-this-store', orderToken });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 401 });
      expect(answer.body).toMatchObject(INVALID);
    }
  });

  it('leaves requests without a bearer token and with a good one as they were', async () => {
    expect((await call(store, `${SF}/cart`, { method: 'POST' })).status).toBe(201);
    const issued = await call<{ access_token: string }>(store, '/shop_oauth/token', {
      method: 'POST',
      contentType: 'application/json',
      body: { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    expect((await call(store, `${SF}/cart`, { method: 'POST', bearer: issued.body.access_token })).status).toBe(201);
    // Client authentication at the token endpoint is not a bearer token.
    const basic = await withAuthorization('POST', '/shop_oauth/token', `Basic ${Buffer.from('nobody:nothing').toString('base64')}`);
    expect(basic.status).toBe(400);
  });
});
