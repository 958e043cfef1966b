/**
 * HTTP Message Signatures (RFC 9421) for till requests, Ed25519 only, usable on both sides
 * (Web Crypto, no Node-only import).
 *
 * - `signRequest(request, { keyid, privateKey }, { now?, lifetimeSeconds?, nonce?, label? })`
 *   → the headers to add: `Signature-Input`, `Signature` and, when there is a body,
 *   `Content-Digest` (RFC 9530, sha-256). Covers `@method`, `@target-uri`, `content-digest`;
 *   parameters `created`, `expires` (created + 60 s by default), `keyid`, `alg="ed25519"`, `nonce`
 *   (random by default: identical requests in one second still differ).
 *   Sign exactly the URL, method and body that will be sent.
 * - `verifySignatureHeaders(request, { keyLookup, now?, clockSkewSeconds?, maxWindowSeconds? })`
 *   → `unsigned` | `verified` (keyid, created, expires, signature) | `rejected` with a `reason`
 *   naming the failed check and a sentence for people; a server that reads the body after
 *   authenticating then calls `checkSignedBody` once it has it.
 * - `ReplayGuard`: remembers accepted signatures until they expire; `accept` is false on a replay.
 * - `asEd25519PublicJwk(value)` checks a JWK an operator registers; `importPrivateKey(jwk)` makes
 *   a till's signing key; `ed25519Thumbprint(jwk)` is its RFC 7638 key id.
 * The signature base and the field syntax (`signature-base.ts`, `signature-fields.ts`) are the
 * modules' own; tests reach them there.
 *
 * The signature base's component lines come from `http-message-signatures` (maintained, RFC
 * 9421): it derives `@method`, `@target-uri`, `@authority`, … and canonicalises fields. Its own
 * `signMessage`/`verifyMessage` are not used: they sign through Node's `crypto` and `Buffer`
 * (not available where `shared/` runs), accept any one of several signatures and report a failed
 * check only as a generic error (an expired and a future `created` look alike), where the store
 * must answer which check failed. The Signature-Input parser here reads only RFC 9421's shape.
 */
export { signRequest, DEFAULT_SIGNATURE_LIFETIME_SECONDS } from './sign-request.js';
export type { TillSigningKey } from './sign-request.js';
export { verifySignatureHeaders, checkSignedBody } from './verify-request.js';
export type { SignatureFailure, VerifiedSignature } from './verify-request.js';
export { ReplayGuard } from './replay-guard.js';
export { asEd25519PublicJwk, importPrivateKey } from './ed25519.js';
export type { Ed25519PublicJwk } from './ed25519.js';
export { ed25519Thumbprint } from './thumbprint.js';
