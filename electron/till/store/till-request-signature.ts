/**
 * How a till signs one request, with the shared RFC 9421 signer: `@method`, `@target-uri` and,
 * for a request with a body, `content-digest` (RFC 9530, SHA-256 of the bytes sent); parameters
 * `created`, a short `expires`, `keyid`, `alg` ed25519 and a random `nonce` (two identical
 * requests in the same second are still two requests, never a replay).
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_SIGNATURE_LIFETIME_SECONDS, signRequest, type TillSigningKey } from '../../../shared/http-signatures/index.js';
import type { SignRequest } from '../../../shared/storefront/signed-requests.js';

/** How long a signature is good for after it is made, in seconds. */
const SIGNATURE_LIFETIME_S = DEFAULT_SIGNATURE_LIFETIME_SECONDS;

export function signTillRequests(key: TillSigningKey, now: () => number = Date.now): SignRequest {
  return async ({ method, url, body }) => {
    const headers = await signRequest({ method, url, ...(body ? { body } : {}) }, key, {
      now: now(),
      lifetimeSeconds: SIGNATURE_LIFETIME_S,
      nonce: randomBytes(16).toString('base64url'),
    });
    return { ...headers };
  };
}
