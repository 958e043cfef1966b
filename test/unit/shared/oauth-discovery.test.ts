/**
 * The store's OAuth metadata is believed only when it is the configured store's own (issuer
 * identical to the store's address, RFC 8414 §3.3) and names https endpoints, or http ones on
 * loopback only; otherwise discovery refuses in words. A store without metadata keeps the
 * dialect's paths.
 */
import { describe, expect, it } from 'vitest';
import { defaultEndpoints, discoverEndpoints } from '../../../shared/oauth/token-client.js';
import type { FetchLike } from '../../../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../../../shared/storefront/dialect.js';

const STORE = 'https://shop.example.com';

/** A store that answers its metadata path with `answer`, and records what it was asked. */
function storeAnswering(answer: () => Response) {
  const asked: { url: string; redirect?: RequestRedirect }[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    asked.push({ url, ...(init?.redirect ? { redirect: init.redirect } : {}) });
    return answer();
  };
  return { asked, fetchImpl };
}

const metadata = (doc: Record<string, unknown>) => () => Response.json(doc);

const faithful = {
  issuer: STORE,
  token_endpoint: 'https://auth.example.com/oauth/token',
  authorization_endpoint: 'https://auth.example.com/oauth/authorize',
  revocation_endpoint: 'https://auth.example.com/oauth/revoke',
};

describe('OAuth discovery', () => {
  it('uses the endpoints of the store’s own metadata', async () => {
    const { fetchImpl, asked } = storeAnswering(metadata(faithful));
    await expect(discoverEndpoints(STORE, SHOP_DIALECT, fetchImpl)).resolves.toEqual({
      token: faithful.token_endpoint,
      authorization: faithful.authorization_endpoint,
      revocation: faithful.revocation_endpoint,
    });
    expect(asked).toEqual([{ url: `${STORE}/.well-known/oauth-authorization-server`, redirect: 'manual' }]);
    // The issuer may carry a trailing slash; a store on plain http is allowed on loopback.
    const local = 'http://127.0.0.1:4310';
    const loopback = storeAnswering(metadata({ issuer: `${local}/`, token_endpoint: `${local}/shop_oauth/token` }));
    await expect(discoverEndpoints(local, SHOP_DIALECT, loopback.fetchImpl)).resolves.toEqual({
      ...defaultEndpoints(local, SHOP_DIALECT),
      token: `${local}/shop_oauth/token`,
    });
  });

  it('refuses metadata issued for another address, or for none', async () => {
    const other = storeAnswering(metadata({ ...faithful, issuer: 'https://evil.example' }));
    await expect(discoverEndpoints(STORE, SHOP_DIALECT, other.fetchImpl)).rejects.toMatchObject({
      kind: 'untrusted',
      message: expect.stringMatching(/belong to https:\/\/evil\.example, not to this store \(https:\/\/shop\.example\.com\)\. Sign-in is refused/),
    });
    const lookalike = storeAnswering(metadata({ ...faithful, issuer: 'https://shop.example.com.evil.example' }));
    await expect(discoverEndpoints(STORE, SHOP_DIALECT, lookalike.fetchImpl)).rejects.toMatchObject({ kind: 'untrusted' });
    const none = storeAnswering(metadata({ token_endpoint: faithful.token_endpoint }));
    await expect(discoverEndpoints(STORE, SHOP_DIALECT, none.fetchImpl)).rejects.toMatchObject({
      kind: 'untrusted',
      message: expect.stringMatching(/no issuer/),
    });
  });

  it('refuses endpoints that are not https, or plain http away from this computer', async () => {
    for (const [key, value] of [
      ['token_endpoint', 'http://auth.example.com/oauth/token'],
      ['authorization_endpoint', 'http://192.168.1.20/authorize'],
      ['revocation_endpoint', 'ftp://auth.example.com/revoke'],
      ['token_endpoint', 'https://user:pass@auth.example.com/token'],
      ['token_endpoint', 42],
    ] as const) {
      const { fetchImpl } = storeAnswering(metadata({ ...faithful, [key]: value }));
      await expect(discoverEndpoints(STORE, SHOP_DIALECT, fetchImpl), `${key}: ${value}`).rejects.toMatchObject({
        kind: 'untrusted',
        message: expect.stringMatching(/which is neither https nor this computer\. Sign-in is refused/),
      });
    }
  });

  it('keeps the dialect’s paths where the store publishes no metadata, or redirects the request for it', async () => {
    for (const answer of [
      () => new Response('not here', { status: 404 }),
      () => new Response(null, { status: 302, headers: { Location: 'https://evil.example/.well-known/oauth-authorization-server' } }),
      () => new Response('<html>a shop page</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ]) {
      const { fetchImpl } = storeAnswering(answer);
      await expect(discoverEndpoints(STORE, SHOP_DIALECT, fetchImpl)).resolves.toEqual(defaultEndpoints(STORE, SHOP_DIALECT));
    }
  });
});
