/**
 * Whether 32 bytes are an Ed25519 public key worth trusting (RFC 8032 §5.1.3): the canonical
 * encoding of a point on the curve that is not of small order. A small-order key (the identity,
 * say) is "verified" by one fixed signature for every message, so anyone could sign as the till
 * that registered it; Web Crypto does not refuse such keys, so they are refused here. The point
 * arithmetic is `@noble/curves` (pure JavaScript, audited), strict RFC 8032 decoding (not ZIP-215).
 */
import { ed25519 } from '@noble/curves/ed25519.js';

/** True when the bytes canonically encode a curve point whose order is not a divisor of 8. */
export function isStrongEd25519Point(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false;
  try {
    return !ed25519.Point.fromBytes(bytes, false).isSmallOrder();
  } catch {
    return false;
  }
}
