import { describe, expect, it } from 'vitest';
import { importPrivateKey } from '../../../shared/http-signatures/index.js';
import { contentDigestMatches } from '../../../shared/http-signatures/content-digest.js';
import { importPublicKey, signEd25519, verifyEd25519 } from '../../../shared/http-signatures/ed25519.js';
import { buildSignatureBase } from '../../../shared/http-signatures/signature-base.js';
import { parseSignatureInput, serializeSignatureInput } from '../../../shared/http-signatures/signature-fields.js';

// RFC 9421 Appendix B.1.4, "Example Ed25519 Test Key" (test-key-ed25519), as a JWK.
const TEST_KEY_ED25519 = {
  kty: 'OKP' as const,
  crv: 'Ed25519' as const,
  x: 'JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs',
  d: 'n4Ni-HpISpVObnQMW0wOhCKROaIKqKtW_2ZYb2p9KcU',
};

// RFC 9421 Appendix B.2, the "test-request" message.
const TEST_REQUEST = {
  method: 'POST',
  url: 'https://example.com/foo?param=Value&Pet=dog',
  headers: {
    Host: 'example.com',
    Date: 'Tue, 20 Apr 2021 02:07:55 GMT',
    'Content-Type': 'application/json',
    'Content-Digest': 'sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:',
    'Content-Length': '18',
  },
  body: '{"hello": "world"}',
};

// RFC 9421 Appendix B.2.6, "Signing a Request Using ed25519".
const B26 = {
  signatureInput: 'sig-b26=("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"',
  base: [
    '"date": Tue, 20 Apr 2021 02:07:55 GMT',
    '"@method": POST',
    '"@path": /foo',
    '"@authority": example.com',
    '"content-type": application/json',
    '"content-length": 18',
    '"@signature-params": ("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"',
  ].join('\n'),
  signature: 'wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==',
};

const fromBase64 = (b64: string): Uint8Array => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

describe('RFC 9421 Appendix B test vectors', () => {
  const input = parseSignatureInput(B26.signatureInput)?.get('sig-b26');

  it('B.2.6: reads the Signature-Input and serializes it back unchanged', () => {
    expect(input).toBeDefined();
    expect(`sig-b26=${serializeSignatureInput(input!)}`).toBe(B26.signatureInput);
  });

  it('B.2.6: builds the signature base of the test request', () => {
    expect(buildSignatureBase(TEST_REQUEST, input!)).toBe(B26.base);
  });

  it('B.2.6: signing the base with test-key-ed25519 gives the RFC signature (Ed25519 is deterministic)', async () => {
    const signature = await signEd25519(await importPrivateKey(TEST_KEY_ED25519), buildSignatureBase(TEST_REQUEST, input!));
    expect(toBase64(signature)).toBe(B26.signature);
  });

  it('B.2.6: the RFC signature verifies with the public key, and not over another base', async () => {
    const key = await importPublicKey(TEST_KEY_ED25519);
    expect(await verifyEd25519(key, B26.base, fromBase64(B26.signature))).toBe(true);
    expect(await verifyEd25519(key, B26.base.replace('POST', 'GET'), fromBase64(B26.signature))).toBe(false);
  });

  it("B.2: the test request's Content-Digest (sha-512, RFC 9530) matches its body, and not another", async () => {
    expect(await contentDigestMatches(TEST_REQUEST.headers['Content-Digest'], TEST_REQUEST.body)).toBe(true);
    expect(await contentDigestMatches(TEST_REQUEST.headers['Content-Digest'], '{"hello": "World"}')).toBe(false);
  });
});
