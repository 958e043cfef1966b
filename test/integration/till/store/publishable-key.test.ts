/**
 * A store profile's publishable key: set in Settings (checked with the store first), kept in the
 * keychain only, sent as X-Shop-Token on every storefront request of that store from then on, and
 * cleared again. When the store stops accepting it (revoked by the operator), every failed action
 * says so in words, the signed-in account stays signed in, and nothing of the sale is lost. The
 * key never reaches the bridge's answers, the events, the log or the app's data folder.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { startPosRuntime, type PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { testDemoStoreStarter } from '../../../support/demo-store/test-demo-store-starter.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import type { BridgeEvent, BridgeMethodName, StoreProfileView } from '../../../../shared/bridge/bridge.js';

const PF = '/api/v2/platform';
const REFUSED = /The store refused this till’s publishable key/;

let runtime: PosRuntime;
let dataDir: string;
const secrets = memorySecretStore();
const logLines: string[] = [];
const events: BridgeEvent[] = [];
const answers: unknown[] = [];
/** Every X-Shop-Token the app sent, by request path. */
const sent: { path: string; key: string | null }[] = [];
const plainFetch = globalThis.fetch;

async function start(): Promise<PosRuntime> {
  const started = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'test',
    shell: 'browser',
    secrets,
    demoStore: { rateLimit: false, autoFulfil: false, log: (line) => logLines.push(line) },
    startDemoStore: testDemoStoreStarter(),
    log: (line) => logLines.push(line),
  });
  started.events.subscribe((event) => events.push(event));
  return started;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-publishable-key-'));
  globalThis.fetch = async (input, init) => {
    const url = String(input);
    if (url.includes('/api/v2/storefront/')) {
      const headers = new Headers(init?.headers);
      sent.push({ path: new URL(url).pathname, key: headers.get('x-shop-token') });
    }
    return plainFetch(input, init);
  };
  runtime = await start();
});

