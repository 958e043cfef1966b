/**
 * The demo store's operator: a bearer token for its admin API client (client_credentials, scope
 * `admin`), as an operator gets one before moving orders along with the Platform API.
 */
import { expect } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../electron/demo-store/auth/demo-accounts.js';

export async function adminToken(storeUrl: string): Promise<string> {
  const res = await fetch(`${storeUrl}/shop_oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: DEMO_ADMIN_CLIENT.clientId,
      client_secret: DEMO_ADMIN_CLIENT.clientSecret,
      scope: 'admin',
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
