/**
 * When the store stops accepting the till's sign-in (its refresh is refused), the till signs out
 * with words and every window hears it at once: a `session.changed` event carries the signed-out
 * status, so no screen goes on showing the old account. Sign-in and sign-out are told the same way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvent } from '../../../../shared/bridge/bridge.js';
import { startPosRuntime, type PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { testDemoStoreStarter } from '../../../support/demo-store/test-demo-store-starter.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';

let dataDir: string;
let runtime: PosRuntime;
const events: BridgeEvent[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-session-event-'));
  runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'test',
    shell: 'browser',
    secrets: memorySecretStore(),
    demoStore: { autoFulfil: false, rateLimit: false },
    startDemoStore: testDemoStoreStarter(),
  });
  runtime.events.subscribe((event) => events.push(event));
});
afterAll(async () => {
  await runtime?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sessionEvents = () => events.filter((e): e is Extract<BridgeEvent, { type: 'session.changed' }> => e.type === 'session.changed').map((e) => e.session);

/** Signs up an account at the store, straight over HTTP. */
async function signUp(email: string, password: string): Promise<void> {
  const res = await fetch(`${runtime.storeUrl}/api/v2/storefront/account`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: { email, password, password_confirmation: password } }),
  });
  expect(res.status).toBe(200);
}

/** Another device changes the account's password: the store revokes every other sign-in of it. */
async function changePasswordElsewhere(email: string, password: string, next: string): Promise<void> {
  const tokenRes = await fetch(`${runtime.storeUrl}/shop_oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password }),
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(`${runtime.storeUrl}/api/v2/storefront/account`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ user: { password: next, password_confirmation: next } }),
  });
  expect(res.status).toBe(200);
}

describe('the session event', () => {
  it('is emitted on sign-in, and when the store signs the till out, before the call that found out is answered', async () => {
    const email = `till-${Date.now()}@example.com`;
    await signUp(email, 'first-pass-1');
    await runtime.calls.session.signIn({ email, password: 'first-pass-1' });
    expect(sessionEvents()).toEqual([{ signedIn: true, email, persistent: false }]);

    await changePasswordElsewhere(email, 'first-pass-1', 'second-pass-2');
    await expect(runtime.calls.customer.profile()).rejects.toThrow(/no longer accepts the sign-in of .*signed out/);
    expect(sessionEvents()).toEqual([
      { signedIn: true, email, persistent: false },
      { signedIn: false, email: null, persistent: false },
    ]);
    expect(await runtime.calls.session.status()).toEqual({ signedIn: false, email: null, persistent: false });
    // Nothing of the token travels with the event.
    expect(JSON.stringify(events)).not.toMatch(/access_token|refresh_token|Bearer/);
  });

  it('is emitted on sign-out', async () => {
    events.length = 0;
    const email = `till-out-${Date.now()}@example.com`;
    await signUp(email, 'first-pass-1');
    await runtime.calls.session.signIn({ email, password: 'first-pass-1' });
    await runtime.calls.session.signOut();
    expect(sessionEvents()).toEqual([
      { signedIn: true, email, persistent: false },
      { signedIn: false, email: null, persistent: false },
    ]);
  });
});
