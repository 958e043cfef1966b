/**
 * The demo store's request log (the CLI's --verbose) names each request's method, path and query,
 * but never the value of a query parameter that carries a credential.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, call, newCart } from '../../../support/demo-store/store-client.js';

let store: DemoStore;
const lines: string[] = [];

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, log: (line) => lines.push(line) });
});

afterAll(async () => {
  await store.close();
});

describe('the request log', () => {
  it('keeps credentials in query strings out, whatever the answer', async () => {
    const issued = await call<{ access_token: string; refresh_token: string }>(store, '/shop_oauth/token', {
      method: 'POST',
      contentType: 'application/json',
      body: { grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    const { access_token: access, refresh_token: refresh } = issued.body;
    const { token: orderToken } = await newCart(store);
    lines.length = 0;
    expect((await call(store, `${SF}/account?access_token=${access}&include=default_billing_address`)).status).toBe(200);
    await call(store, `${SF}/cart?order_token=${orderToken}&include=line_items`);
    await call(store, `/shop_oauth/token?grant_type=refresh_token&refresh_token=${refresh}&client_secret=shh-secret-1`, { method: 'POST' });
    await call(store, `/shop_oauth/token?grant_type=password&username=${encodeURIComponent(DEMO_CUSTOMER.email)}&password=${DEMO_CUSTOMER.password}`, {
      method: 'POST',
    });
    await call(store, `/shop_oauth/token?grant_type=authorization_code&code=c0de-value-1&code_verifier=verifier-value-1`, { method: 'POST' });
    await call(store, `${SF}/nowhere?token=lost-token-1`);
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const secret of [access, refresh, orderToken, 'shh-secret-1', DEMO_CUSTOMER.password, 'c0de-value-1', 'verifier-value-1', 'lost-token-1']) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain(`GET ${SF}/account?access_token=[redacted]&include=default_billing_address 200`);
    expect(log).toContain(`GET ${SF}/nowhere?token=[redacted] 404`);
  });
});