afterAll(async () => {
  globalThis.fetch = plainFetch;
  await runtime?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: BridgeMethodName, ...args: unknown[]) {
  const result = await dispatchBridgeCall(runtime.calls, method, args, (line) => logLines.push(line));
  answers.push(result);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The operator, at the store: an admin token, then a key issued or revoked through the Platform API. */
async function operator(pathname: string, method: 'POST' | 'PATCH', body?: unknown): Promise<{ id: string; attributes: Record<string, unknown> }> {
  const tokenAnswer = await fetch(`${runtime.storeUrl}/shop_oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: DEMO_ADMIN_CLIENT.clientId,
      client_secret: DEMO_ADMIN_CLIENT.clientSecret,
      scope: 'admin',
    }),
  });
  const { access_token: admin } = (await tokenAnswer.json()) as { access_token: string };
  const answer = await fetch(`${runtime.storeUrl}${PF}${pathname}`, {
    method,
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.ok).toBe(true);
  return ((await answer.json()) as { data: { id: string; attributes: Record<string, unknown> } }).data;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const demoProfile = (profiles: unknown) => (profiles as StoreProfileView[]).find((p) => p.id === 'demo')!;

describe('a store profile’s publishable key', () => {
  let keyId = '';
  let key = '';

  it('is refused in words, and not kept, when the store does not know it', async () => {
    await expect(call('stores.setPublishableKey', 'demo', 'pk_nobody-issued-this-one')).rejects.toThrow(REFUSED);
    expect(demoProfile(await call('stores.list')).publishableKey).toBe(false);
    expect(await secrets.get('publishable-key:demo')).toBeNull();
  });

  it('is kept in the keychain once the store accepts it, and the profile says only that one is set', async () => {
    const issued = await operator('/publishable_keys', 'POST', { publishable_key: { name: 'Counter till' } });
    keyId = issued.id;
    key = issued.attributes.token as string;
    const profiles = await call('stores.setPublishableKey', 'demo', key);
    expect(demoProfile(profiles).publishableKey).toBe(true);
    expect(await secrets.get('publishable-key:demo')).toBe(key);
  });

  it('goes with every storefront request of the store from then on', async () => {
    sent.length = 0;
    const found = (await call('catalog.lookupCode', 'HP-TEE-001-NAV-M')) as { variantId: string };
    await call('sale.addLine', found.variantId, 1);
    await call('content.policies');
    await call('sale.current');
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.filter((s) => s.key !== key)).toEqual([]);
  });

  it('is used again after a restart, read from the keychain', async () => {
    await runtime.close();
    runtime = await start();
    expect(demoProfile(await call('stores.list')).publishableKey).toBe(true);
    sent.length = 0;
    await call('sale.current');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((s) => s.key === key)).toBe(true);
  });

  it('once revoked at the store, every failed action says so, the account stays signed in and the sale is kept', async () => {
    await call('session.signIn', { email: 'staff@demo.store', password: 'demo-staff-1' });
    const before = (await call('sale.current')) as { number: string; lineItems: unknown[] };
    await operator(`/publishable_keys/${keyId}/revoke`, 'PATCH');
    await expect(call('sale.current')).rejects.toThrow(REFUSED);
    await expect(call('customer.profile')).rejects.toThrow(REFUSED);
    await expect(call('content.posts', {})).rejects.toThrow(REFUSED);
    await expect(call('orders.lookup', before.number, 'not-the-token')).rejects.toThrow(REFUSED);
    expect(((await call('session.status')) as { signedIn: boolean }).signedIn).toBe(true);

    const profiles = await call('stores.clearPublishableKey', 'demo');
    expect(demoProfile(profiles).publishableKey).toBe(false);
    expect(await secrets.get('publishable-key:demo')).toBeNull();
    sent.length = 0;
    const after = (await call('sale.current')) as { number: string; lineItems: unknown[] };
    expect(after.number).toBe(before.number);
    expect(after.lineItems).toHaveLength(before.lineItems.length);
    expect(sent.every((s) => s.key === null)).toBe(true);
    expect(((await call('session.status')) as { signedIn: boolean }).signedIn).toBe(true);
  });

  it('never reaches the bridge, the events, the log or the data folder', async () => {
    expect(key.length).toBeGreaterThan(20);
    expect(JSON.stringify(answers)).not.toContain(key);
    expect(JSON.stringify(events)).not.toContain(key);
    expect(logLines.join('\n')).not.toContain(key);
    for (const file of filesUnder(dataDir)) {
      expect(readFileSync(file).includes(Buffer.from(key)), file).toBe(false);
    }
  });

  it('is refused for a profile that does not exist, and for a key that cannot be a header', async () => {
    await expect(call('stores.setPublishableKey', 'no-such-profile', 'pk_whatever')).rejects.toThrow(/No such store profile/);
    await expect(call('stores.setPublishableKey', 'demo', 'pk with spaces')).rejects.toThrow();
    await expect(call('stores.setPublishableKey', 'demo', '')).rejects.toThrow();
  });

  it('is kept for a store not in use without asking it (this run talks to another store), refused for a Spree store, and leaves the keychain with its profile', async () => {
    const added = (await call('stores.add', { name: 'Harbour branch', baseUrl: 'https://harbour.example', dialect: 'shop' })) as StoreProfileView[];
    const branch = added.find((p) => p.name === 'Harbour branch')!;
    const withKey = (await call('stores.setPublishableKey', branch.id, 'pk_branch-key')) as StoreProfileView[];
    expect(withKey.find((p) => p.id === branch.id)!.publishableKey).toBe(true);
    expect(await secrets.get(`publishable-key:${branch.id}`)).toBe('pk_branch-key');
    await call('stores.remove', branch.id);
    expect(await secrets.get(`publishable-key:${branch.id}`)).toBeNull();

    const spree = ((await call('stores.add', { name: 'Old Spree shop', baseUrl: 'https://spree.example', dialect: 'spree' })) as StoreProfileView[]).find(
      (p) => p.name === 'Old Spree shop',
    )!;
    await expect(call('stores.setPublishableKey', spree.id, 'pk_any')).rejects.toThrow('Unmodified Spree stores take no publishable key.');
    expect(await secrets.get(`publishable-key:${spree.id}`)).toBeNull();
  });
});
