/**
 * A till that signs: its key is made in the main process, the private part kept in the keychain
 * only, and once signing is on for the store in use every request to that store, whoever sends
 * it (catalog, cart, sign-in, service status), goes out with an RFC 9421 signature over
 * `@method`, `@target-uri` and, with a body, `content-digest`, with `created`, a short `expires`,
 * a nonce and the key's id. A proxy in front of the demo store sees the requests as sent.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeMethodName, TillSigningStatus } from '../../../../shared/bridge/bridge.js';
import { verifyRequest } from '../../../support/net/verify-signed-request.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { startPosRuntime, type PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { createStoreProfiles } from '../../../../electron/till/store/store-profiles.js';
import { tillKeyAccount } from '../../../../electron/till/store/till-key.js';
import { startRecordingProxy, type RecordedRequest, type RecordingProxy } from '../../../support/net/recording-proxy.js';

let store: DemoStore;
let proxy: RecordingProxy;
let runtime: PosRuntime;
let dataDir: string;
let profileId: string;
const secrets = memorySecretStore();

beforeAll(async () => {
  // Served behind the proxy on 127.0.0.1 at another port: the store allows that host on any port.
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  proxy = await startRecordingProxy(store.url);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-signed-'));
  const settings = openSettingsFile(dataDir);
  const profiles = createStoreProfiles(settings);
  profileId = profiles.add({ name: 'Harbor & Pine (front counter)', baseUrl: proxy.url }).id;
  profiles.activate(profileId);
  runtime = await startPosRuntime({ dataDir, settings, version: 'test', shell: 'browser', secrets });
  // The first catalog sync is over before the tests start: nothing is left in flight from before signing.
  for (let i = 0; i < 100 && (await runtime.calls.catalog.status()).syncedAt === null; i++) await new Promise((r) => setTimeout(r, 100));
});

afterAll(async () => {
  await runtime?.close();
  proxy?.close();
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(method: BridgeMethodName, ...args: unknown[]): Promise<T> {
  const result = await dispatchBridgeCall(runtime.calls, method, args);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as T;
}

/** Checks one recorded request's signature, as received, with the shared verifier and the till's public JWK. */
async function verifySigned(request: RecordedRequest, key: TillSigningStatus['key']) {
  const verdict = await verifyRequest(
    { method: request.method, url: request.url, headers: request.headers, body: new Uint8Array(request.body) },
    { keyLookup: (kid) => (kid === key!.jwk.kid ? key!.jwk : null) },
  );
  return { verdict, input: request.headers['signature-input'] ?? '' };
}

