/**
 * Till keys: the Ed25519 public keys an operator registers through the Platform API, one per
 * till, with a name. A request signed with an active till key (RFC 9421) is authenticated as
 * that till. The key id is the key's RFC 7638 thumbprint; a key is registered once (a revoked key
 * stays revoked: register a new one). Revoking is soft, so the list shows when a till was retired.
 */
import { validationFailed, type FieldErrors } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import { asEd25519PublicJwk, type Ed25519PublicJwk } from '../../../shared/http-signatures/index.js';
import { isObject, type Params } from '../http/params.js';
import { jwkThumbprint } from './signing-keys.js';

export interface TillKeyRow {
  id: number;
  name: string;
  kid: string;
  /** The public JWK as JSON: `{"kty":"OKP","crv":"Ed25519","x":…}`. */
  public_jwk: string;
  created_at: string;
  revoked_at: string | null;
}

const MAX_TILL_NAME = 80;

function publicJwkErrors(value: unknown): string[] {
  if (!isObject(value)) return ['must be a JSON Web Key object'];
  if ('d' in value) return ['must not contain the private key'];
  if (asEd25519PublicJwk(value)) return [];
  if (value.kty === 'OKP' && value.crv === 'Ed25519' && typeof value.x === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value.x)) {
    // The shape of a key, but not one to trust: a small-order point verifies a fixed signature for
    // every message, and another spelling of the same bytes would be a second key id for one key.
    return ['must be the canonical base64url x of an Ed25519 point that is not of small order'];
  }
  return ['must be an Ed25519 public key (kty "OKP", crv "Ed25519", x)'];
}

/** Registers the `till_key` record of a request (`{"name", "public_jwk"}`); 422 on its fields. */
export function registerTillKey(db: DemoDb, input: Params, now = new Date()): TillKeyRow {
  const errors: FieldErrors = {};
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') errors.name = ["can't be blank"];
  else if (name.length > MAX_TILL_NAME) errors.name = [`is too long (maximum is ${MAX_TILL_NAME} characters)`];
  const jwkErrors = publicJwkErrors(input.public_jwk);
  const jwk = jwkErrors.length === 0 ? asEd25519PublicJwk(input.public_jwk) : null;
  if (jwkErrors.length > 0) errors.public_jwk = jwkErrors;
  const kid = jwk ? jwkThumbprint({ ...jwk }) : null;
  if (kid && get(db, 'SELECT id FROM till_keys WHERE kid = ?', kid)) errors.public_jwk = ['has already been registered'];
  if (Object.keys(errors).length > 0 || !jwk || !kid) throw validationFailed(errors);
  const result = run(db, 'INSERT INTO till_keys (name, kid, public_jwk, created_at) VALUES (?, ?, ?, ?)', name, kid, JSON.stringify(jwk), now.toISOString());
  return tillKeyById(db, String(result.lastInsertRowid))!;
}

export function tillKeyById(db: DemoDb, id: string): TillKeyRow | undefined {
  return /^\d{1,15}$/.test(id) ? get<TillKeyRow>(db, 'SELECT * FROM till_keys WHERE id = ?', Number(id)) : undefined;
}

export function tillKeysPage(db: DemoDb, limit: number, offset: number): { rows: TillKeyRow[]; total: number } {
  const total = get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM till_keys')!.n;
  return { rows: all<TillKeyRow>(db, 'SELECT * FROM till_keys ORDER BY id LIMIT ? OFFSET ?', limit, offset), total };
}

/** The active (not revoked) till key with this key id. */
export function activeTillKey(db: DemoDb, kid: string): TillKeyRow | undefined {
  return get<TillKeyRow>(db, 'SELECT * FROM till_keys WHERE kid = ? AND revoked_at IS NULL', kid);
}

export function revokeTillKey(db: DemoDb, row: TillKeyRow, now = new Date()): void {
  if (row.revoked_at === null) run(db, 'UPDATE till_keys SET revoked_at = ? WHERE id = ?', now.toISOString(), row.id);
}

export function publicJwkOf(row: TillKeyRow): Ed25519PublicJwk {
  return JSON.parse(row.public_jwk) as Ed25519PublicJwk;
}
