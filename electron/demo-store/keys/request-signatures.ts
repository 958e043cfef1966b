/**
 * Authenticates tills by their signed requests (RFC 9421, Ed25519). Keys: the active till keys an
 * operator registered (till-keys.ts) and the store's own keys listed at
 * /.well-known/http-message-signatures-directory. The checks that need no body run first, before
 * the rate limit is taken (a till has its own bucket); the body checks run once the body is read.
 * A signature is accepted once: a replay within its window is refused. Any failed check is a 401
 * whose `signature_error` names it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../http/api-error.js';
import type { DemoDb } from '../db/database.js';
import { publishedKeys } from './signing-keys.js';
import { activeTillKey, publicJwkOf } from './till-keys.js';
import {
  ReplayGuard,
  checkSignedBody,
  verifySignatureHeaders,
  type Ed25519PublicJwk,
  type SignatureFailure,
  type VerifiedSignature,
} from '../../../shared/http-signatures/index.js';

/** Who a verified signature speaks for. */
export interface SignedTill {
  /** The till key's id, or `directory` for one of the store's own listed keys. */
  id: string;
  name: string;
  keyId: string;
}

export type SignatureCheck = { kind: 'unsigned' } | { kind: 'till'; till: SignedTill; signature: VerifiedSignature } | { kind: 'refused'; error: ApiError };

/** Seconds of clock difference allowed between a till and the store. */
const SIGNATURE_CLOCK_SKEW_SECONDS = 5;
/** The longest a signature may be valid (`expires - created`): also how long it is remembered. */
const SIGNATURE_MAX_WINDOW_SECONDS = 300;

function signatureRefused(reason: SignatureFailure, message: string): ApiError {
  const sentence = `The request signature was refused: ${message}`;
  return new ApiError(401, sentence, sentence, { extra: { signature_error: reason } });
}

export class TillAuthenticator {
  private readonly replays = new ReplayGuard();

  constructor(
    private readonly db: DemoDb,
    private readonly now: () => number = Date.now,
  ) {}

  /** The header checks; `origin` and `target` make up the `@target-uri` as received. */
  async check(method: string, origin: string, target: string, headers: IncomingHttpHeaders): Promise<SignatureCheck> {
    let signer: SignedTill | null = null;
    const keyLookup = (keyid: string): Ed25519PublicJwk | null => {
      const till = activeTillKey(this.db, keyid);
      if (till) {
        signer = { id: String(till.id), name: till.name, keyId: till.kid };
        return publicJwkOf(till);
      }
      const listed = publishedKeys(this.db, 'http-message-signatures', this.now()).find((key) => key.kid === keyid);
      if (!listed) return null;
      signer = { id: 'directory', name: 'Store key', keyId: listed.kid };
      return { kty: 'OKP', crv: 'Ed25519', x: String(listed.x) };
    };
    const verdict = await verifySignatureHeaders(
      { method, url: `${origin.toLowerCase()}${target}`, headers },
      {
        keyLookup,
        now: this.now(),
        clockSkewSeconds: SIGNATURE_CLOCK_SKEW_SECONDS,
        maxWindowSeconds: SIGNATURE_MAX_WINDOW_SECONDS,
      },
    );
    if (verdict.status === 'unsigned') return { kind: 'unsigned' };
    if (verdict.status === 'rejected') return { kind: 'refused', error: signatureRefused(verdict.reason, verdict.message) };
    const { signature } = verdict;
    const nowSeconds = Math.floor(this.now() / 1000);
    if (!this.replays.accept(signature.signature, signature.expires + SIGNATURE_CLOCK_SKEW_SECONDS, nowSeconds)) {
      return { kind: 'refused', error: signatureRefused('replayed', 'this signature was already used; sign each request anew.') };
    }
    return { kind: 'till', till: signer!, signature };
  }

  /** The body checks of a signed request: the 401 when one fails, else null. */
  async bodyRefusal(signature: VerifiedSignature, headers: IncomingHttpHeaders, body: Uint8Array): Promise<ApiError | null> {
    const failure = await checkSignedBody(signature, headers, body);
    return failure ? signatureRefused(failure.reason, failure.message) : null;
  }
}
