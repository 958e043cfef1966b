/**
 * Staff PINs are kept as salted slow hashes: each with its own random salt and the scrypt
 * parameters it was made with, checked in constant time, never as the digits.
 */
import { describe, expect, it } from 'vitest';
import { hashPin, pinMatches, PIN_HASH_PARAMS } from '../../../../electron/till/staff/pin-hash.js';

describe('PIN hashes', () => {
  it('records scrypt and slow parameters with the hash, and never the digits', async () => {
    const stored = await hashPin('482913');
    expect(stored).toMatchObject({ alg: 'scrypt', N: PIN_HASH_PARAMS.N, r: 8, p: 1, keylen: 32 });
    expect(stored.N).toBeGreaterThanOrEqual(2 ** 14);
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    expect(JSON.stringify(stored)).not.toContain('482913');
  });

  it('salts each PIN on its own: the same PIN hashes differently twice', async () => {
    const a = await hashPin('1234');
    const b = await hashPin('1234');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('matches the right PIN only', async () => {
    const stored = await hashPin('2468');
    expect(await pinMatches('2468', stored)).toBe(true);
    expect(await pinMatches('2469', stored)).toBe(false);
    expect(await pinMatches('24680', stored)).toBe(false);
  });

  it('checks with the parameters recorded on the hash (a PIN made with other ones still opens)', async () => {
    const older = await hashPin('7777', { N: 2 ** 10, r: 8, p: 1, keylen: 32 });
    expect(older.N).toBe(2 ** 10);
    expect(await pinMatches('7777', older)).toBe(true);
  });

  it('never matches a damaged hash (wrong length, other algorithm)', async () => {
    const stored = await hashPin('5555');
    expect(await pinMatches('5555', { ...stored, hash: stored.hash.slice(0, 8) })).toBe(false);
    expect(await pinMatches('5555', { ...stored, alg: 'md5' as 'scrypt' })).toBe(false);
  });

  it('compares in constant time (node:crypto timingSafeEqual)', async () => {
    const source = await import('node:fs').then((fs) => fs.readFileSync(new URL('../../../../electron/till/staff/pin-hash.ts', import.meta.url), 'utf8'));
    expect(source).toMatch(/timingSafeEqual\(key, expected\)/);
    expect(source).not.toMatch(/key\.equals|===\s*expected|expected\s*===/);
  });
});
