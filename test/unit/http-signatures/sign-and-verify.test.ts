import { describe, expect, it } from 'vitest';
import {
  ReplayGuard,
  checkSignedBody,
  verifySignatureHeaders,
  ed25519Thumbprint,
  signRequest,
  type Ed25519PublicJwk,
} from '../../../shared/http-signatures/index.js';
import { parseSignatureInput } from '../../../shared/http-signatures/signature-fields.js';
import type { SignatureVerdict } from '../../../shared/http-signatures/verify-request.js';
import { generateEd25519Key } from '../../support/net/ed25519-key-pair.js';
import { verifyRequest } from '../../support/net/verify-signed-request.js';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const URL_ = 'http://127.0.0.1:4310/api/v2/storefront/cart/add_item';
const BODY = '{"variant_id":"12","quantity":1}';

async function till() {
  const { publicJwk, privateJwk } = await generateEd25519Key();
  const keyid = await ed25519Thumbprint(publicJwk);
  return { publicJwk, privateJwk, keyid };
}

async function signed(key: Awaited<ReturnType<typeof till>>, overrides: { now?: number; lifetimeSeconds?: number; body?: string } = {}) {
  const body = overrides.body ?? BODY;
  const headers = await signRequest(
    { method: 'POST', url: URL_, headers: { 'Content-Type': 'application/json' }, body },
    { keyid: key.keyid, privateKey: key.privateJwk },
    { now: overrides.now ?? NOW, lifetimeSeconds: overrides.lifetimeSeconds },
  );
  return { method: 'POST', url: URL_, headers: { 'Content-Type': 'application/json', ...headers } as Record<string, string>, body };
}

const lookupOf = (key: { keyid: string; publicJwk: Ed25519PublicJwk }) => (id: string) => (id === key.keyid ? key.publicJwk : null);
const reason = (verdict: SignatureVerdict) => (verdict.status === 'rejected' ? verdict.reason : verdict.status);

describe('signing and verifying a till request', () => {
  it('covers @method, @target-uri and content-digest with created, expires, keyid and alg', async () => {
    const key = await till();
    const request = await signed(key);
    const input = parseSignatureInput(request.headers['Signature-Input']!)!.get('sig1')!;
    expect(input.components.map((c) => c.name)).toEqual(['@method', '@target-uri', 'content-digest']);
    expect(Object.fromEntries(input.params)).toEqual({
      created: NOW / 1000,
      expires: NOW / 1000 + 60,
      keyid: key.keyid,
      alg: 'ed25519',
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(request.headers['Content-Digest']).toMatch(/^sha-256=:[A-Za-z0-9+/]{43}=:$/);
  });

  it('two identical requests signed in the same second carry different signatures (a random nonce)', async () => {
    const key = await till();
    const [first, second] = [await signed(key), await signed(key)];
    expect(first.headers.Signature).not.toBe(second.headers.Signature);
  });

  it("verifies with the signer's public key", async () => {
    const key = await till();
    const verdict = await verifyRequest(await signed(key), { keyLookup: lookupOf(key), now: NOW + 1000 });
    expect(verdict.status).toBe('verified');
    expect(verdict.status === 'verified' && verdict.signature.keyid).toBe(key.keyid);
  });

  it('an unsigned request is "unsigned", not an error', async () => {
    expect(await verifyRequest({ method: 'GET', url: URL_, headers: {} }, { keyLookup: () => null })).toEqual({ status: 'unsigned' });
  });

  it('names each failed check', async () => {
    const key = await till();
    const other = await till();
    const request = await signed(key);
    const opts = { keyLookup: lookupOf(key), now: NOW + 1000 };
    expect(reason(await verifyRequest({ ...request, body: BODY.replace('1}', '9}') }, opts))).toBe('content_digest_mismatch');
    expect(reason(await verifyRequest({ ...request, method: 'PUT' }, opts))).toBe('bad_signature');
    expect(reason(await verifyRequest({ ...request, url: `${URL_}?x=1` }, opts))).toBe('bad_signature');
    expect(reason(await verifyRequest(request, { ...opts, keyLookup: () => other.publicJwk }))).toBe('bad_signature');
    expect(reason(await verifyRequest(request, { ...opts, keyLookup: () => null }))).toBe('unknown_key');
    expect(reason(await verifyRequest(request, { ...opts, now: NOW + 120_000 }))).toBe('expired');
    expect(reason(await verifyRequest(request, { ...opts, now: NOW - 60_000 }))).toBe('not_yet_valid');
    expect(reason(await verifyRequest(await signed(key, { lifetimeSeconds: 3600 }), opts))).toBe('window_too_long');
    const { Signature: _omitted, ...withoutSignature } = request.headers;
    expect(reason(await verifyRequest({ ...request, headers: withoutSignature }, opts))).toBe('malformed');
    const uncovered = { ...request.headers, 'Signature-Input': request.headers['Signature-Input']!.replace(' "@target-uri"', '') };
    expect(reason(await verifyRequest({ ...request, headers: uncovered }, opts))).toBe('missing_component');
    const { 'Content-Digest': _digest, ...withoutDigest } = request.headers;
    expect(reason(await verifyRequest({ ...request, headers: withoutDigest }, opts))).toBe('missing_component');
    const noExpires = { ...request.headers, 'Signature-Input': request.headers['Signature-Input']!.replace(/;expires=\d+/, '') };
    expect(reason(await verifyRequest({ ...request, headers: noExpires }, opts))).toBe('missing_parameter');
    const otherAlg = { ...request.headers, 'Signature-Input': request.headers['Signature-Input']!.replace('"ed25519"', '"hmac-sha256"') };
    expect(reason(await verifyRequest({ ...request, headers: otherAlg }, opts))).toBe('unsupported_algorithm');
  });

  it('a body the signature does not cover is refused once the body is read', async () => {
    const key = await till();
    const headers = await signRequest({ method: 'GET', url: URL_ }, { keyid: key.keyid, privateKey: key.privateJwk }, { now: NOW });
    const verdict = await verifySignatureHeaders({ method: 'GET', url: URL_, headers: { ...headers } }, { keyLookup: lookupOf(key), now: NOW });
    expect(verdict.status).toBe('verified');
    if (verdict.status !== 'verified') return;
    expect(await checkSignedBody(verdict.signature, { ...headers }, '')).toBeNull();
    expect((await checkSignedBody(verdict.signature, { ...headers }, BODY))?.reason).toBe('missing_component');
  });

  it('a replay guard accepts a signature once within its window', () => {
    const guard = new ReplayGuard();
    expect(guard.accept('abc', 100, 50)).toBe(true);
    expect(guard.accept('abc', 100, 60)).toBe(false);
    expect(guard.accept('abc', 100, 101)).toBe(true);
  });
});
