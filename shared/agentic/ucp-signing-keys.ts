/**
 * The `signing_keys` of a store's UCP discovery document, checked before they are believed. The
 * interface lists each as an ES256 public key: kid, kty EC, crv P-256, x, y, alg ES256, use sig.
 * Every key must say exactly that, carry no private part, and be a real point on P-256 (it is
 * imported with WebCrypto, which refuses a point off the curve). The first key that fails is
 * named with the reason in words; the app then trusts none of the document.
 */

/** What one key must hold, member by member, in the interface's words. */
const REQUIRED: { member: string; value: string }[] = [
  { member: 'kty', value: 'EC' },
  { member: 'crv', value: 'P-256' },
  { member: 'alg', value: 'ES256' },
  { member: 'use', value: 'sig' },
];

/** JWK members that belong to a private key: a document that shows one has leaked it. */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'];

const MAX_KEYS = 20;
const MAX_KID_LENGTH = 200;
const COORDINATE_BYTES = 32;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

interface CheckedSigningKey {
  kid: string;
  key: CryptoKey;
}

export type SigningKeysCheck = { ok: true; keys: CheckedSigningKey[] } | { ok: false; reason: string };

/**
 * A value as a refusal shows it: short, and never more than the store sent. An object or array is
 * named by its kind, never written out: a store may nest one as deep as the document allows.
 */
function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'an object';
  const text = typeof value === 'string' ? `"${value}"` : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function coordinateBytes(value: unknown): number | null {
  if (typeof value !== 'string' || !BASE64URL.test(value)) return null;
  // base64url without padding: 4 characters carry 3 bytes; a remainder of 1 character is no byte string.
  if (value.length % 4 === 1) return null;
  return Math.floor((value.length * 3) / 4);
}

/** The reason one key is refused, or null when its members are what the interface lists. */
function memberProblem(jwk: Record<string, unknown>, name: string): string | null {
  const kid = jwk.kid;
  if (typeof kid !== 'string' || kid.trim() === '') return `${name} has no kid`;
  if (kid.length > MAX_KID_LENGTH) return `${name} has a kid longer than ${MAX_KID_LENGTH} characters`;
  for (const { member, value } of REQUIRED) {
    if (jwk[member] !== value) return `${name} has ${member} ${shown(jwk[member])}, not ${value}`;
  }
  const secret = PRIVATE_MEMBERS.find((member) => member in jwk);
  if (secret) return `${name} publishes a private key part ("${secret}"), so the key is no longer the store's alone`;
  for (const coordinate of ['x', 'y']) {
    if (coordinateBytes(jwk[coordinate]) !== COORDINATE_BYTES) {
      return `${name} has a ${coordinate} that is not ${COORDINATE_BYTES} bytes in base64url`;
    }
  }
  return null;
}

/** Imports one key's public point; null when it is not a point on P-256. */
async function importPoint(jwk: Record<string, unknown>): Promise<CryptoKey | null> {
  try {
    return await crypto.subtle.importKey(
      'jwk',
      { kty: 'EC', crv: 'P-256', x: jwk.x as string, y: jwk.y as string, ext: true },
      { name: 'ECDSA', namedCurve: 'P-256' },
      true,
      ['verify'],
    );
  } catch {
    return null;
  }
}

/** Checks every listed key; the document's keys are refused as a whole when one fails. */
export async function checkSigningKeys(listed: unknown): Promise<SigningKeysCheck> {
  if (!Array.isArray(listed)) return { ok: false, reason: 'it lists no signing_keys' };
  if (listed.length === 0) return { ok: false, reason: 'its signing_keys list is empty' };
  if (listed.length > MAX_KEYS) return { ok: false, reason: `it lists ${listed.length} signing keys (at most ${MAX_KEYS} are read)` };
  const keys: CheckedSigningKey[] = [];
  for (const [index, jwk] of listed.entries()) {
    const position = `signing key ${index + 1}`;
    if (!jwk || typeof jwk !== 'object' || Array.isArray(jwk)) return { ok: false, reason: `${position} is not a JSON object` };
    const member = jwk as Record<string, unknown>;
    const name = typeof member.kid === 'string' && member.kid.trim() ? `${position} (${shown(member.kid)})` : position;
    const problem = memberProblem(member, name);
    if (problem) return { ok: false, reason: problem };
    const kid = member.kid as string;
    if (keys.some((known) => known.kid === kid)) return { ok: false, reason: `${name} repeats a kid another key already has` };
    const key = await importPoint(member);
    if (!key) return { ok: false, reason: `${name} has x and y that are not a point on the P-256 curve` };
    keys.push({ kid, key });
  }
  return { ok: true, keys };
}
