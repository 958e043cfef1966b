import { describe, expect, it } from 'vitest';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { createTillKey, tillKeyAccount } from '../../../../electron/till/store/till-key.js';
import { ed25519Thumbprint, signRequest } from '../../../../shared/http-signatures/index.js';
import { verifyRequest } from '../../../support/net/verify-signed-request.js';

describe("the till's signing key", () => {
  it('is an Ed25519 pair whose private part rests in the keychain only, its public JWK named by its RFC 7638 thumbprint', async () => {
    const secrets = memorySecretStore();
    const account = tillKeyAccount('/data/pos', 'demo');
    expect(account).not.toBe(tillKeyAccount('/data/other-pos', 'demo'));
    const key = createTillKey({ secrets, account });
    expect(key.publicKey()).toBeNull();
    expect(key.signer()).toBeNull();

    const shown = await key.create();
    expect(shown.jwk).toEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: await ed25519Thumbprint(shown.jwk), alg: 'EdDSA', use: 'sig' });
    expect(shown.jwk).not.toHaveProperty('d');
    const kept = JSON.parse((await secrets.get(account))!) as { jwk: { d: string; x: string } };
    expect(kept.jwk.x).toBe(shown.jwk.x);
    expect(kept.jwk.d).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(shown)).not.toContain(kept.jwk.d);
  });

  it('signs bytes that its public JWK verifies, and comes back from the keychain after a restart', async () => {
    const secrets = memorySecretStore();
    const first = createTillKey({ secrets, account: 'till-key:p1' });
    const shown = await first.create();
    const again = createTillKey({ secrets, account: 'till-key:p1' });
    expect(await again.restore()).toEqual(shown);
    const signer = again.signer()!;
    expect(signer.keyid).toBe(shown.jwk.kid);
    // In memory the private key signs but cannot be exported.
    expect((signer.privateKey as CryptoKey).extractable).toBe(false);
    const request = { method: 'POST', url: 'https://shop.example/api/v2/storefront/cart', body: '{}' };
    const headers = await signRequest(request, signer);
    const keyLookup = (kid: string) => (kid === shown.jwk.kid ? shown.jwk : null);
    const received = {
      ...request,
      headers: { 'signature-input': headers['Signature-Input'], signature: headers.Signature, 'content-digest': headers['Content-Digest'] },
    };
    expect(await verifyRequest(received, { keyLookup })).toMatchObject({ status: 'verified' });
    expect(await verifyRequest({ ...received, method: 'PATCH' }, { keyLookup })).toMatchObject({ status: 'rejected', reason: 'bad_signature' });
  });

  it('replaces the pair when made again, forgets it from the keychain, and reads an unreadable entry as none', async () => {
    const secrets = memorySecretStore();
    const key = createTillKey({ secrets, account: 'till-key:p2' });
    const one = await key.create();
    const two = await key.create();
    expect(two.jwk.kid).not.toBe(one.jwk.kid);
    await key.forget();
    expect(key.signer()).toBeNull();
    expect(await secrets.get('till-key:p2')).toBeNull();

    await secrets.set('till-key:p3', '{"jwk":{"kty":"RSA"}}');
    const lines: string[] = [];
    expect(await createTillKey({ secrets, account: 'till-key:p3', log: (l) => lines.push(l) }).restore()).toBeNull();
    expect(lines.join('\n')).toMatch(/unreadable/);
  });
});
