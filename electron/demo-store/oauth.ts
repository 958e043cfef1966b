/**
 * OAuth 2.0 of the demo store under /shop_oauth: password, refresh_token (rotating: each
 * refresh token works once) and client_credentials grants, revocation, and reading bearer
 * tokens on API calls. Tokens are stored as SHA-256 hashes only.
 */
import { createHash } from 'node:crypto';
import { get, run, type DemoDb } from './db/database.js';
import type { OAuthClientRow, OAuthTokenRow, UserRow } from './db/rows.js';
import type { Reply } from './http-io.js';
import { secretToken } from './identifiers.js';
import { asString, type Params } from './params.js';
import { hashSecret, verifySecret } from './passwords.js';

export const ACCESS_TOKEN_SECONDS = 7200;
export const SCOPES = ['read', 'write', 'admin'] as const;
const DEFAULT_USER_SCOPE = 'read write';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export interface Principal {
  tokenId: number;
  userId: number | null;
  clientId: number | null;
  scopes: Set<string>;
}

export type BearerResult =
  | { kind: 'none' }
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'revoked' }
  | { kind: 'valid'; principal: Principal };

export const BEARER_MESSAGES = {
  expired: 'The access token expired',
  revoked: 'The access token was revoked',
  unknown: 'The access token is invalid',
} as const;

/** The bearer token of a request (Authorization header, or the `access_token` parameter). */
export function readBearer(db: DemoDb, authorization: string | undefined, params: Params, now = Date.now()): BearerResult {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const token = match?.[1] ?? asString(params.access_token);
  if (!token) return { kind: 'none' };
  const row = get<OAuthTokenRow>(db, 'SELECT * FROM oauth_tokens WHERE access_hash = ?', sha256(token));
  if (!row) return { kind: 'unknown' };
  if (row.revoked_at !== null) return { kind: 'revoked' };
  if (row.created_at_ms + row.expires_in * 1000 <= now) return { kind: 'expired' };
  return {
    kind: 'valid',
    principal: { tokenId: row.id, userId: row.user_id, clientId: row.client_id, scopes: new Set(row.scope.split(' ').filter(Boolean)) },
  };
}

function oauthError(status: number, error: string, description: string, headers: Record<string, string> = {}): Reply {
  return {
    status,
    body: { error, error_description: description },
    contentType: 'application/json',
    headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache', ...headers },
  };
}

const INVALID_GRANT = 'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.';
const INVALID_CLIENT = 'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.';
const INVALID_SCOPE = 'The requested scope is invalid, unknown, or malformed.';

function missing(name: string): Reply {
  return oauthError(400, 'invalid_request', `Missing required parameter: ${name}.`);
}

