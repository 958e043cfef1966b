/**
 * How a till signs one request (RFC 9421): the components `@method`, `@target-uri` and, for a
 * request with a body, `content-digest` (RFC 9530, SHA-256 of the bytes sent); parameters
 * `created`, a short `expires`, a random `nonce` (two identical requests in the same second are
 * still two requests, never a replay), `keyid` and `alg` ed25519. The signature base is built by
 * the http-message-signatures library; the key signs it without ever leaving the till's key.
 */
import { createHash, randomBytes } from 'node:crypto';
import { httpbis } from 'http-message-signatures';
import type { SignRequest } from '../../shared/storefront/signed-requests.js';
import type { TillSigner } from './till-key.js';

/** How long a signature is good for after it is made, in seconds. */
export const SIGNATURE_LIFETIME_S = 60;
/** The signature's label in Signature-Input and Signature. */
export const SIGNATURE_LABEL = 'till';

/** RFC 9530 Content-Digest with SHA-256. */
export function contentDigest(body: Uint8Array): string {
  return `sha-256=:${createHash('sha256').update(body).digest('base64')}:`;
}

export function signTillRequests(signer: TillSigner, now: () => number = Date.now): SignRequest {
  return async ({ method, url, body }) => {
    const digest = body ? contentDigest(body) : null;
    const created = new Date(Math.floor(now() / 1000) * 1000);
    const signed = await httpbis.signMessage(
      {
        key: { id: signer.keyid, alg: 'ed25519', sign: async (data) => Buffer.from(await signer.sign(data)) },
        name: SIGNATURE_LABEL,
        fields: ['@method', '@target-uri', ...(digest ? ['content-digest'] : [])],
        params: ['created', 'expires', 'nonce', 'keyid', 'alg'],
        paramValues: {
          created,
          expires: new Date(created.getTime() + SIGNATURE_LIFETIME_S * 1000),
          nonce: randomBytes(16).toString('base64url'),
        },
      },
      { method, url, headers: digest ? { 'content-digest': digest } : {} },
    );
    const out = signed.headers as Record<string, string>;
    return {
      ...(digest ? { 'Content-Digest': digest } : {}),
      'Signature-Input': String(out['Signature-Input']),
      Signature: String(out.Signature),
    };
  };
}
