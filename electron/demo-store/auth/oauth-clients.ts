/**
 * The OAuth clients registered with the demo store: the confidential Platform API client
 * (client_credentials, seeded with the store) and the POS app's public client, which has no
 * secret and signs users in with the authorization code grant and PKCE from a loopback redirect
 * (RFC 8252). Client authentication on the token endpoint: HTTP Basic or `client_id` +
 * `client_secret` in the body for confidential clients; `client_id` alone for public ones.
 */
import { get, run, type DemoDb } from '../db/database.js';
import type { OAuthClientRow } from '../db/rows.js';
import { asString, type Params } from '../http/params.js';
import { UNMATCHABLE_HASH, verifySecret, type SecretCheck } from './passwords.js';
import type { TokenRequester } from './scopes.js';

/** The POS app's public client: no secret, loopback redirect on any port, read and write only. */
export const POS_PUBLIC_CLIENT = {
  clientId: 'storefront-pos',
  name: 'Storefront POS',
  scopes: 'read write',
  redirectUris: ['http://127.0.0.1/callback'],
} as const;

/** Registers the public client in data files that do not have it yet (new and older ones). */
export function ensurePublicClients(db: DemoDb): void {
  run(
    db,
    `INSERT INTO oauth_clients (client_id, secret_hash, name, scopes, created_at, redirect_uris, public_client)
     VALUES (?, '', ?, ?, ?, ?, 1) ON CONFLICT(client_id) DO NOTHING`,
    POS_PUBLIC_CLIENT.clientId,
    POS_PUBLIC_CLIENT.name,
    POS_PUBLIC_CLIENT.scopes,
    new Date().toISOString(),
    POS_PUBLIC_CLIENT.redirectUris.join(' '),
  );
}

export function findClient(db: DemoDb, clientId: string | undefined): OAuthClientRow | null {
  if (!clientId) return null;
  return get<OAuthClientRow>(db, 'SELECT * FROM oauth_clients WHERE client_id = ?', clientId) ?? null;
}

export function clientById(db: DemoDb, id: number): OAuthClientRow | null {
  return get<OAuthClientRow>(db, 'SELECT * FROM oauth_clients WHERE id = ?', id) ?? null;
}

export function clientScopes(client: OAuthClientRow): string[] {
  return client.scopes.split(' ').filter(Boolean);
}

/**
 * The client as the grant rules see it. A confidential client here is one whose secret is checked
 * before any token is issued to it (at the token endpoint, also for the authorization code).
 */
export function tokenRequester(client: OAuthClientRow | null): TokenRequester {
  if (!client) return { kind: 'none' };
  return { kind: client.public_client === 1 ? 'public' : 'confidential', scopes: clientScopes(client) };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]']);

/**
 * Whether `uri` is one of the client's redirect URIs: the exact string, except that for a
 * registered loopback URI (`http://127.0.0.1/...`) any port is allowed (RFC 8252 §7.3).
 */
export function redirectUriAllowed(client: OAuthClientRow, uri: string): boolean {
  const registered = client.redirect_uris.split(' ').filter(Boolean);
  if (registered.includes(uri)) return true;
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' || !LOOPBACK_HOSTS.has(parsed.hostname) || !/^\d{1,5}$/.test(parsed.port)) return false;
  const port = Number(parsed.port);
  if (port < 1 || port > 65535) return false;
  for (const entry of registered) {
    let base: URL;
    try {
      base = new URL(entry);
    } catch {
      continue;
    }
    if (base.protocol !== 'http:' || !LOOPBACK_HOSTS.has(base.hostname) || base.port !== '') continue;
    // Rebuild the registered URI with the given port and compare as strings: no other part may differ.
    const withPort = `${base.protocol}//${base.hostname}:${port}${base.pathname}${base.search}`;
    if (withPort === uri) return true;
  }
  return false;
}

export type ClientAuthentication = { kind: 'none' } | { kind: 'invalid' } | { kind: 'client'; client: OAuthClientRow };

/**
 * Who the caller of the token endpoint is, from HTTP Basic or the body. Whenever a client id is
 * presented the same path is taken: one lookup and one slow secret check (constant-time compare),
 * against the client's hash, or a hash nothing matches for an unknown or public client, so neither
 * the answer nor its timing tells an unknown client id from a wrong or missing secret.
 */
export async function authenticateClient(
  db: DemoDb,
  params: Params,
  authorization: string | undefined,
  checkSecret: SecretCheck = verifySecret,
): Promise<ClientAuthentication> {
  let clientId = asString(params.client_id);
  let secret = asString(params.client_secret);
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0) return { kind: 'invalid' };
    try {
      clientId = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    } catch {
      return { kind: 'invalid' };
    }
  }
  if (!clientId) return { kind: 'none' };
  const client = findClient(db, clientId);
  const confidential = client !== null && client.public_client !== 1;
  const secretMatches = await checkSecret(secret ?? '', confidential ? client.secret_hash : UNMATCHABLE_HASH);
  if (!client) return { kind: 'invalid' };
  // A public client has no secret: one sent anyway is refused.
  if (!confidential) return secret ? { kind: 'invalid' } : { kind: 'client', client };
  return secret && secretMatches ? { kind: 'client', client } : { kind: 'invalid' };
}