function issue(db: DemoDb, owner: { userId: number | null; clientId: number | null }, scope: string, withRefresh: boolean): Reply {
  const access = secretToken();
  const refresh = withRefresh ? secretToken() : null;
  const now = Date.now();
  run(db,
    `INSERT INTO oauth_tokens (access_hash, refresh_hash, user_id, client_id, scope, created_at_ms, expires_in)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    sha256(access), refresh ? sha256(refresh) : null, owner.userId, owner.clientId, scope, now, ACCESS_TOKEN_SECONDS);
  const body: Record<string, unknown> = {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    scope,
    created_at: Math.floor(now / 1000),
  };
  if (refresh) body.refresh_token = refresh;
  return { status: 200, body, contentType: 'application/json', headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' } };
}

/** Requested scopes (space or comma separated) checked against what the owner may have. */
function grantScope(requested: string | undefined, allowed: readonly string[], fallback: string): string | null {
  const wanted = (requested ?? '').split(/[\s,+]+/).filter(Boolean);
  if (wanted.length === 0) return fallback;
  if (wanted.some((s) => !allowed.includes(s))) return null;
  return [...new Set(wanted)].join(' ');
}

// A hash to check against when the user is unknown, so both cases take as long.
let decoyHash: Promise<string> | null = null;

async function authenticateClient(db: DemoDb, params: Params, authorization: string | undefined): Promise<OAuthClientRow | 'none' | 'invalid'> {
  let clientId = asString(params.client_id);
  let secret = asString(params.client_secret);
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      clientId = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
  }
  if (!clientId) return 'none';
  const client = get<OAuthClientRow>(db, 'SELECT * FROM oauth_clients WHERE client_id = ?', clientId);
  if (!client || !secret || !(await verifySecret(secret, client.secret_hash))) return 'invalid';
  return client;
}

/** POST /shop_oauth/token */
export async function tokenEndpoint(db: DemoDb, params: Params, authorization: string | undefined): Promise<Reply> {
  const grantType = asString(params.grant_type);
  if (!grantType) return missing('grant_type');
  if (grantType === 'password') {
    const username = asString(params.username)?.trim();
    const password = asString(params.password);
    if (!username) return missing('username');
    if (!password) return missing('password');
    const client = await authenticateClient(db, params, authorization);
    if (client === 'invalid') return oauthError(401, 'invalid_client', INVALID_CLIENT, { 'WWW-Authenticate': 'Basic realm="shop_oauth"' });
    const user = get<UserRow>(db, 'SELECT * FROM users WHERE email = ?', username);
    decoyHash ??= hashSecret('decoy-password');
    const ok = user ? await verifySecret(password, user.password_hash) : (await verifySecret(password, await decoyHash), false);
    if (!user || !ok) return oauthError(400, 'invalid_grant', INVALID_GRANT);
    const allowed = user.role === 'staff' ? SCOPES : (['read', 'write'] as const);
    const scope = grantScope(asString(params.scope), allowed, DEFAULT_USER_SCOPE);
    if (!scope) return oauthError(400, 'invalid_scope', INVALID_SCOPE);
    return issue(db, { userId: user.id, clientId: client === 'none' ? null : client.id }, scope, true);
  }
  if (grantType === 'refresh_token') {
    const refresh = asString(params.refresh_token);
    if (!refresh) return missing('refresh_token');
    const row = get<OAuthTokenRow>(db, 'SELECT * FROM oauth_tokens WHERE refresh_hash = ?', sha256(refresh));
    if (!row || row.revoked_at !== null || row.refresh_used_at !== null) return oauthError(400, 'invalid_grant', INVALID_GRANT);
    // Rotation: this refresh token is spent. The access token it came with stays good until it
    // expires, so calls already in flight with it do not fail.
    run(db, 'UPDATE oauth_tokens SET refresh_used_at = ? WHERE id = ?', new Date().toISOString(), row.id);
    return issue(db, { userId: row.user_id, clientId: row.client_id }, row.scope, true);
  }
  if (grantType === 'client_credentials') {
    const client = await authenticateClient(db, params, authorization);
    if (client === 'none' || client === 'invalid') {
      return oauthError(401, 'invalid_client', INVALID_CLIENT, { 'WWW-Authenticate': 'Basic realm="shop_oauth"' });
    }
    const allowed = client.scopes.split(' ').filter(Boolean);
    const scope = grantScope(asString(params.scope), allowed, client.scopes);
    if (!scope) return oauthError(400, 'invalid_scope', INVALID_SCOPE);
    return issue(db, { userId: null, clientId: client.id }, scope, false);
  }
  return oauthError(400, 'unsupported_grant_type', 'The authorization grant type is not supported by the authorization server.');
}

/** POST /shop_oauth/revoke: 200 `{}` whether or not the token was known (RFC 7009). */
export function revokeEndpoint(db: DemoDb, params: Params): Reply {
  const token = asString(params.token);
  if (!token) return missing('token');
  const hash = sha256(token);
  run(db, 'UPDATE oauth_tokens SET revoked_at = ? WHERE (access_hash = ? OR refresh_hash = ?) AND revoked_at IS NULL', new Date().toISOString(), hash, hash);
  return { status: 200, body: {}, contentType: 'application/json', headers: { 'Cache-Control': 'no-store' } };
}

/** RFC 8414 metadata. */
export function authorizationServerMetadata(origin: string): Record<string, unknown> {
  return {
    issuer: origin,
    token_endpoint: `${origin}/shop_oauth/token`,
    revocation_endpoint: `${origin}/shop_oauth/revoke`,
    grant_types_supported: ['password', 'refresh_token', 'client_credentials'],
    response_types_supported: [],
    scopes_supported: [...SCOPES],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
    revocation_endpoint_auth_methods_supported: ['none'],
    service_documentation: `${origin}/docs/errors`,
  };
}

export function protectedResourceMetadata(origin: string): Record<string, unknown> {
  return {
    resource: origin,
    authorization_servers: [origin],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
  };
}
