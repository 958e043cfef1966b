/**
 * Ed25519 public keys that would let anyone sign: a small-order point (the identity among them)
 * is "verified" by one fixed signature for every message, whatever the message, so such a key is
 * never taken as a till's key, neither when an operator registers it nor when a request names
 * it; nor is an x that is not the one canonical spelling of its 32 bytes (two spellings would be
 * two key ids for one key).
 */
import { describe, expect, it } from 'vitest';
import { asEd25519PublicJwk, verifySignatureHeaders } from '../../../shared/http-signatures/index.js';
import { importPublicKey, verifyEd25519 } from '../../../shared/http-signatures/ed25519.js';
import { generateEd25519Key } from '../../support/net/ed25519-key-pair.js';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const hex = (text: string) => Uint8Array.from(text.match(/../g)!.map((pair) => parseInt(pair, 16)));
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const jwkOf = (bytes: Uint8Array) => ({ kty: 'OKP', crv: 'Ed25519', x: b64url(bytes) });

const identity = hex(`01${'00'.repeat(31)}`);
/** Points of order 1, 2, 4 and 8, as listed by libsodium's small-order blocklist, with the sign bit both ways. */
const SMALL_ORDER = [
  identity,
  hex('00'.repeat(32)),
  hex(`${'00'.repeat(31)}80`),
  hex(`ec${'ff'.repeat(30)}7f`),
  hex('26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05'),
  hex('26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85'),
  hex('c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a'),
  hex('c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa'),
];

describe('weak Ed25519 public keys', () => {
  it('are what Web Crypto lets through: the identity key verifies one fixed signature for any message', async () => {
    const key = await importPublicKey({ kty: 'OKP', crv: 'Ed25519', x: b64url(identity) });
    const forged = new Uint8Array(64);
    forged[0] = 1;
    expect(await verifyEd25519(key, 'GET /status', forged)).toBe(true);
    expect(await verifyEd25519(key, 'POST /checkout/complete', forged)).toBe(true);
  });

  it('are not Ed25519 public keys: small-order points, non-canonical y, points off the curve', () => {
    for (const bytes of SMALL_ORDER) expect(asEd25519PublicJwk(jwkOf(bytes)), b64url(bytes)).toBeNull();
    // y = p and y = p + 1: the identity and the order-4 point spelled above the field size.
    expect(asEd25519PublicJwk(jwkOf(hex(`ed${'ff'.repeat(30)}7f`)))).toBeNull();
    expect(asEd25519PublicJwk(jwkOf(hex(`ee${'ff'.repeat(30)}7f`)))).toBeNull();
    // y = 2 is not the y of any curve point.
    expect(asEd25519PublicJwk(jwkOf(hex(`02${'00'.repeat(31)}`)))).toBeNull();
  });

  it('accepts real keys, and only in the canonical base64url spelling of their bytes', async () => {
    for (let i = 0; i < 8; i += 1) {
      const { publicJwk } = await generateEd25519Key();
      expect(asEd25519PublicJwk(publicJwk)).toEqual(publicJwk);
      // The last of 43 characters carries 4 bits and 2 unused ones: set, they spell the same bytes.
      const last = publicJwk.x.at(-1)!;
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const other = alphabet[alphabet.indexOf(last) ^ 1]!;
      expect(asEd25519PublicJwk({ ...publicJwk, x: publicJwk.x.slice(0, -1) + other })).toBeNull();
    }
  });

  it('refuses a request signed "by" a small-order key a key lookup still answers, as an unknown key', async () => {
    const forged = `:${Buffer.from(Uint8Array.from([1, ...new Array<number>(63).fill(0)])).toString('base64')}:`;
    const created = Math.floor(NOW / 1000);
    const verdict = await verifySignatureHeaders(
      {
        method: 'GET',
        url: 'http://127.0.0.1:4310/status',
        headers: {
          'signature-input': `sig1=("@method" "@target-uri");created=${created};expires=${created + 60};keyid="weak"`,
          signature: `sig1=${forged}`,
        },
      },
      { keyLookup: () => ({ kty: 'OKP', crv: 'Ed25519', x: b64url(identity) }), now: NOW },
    );
    expect(verdict).toMatchObject({ status: 'rejected', reason: 'unknown_key' });
  });
});
