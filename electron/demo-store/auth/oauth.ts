/**
 * OAuth 2.0 of the demo store under /shop_oauth: authorization_code with PKCE S256 (the sign-in
 * page is in routes/authorize.ts), password, refresh_token (rotating: each refresh token works
 * once; presenting a spent one revokes its whole token family) and client_credentials grants,
 * revocation (of the token's whole family), and reading bearer tokens on API calls. Tokens are
 * stored as SHA-256 hashes only.
 */
import { createHash } from 'node:crypto';
import { CODE_VERIFIER_PATTERN, redeemAuthorizationCode } from './authorization-codes.js';
import { get, run, type DemoDb } from '../db/database.js';
import type { OAuthClientRow, OAuthTokenRow, UserRow } from '../db/rows.js';
import type { Reply } from '../http/http-io.js';
import { secretToken } from '../jsonapi/identifiers.js';
import { authenticateClient, clientById, clientScopes, tokenRequester, type ClientAuthentication } from './oauth-clients.js';
import { bodyOnlyWords } from '../http/body-only-params.js';
import { asString, type Params } from '../http/params.js';
import { UNMATCHABLE_HASH, verifySecret, type SecretCheck } from './passwords.js';
import { DEFAULT_USER_SCOPE, SCOPES, grantScope, parseScope, userGrantScopes } from './scopes.js';
import { newTokenFamily, revokeFamilyOf } from './token-families.js';

const ACCESS_TOKEN_SECONDS = 7200;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export interface Principal {
  tokenId: number;
  userId: number | null;
  clientId: number | null;
  scopes: Set<string>;
}

export type BearerResult = { kind: 'none' } | { kind: 'unknown' } | { kind: 'expired' } | { kind: 'revoked' } | { kind: 'valid'; principal: Principal };

export const BEARER_MESSAGES = {
  expired: 'The access token expired',
  revoked: 'The access token was revoked',
  unknown: 'The access token is invalid',
} as const;

/** The bearer token a request presents, '' when it presents one that is malformed, null when none. */
function presentedToken(authorization: string | undefined, params: Params): string | null {
  if (authorization !== undefined && /^Bearer(?:\s|$)/i.test(authorization)) {
    return /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization)?.[1] ?? '';
  }
  if (params.access_token === undefined) return null;
  return asString(params.access_token)?.trim() ?? '';
}

/**
 * The bearer token of a request (Authorization header, or the `access_token` parameter). One that
 * is presented but malformed or unknown is `unknown`, never a guest. Other Authorization schemes
 * (Basic client authentication at the token endpoint) are not bearer tokens.
 */
