/**
 * Languages through the bridge, as the page calls them: a manager sets the till's, a staff
 * member's and the store's; the till's state then names the screen's language for whoever is on
 * it (their own, else the till's), the app's info the store's for receipts; a clerk cannot set
 * them without a manager's approval; a language the till does not ship is refused; and what was
 * set is kept across a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import type { BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import { startTestRuntime, type TestRuntime } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

const CLERK = { name: 'Lucía Clerk', pin: '4242', role: 'staff' };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-languages-'));
let app: TestRuntime | undefined;
beforeAll(async () => {
  app = await startTestRuntime({ dataDir });
});
afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(app!.runtime.calls, method, args, () => {}, app!.runtime.gate);

async function valueOf<T>(method: BridgeMethodName, ...args: unknown[]): Promise<T> {
  const answer = await call(method, ...args);
  if (!answer.ok) throw new Error(`${method}: ${answer.error.message}`);
  return answer.value as T;
}

describe('languages', () => {
  it('follows the store until set: the till, then each person, and the store for receipts', async () => {
    expect(await valueOf('language.state')).toMatchObject({ till: null, store: { set: null, own: 'en' } });
    expect(await valueOf('staff.state')).toMatchObject({ state: 'open', language: null });
    expect(await valueOf('app.info')).toMatchObject({ storeLocale: 'en' });

    await valueOf('staff.add', CLERK);
    const clerk = (await valueOf<{ id: string; name: string }[]>('staff.list')).find((m) => m.name === CLERK.name)!;
    await valueOf('language.set', 'till', null, 'de');
    await valueOf('language.set', 'staff', clerk.id, 'es');
    await valueOf('language.set', 'store', null, 'ar');

    // The manager has none of their own: the till's. The clerk's PIN opens the till in Spanish.
    expect(await valueOf('staff.state')).toMatchObject({ onTill: { name: TEST_MANAGER.name }, language: 'de' });
    await valueOf('staff.lock');
    expect(await valueOf('staff.state')).toMatchObject({ state: 'locked', language: 'de' });
    expect(await valueOf('staff.unlock', CLERK.pin)).toMatchObject({ state: 'open', language: 'es' });
    expect(await valueOf('app.info')).toMatchObject({ storeLocale: 'ar' });
  });

  it('refuses a clerk without a manager, and a language the till does not ship', async () => {
    const refused = await call('language.set', 'till', null, 'fr');
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    const clerkTry = await call('language.set', 'till', null, 'es');
    expect(clerkTry).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    expect(await valueOf('language.state')).toMatchObject({ till: 'de' });
  });

  it('keeps them across a restart, and a setting put back follows again', async () => {
    await app!.stop();
    app = await startTestRuntime({ dataDir, staff: 'first-start' });
    const { calls } = app.runtime;
    expect(await calls.staff.state()).toMatchObject({ state: 'locked', language: 'de' });
    await calls.staff.unlock(TEST_MANAGER.pin);
    expect(await calls.language.state()).toMatchObject({ till: 'de', store: { set: 'ar' } });
    await calls.language.set('store', null, null);
    expect(await calls.app.info()).toMatchObject({ storeLocale: 'en' });
  });
});
