/**
 * A staff member's PIN as the roster keeps it: never the digits, only a salted slow hash (scrypt
 * from node:crypto) with its own random salt and the parameters it was made with, so a later
 * version can raise them and still check PINs made before. Checked in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PinHash {
  alg: 'scrypt';
  /** CPU and memory cost (a power of two), block size and parallelism, as scrypt takes them. */
  N: number;
  r: number;
  p: number;
  /** Length of the derived key in bytes. */
  keylen: number;
  /** base64. */
  salt: string;
  /** base64. */
  hash: string;
}

/** Today's parameters: 2^15 × 8 × 128 bytes = 32 MB and tens of milliseconds per check. */
export const PIN_HASH_PARAMS = { N: 2 ** 15, r: 8, p: 1, keylen: 32 } as const;
const SALT_BYTES = 16;

function derive(pin: string, salt: Buffer, params: { N: number; r: number; p: number; keylen: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(pin.normalize('NFKC'), salt, params.keylen, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPin(pin: string, params: { N: number; r: number; p: number; keylen: number } = PIN_HASH_PARAMS): Promise<PinHash> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(pin, salt, params);
  return { alg: 'scrypt', N: params.N, r: params.r, p: params.p, keylen: params.keylen, salt: salt.toString('base64'), hash: key.toString('base64') };
}

/** Whether `pin` is the one hashed, compared in constant time (a damaged hash is never a match). */
export async function pinMatches(pin: string, stored: PinHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  if (stored.alg !== 'scrypt' || expected.length !== stored.keylen || expected.length === 0) return false;
  const key = await derive(pin, Buffer.from(stored.salt, 'base64'), stored);
  return timingSafeEqual(key, expected);
}
