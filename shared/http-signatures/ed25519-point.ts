/**
 * Whether 32 bytes are an Ed25519 public key worth trusting (RFC 8032 §5.1.3): the canonical
 * encoding of a point on the curve that is not of small order. A small-order key (the identity,
 * say) is "verified" by one fixed signature for every message, so anyone could sign as the till
 * that registered it; Web Crypto does not refuse such keys, so they are refused here. Plain
 * BigInt arithmetic, no Node-only import.
 */

const P = 2n ** 255n - 19n;

const mod = (a: bigint): bigint => ((a % P) + P) % P;

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return result;
}

const inverse = (a: bigint): bigint => power(a, P - 2n);
const D = mod(-121665n * inverse(121666n));
const SQRT_MINUS_ONE = power(2n, (P - 1n) / 4n);

interface Point {
  x: bigint;
  y: bigint;
}

/** The point of an encoding (RFC 8032 §5.1.3), or null when it is not canonical or not on the curve. */
function decodePoint(bytes: Uint8Array): Point | null {
  if (bytes.length !== 32) return null;
  let y = 0n;
  for (let i = 31; i >= 0; i -= 1) y = (y << 8n) | BigInt(bytes[i]!);
  const sign = y >> 255n;
  y &= (1n << 255n) - 1n;
  if (y >= P) return null;
  const u = mod(y * y - 1n);
  const v = mod(D * y * y + 1n);
  const xx = mod(u * inverse(v));
  let x = power(xx, (P + 3n) / 8n);
  if (mod(x * x) !== xx) x = mod(x * SQRT_MINUS_ONE);
  if (mod(x * x) !== xx) return null;
  if (x === 0n && sign === 1n) return null;
  if ((x & 1n) !== sign) x = P - x;
  return { x, y };
}

/** The sum of a point with itself on the twisted Edwards curve -x² + y² = 1 + d·x²·y². */
function double({ x, y }: Point): Point {
  const t = mod(D * x * x * y * y);
  return {
    x: mod(2n * x * y * inverse(1n + t)),
    y: mod((y * y + x * x) * inverse(1n - t)),
  };
}

/** True when the bytes canonically encode a curve point whose order is not a divisor of 8. */
export function isStrongEd25519Point(bytes: Uint8Array): boolean {
  const point = decodePoint(bytes);
  if (!point) return false;
  const times8 = double(double(double(point)));
  return !(times8.x === 0n && times8.y === 1n);
}
