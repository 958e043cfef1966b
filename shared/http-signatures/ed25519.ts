/**
 * Ed25519 keys, signatures and digests through Web Crypto (`globalThis.crypto.subtle`), which
 * Node (20+), Electron and browsers all provide: no Node-only import. Keys travel as JWKs
 * (`{"kty":"OKP","crv":"Ed25519","x":…}`, plus `d` for the private part).
 */
import { isStrongEd25519Point } from './ed25519-point.js';
import { base64ToBytes, bytesToBase64 } from './signature-fields.js';

export interface Ed25519PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

export interface Ed25519PrivateJwk extends Ed25519PublicJwk {
  d: string;
}

const ED25519 = { name: 'Ed25519' };

/** The 32 bytes of `x` when it is their one canonical base64url spelling (unused bits zero), else null. */
function canonicalKeyBytes(x: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(x)) return null;
  const bytes = base64ToBytes(`${x.replace(/-/g, '+').replace(/_/g, '/')}=`);
  if (!bytes || bytes.length !== 32) return null;
  const spelled = bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return spelled === x ? bytes : null;
}

/**
 * A public JWK of an Ed25519 key (only the members that identify it), or null. `x` must be the
 * canonical spelling of a point on the curve that is not of small order: a small-order key
 * verifies a fixed signature for every message, so anyone could sign with it.
 */
export function asEd25519PublicJwk(value: unknown): Ed25519PublicJwk | null {
  if (typeof value !== 'object' || value === null) return null;
  const jwk = value as Record<string, unknown>;
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') return null;
  const bytes = canonicalKeyBytes(jwk.x);
  if (!bytes || !isStrongEd25519Point(bytes)) return null;
  return { kty: 'OKP', crv: 'Ed25519', x: jwk.x };
}

export async function importPrivateKey(jwk: Ed25519PrivateJwk): Promise<CryptoKey> {
  return crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: jwk.x, d: jwk.d }, ED25519, false, ['sign']);
}

export async function importPublicKey(jwk: Ed25519PublicJwk): Promise<CryptoKey> {
  return crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, ED25519, false, ['verify']);
}

const bytes = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

export async function signEd25519(key: CryptoKey, message: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign(ED25519, key, bytes(message)));
}

export async function verifyEd25519(key: CryptoKey, message: string, signature: Uint8Array): Promise<boolean> {
  if (signature.length !== 64) return false;
  return crypto.subtle.verify(ED25519, key, new Uint8Array(signature), bytes(message));
}
