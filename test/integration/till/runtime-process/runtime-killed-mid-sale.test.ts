/**
 * The till's services in a process of their own, as the browser host runs them (a Node child; the
 * host relays the bridge): the process is killed (SIGKILL) while a cash payment is on its way to
 * the store. The call in flight is answered at once, in words, as not known; the page is told the
 * services are starting again, and they are, after the back-off; the new process finds the order
 * the store placed meanwhile and shows its receipt once: the sale is never placed twice. And
 * killed between a walk-in cart's creation and its address: the sale goes on and is placed once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvent, Receipt } from '../../../../shared/bridge/bridge.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { startRuntimeChildProcess, type RuntimeChildProcess } from '../../../../electron/web-host/runtime-child-process.js';
import { SERVICES_STOPPED_WORDS } from '../../../../electron/till/runtime-process/runtime-host.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { startFlakyProxy, type FlakyProxy } from '../../../support/net/flaky-proxy.js';
import { MAINE_CUSTOMER } from '../../../support/till/test-runtime.js';
import { callServices, openServicesTill } from '../../../support/till/services-calls.js';

const MEASURING_BUDGET = { limit: 1000, windowMs: 60_000 };

let store: DemoStore;
let proxy: FlakyProxy;
let dataDir: string;
let services: RuntimeChildProcess;
const events: BridgeEvent[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  proxy = await startFlakyProxy(store.url, { dropRequest: 0, dropResponse: 0, delay: 0, maxDelayMs: 0 });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-runtime-killed-'));
  services = await startRuntimeChildProcess({
    start: { dataDir, version: 'test', storeUrl: proxy.url, secrets: 'memory', rateLimit: MEASURING_BUDGET },
    log: (line) => logLines.push(line),
    policy: { firstDelayMs: 300, maxDelayMs: 2_000, healthyMs: 60_000 },
  });
  services.events.subscribe((event) => events.push(event));
}, 60_000);

afterAll(async () => {
  await services?.host.close();
  await proxy?.close();
  await store?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A bridge call through the relay, as the page makes it; its value, or the error it answered. */
const call = <T>(method: string, ...args: unknown[]) => callServices<T>(services, method, ...args);
const openTill = () => openServicesTill(services);

async function teeVariant(): Promise<string> {
  const direct = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
  const tee = await direct.product('harbor-logo-tee');
  return tee.variants.find((v) => v.inStock)!.id;
}

describe('the services killed in the middle of a cash sale', () => {
  it('answers the payment as not known, starts again, and shows the order the store placed once', async () => {
    const firstPid = services.host.pid();
    expect(firstPid).not.toBeNull();
    expect(firstPid).not.toBe(process.pid);
    await openTill();
    await call('sale.addLine', await teeVariant(), 1);
    const cart = await call<{ number: string; total: string }>('sale.setCustomer', { ...MAINE_CUSTOMER, email: 'killed@example.com' });

    // The order's completion is held at the proxy: the payment is in flight when the process dies.
    const seen: string[] = [];
    const release = proxy.hold((_method, p) => {
      const completing = p.includes('/checkout/complete');
      if (completing) seen.push(p);
      return completing;
    });
    const paying = services.dispatch('sale.payCash', [{ tendered: '50.00' }]);
    await expect.poll(() => seen.length, { timeout: 15_000, interval: 20 }).toBeGreaterThan(0);
    process.kill(firstPid!, 'SIGKILL');
    const answer = await paying;
    expect(answer).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(answer.ok ? '' : answer.error.message).toMatch(/not known whether it went through/);
    expect(events).toContainEqual({ type: 'services.restarting', words: SERVICES_STOPPED_WORDS });

    // The store goes on to place the order, with nobody waiting for its answer.
    release();
    await expect.poll(() => events.some((e) => e.type === 'services.restarting' && e.words === null), { timeout: 30_000, interval: 50 }).toBe(true);
    const secondPid = services.host.pid();
    expect(secondPid).not.toBeNull();
    expect(secondPid).not.toBe(firstPid);

    // The new process: the sale is not open to be paid again, and its receipt says what happened.
    await openTill();
    await expect
      .poll(async () => (await call<Receipt | null>('sale.unseenReceipt'))?.order.number ?? null, { timeout: 15_000, interval: 100 })
      .toBe(cart.number);
    const receipt = (await call<Receipt>('sale.unseenReceipt'))!;
    expect(receipt).toMatchObject({ order: { number: cart.number, state: 'complete' }, tendered: '50.00', change: (50 - Number(cart.total)).toFixed(2) });
    expect(receipt.notice).toMatch(/placed before the restart/);
    expect(await call('sale.current')).toBeNull();
    const orders = await call<{ number: string }[]>('orders.list');
    expect(orders.filter((o) => o.number === cart.number)).toHaveLength(1);
  }, 90_000);

  it('killed after a walk-in sale’s cart is made and before its address reaches the store: the line is added again and the sale placed once, picked up at the store', async () => {
    const firstPid = services.host.pid()!;
    await openTill();
    // The store sells from a place of its own, so a walk-in sale is picked up there.
    const inUse = (await call<{ id: string; inUse: boolean }[]>('stores.list')).find((p) => p.inUse)!;
    await call('stores.setPickup', inUse.id, { location: DEMO_LOCATION, walkInEmail: null });
    const variant = await teeVariant();
    // The address the till gives a walk-in's new cart before its first line never reaches the store.
    let armed = true;
    const seen: string[] = [];
    proxy.hold((method, p) => {
      const addressing = armed && method === 'PATCH' && /^\/api\/v2\/storefront\/checkout(\?|$)/.test(p);
      if (addressing) {
        armed = false;
        seen.push(p);
      }
      return addressing;
    });
    const restarted = events.length;
    const adding = services.dispatch('sale.addLine', [variant, 1]);
    await expect.poll(() => seen.length, { timeout: 15_000, interval: 20 }).toBe(1);
    process.kill(firstPid, 'SIGKILL');
    expect(await adding).toMatchObject({ ok: false });
    await expect
      .poll(() => events.slice(restarted).some((e) => e.type === 'services.restarting' && e.words === null), { timeout: 30_000, interval: 50 })
      .toBe(true);
    expect(services.host.pid()).not.toBe(firstPid);

    await openTill();
    await call('sale.addLine', variant, 1);
    const cart = await call<{ number: string; total: string; lineItems: unknown[] }>('sale.pickupInStore');
    expect(cart.lineItems).toHaveLength(1);
    const placed = await call<{ order: { number: string; state: string; shipAddress: { address1: string } | null } }>('sale.payCash', { tendered: cart.total });
    expect(placed.order).toMatchObject({ number: cart.number, state: 'complete', shipAddress: { address1: '12 Wharf Street' } });
    const orders = await call<{ number: string }[]>('orders.list');
    expect(orders.filter((o) => o.number === cart.number)).toHaveLength(1);
    expect(await call('sale.current')).toBeNull();
  }, 90_000);

  it('refuses a method the contract does not name, in the services, without a crash', async () => {
    const pid = services.host.pid();
    const answer = await services.dispatch('no.such', [{ a: 1 }]);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(services.host.pid()).toBe(pid);
  });
});
