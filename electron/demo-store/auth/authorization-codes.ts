/**
 * Authorization codes (RFC 6749 §4.1 with PKCE, RFC 7636): single use, valid 60 seconds, bound to
 * the client, the redirect URI and the S256 code challenge of the authorization request. Stored
 * as SHA-256 hashes only. A code presented a second time is refused and every token issued from
 * it, refreshes included, is revoked (RFC 6749 §4.1.2): they share the code's token family.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { get, run, type DemoDb } from '../db/database.js';
import type { OAuthCodeRow } from '../db/rows.js';
import { secretToken } from '../jsonapi/identifiers.js';
import { newTokenFamily, revokeFamily } from './token-families.js';

const CODE_LIFETIME_SECONDS = 60;

/** RFC 7636 §4.1/§4.2: 43-128 unreserved characters; an S256 challenge is exactly 43 base64url characters. */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
export const S256_CHALLENGE_PATTERN = /^[A-Za-z0-9\-_]{43}$/;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** BASE64URL(SHA256(ASCII(code_verifier))) */
function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export interface NewCode {
  clientId: number;
  userId: number;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
}

export function createAuthorizationCode(db: DemoDb, input: NewCode, now = Date.now()): string {
  const code = secretToken();
  run(
    db,
    `INSERT INTO oauth_codes (code_hash, client_id, user_id, redirect_uri, code_challenge, scope, family, created_at_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    sha256(code),
    input.clientId,
    input.userId,
    input.redirectUri,
    input.codeChallenge,
    input.scope,
    newTokenFamily(),
    now,
  );
  // Spent and expired codes are of no further use; keep the table small.
  run(db, 'DELETE FROM oauth_codes WHERE created_at_ms < ?', now - 24 * 3600 * 1000);
  return code;
}

export type Redemption = { ok: true; code: OAuthCodeRow } | { ok: false; reason: 'unknown' | 'expired' | 'replayed' | 'client' | 'redirect_uri' | 'verifier' };

/**
 * Checks a code against the token request and spends it. Nothing is spent when a check fails, so
 * a wrong verifier sent by someone else cannot use up the rightful client's code.
 */
export function redeemAuthorizationCode(
  db: DemoDb,
  input: { code: string; clientId: number; redirectUri: string; codeVerifier: string },
  now = Date.now(),
): Redemption {
  const row = get<OAuthCodeRow>(db, 'SELECT * FROM oauth_codes WHERE code_hash = ?', sha256(input.code));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.used_at !== null) {
    revokeFamily(db, row.family, new Date(now).toISOString());
    return { ok: false, reason: 'replayed' };
  }
  if (row.created_at_ms + CODE_LIFETIME_SECONDS * 1000 <= now) return { ok: false, reason: 'expired' };
  if (row.client_id !== input.clientId) return { ok: false, reason: 'client' };
  if (row.redirect_uri !== input.redirectUri) return { ok: false, reason: 'redirect_uri' };
  const expected = Buffer.from(row.code_challenge);
  const actual = Buffer.from(s256(input.codeVerifier));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'verifier' };
  const spent = run(db, 'UPDATE oauth_codes SET used_at = ? WHERE id = ? AND used_at IS NULL', new Date(now).toISOString(), row.id);
  if (spent.changes !== 1) return { ok: false, reason: 'replayed' };
  return { ok: true, code: row };
}
