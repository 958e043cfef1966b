/**
 * Verifies the RFC 9421 signature of a received request and says which check failed. The checks,
 * in order: both fields present and well formed with exactly one signature (`malformed`);
 * `keyid`, `created` and `expires` present (`missing_parameter`); `alg`, when given, `ed25519`
 * (`unsupported_algorithm`); `@method` and `@target-uri` covered, a covered field present
 * (`missing_component`); `created` not in the future (`not_yet_valid`), `expires` not passed
 * (`expired`), a window no longer than allowed (`window_too_long`); the key known
 * (`unknown_key`); the signature over the base (`bad_signature`); then, with the body, a body
 * covered by `content-digest` (`missing_component`) and matching it (`content_digest_mismatch`).
 * Replays are the caller's to refuse (see `ReplayGuard`; reason `replayed`).
 */
import { contentDigestMatches, type Body } from './content-digest.js';
import { asEd25519PublicJwk, importPublicKey, verifyEd25519, type Ed25519PublicJwk } from './ed25519.js';
import { buildSignatureBase } from './signature-base.js';
import { bytesToBase64, parseSignature, parseSignatureInput, type ParamValue } from './signature-fields.js';

export type SignatureFailure =
  | 'malformed'
  | 'missing_parameter'
  | 'unsupported_algorithm'
  | 'missing_component'
  | 'not_yet_valid'
  | 'expired'
  | 'window_too_long'
  | 'unknown_key'
  | 'content_digest_mismatch'
  | 'bad_signature'
  | 'replayed';

export interface VerifiedSignature {
  keyid: string;
  /** Whether `content-digest` is among the covered components. */
  coversContentDigest: boolean;
  created: number;
  expires: number;
  nonce: string | null;
  /** The signature bytes in base64: what a replay guard remembers. */
  signature: string;
}

export type SignatureVerdict =
  { status: 'unsigned' } | { status: 'verified'; signature: VerifiedSignature } | { status: 'rejected'; reason: SignatureFailure; message: string };

export interface ReceivedRequest {
  method: string;
  /** The absolute target URI as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Body;
}

export interface VerifyOptions {
  /** The public key of a key id, or null when the id is not known. */
  keyLookup: (keyid: string) => Promise<Ed25519PublicJwk | null> | Ed25519PublicJwk | null;
  /** Milliseconds since the epoch; default `Date.now()`. */
  now?: number;
  /** Allowed clock difference for `created` and `expires`; default 5 s. */
  clockSkewSeconds?: number;
  /** Longest allowed `expires - created`; default 300 s. */
  maxWindowSeconds?: number;
}

const REQUIRED_PARAMS = ['keyid', 'created', 'expires'] as const;

const reject = (reason: SignatureFailure, message: string): SignatureVerdict => ({ status: 'rejected', reason, message });

function header(headers: ReceivedRequest['headers'], name: string): string | undefined {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Every check that needs no body: the fields, parameters, covered components, times, the key and
 * the signature over the base (which covers the `Content-Digest` field, not the body itself).
 * A server that reads the body later finishes with `checkSignedBody`.
 */
export async function verifySignatureHeaders(request: Omit<ReceivedRequest, 'body'>, options: VerifyOptions): Promise<SignatureVerdict> {
  const inputHeader = header(request.headers, 'signature-input');
  const signatureHeader = header(request.headers, 'signature');
  if (inputHeader === undefined && signatureHeader === undefined) return { status: 'unsigned' };
  if (inputHeader === undefined || signatureHeader === undefined) {
    return reject('malformed', 'Signature-Input and Signature must be sent together.');
  }
  const inputs = parseSignatureInput(inputHeader);
  const signatures = parseSignature(signatureHeader);
  if (!inputs || !signatures) return reject('malformed', 'Signature-Input or Signature is not a valid structured field.');
  if (inputs.size !== 1) return reject('malformed', 'Exactly one signature is accepted per request.');
  const [label, input] = [...inputs][0]!;
  const signature = signatures.get(label);
  if (!signature) return reject('malformed', `Signature has no member "${label}".`);

  const params = new Map<string, ParamValue>(input.params);
  for (const name of REQUIRED_PARAMS) {
    if (!params.has(name)) return reject('missing_parameter', `The signature parameter "${name}" is required.`);
  }
  const keyid = params.get('keyid');
  const created = params.get('created');
  const expires = params.get('expires');
  const nonce = params.get('nonce');
  if (typeof keyid !== 'string' || typeof created !== 'number' || typeof expires !== 'number' || (nonce !== undefined && typeof nonce !== 'string')) {
    return reject('malformed', 'keyid and nonce must be strings, created and expires integers.');
  }
  const alg = params.get('alg');
  if (alg !== undefined && alg !== 'ed25519') return reject('unsupported_algorithm', `The algorithm "${String(alg)}" is not accepted; use ed25519.`);

  for (const name of ['@method', '@target-uri']) {
    if (!input.components.some((c) => c.name === name && c.params.length === 0)) {
      return reject('missing_component', `The signature must cover "${name}".`);
    }
  }
  const coversContentDigest = input.components.some((c) => c.name === 'content-digest' && c.params.length === 0);
  if (coversContentDigest && header(request.headers, 'content-digest') === undefined) {
    return reject('missing_component', 'The covered field "content-digest" is absent.');
  }

  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const skew = options.clockSkewSeconds ?? 5;
  const maxWindow = options.maxWindowSeconds ?? 300;
  if (created > now + skew) return reject('not_yet_valid', 'The signature was created in the future.');
  if (expires < now - skew) return reject('expired', 'The signature has expired.');
  if (expires <= created || expires - created > maxWindow) {
    return reject('window_too_long', `expires must follow created by at most ${maxWindow} seconds.`);
  }

  const jwk = asEd25519PublicJwk(await options.keyLookup(keyid));
  if (!jwk) return reject('unknown_key', `The key "${keyid}" is not registered with this store, or was revoked.`);

  let base: string;
  try {
    base = buildSignatureBase(request, input);
  } catch {
    return reject('missing_component', 'A covered component is absent from the request.');
  }
  if (!(await verifyEd25519(await importPublicKey(jwk), base, signature))) {
    return reject('bad_signature', 'The signature does not verify with the key it names.');
  }
  return { status: 'verified', signature: { keyid, coversContentDigest, created, expires, nonce: nonce ?? null, signature: bytesToBase64(signature) } };
}

/**
 * The body checks of a verified signature: a body must be covered by `content-digest`
 * (`missing_component`) and match it (`content_digest_mismatch`). Null when both hold.
 */
export async function checkSignedBody(
  verified: VerifiedSignature,
  headers: ReceivedRequest['headers'],
  body: Body | undefined,
): Promise<Extract<SignatureVerdict, { status: 'rejected' }> | null> {
  const hasBody = body !== undefined && body.length > 0;
  if (hasBody && !verified.coversContentDigest) {
    return { status: 'rejected', reason: 'missing_component', message: 'The signature must cover "content-digest" for a request with a body.' };
  }
  if (!verified.coversContentDigest) return null;
  const digestHeader = header(headers, 'content-digest') ?? '';
  if (await contentDigestMatches(digestHeader, body ?? '')) return null;
  return { status: 'rejected', reason: 'content_digest_mismatch', message: 'The body does not match its Content-Digest.' };
}
