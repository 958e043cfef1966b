/** RFC 7638 JWK thumbprint of an Ed25519 public key (SHA-256, base64url): its key id. */
import type { Ed25519PublicJwk } from './ed25519.js';
import { bytesToBase64 } from './signature-fields.js';

export async function ed25519Thumbprint(jwk: Ed25519PublicJwk): Promise<string> {
  const members = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(members)));
  return bytesToBase64(digest).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
