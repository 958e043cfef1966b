/**
 * "Save diagnostics": one JSON file for support with the app's log, the versions (app, Node,
 * Electron and Chromium where they run, the OS), the settings without secrets, the journal's
 * state (entries by kind, last seq, cut lines) and whether the native modules loaded. After a
 * sign-in, a sale to a customer's address, a sale in progress, a parked cart and a wrong PIN, it
 * holds no token, PIN, PIN hash, order token or customer address. Only a manager may save it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { STAFF_FILE } from '../../../../electron/till/staff/roster-file.js';
import { JOURNAL_FILE } from '../../../../electron/till/shift/till-journal.js';
import type { DiagnosticsSaved } from '../../../../shared/bridge/bridge.js';
import type { DiagnosticsDocument } from '../../../../electron/till/diagnostics/diagnostics-bundle.js';
import { startTestRuntime, type TestRuntime } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

let app: TestRuntime;
const secrets = memorySecretStore();
const orderTokens = new Set<string>();
const realFetch = globalThis.fetch;

beforeAll(async () => {
  // A journal whose last line a power cut left half-written: the till starts on it.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-diagnostics-'));
  const entry = {
    seq: 1,
    at: '2026-11-23T10:00:00.000Z',
    staff: null,
    kind: 'sale.discarded',
    data: { orderNumber: 'R1', currency: 'USD', total: '1.00', itemCount: 1 },
  };
  writeFileSync(path.join(dataDir, JOURNAL_FILE), `${JSON.stringify(entry)}\n{"seq":2,"at":"2026-11-2`, { mode: 0o600 });
  app = await startTestRuntime({ secrets, dataDir });
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    if (String(input).includes('/cart') && response.ok) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { data?: { attributes?: { token?: string } } } | null;
      const token = body?.data?.attributes?.token;
      if (token) orderTokens.add(token);
    }
    return response;
  };
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await app?.stop();
});

const CUSTOMER = {
  email: 'diag-check@example.com',
  firstname: 'Dia',
  lastname: 'Gnostic',
  address1: '77 Lighthouse Lane',
  city: 'Portland',
  zipcode: '04101',
  stateName: 'ME',
  countryIso: 'US',
  address2: 'Flat 9B',
  phone: '207-555-0199',
};

describe('Save diagnostics', () => {
  it('saves one bundle with logs, versions, settings and the journal’s state, and nothing secret', async () => {
    const { runtime, dataDir } = app;
    await runtime.calls.session.signIn({ email: 'staff@demo.store', password: 'demo-staff-1' });
    const saved = JSON.parse((await secrets.get(`session:${runtime.storeUrl}`))!) as { token: { accessToken: string; refreshToken: string } };
    const found = (await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M'))!;
    await runtime.calls.sale.addLine(found.variantId, 1);
    await runtime.calls.sale.setCustomer(CUSTOMER);
    const receipt = await runtime.calls.sale.payCash({ tendered: '500' });
    // A parked cart and a sale in progress, both with order tokens on disk.
    await runtime.calls.sale.addLine(found.variantId, 2);
    await runtime.calls.parked.park('for diagnostics');
    await runtime.calls.sale.addLine(found.variantId, 1);
    await runtime.calls.staff.approve('000000', { method: 'shift.openDrawer', record: null }).catch(() => undefined);
    const pinHashes = (
      JSON.parse(readFileSync(path.join(dataDir, STAFF_FILE), 'utf8')) as { members: { pin: { hash: string; salt: string } }[] }
    ).members.flatMap((m) => [m.pin.hash, m.pin.salt]);

    const answer = await runtime.calls.app.saveDiagnostics('Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0.0.0');
    expect(answer.outcome).toBe('download');
    const bundle = answer as Extract<DiagnosticsSaved, { outcome: 'download' }>;
    expect(bundle.fileName).toMatch(/^storefront-pos-diagnostics-\d{8}T\d{6}Z\.json$/);
    const doc = JSON.parse(bundle.text) as DiagnosticsDocument;

    expect(doc.app).toMatchObject({ name: 'Storefront POS', version: 'test', shell: 'browser' });
    expect(doc.versions).toMatchObject({
      node: process.versions.node,
      os: { platform: process.platform, release: expect.any(String), arch: process.arch },
      browser: expect.stringContaining('Chrome/142'),
    });
    expect(doc.natives).toMatchObject({
      abi: process.versions.modules,
      betterSqlite3: expect.stringMatching(/^loaded/),
      keytar: expect.stringMatching(/^loaded|^failed/),
    });
    expect(doc.keychain).toEqual({ persistent: false });
    expect(doc.journal.entriesByKind['sale.completed']).toBe(1);
    expect(doc.journal.entriesByKind['cart.parked']).toBe(1);
    expect(doc.journal.lastSeq).toBeGreaterThanOrEqual(3);
    expect(doc.journal.cutLines).toEqual([2]);
    expect(doc.warnings.join(' ')).toMatch(/Line 2 of the till's journal/);
    expect(doc.settings.settingsVersion).toBe(1);
    expect(doc.settings['sale.current']).toEqual({ number: expect.any(String), step: 'open' });
    expect(doc.settings.trackedOrders).toEqual([{ number: receipt.order.number, state: expect.any(String) }]);
    expect(doc.logs.length).toBeGreaterThan(0);
    expect(doc.logs.map((l) => l.text).join('')).toMatch(/bridge|start: Storefront POS/);

    expect(orderTokens.size).toBeGreaterThan(1);
    const forbidden = [
      saved.token.accessToken,
      saved.token.refreshToken,
      ...orderTokens,
      TEST_MANAGER.pin,
      ...pinHashes,
      CUSTOMER.address1,
      CUSTOMER.address2,
      CUSTOMER.phone,
      CUSTOMER.lastname,
      'demo-staff-1',
    ];
    for (const secret of forbidden) expect(bundle.text, `the bundle holds ${secret.slice(0, 6)}…`).not.toContain(secret);
  });

  it('is a manager’s call', async () => {
    const { runtime } = app;
    // A clerk on the till is refused until a manager approves.
    await runtime.calls.staff.add({ name: 'Clerk Diag', pin: '246802', role: 'staff' });
    await runtime.calls.staff.lock();
    await runtime.calls.staff.unlock('246802');
    const refused = await dispatchBridgeCall(runtime.calls, 'app.saveDiagnostics', ['agent'], () => {}, runtime.gate);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
  });
});
