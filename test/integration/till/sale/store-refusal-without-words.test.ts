/**
 * A store that refuses to place a sale, or to take its payment, with a 422 and no words of its own
 * (an empty body, as a proxy or a store's error page may send): the clerk reads the till's own
 * words, never the client's English stand-in passed off as what "the store said"; nothing is
 * charged, and the sale stays open to be placed once the store takes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { describeError } from '../../../../electron/till/runtime/error-words.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { startFlakyProxy, type FlakyProxy } from '../../../support/net/flaky-proxy.js';
import { startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';

let store: DemoStore;
let proxy: FlakyProxy;
let till: TestRuntime;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  proxy = await startFlakyProxy(store.url, { dropRequest: 0, dropResponse: 0, delay: 0, maxDelayMs: 0 }, 1, true);
  till = await startTestRuntimeWithCatalog({ storeUrl: proxy.url, storeLocation: DEMO_LOCATION, rateLimit: { limit: 1000, windowMs: 60_000 } });
}, 60_000);

afterAll(async () => {
  await till?.stop();
  await proxy?.close();
  await store?.close();
});

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => describeError(error),
  );

describe('a store refusal with no words of its own', () => {
  it('at complete: the till says the order was not placed and nothing was charged; the sale is placed once the store takes it', async () => {
    const { calls } = till.runtime;
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    const cart = await calls.sale.pickupInStore();
    proxy.refuse((method, path) => method === 'PATCH' && path.startsWith('/api/v2/storefront/checkout/complete'));
    const words = await refusalOf(calls.sale.payCash({ tendered: cart.total }));
    expect(words.kind).toBe('validation');
    expect(words.message).toBe('The store did not place the order. Nothing was charged; the sale is still open.');
    expect((await calls.sale.current())?.number).toBe(cart.number);

    proxy.refuse(null);
    const placed = await calls.sale.payCash({ tendered: cart.total });
    expect(placed.order).toMatchObject({ number: cart.number, state: 'complete' });
    expect(till.runtime.journal.entries({ kinds: ['sale.completed'] }).filter((e) => e.data.orderNumber === cart.number)).toHaveLength(1);
  });

  it('at a payment of a split tender: the till says the payment was not taken and the payments so far stay', async () => {
    const { calls } = till.runtime;
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 2);
    const cart = await calls.sale.pickupInStore();
    const part = (Number(cart.total) / 2).toFixed(2);
    expect((await calls.sale.tenderCash({ tendered: part })).outcome).not.toBe('placed');
    proxy.refuse((method, path) => method !== 'GET' && path.startsWith('/api/v2/storefront/checkout'));
    const words = await refusalOf(calls.sale.tenderCash({ tendered: part }));
    expect(words.kind).toBe('validation');
    expect(words.message).toBe('The store did not take this payment. Nothing was charged to it; the payments so far stay.');

    proxy.refuse(null);
    const rest = (Number(cart.total) - Number(part)).toFixed(2);
    expect((await calls.sale.tenderCash({ tendered: rest })).outcome).toBe('placed');
    expect(till.runtime.journal.entries({ kinds: ['sale.completed'] }).filter((e) => e.data.orderNumber === cart.number)).toHaveLength(1);
  });
});
