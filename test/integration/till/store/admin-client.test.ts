/**
 * The manager's admin client: checked with the store before it is kept, kept in the keychain
 * (never in the app's files), restored after a restart, and used to read every order of the
 * store through the Platform API; a wrong secret is refused in words and nothing is kept.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { type PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { startTestRuntime } from '../../../support/till/test-runtime.js';

let dataDir: string;
const secrets = memorySecretStore();
const runtimes: PosRuntime[] = [];
/** The demo store's request log: method, path, status. */
const storeLog: string[] = [];

async function start(port?: number) {
  const { runtime } = await startTestRuntime({ dataDir, secrets, demoStore: { log: (line) => storeLog.push(line), ...(port ? { port } : {}) } });
  runtimes.push(runtime);
  return runtime;
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-admin-'));
});
afterAll(async () => {
  for (const r of runtimes) await r.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the manager's admin client", () => {
  it('is refused with a wrong secret, then connects, lists the store orders and survives a restart', async () => {
    const first = await start();
    await expect(first.calls.admin.storeOrders({})).rejects.toThrow(/Connect the store/);
    await expect(first.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: 'wrong' })).rejects.toThrow(/not registered|client/i);
    expect((await first.calls.admin.status()).connected).toBe(false);

    // Another till's sale, straight at the store.
    const tee = await first.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
    await first.calls.sale.addLine(tee!.variantId, 1);
    await first.calls.sale.setCustomer({
      email: 'mgr@example.com',
      firstname: 'Mo',
      lastname: 'Gr',
      address1: '1 Pier',
      city: 'Portland',
      zipcode: '04101',
      stateName: 'ME',
      countryIso: 'US',
    });
    const receipt = await first.calls.sale.payCash({ tendered: '500' });

    const status = await first.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    expect(status).toMatchObject({ connected: true, clientId: DEMO_ADMIN_CLIENT.clientId });
    const orders = await first.calls.admin.storeOrders({ state: 'complete' });
    expect(orders.items.map((o) => o.number)).toContain(receipt.order.number);
    expect(orders.items[0]!.lineItems.length).toBeGreaterThan(0);

    // The secret is in the keychain, and in no file of the app's.
    expect(await secrets.get(`admin-client:${first.storeUrl}`)).toContain(DEMO_ADMIN_CLIENT.clientSecret);
    for (const name of readdirSync(dataDir)) {
      if (name.endsWith('.json')) expect(readFileSync(path.join(dataDir, name), 'utf8')).not.toContain(DEMO_ADMIN_CLIENT.clientSecret);
    }

    const port = Number(new URL(first.storeUrl).port);
    await first.close();
    const second = await start(port);
    expect((await second.calls.admin.status()).connected).toBe(true);
    expect((await second.calls.admin.storeOrders({})).items.length).toBeGreaterThan(0);
    storeLog.length = 0;
    expect((await second.calls.admin.disconnect()).connected).toBe(false);
    expect(await secrets.get(`admin-client:${second.storeUrl}`)).toBeNull();
    // Disconnecting revokes the client's token at the store, authenticated with its secret.
    expect(storeLog.filter((line) => line.startsWith('POST /shop_oauth/revoke '))).toEqual([expect.stringMatching(/^POST \/shop_oauth\/revoke 200 /)]);
  });
});