export function readBearer(db: DemoDb, authorization: string | undefined, params: Params, now = Date.now()): BearerResult {
  const token = presentedToken(authorization, params);
  if (token === null) return { kind: 'none' };
  if (token === '') return { kind: 'unknown' };
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

const INVALID_GRANT =
  'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.';
const INVALID_CLIENT = 'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.';
const INVALID_SCOPE = 'The requested scope is invalid, unknown, or malformed.';

/** A credential sent in the URL (RFC 6749 §2.3.1, §3.2): refused, naming the parameter only. */
export function credentialInUrl(name: string): Reply {
  return oauthError(400, 'invalid_request', bodyOnlyWords(name));
}

/** What the token endpoint takes from the body only. */
export const TOKEN_BODY_ONLY = ['password', 'client_secret', 'refresh_token', 'code', 'code_verifier'] as const;
/** What the revocation endpoint takes from the body only. */
export const REVOKE_BODY_ONLY = ['token', 'client_secret'] as const;

function missing(name: string): Reply {
  return oauthError(400, 'invalid_request', `Missing required parameter: ${name}.`);
}

interface TokenOwner {
  userId: number | null;
  clientId: number | null;
  /** Every token descended from one grant shares its family (token-families.ts). */
  family: string;
}

function issue(db: DemoDb, owner: TokenOwner, scope: string, withRefresh: boolean): Reply {
  const access = secretToken();
  const refresh = withRefresh ? secretToken() : null;
  const now = Date.now();
  run(
    db,
    `INSERT INTO oauth_tokens (access_hash, refresh_hash, user_id, client_id, scope, created_at_ms, expires_in, family)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    sha256(access),
    refresh ? sha256(refresh) : null,
    owner.userId,
    owner.clientId,
    scope,
    now,
    ACCESS_TOKEN_SECONDS,
    owner.family,
  );
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

/**
 * The user with this email when the password is theirs, else null. One slow check either way (an
 * unknown email is checked against a hash no password matches), so the time tells nothing.
 */
export async function checkPassword(db: DemoDb, email: string, password: string, checkSecret: SecretCheck = verifySecret): Promise<UserRow | null> {
  const user = get<UserRow>(db, 'SELECT * FROM users WHERE email = ?', email);
  const ok = await checkSecret(password, user?.password_hash ?? UNMATCHABLE_HASH);
  return user && ok ? user : null;
}

const INVALID_CLIENT_REPLY = (): Reply => oauthError(401, 'invalid_client', INVALID_CLIENT, { 'WWW-Authenticate': 'Basic realm="shop_oauth"' });

/** POST /shop_oauth/token */
export async function tokenEndpoint(db: DemoDb, params: Params, authorization: string | undefined): Promise<Reply> {
  const grantType = asString(params.grant_type);
  if (!grantType) return missing('grant_type');
  if (grantType === 'password') return passwordGrant(db, params, authorization);
  if (grantType === 'refresh_token') return refreshGrant(db, params, authorization);
  if (grantType === 'client_credentials') return clientCredentialsGrant(db, params, authorization);
  if (grantType === 'authorization_code') return authorizationCodeGrant(db, params, authorization);
  return oauthError(400, 'unsupported_grant_type', 'The authorization grant type is not supported by the authorization server.');
}

async function passwordGrant(db: DemoDb, params: Params, authorization: string | undefined): Promise<Reply> {
  const username = asString(params.username)?.trim();
  const password = asString(params.password);
  if (!username) return missing('username');
  if (!password) return missing('password');
  const client = await authenticateClient(db, params, authorization);
  if (client.kind === 'invalid') return INVALID_CLIENT_REPLY();
  const user = await checkPassword(db, username, password);
  if (!user) return oauthError(400, 'invalid_grant', INVALID_GRANT);
  const allowed = userGrantScopes(user.role, tokenRequester(client.kind === 'client' ? client.client : null));
  const scope = grantScope(asString(params.scope), allowed, allowed.filter((s) => DEFAULT_USER_SCOPE.split(' ').includes(s)).join(' '));
  if (!scope) return oauthError(400, 'invalid_scope', INVALID_SCOPE);
  return issue(db, { userId: user.id, clientId: client.kind === 'client' ? client.client.id : null, family: newTokenFamily() }, scope, true);
}

async function refreshGrant(db: DemoDb, params: Params, authorization: string | undefined): Promise<Reply> {
  const refresh = asString(params.refresh_token);
  if (!refresh) return missing('refresh_token');
  const client: ClientAuthentication = await authenticateClient(db, params, authorization);
  if (client.kind === 'invalid') return INVALID_CLIENT_REPLY();
  const found = get<OAuthTokenRow>(db, 'SELECT * FROM oauth_tokens WHERE refresh_hash = ?', sha256(refresh));
  if (!found) return oauthError(400, 'invalid_grant', INVALID_GRANT);
  // A refresh token is bound to the client it was issued to, and a confidential client's token
  // is refreshed only by that client authenticated with its secret. Refusals spend nothing.
  const owner = found.client_id === null ? null : clientById(db, found.client_id);
  if (owner && owner.public_client !== 1 && client.kind !== 'client') return INVALID_CLIENT_REPLY();
  if (client.kind === 'client' && found.client_id !== client.client.id) return oauthError(400, 'invalid_grant', INVALID_GRANT);
  // Reuse detection, rotation and the new pair in one transaction: a spent token presented
  // again revokes the whole family, including a pair issued a moment before by another request.
  return db.transaction((): Reply => {
    const row = get<OAuthTokenRow>(db, 'SELECT * FROM oauth_tokens WHERE id = ?', found.id);
    if (!row || row.revoked_at !== null) return oauthError(400, 'invalid_grant', INVALID_GRANT);
    const at = new Date().toISOString();
    if (row.refresh_used_at !== null) {
      revokeFamilyOf(db, row, at);
      return oauthError(400, 'invalid_grant', INVALID_GRANT);
    }
    const scope = refreshedScope(db, row, owner);
    if (!scope) return oauthError(400, 'invalid_grant', INVALID_GRANT);
    // Tokens issued before families existed start one now.
    const family = row.family ?? newTokenFamily();
    // Rotation: this refresh token is spent. The access token it came with stays good until it
    // expires (or its family is revoked), so calls already in flight with it do not fail.
    run(db, 'UPDATE oauth_tokens SET refresh_used_at = ?, family = ? WHERE id = ?', at, family, row.id);
    return issue(db, { userId: row.user_id, clientId: row.client_id, family }, scope, true);
  })();
}

/**
 * What a refreshed user token may carry on: its own scopes, narrowed to what the grant rules allow
 * that user through that client today (a token granted more under an earlier rule loses the rest).
 */
function refreshedScope(db: DemoDb, row: OAuthTokenRow, owner: OAuthClientRow | null): string {
  if (row.user_id === null) return row.scope;
  const user = get<UserRow>(db, 'SELECT * FROM users WHERE id = ?', row.user_id);
  if (!user) return '';
  const allowed: readonly string[] = userGrantScopes(user.role, tokenRequester(owner));
  return parseScope(row.scope)
    .filter((s) => allowed.includes(s))
    .join(' ');
}

async function clientCredentialsGrant(db: DemoDb, params: Params, authorization: string | undefined): Promise<Reply> {
  const client = await authenticateClient(db, params, authorization);
  // A public client has no credentials to present.
  if (client.kind !== 'client' || client.client.public_client === 1) return INVALID_CLIENT_REPLY();
  const allowed = clientScopes(client.client);
  const scope = grantScope(asString(params.scope), allowed, client.client.scopes);
  if (!scope) return oauthError(400, 'invalid_scope', INVALID_SCOPE);
  return issue(db, { userId: null, clientId: client.client.id, family: newTokenFamily() }, scope, false);
}

/** RFC 6749 §4.1.3 with RFC 7636 §4.5-4.6 (S256 only). */
async function authorizationCodeGrant(db: DemoDb, params: Params, authorization: string | undefined): Promise<Reply> {
  const code = asString(params.code);
  const redirectUri = asString(params.redirect_uri);
  const verifier = asString(params.code_verifier);
  if (!code) return missing('code');
  if (!redirectUri) return missing('redirect_uri');
  if (!verifier) return missing('code_verifier');
  const client = await authenticateClient(db, params, authorization);
  if (client.kind !== 'client') return INVALID_CLIENT_REPLY();
  if (!CODE_VERIFIER_PATTERN.test(verifier)) {
    return oauthError(400, 'invalid_request', 'The code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_" or "~".');
  }
  // Spending the code (or, for a replay, revoking its family) and the new pair in one transaction.
  return db.transaction((): Reply => {
    const redemption = redeemAuthorizationCode(db, { code, clientId: client.client.id, redirectUri, codeVerifier: verifier });
    if (!redemption.ok) return oauthError(400, 'invalid_grant', INVALID_GRANT);
    const granted = redemption.code;
    return issue(db, { userId: granted.user_id, clientId: granted.client_id, family: granted.family }, granted.scope, true);
  })();
}

const NOT_YOUR_TOKEN = 'You are not authorized to revoke this token';

/**
 * POST /shop_oauth/revoke (RFC 7009): 200 `{}` whether or not the token was known. The client is
 * checked first (§2.1): one that presents itself must authenticate (401 invalid_client otherwise,
 * for any token); a token issued to a confidential client is revoked only by that client with its
 * secret; a public client's token and one issued without a client need no secret. A token issued
 * to another client is refused (403 unauthorized_client). A refusal revokes nothing.
 */
export async function revokeEndpoint(db: DemoDb, params: Params, authorization: string | undefined): Promise<Reply> {
  const client = await authenticateClient(db, params, authorization);
  if (client.kind === 'invalid') return INVALID_CLIENT_REPLY();
  const token = asString(params.token);
  if (!token) return missing('token');
  const hash = sha256(token);
  // Either token of a pair ends its whole family: signing out ends every access token of that
  // grant, the ones from before earlier refreshes included.
  return db.transaction((): Reply => {
    const row = get<OAuthTokenRow>(db, 'SELECT * FROM oauth_tokens WHERE access_hash = ? OR refresh_hash = ?', hash, hash);
    if (row && row.client_id !== null) {
      const owner = clientById(db, row.client_id);
      const confidential = owner !== null && owner.public_client !== 1;
      if (client.kind === 'none' && confidential) return INVALID_CLIENT_REPLY();
      if (client.kind === 'client' && client.client.id !== row.client_id) return oauthError(403, 'unauthorized_client', NOT_YOUR_TOKEN);
    }
    if (row) revokeFamilyOf(db, row, new Date().toISOString());
    return { status: 200, body: {}, contentType: 'application/json', headers: { 'Cache-Control': 'no-store' } };
  })();
}

/** RFC 8414 authorization server metadata: what this server really supports. */
export function authorizationServerMetadata(origin: string): Record<string, unknown> {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}/shop_oauth/authorize`,
    token_endpoint: `${origin}/shop_oauth/token`,
    revocation_endpoint: `${origin}/shop_oauth/revoke`,
    grant_types_supported: ['authorization_code', 'password', 'refresh_token', 'client_credentials'],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...SCOPES],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    revocation_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${origin}/api/openapi/oauth.yml`,
    ui_locales_supported: ['en'],
  };
}

/** RFC 9728 protected resource metadata of the store's APIs. */
export function protectedResourceMetadata(origin: string, storeName: string): Record<string, unknown> {
  return {
    resource: origin,
    resource_name: storeName,
    authorization_servers: [origin],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header', 'body', 'query'],
    resource_documentation: `${origin}/api/openapi/storefront.yaml`,
  };
}
