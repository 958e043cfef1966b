/**
 * Token families of the demo store's OAuth server: every token descended from one grant (a
 * password grant, an authorization code, and each refresh after them). Reusing a rotated refresh
 * token revokes the whole family (RFC 9700 §4.14.2), revoking any token of a family at /revoke
 * ends all of its access tokens, and a confidential client's tokens refresh only with its secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT, DEMO_CUSTOMER, DEMO_STAFF } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { SF, call } from '../../../support/demo-store/store-client.js';

let store: DemoStore;

interface TokenBody {
  access_token: string;
  refresh_token?: string;
  scope: string;
  error?: string;
}

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
});

afterAll(async () => {
  await store.close();
});

function token(body: Record<string, string>) {
  return call<TokenBody>(store, '/shop_oauth/token', { method: 'POST', body, contentType: 'application/json' });
}

async function signIn(): Promise<TokenBody> {
  const answer = await token({ grant_type: 'password', username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function refresh(previous: TokenBody, client: Record<string, string> = {}): Promise<TokenBody> {
  const answer = await token({ grant_type: 'refresh_token', refresh_token: previous.refresh_token!, ...client });
  expect(answer.status).toBe(200);
  return answer.body;
}

function revoke(value: string) {
  return call(store, '/shop_oauth/revoke', { method: 'POST', body: { token: value }, contentType: 'application/json' });
}

async function accountStatus(accessToken: string): Promise<number> {
  return (await call(store, `${SF}/account`, { bearer: accessToken })).status;
}

describe('refresh token reuse', () => {
  it('revokes every token of the family, the newest included, and no other sign-in', async () => {
    const first = await signIn();
    const second = await refresh(first);
    const third = await refresh(second);
    const elsewhere = await signIn();
    // Rotation alone keeps the earlier access tokens good until they expire.
    expect(await accountStatus(first.access_token)).toBe(200);

    const reused = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');

    for (const issued of [first, second, third]) {
      const answer = await call(store, `${SF}/account`, { bearer: issued.access_token });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: 'The access token was revoked' });
    }
    expect((await token({ grant_type: 'refresh_token', refresh_token: third.refresh_token! })).body.error).toBe('invalid_grant');
    // Another sign-in of the same account is another family.
    expect(await accountStatus(elsewhere.access_token)).toBe(200);
    expect((await token({ grant_type: 'refresh_token', refresh_token: elsewhere.refresh_token! })).status).toBe(200);
  });

  it('of one refresh token sent many times at once: at most one answer has tokens, and they are revoked too', async () => {
    const first = await signIn();
    const answers = await Promise.all(Array.from({ length: 6 }, () => token({ grant_type: 'refresh_token', refresh_token: first.refresh_token! })));
    const granted = answers.filter((a) => a.status === 200);
    expect(granted.length).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.status === 400 && a.body.error === 'invalid_grant')).toHaveLength(answers.length - granted.length);
    for (const answer of granted) {
      expect(await accountStatus(answer.body.access_token)).toBe(401);
      expect((await token({ grant_type: 'refresh_token', refresh_token: answer.body.refresh_token! })).body.error).toBe('invalid_grant');
    }
    expect(await accountStatus(first.access_token)).toBe(401);
  });
});

describe('revocation', () => {
  it('of the refresh token at sign-out ends every access token of that grant', async () => {
    const first = await signIn();
    const second = await refresh(first);
    const other = await signIn();
    expect(await accountStatus(first.access_token)).toBe(200);
    expect((await revoke(second.refresh_token!)).status).toBe(200);
    expect(await accountStatus(second.access_token)).toBe(401);
    expect(await accountStatus(first.access_token)).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token! })).body.error).toBe('invalid_grant');
    expect(await accountStatus(other.access_token)).toBe(200);
  });

  it('of an access token ends its family: the refresh token and the earlier access tokens', async () => {
    const first = await signIn();
    const second = await refresh(first);
    const third = await refresh(second);
    expect((await revoke(second.access_token)).status).toBe(200);
    expect(await accountStatus(first.access_token)).toBe(401);
    expect(await accountStatus(third.access_token)).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: third.refresh_token! })).body.error).toBe('invalid_grant');
  });
});

describe("a confidential client's tokens", () => {
  const adminClient = { client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: DEMO_ADMIN_CLIENT.clientSecret };

  it('refresh only with its secret; a refused attempt spends nothing', async () => {
    const granted = await token({ grant_type: 'password', username: DEMO_STAFF.email, password: DEMO_STAFF.password, scope: 'admin', ...adminClient });
    expect(granted.status).toBe(200);
    const refreshToken = granted.body.refresh_token!;

    const bare = await token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    expect(bare.status).toBe(401);
    expect(bare.body.error).toBe('invalid_client');
    const wrongSecret = await token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: DEMO_ADMIN_CLIENT.clientId,
      client_secret: 'wrong',
    });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
    const idOnly = await token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: DEMO_ADMIN_CLIENT.clientId });
    expect(idOnly.status).toBe(401);
    const otherClient = await token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'storefront-pos' });
    expect(otherClient.status).toBe(400);
    expect(otherClient.body.error).toBe('invalid_grant');

    // None of those spent the token or counted as reuse.
    expect((await call(store, '/api/v2/platform/orders', { bearer: granted.body.access_token })).status).toBe(200);
    const refreshed = await refresh(granted.body, adminClient);
    expect(refreshed.scope).toBe('admin');
    expect((await call(store, '/api/v2/platform/orders', { bearer: refreshed.access_token })).status).toBe(200);
  });
});
