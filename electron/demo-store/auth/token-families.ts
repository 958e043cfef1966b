/**
 * Token families: every token descended from one grant (a password grant, an authorization code,
 * client credentials, and each refresh after them) carries that grant's family id. A family ends
 * as a whole: when a spent refresh token is presented again (RFC 9700 §4.14.2: someone holds a
 * copy), when any of its tokens is revoked at /revoke (signing out), and when the authorization
 * code it came from is replayed. Tokens issued before families existed are each their own family.
 */
import { randomBytes } from 'node:crypto';
import { run, type DemoDb } from '../db/database.js';
import type { OAuthTokenRow } from '../db/rows.js';

export function newTokenFamily(): string {
  return randomBytes(16).toString('base64url');
}

/** Revokes every token of a family that is not revoked yet. */
export function revokeFamily(db: DemoDb, family: string, at: string): void {
  run(db, 'UPDATE oauth_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL', at, family);
}

/** Revokes the family of a stored token (the token alone when it has none). */
export function revokeFamilyOf(db: DemoDb, row: Pick<OAuthTokenRow, 'id' | 'family'>, at: string): void {
  if (row.family === null) run(db, 'UPDATE oauth_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', at, row.id);
  else revokeFamily(db, row.family, at);
}