describe("a till's signed requests", () => {
  it('has no key and does not sign at first; signing cannot be turned on before there is a key', async () => {
    const status = await call<TillSigningStatus>('till.status');
    expect(status).toMatchObject({ available: true, profileName: 'Harbor & Pine (front counter)', key: null, signing: false });
    await expect(call('till.setSigning', true)).rejects.toThrow(/key first/);
    await expect(call('till.setSigning', 'yes')).rejects.toThrow(/check the entry/i);
  });

  it('makes the key in the main process: the private part is in the keychain, never in the answer or settings.json', async () => {
    const status = await call<TillSigningStatus>('till.createKey');
    expect(status.key?.jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid: expect.stringMatching(/^[\w-]{43}$/) });
    const kept = JSON.parse((await secrets.get(tillKeyAccount(dataDir, profileId)))!) as { jwk: { d: string; x: string } };
    expect(kept.jwk.x).toBe(status.key!.jwk.x);
    expect(JSON.stringify(status)).not.toContain(kept.jwk.d);
    expect(readFileSync(path.join(dataDir, 'settings.json'), 'utf8')).not.toContain(kept.jwk.d);
    expect(status.signing).toBe(false);
  });

  it('while the store does not know the key, says so in words, and the cashier stays signed in', async () => {
    await call('session.signIn', { email: 'staff@demo.store', password: 'demo-staff-1' });
    await call('till.setSigning', true);
    await expect(call('customer.profile')).rejects.toThrow(/not registered with this store.*Signed requests.*Settings/s);
    expect(await call('session.status')).toMatchObject({ signedIn: true, email: 'staff@demo.store' });
    expect(await call('app.storeStatus')).toMatchObject({ till: { state: 'refused', message: expect.stringMatching(/not registered/) } });

    // The store's operator registers the till's public key (Platform API, admin client).
    const status = await call<TillSigningStatus>('till.status');
    const token = await fetch(`${store.url}/shop_oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'demo-pos-admin', client_secret: 'demo-admin-secret-1', scope: 'admin' }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const registered = await fetch(`${store.url}/api/v2/platform/till_keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ till_key: { name: 'Front counter', public_jwk: status.key!.jwk } }),
    });
    expect(registered.status).toBe(201);
    expect(await call('customer.profile')).toMatchObject({ email: 'staff@demo.store' });
    expect(await call('app.storeStatus')).toMatchObject({ till: { state: 'authenticated', as: 'Front counter' } });
  });

  it('signs every request to the store once on: reads, JSON and form bodies, the service status', async () => {
    const on = await call<TillSigningStatus>('till.setSigning', true);
    expect(on.signing).toBe(true);
    expect((await call<{ signsRequests: boolean; id: string }[]>('stores.list')).find((p) => p.id === profileId)?.signsRequests).toBe(true);
    const from = proxy.requests.length;

    const tee = await call<{ variants: { id: string }[] }>('catalog.product', 'classic-crew-tee');
    await call('sale.addLine', tee.variants[0]!.id, 1);
    await call('session.signIn', { email: 'staff@demo.store', password: 'demo-staff-1' });
    await call('app.storeStatus');

    const sent = proxy.requests.slice(from);
    expect(sent.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v2/storefront/products/classic-crew-tee',
        'POST /api/v2/storefront/cart/add_item',
        'POST /shop_oauth/token',
        'GET /status',
      ]),
    );
    const signatures = new Set<string>();
    for (const request of sent) {
      const { verdict, input } = await verifySigned(request, on.key);
      expect(verdict, `${request.method} ${request.url}`).toMatchObject({ status: 'verified', signature: { keyid: on.key!.jwk.kid } });
      const created = Number(/;created=(\d+)/.exec(input)?.[1]);
      const expires = Number(/;expires=(\d+)/.exec(input)?.[1]);
      expect(Math.abs(created - Date.now() / 1000)).toBeLessThan(120);
      expect(expires - created).toBeGreaterThan(0);
      expect(expires - created).toBeLessThanOrEqual(60);
      expect(input).toMatch(/"@method" "@target-uri"/);
      expect(input).toMatch(/;nonce="/);
      if (request.body.length > 0) {
        expect(input, `${request.method} ${request.url} covers its body`).toMatch(/"content-digest"/);
        expect(request.headers['content-digest']).toBe(`sha-256=:${createHash('sha256').update(request.body).digest('base64')}:`);
      }
      signatures.add(request.headers.signature!);
    }
    expect(signatures.size).toBe(sent.length);
  });

  it('fails verification for a tampered body, another method or another address', async () => {
    const status = await call<TillSigningStatus>('till.status');
    const post = proxy.requests.find((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/cart/add_item') && r.headers.signature)!;
    const reason = async (request: RecordedRequest) => {
      const { verdict } = await verifySigned(request, status.key);
      return verdict.status === 'rejected' ? verdict.reason : verdict.status;
    };
    expect(await reason(post)).toBe('verified');
    expect(await reason({ ...post, body: Buffer.from('{"variant_id":"1","quantity":99}') })).toBe('content_digest_mismatch');
    expect(await reason({ ...post, method: 'PATCH' })).toBe('bad_signature');
    expect(await reason({ ...post, url: post.url.replace('/cart/add_item', '/cart/empty') })).toBe('bad_signature');
  });

  it('stops signing when turned off, at once', async () => {
    const off = await call<TillSigningStatus>('till.setSigning', false);
    expect(off.signing).toBe(false);
    const from = proxy.requests.length;
    await call('app.storeStatus');
    const sent = proxy.requests.slice(from);
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.headers['signature-input']).toBeUndefined();
      expect(request.headers.signature).toBeUndefined();
    }
  });

  it("forgets a removed store's till key from the keychain", async () => {
    const added = await call<{ id: string; name: string }[]>('stores.add', { name: 'Pop-up stand', baseUrl: 'https://popup.example', dialect: 'shop' });
    const popup = added.find((p) => p.name === 'Pop-up stand')!;
    await secrets.set(tillKeyAccount(dataDir, popup.id), '{"jwk":{}}');
    await call('stores.remove', popup.id);
    expect(await secrets.get(tillKeyAccount(dataDir, popup.id))).toBeNull();
    expect(await secrets.get(tillKeyAccount(dataDir, profileId))).not.toBeNull();
  });
});
