/**
 * The app's OAuth client sends every credential in the request body, never in a URL (RFC 6749
 * §2.3.1, §3.2): the URL of each request it makes carries no password, secret, token, code or
 * verifier, by name or by value.
 */
import { describe, expect, it } from 'vitest';
import { createOAuthClient } from '../../../shared/oauth/token-client.js';

const CREDENTIALS = {
  password: 'pw-value-1',
  clientSecret: 'secret-value-2',
  refreshToken: 'refresh-value-3',
  code: 'code-value-4',
  codeVerifier: 'verifier-value-5'.padEnd(43, 'x'),
  token: 'token-value-6',
};

function recordingClient() {
  const sent: { url: string; body: string }[] = [];
  const client = createOAuthClient({
    endpoints: {
      token: 'https://shop.example.com/shop_oauth/token',
      revocation: 'https://shop.example.com/shop_oauth/revoke',
      authorization: 'https://shop.example.com/shop_oauth/authorize',
    },
    fetch: async (url, init) => {
      sent.push({ url: String(url), body: String(init?.body ?? '') });
      const body = String(url).endsWith('/revoke') ? {} : { access_token: 'a', token_type: 'Bearer', expires_in: 7200 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, sent };
}

describe("the app's OAuth client", () => {
  it('puts no credential into a URL, for every grant and for revocation', async () => {
    const { client, sent } = recordingClient();
    await client.passwordGrant('staff@demo.store', CREDENTIALS.password);
    await client.refresh(CREDENTIALS.refreshToken);
    await client.clientCredentials('demo-pos-admin', CREDENTIALS.clientSecret);
    await client.exchangeCode({
      code: CREDENTIALS.code,
      redirectUri: 'http://127.0.0.1:5000/callback',
      clientId: 'storefront-pos',
      codeVerifier: CREDENTIALS.codeVerifier,
    });
    await client.revoke(CREDENTIALS.token);
    await client.revoke(CREDENTIALS.token, { clientId: 'demo-pos-admin', clientSecret: CREDENTIALS.clientSecret });
    expect(sent).toHaveLength(6);
    for (const { url, body } of sent) {
      expect(new URL(url).search).toBe('');
      for (const value of Object.values(CREDENTIALS)) expect(url).not.toContain(value);
      expect(body.length).toBeGreaterThan(2);
    }
    const bodies = sent.map((s) => s.body).join('\n');
    for (const value of Object.values(CREDENTIALS)) expect(bodies).toContain(value);
  });
});
