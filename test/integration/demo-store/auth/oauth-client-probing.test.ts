/**
 * Nobody learns from the demo store's OAuth endpoints whether a client id is registered: an
 * unknown client id, a known one with a wrong secret and a known one without its secret get the
 * same answer from the token endpoint for every grant, and the sign-in page answers an unknown
 * client exactly as it answers a known one with a redirect URI that is not its own.
 */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT, DEMO_STAFF } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();

interface Seen {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** Status, body and headers of an answer, without what differs on every answer anyway. */
async function seen(res: Response): Promise<Seen> {
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['date', 'x-request-id', 'ratelimit', 'ratelimit-policy', 'x-ratelimit-remaining'].includes(name)) headers[name] = value;
  });
  const body = await res.text();
  // The page's style nonce is new on every answer.
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
  if (nonce) headers['content-security-policy'] = headers['content-security-policy']!.replaceAll(nonce, 'NONCE');
  return { status: res.status, body: nonce ? body.replaceAll(nonce, 'NONCE') : body, headers };
}

const postToken = (body: Record<string, string>, authorization?: string) =>
  fetch(`${demo.url}/shop_oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: JSON.stringify(body),
  });

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('the token endpoint', () => {
  it('answers an unknown client id, a wrong secret and a missing secret alike, for every grant', async () => {
    const refreshToken = (
      (await (
        await postToken({
          grant_type: 'password',
          username: DEMO_STAFF.email,
          password: DEMO_STAFF.password,
          scope: 'admin',
          client_id: DEMO_ADMIN_CLIENT.clientId,
          client_secret: DEMO_ADMIN_CLIENT.clientSecret,
        })
      ).json()) as { refresh_token: string }
    ).refresh_token;
    const grants: Record<string, string>[] = [
      { grant_type: 'client_credentials', scope: 'admin' },
      { grant_type: 'password', username: DEMO_STAFF.email, password: DEMO_STAFF.password, scope: 'admin' },
      { grant_type: 'refresh_token', refresh_token: refreshToken },
      { grant_type: 'authorization_code', code: 'x'.repeat(43), redirect_uri: 'http://127.0.0.1:5000/callback', code_verifier: 'v'.repeat(43) },
    ];
    for (const grant of grants) {
      const answers = [
        await seen(await postToken({ ...grant, client_id: 'no-such-client', client_secret: DEMO_ADMIN_CLIENT.clientSecret })),
        await seen(await postToken({ ...grant, client_id: 'no-such-client' })),
        await seen(await postToken({ ...grant, client_id: DEMO_ADMIN_CLIENT.clientId, client_secret: 'wrong-secret' })),
        await seen(await postToken({ ...grant, client_id: DEMO_ADMIN_CLIENT.clientId })),
        await seen(await postToken(grant, basic('no-such-client', DEMO_ADMIN_CLIENT.clientSecret))),
        await seen(await postToken(grant, basic(DEMO_ADMIN_CLIENT.clientId, 'wrong-secret'))),
      ];
      expect(answers[0]!.status, grant.grant_type).toBe(401);
      expect(JSON.parse(answers[0]!.body), grant.grant_type).toMatchObject({ error: 'invalid_client' });
      for (const answer of answers.slice(1)) expect(answer, grant.grant_type).toEqual(answers[0]);
    }
    // Nothing above spent the refresh token.
    const refreshed = await postToken(
      { grant_type: 'refresh_token', refresh_token: refreshToken },
      basic(DEMO_ADMIN_CLIENT.clientId, DEMO_ADMIN_CLIENT.clientSecret),
    );
    expect(refreshed.status).toBe(200);
  });
});

describe('the sign-in page', () => {
  it('answers an unknown client id as it answers a redirect URI the client does not have', async () => {
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    const open = (clientId: string, redirectUri: string) => {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: 'read write',
        state: 's',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      return fetch(`${demo.url}/shop_oauth/authorize?${query.toString()}`, { redirect: 'manual' });
    };
    const unknownClient = await seen(await open('no-such-client', 'http://127.0.0.1:5000/callback'));
    const foreignRedirect = await seen(await open('storefront-pos', 'https://elsewhere.example/callback'));
    const confidentialWithout = await seen(await open(DEMO_ADMIN_CLIENT.clientId, 'http://127.0.0.1:5000/callback'));
    expect(unknownClient.status).toBe(400);
    expect(unknownClient.headers.location).toBeUndefined();
    expect(unknownClient.body).toContain('This sign-in link is not valid');
    expect(foreignRedirect).toEqual(unknownClient);
    expect(confidentialWithout).toEqual(unknownClient);
  });
});
