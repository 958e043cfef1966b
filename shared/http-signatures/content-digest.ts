/**
 * `Content-Digest` (RFC 9530 §2): a dictionary of digest algorithms to byte sequences over the
 * message content. The signer sends `sha-256`; a verifier accepts `sha-256` or `sha-512` and
 * requires every supported member present to match (an unknown algorithm alone is no proof).
 */
import { bytesToBase64, parseSignature } from './signature-fields.js';

const ALGORITHMS: Record<string, string> = { 'sha-256': 'SHA-256', 'sha-512': 'SHA-512' };

export type Body = Uint8Array | string;

const toBytes = (body: Body): Uint8Array<ArrayBuffer> => (typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body));

async function digest(algorithm: string, body: Body): Promise<string> {
  return bytesToBase64(new Uint8Array(await crypto.subtle.digest(algorithm, toBytes(body))));
}

/** The `Content-Digest` value for a body: `sha-256=:<base64>:`. */
export async function contentDigest(body: Body): Promise<string> {
  return `sha-256=:${await digest('SHA-256', body)}:`;
}

/** Whether the header is well formed, names a supported algorithm and matches the body. */
export async function contentDigestMatches(header: string, body: Body): Promise<boolean> {
  const members = parseSignature(header);
  if (!members) return false;
  let checked = 0;
  for (const [name, value] of members) {
    const algorithm = ALGORITHMS[name];
    if (!algorithm) continue;
    if (bytesToBase64(value) !== (await digest(algorithm, body))) return false;
    checked += 1;
  }
  return checked > 0;
}
