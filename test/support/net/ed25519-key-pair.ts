/**
 * A fresh Ed25519 key pair as JWKs, made with Web Crypto: what a test signs with. The app makes
 * its till's key in the main process (electron/till/store/till-key.ts).
 */
import type { Ed25519PrivateJwk, Ed25519PublicJwk } from '../../../shared/http-signatures/ed25519.js';

export async function generateEd25519Key(): Promise<{ publicJwk: Ed25519PublicJwk; privateJwk: Ed25519PrivateJwk }> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const privateJwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as { x: string; d: string };
  return {
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x: privateJwk.x },
    privateJwk: { kty: 'OKP', crv: 'Ed25519', x: privateJwk.x, d: privateJwk.d },
  };
}
