/**
 * Settings' service facts and the demo store's reset, through the runtime the app runs: the
 * store's /status and the budget left; a reset brings the demo store back to its first-start
 * data and the till's sale, parked carts, tracked orders and catalog start over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { startTestRuntime, type TestRuntime } from '../../../support/till/test-runtime.js';

let app: TestRuntime;
let runtime: PosRuntime;
beforeAll(async () => {
  app = await startTestRuntime({ demoStore: { rateLimit: { limit: 60, windowSeconds: 60 } } });
  runtime = app.runtime;
});
afterAll(async () => {
  await app?.stop();
});

const customer = {
  email: 'reset@example.com',
  firstname: 'Re',
  lastname: 'Set',
  address1: '2 Dock Lane',
  city: 'Portland',
  zipcode: '04101',
  stateName: 'ME',
  countryIso: 'US',
};

describe('store service status and demo reset', () => {
  it('reports the service state, its policy and the budget left', async () => {
    const status = await runtime.calls.app.storeStatus();
    expect(status.state).toBe('operational');
    expect(status.policy).toBe('60;w=60');
    expect(status.budget.limit).toBe(60);
    expect(status.budget.storeRemaining).not.toBeNull();
    expect(status.budget.storeRemaining!).toBeLessThan(60);
  });

  it('resets the demo store and starts the till over', async () => {
    await expect.poll(async () => (await runtime.calls.catalog.status()).products, { timeout: 10_000 }).toBeGreaterThan(50);
    const products = (await runtime.calls.catalog.status()).products;
    const match = await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
    await runtime.calls.sale.addLine(match!.variantId, 1);
    await runtime.calls.sale.setCustomer(customer);
    const receipt = await runtime.calls.sale.payCash({ tendered: '500' });
    await runtime.calls.sale.addLine(match!.variantId, 1);
    expect((await runtime.calls.parked.park('before the reset')).carts).toHaveLength(1); // a sale parked
    await runtime.calls.sale.addLine(match!.variantId, 1); // a sale left open
    expect((await runtime.calls.app.storeStatus()).agentic.state).toBe('verified');
    expect(await runtime.calls.orders.list()).toHaveLength(1);

    await runtime.calls.app.resetDemoStore();

    expect(await runtime.calls.orders.list()).toHaveLength(0);
    expect(await runtime.calls.sale.current()).toBeNull();
    // The fresh store has no parked cart either.
    expect((await runtime.calls.parked.list()).carts).toEqual([]);
    expect((await runtime.calls.catalog.status()).products).toBe(products);
    // The order placed before the reset no longer exists at the store.
    await expect(runtime.calls.orders.lookup(receipt.order.number, 'any-token')).rejects.toThrow(/No order matches/);
    // Its agentic document is read again: the store's new signing keys, not the ones before.
    const published = (await (await fetch(`${runtime.storeUrl}/.well-known/ucp`)).json()) as { signing_keys: { kid: string }[] };
    expect((await runtime.calls.app.storeStatus()).agentic).toMatchObject({ state: 'verified', signingKeys: published.signing_keys.map((k) => k.kid) });
    // And selling works at once.
    const again = await runtime.calls.catalog.lookupCode('HP-TEE-001-NAV-M');
    const cart = await runtime.calls.sale.addLine(again!.variantId, 1);
    expect(cart.lineItems).toHaveLength(1);
  });
});
