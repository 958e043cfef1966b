/**
 * The store's signing keys, made once per data directory and kept in its SQLite file (private
 * keys never leave it): an Ed25519 key for HTTP Message Signatures (RFC 9421), published in the
 * key directory at /.well-known/http-message-signatures-directory, and an ECDSA P-256 key
 * published as the UCP document's `signing_keys` (ES256, as the interface describes them). Each
 * key lives a year; a new one is made when the current one has less than a day left. Key ids
 * are RFC 7638 JWK thumbprints.
 */
import { createHash, createPrivateKey, generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { all, run, type DemoDb } from '../db/database.js';
import type { SigningKeyRow } from '../db/rows.js';

export type KeyPurpose = 'http-message-signatures' | 'ucp';

const KEY_LIFETIME_SECONDS = 365 * 24 * 3600;
const RENEW_BEFORE_SECONDS = 24 * 3600;

const PURPOSES: Record<KeyPurpose, { make: () => { publicJwk: JsonWebKey; privatePem: string }; alg: string }> = {
  'http-message-signatures': {
    alg: 'EdDSA',
    make: () => {
      const pair = generateKeyPairSync('ed25519');
      return { publicJwk: pair.publicKey.export({ format: 'jwk' }), privatePem: pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() };
    },
  },
  ucp: {
    alg: 'ES256',
    make: () => {
      const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      return { publicJwk: pair.publicKey.export({ format: 'jwk' }), privatePem: pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() };
    },
  },
};

/** RFC 7638: SHA-256 over the required members in lexicographic order, base64url. */
export function jwkThumbprint(jwk: JsonWebKey): string {
  const members = jwk.kty === 'EC' ? { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y } : { crv: jwk.crv, kty: jwk.kty, x: jwk.x };
  return createHash('sha256').update(JSON.stringify(members)).digest('base64url');
}

export interface PublishedKey extends JsonWebKey {
  kid: string;
  alg: string;
  use: 'sig';
  nbf: number;
  exp: number;
}

const seconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

function currentRows(db: DemoDb, purpose: KeyPurpose, now: number): SigningKeyRow[] {
  return all<SigningKeyRow>(db, 'SELECT * FROM signing_keys WHERE purpose = ? AND expires_at > ? ORDER BY not_before', purpose, new Date(now).toISOString());
}

/** Makes the keys a data directory lacks (or that are about to expire). */
export function ensureSigningKeys(db: DemoDb, now = Date.now()): void {
  for (const purpose of Object.keys(PURPOSES) as KeyPurpose[]) {
    const renewAt = now + RENEW_BEFORE_SECONDS * 1000;
    if (currentRows(db, purpose, now).some((row) => Date.parse(row.expires_at) > renewAt)) continue;
    const { publicJwk, privatePem } = PURPOSES[purpose].make();
    const notBefore = new Date(Math.floor(now / 1000) * 1000).toISOString();
    const expiresAt = new Date(Math.floor(now / 1000) * 1000 + KEY_LIFETIME_SECONDS * 1000).toISOString();
    run(
      db,
      `INSERT INTO signing_keys (kid, purpose, public_jwk, private_pkcs8, not_before, expires_at, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(kid) DO NOTHING`,
      jwkThumbprint(publicJwk),
      purpose,
      JSON.stringify(publicJwk),
      privatePem,
      notBefore,
      expiresAt,
      new Date(now).toISOString(),
    );
  }
}

/** The public JWKs in force for a purpose (old ones stay listed until they expire). */
export function publishedKeys(db: DemoDb, purpose: KeyPurpose, now = Date.now()): PublishedKey[] {
  ensureSigningKeys(db, now);
  return currentRows(db, purpose, now).map((row) => ({
    ...(JSON.parse(row.public_jwk) as JsonWebKey),
    kid: row.kid,
    alg: PURPOSES[purpose].alg,
    use: 'sig',
    nbf: seconds(row.not_before),
    exp: seconds(row.expires_at),
  }));
}

const DIRECTORY_TAG = 'http-message-signatures-directory';

/**
 * RFC 9421 signatures of a key directory response, one per key, over the `@authority` of the
 * request, tagged as the directory draft asks, so a client can check the server holds each key.
 */
export function signDirectoryResponse(db: DemoDb, authority: string, now = Date.now()): { 'Signature-Input': string; Signature: string } {
  ensureSigningKeys(db, now);
  const created = Math.floor(now / 1000);
  const inputs: string[] = [];
  const signatures: string[] = [];
  currentRows(db, 'http-message-signatures', now).forEach((row, index) => {
    const label = `sig${index + 1}`;
    const params = `("@authority";req);created=${created};expires=${created + 300};keyid="${row.kid}";alg="ed25519";tag="${DIRECTORY_TAG}"`;
    const base = `"@authority";req: ${authority.toLowerCase()}\n"@signature-params": ${params}`;
    const signature = sign(null, Buffer.from(base), createPrivateKey(row.private_pkcs8)).toString('base64');
    inputs.push(`${label}=${params}`);
    signatures.push(`${label}=:${signature}:`);
  });
  return { 'Signature-Input': inputs.join(', '), Signature: signatures.join(', ') };
}
