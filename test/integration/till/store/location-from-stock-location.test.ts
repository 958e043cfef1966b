/**
 * A store's location filled from the store's own stock location: with the admin client connected,
 * the store in use's default stock location (Platform `stock_locations`) becomes its location, and
 * a walk-in pickup sale is taxed there at once. Without the admin client, or for a store not in
 * use, it is refused in words and nothing changes. The embedded demo store, real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import type { PosErrorInfo } from '../../../../shared/bridge/bridge.js';
import { startTestRuntimeWithCatalog, variantIdOf, type TestRuntime } from '../../../support/till/test-runtime.js';

let app: TestRuntime;
beforeAll(async () => {
  app = await startTestRuntimeWithCatalog();
});
afterAll(async () => {
  await app?.stop();
});

async function refusal(call: Promise<unknown>): Promise<PosErrorInfo> {
  const error = await call.then(
    () => null,
    (e: unknown) => e as { info?: PosErrorInfo },
  );
  expect(error, 'the call was expected to be refused').not.toBeNull();
  return error!.info!;
}

describe('the store’s location from its stock location', () => {
  it('is refused in words without the admin client, and for a store not in use', async () => {
    const { calls } = app.runtime;
    await calls.stores.setPickup('demo', { location: null, walkInEmail: null });
    expect((await refusal(calls.stores.fillLocation('demo'))).message).toMatch(/Connect the store’s admin client/);
    const [, other] = await calls.stores.add({ name: 'Other shop', baseUrl: 'https://other.example.com', dialect: 'shop' });
    expect((await refusal(calls.stores.fillLocation(other!.id))).message).toMatch(/Only the store in use/);
    expect((await calls.stores.list()).find((p) => p.id === 'demo')!.location).toBeNull();
  });

  it('fills the store in use’s location from its default stock location, and a walk-in sale is taxed there', async () => {
    const { calls } = app.runtime;
    await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    const demo = (await calls.stores.fillLocation('demo')).find((p) => p.id === 'demo')!;
    expect(demo.location).toEqual({ address1: '12 Wharf Street', city: 'Portland', zipcode: '04101', stateName: 'Maine', countryIso: 'US' });
    expect(demo.walkInEmail).toBe('walk-in@demo.store');
    await calls.sale.addLine(await variantIdOf(app.runtime, 'HP-TEE-001-NAV-M'), 1);
    const ready = await calls.sale.pickupInStore();
    expect(ready.shipAddress?.city).toBe('Portland');
    expect(ready.taxTotal).toBe('0.00');
    const placed = await calls.sale.tenderCash({ tendered: ready.total });
    expect(placed.outcome).toBe('placed');
  });
});
