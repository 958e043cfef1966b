/**
 * Signs a request as RFC 9421 asks: covers `@method`, `@target-uri` and, when there is a body,
 * `content-digest` (added here, RFC 9530 sha-256); parameters `created`, `expires`, `keyid`,
 * `alg="ed25519"` and a `nonce` (random unless given). Returns the header fields to add to the request.
 */
import { contentDigest, type Body } from './content-digest.js';
import { importPrivateKey, signEd25519, type Ed25519PrivateJwk } from './ed25519.js';
import { buildSignatureBase } from './signature-base.js';
import { bytesToBase64, serializeSignatureInput, type ParamValue, type SignatureInput } from './signature-fields.js';

export const DEFAULT_SIGNATURE_LIFETIME_SECONDS = 60;

export interface RequestToSign {
  method: string;
  url: string;
  headers?: Record<string, string | undefined>;
  body?: Body;
}

export interface TillSigningKey {
  keyid: string;
  /** The private key: a JWK (with `d`) or a Web Crypto key already imported for signing. */
  privateKey: Ed25519PrivateJwk | CryptoKey;
}

export interface SignOptions {
  /** Milliseconds since the epoch; default `Date.now()`. */
  now?: number;
  lifetimeSeconds?: number;
  /**
   * Default: 16 random bytes (base64url), so two identical requests in the same second carry
   * different signatures (Ed25519 is deterministic) and neither is taken for a replay. `false`
   * leaves it out.
   */
  nonce?: string | false;
  label?: string;
}

export interface SignatureHeaders {
  'Signature-Input': string;
  Signature: string;
  'Content-Digest'?: string;
}

function randomNonce(): string {
  return bytesToBase64(crypto.getRandomValues(new Uint8Array(16)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const hasBody = (body: Body | undefined): body is Body => body !== undefined && body.length > 0;

export async function signRequest(request: RequestToSign, key: TillSigningKey, options: SignOptions = {}): Promise<SignatureHeaders> {
  const created = Math.floor((options.now ?? Date.now()) / 1000);
  const lifetime = options.lifetimeSeconds ?? DEFAULT_SIGNATURE_LIFETIME_SECONDS;
  const label = options.label ?? 'sig1';
  const headers: Record<string, string | undefined> = { ...request.headers };
  const added: Partial<SignatureHeaders> = {};
  const components = [
    { name: '@method', params: [] },
    { name: '@target-uri', params: [] },
  ];
  if (hasBody(request.body)) {
    added['Content-Digest'] = await contentDigest(request.body);
    headers['content-digest'] = added['Content-Digest'];
    components.push({ name: 'content-digest', params: [] });
  }
  const params: [string, ParamValue][] = [
    ['created', created],
    ['expires', created + lifetime],
    ['keyid', key.keyid],
    ['alg', 'ed25519'],
  ];
  const nonce = options.nonce ?? randomNonce();
  if (nonce !== false) params.push(['nonce', nonce]);
  const input: SignatureInput = { components, params };
  const url = new URL(request.url).href;
  const base = buildSignatureBase({ method: request.method, url, headers }, input);
  const privateKey = 'd' in key.privateKey ? await importPrivateKey(key.privateKey) : key.privateKey;
  const signature = await signEd25519(privateKey, base);
  return {
    ...added,
    'Signature-Input': `${label}=${serializeSignatureInput(input)}`,
    Signature: `${label}=:${bytesToBase64(signature)}:`,
  };
}
