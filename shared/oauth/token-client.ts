/**
 * Token requests to a store's OAuth server: password, refresh, client credentials, code
 * exchange, revocation. Endpoints come from the store's authorization-server metadata when it
 * publishes one that is its own (./server-metadata), else from the dialect's path. Error answers
 * become StorefrontErrors whose message a cashier understands; no token is ever put into a
 * message, and no request is ever sent on by a redirect.
 */
import type { FetchLike } from '../storefront/types/client-types.js';
import type { AuthDialect } from '../storefront/dialect.js';
import { errorFromAnswer, signatureRefusal, StorefrontError } from '../storefront/errors.js';
import { NO_REDIRECTS, refuseRedirect } from '../storefront/redirects.js';
import type { OAuthToken } from '../storefront/types/types.js';
import { withWireTimeout } from '../storefront/wire-timeout.js';
import { endpointsFromMetadata, type OAuthEndpoints } from './server-metadata.js';

export type { OAuthEndpoints } from './server-metadata.js';

export function defaultEndpoints(baseUrl: string, dialect: AuthDialect): OAuthEndpoints {
  const root = baseUrl.replace(/\/+$/, '') + dialect.oauthPath;
  return { token: `${root}/token`, revocation: `${root}/revoke`, authorization: `${root}/authorize` };
}

/**
 * Reads /.well-known/oauth-authorization-server. Falls back to the dialect's paths where the
 * store publishes none (no answer in time, not found, a redirect, not JSON); rejects with a
 * StorefrontError of kind `untrusted`, in words, where it publishes one that is not its own or
 * names an unsafe endpoint.
 */
export async function discoverEndpoints(baseUrl: string, dialect: AuthDialect, fetchImpl: FetchLike, timeoutMs = 15_000): Promise<OAuthEndpoints> {
  const fallback = defaultEndpoints(baseUrl, dialect);
  let meta: unknown;
  try {
    const res = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/.well-known/oauth-authorization-server`, {
      ...NO_REDIRECTS,
      headers: { Accept: 'application/json' },
      priority: 'sync',
      timeoutMs,
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return fallback;
    }
    meta = await res.json();
  } catch {
    return fallback;
  }
  if (!meta || typeof meta !== 'object' || Array.isArray(meta)) return fallback;
  return endpointsFromMetadata(meta as Record<string, unknown>, baseUrl, fallback);
}

function readToken(body: Record<string, unknown>): OAuthToken {
  if (typeof body.access_token !== 'string') {
    throw new StorefrontError({ kind: 'server', status: 200, message: 'The store answered the sign-in without a token.' });
  }
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    tokenType: typeof body.token_type === 'string' ? body.token_type : 'Bearer',
    expiresIn: Number(body.expires_in ?? 7200),
    createdAt: Number(body.created_at ?? Math.floor(Date.now() / 1000)),
    scope: typeof body.scope === 'string' ? body.scope : null,
  };
}

const OAUTH_WORDS: Record<string, string> = {
  invalid_grant: 'The email or password is not right, or the sign-in has expired.',
  invalid_client: 'This app is not registered with the store (client id or secret is wrong).',
  unsupported_grant_type: 'The store does not offer this way of signing in.',
  invalid_scope: 'The store does not grant the access asked for.',
};

export function createOAuthClient(options: {
  /** The endpoints, or their discovery: a refused discovery makes every call refuse with its words. */
  endpoints: OAuthEndpoints | Promise<OAuthEndpoints>;
  fetch?: FetchLike;
  timeoutMs?: number;
}) {
  const fetchImpl = options.fetch ?? withWireTimeout((url, init) => fetch(url, init as RequestInit));
  const timeoutMs = options.timeoutMs ?? 15_000;
  // A refused discovery is answered at each call, not raised as an unhandled rejection before one.
  Promise.resolve(options.endpoints).catch(() => undefined);

  const post = async (endpoint: 'token' | 'revocation', body: Record<string, string | undefined>): Promise<Record<string, unknown>> => {
    const url = (await options.endpoints)[endpoint];
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method: 'POST',
        ...NO_REDIRECTS,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))),
        priority: 'sale',
        timeoutMs,
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new StorefrontError({
        kind: 'network',
        status: 0,
        message: timedOut ? 'The store did not answer the sign-in in time.' : 'Could not reach the store to sign in.',
      });
    }
    await refuseRedirect(res, url, 'the sign-in');
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok) return json;
    const code = typeof json.error === 'string' ? json.error : 'error';
    if (res.status === 401 && signatureRefusal(json)) throw errorFromAnswer(res.status, json);
    throw new StorefrontError({
      kind: res.status === 429 ? 'rate_limited' : code === 'invalid_grant' || code === 'invalid_client' || res.status === 401 ? 'unauthorized' : 'bad_request',
      status: res.status,
      code,
      message: OAUTH_WORDS[code] ?? 'The store refused the sign-in.',
      retryAfterSeconds: res.status === 429 ? Number(res.headers.get('retry-after')) || 5 : null,
    });
  };

  return {
    passwordGrant: async (username: string, password: string, scope?: string) =>
      readToken(await post('token', { grant_type: 'password', username, password, scope })),
    refresh: async (refreshToken: string) => readToken(await post('token', { grant_type: 'refresh_token', refresh_token: refreshToken })),
    clientCredentials: async (clientId: string, clientSecret: string, scope = 'admin') =>
      readToken(await post('token', { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope })),
    exchangeCode: async (input: { code: string; redirectUri: string; clientId: string; codeVerifier: string }) =>
      readToken(
        await post('token', {
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirectUri,
          client_id: input.clientId,
          code_verifier: input.codeVerifier,
        }),
      ),
    /**
     * Revokes a token (RFC 7009). A confidential client's token is revoked with that client's id
     * and secret, in the body like every credential; a public client's needs neither.
     */
    revoke: async (token: string, client?: { clientId: string; clientSecret: string }) => {
      await post('revocation', { token, client_id: client?.clientId, client_secret: client?.clientSecret });
    },
  };
}
