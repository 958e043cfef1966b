/**
 * A cash sale whose order the store placed, but whose answer never came back (and the check-up
 * read was lost too), then the app restarts on the same data folder. The till must not finish
 * it silently: the cashier gets the receipt, with the change due, and the words that the order
 * was placed before the restart. While the store cannot be reached at the restart, the sale
 * stays flagged for attention until the store answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvent, Receipt } from '../../../../shared/bridge/bridge.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { type PosRuntime } from '../../../../electron/till/runtime/pos-runtime.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { startFlakyProxy, type FlakyProxy } from '../../../support/net/flaky-proxy.js';
import { MAINE_CUSTOMER, startTestRuntime } from '../../../support/till/test-runtime.js';
import { openTillForTests } from '../../../support/till/test-staff.js';

let store: DemoStore;
/** Forwards everything, and loses the answers of the requests it targets. */
let lossy: FlakyProxy;
/** In front of `lossy`: the store cannot be reached for the requests it targets. */
let cut: FlakyProxy;
const running: PosRuntime[] = [];
const folders: string[] = [];

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false });
  lossy = await startFlakyProxy(store.url, { dropRequest: 0, dropResponse: 1, delay: 0, maxDelayMs: 0 });
  cut = await startFlakyProxy(lossy.url, { dropRequest: 1, dropResponse: 0, delay: 0, maxDelayMs: 0 });
  healNetwork();
});
/** Nothing lost, the store in reach. */
function healNetwork() {
  lossy.setTarget(() => false);
  cut.setTarget(() => false);
}
afterEach(async () => {
  healNetwork();
  for (const runtime of running.splice(0)) await runtime.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
afterAll(async () => {
  await cut?.close();
  await lossy?.close();
  await store?.close();
});

/**
 * The till's services on a data folder, and every event they send the screen. The screen is open
 * from the start (on the lock screen after a restart): it follows the events before the manager
 * opens the till, as the settling of the last run's sale does not wait for anyone to unlock.
 */
async function startTill(dataDir: string, options: { unconfirmedSaleRetryMs?: number } = {}) {
  const events: BridgeEvent[] = [];
  const { runtime } = await startTestRuntime({ dataDir, storeUrl: cut.url, staff: 'first-start', ...options });
  running.push(runtime);
  runtime.events.subscribe((event) => events.push(event));
  await openTillForTests(runtime);
  return { calls: runtime.calls, events, close: () => runtime.close().then(() => void running.splice(running.indexOf(runtime), 1)) };
}

/** A $24 tee (the demo store's Harbor Logo Tee), from the store itself. */
async function teeVariant(): Promise<string> {
  const direct = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
  const tee = await direct.product('harbor-logo-tee');
  return tee.variants.find((v) => v.inStock)!.id;
}

/** Rings up a tee and pays $50 cash; the order is placed, but neither its answer nor the check-up arrives. */
async function saleWithLostAnswer(dataDir: string, options: { keepRunning?: boolean } = {}) {
  const till = await startTill(dataDir);
  await till.calls.sale.addLine(await teeVariant(), 1);
  const cart = await till.calls.sale.setCustomer({ ...MAINE_CUSTOMER, email: 'restart@example.com' });
  lossy.setTarget((_method, p) => p.includes('/checkout/complete') || p.includes('/order_status'));
  await expect(till.calls.sale.payCash({ tendered: '50.00' })).rejects.toMatchObject({ kind: 'network' });
  expect(await till.calls.sale.attention()).toMatchObject({ number: cart.number, step: 'completing' });
  lossy.setTarget(() => false);
  if (!options.keepRunning) await till.close();
  return { number: cart.number, total: cart.total, till };
}

function newFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pos-placed-before-restart-'));
  folders.push(folder);
  return folder;
}

const announcedReceipt = (events: BridgeEvent[]): Receipt | null => {
  const placed = events.filter((e): e is Extract<BridgeEvent, { type: 'sale.placed' }> => e.type === 'sale.placed');
  return placed.at(-1)?.receipt ?? null;
};

function expectPlacedBeforeRestart(receipt: Receipt | null, sale: { number: string; total: string }) {
  expect(receipt, 'the restarted till showed no receipt for the order the store placed').not.toBeNull();
  const change = (50 - Number(sale.total)).toFixed(2);
  expect(receipt).toMatchObject({ order: { number: sale.number, state: 'complete' }, tendered: '50.00', change });
  expect(receipt!.notice).toMatch(/placed before the restart/);
}

describe('an order placed before a restart, whose answer was lost', () => {
  it('shows its receipt with the change due, and says it was placed before the restart', async () => {
    const dataDir = newFolder();
    const sale = await saleWithLostAnswer(dataDir);

    const till = await startTill(dataDir);
    // What the screen asks when it opens.
    expect(await till.calls.sale.current()).toBeNull();
    expectPlacedBeforeRestart(await till.calls.sale.unseenReceipt(), sale);
    // And it is announced to a screen already open.
    await expect.poll(() => announcedReceipt(till.events), { timeout: 5_000, interval: 50 }).not.toBeNull();
    expectPlacedBeforeRestart(announcedReceipt(till.events), sale);
    expect(await till.calls.sale.attention()).toBeNull();
    expect((await till.calls.orders.list()).map((o) => o.number)).toContain(sale.number);

    // A cashier who clicks "Check with the store" meanwhile gets the same receipt.
    const check = await till.calls.sale.checkAgain();
    expect(check.outcome).toBe('placed');
    expectPlacedBeforeRestart(check.outcome === 'placed' ? check.receipt : null, sale);

    // Once the cashier has seen it, it is not shown again, not even after another restart.
    await till.calls.sale.receiptSeen(sale.number);
    expect(await till.calls.sale.unseenReceipt()).toBeNull();
    await till.close();
    const again = await startTill(dataDir);
    expect(await again.calls.sale.unseenReceipt()).toBeNull();
  });

  it('stays flagged while the store cannot be reached at the restart, and shows the receipt once it answers', async () => {
    const dataDir = newFolder();
    const sale = await saleWithLostAnswer(dataDir);

    cut.setTarget(() => true);
    const till = await startTill(dataDir, { unconfirmedSaleRetryMs: 300 });
    await expect(till.calls.sale.current()).rejects.toMatchObject({ kind: 'network' });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await till.calls.sale.attention()).toMatchObject({ number: sale.number, step: 'completing' });
    expect(await till.calls.sale.unseenReceipt()).toBeNull();
    expect(till.events.some((e) => e.type === 'sale.attention' && e.attention === null)).toBe(false);

    // The store answers again: the till finds the order placed by itself, without a click.
    cut.setTarget(() => false);
    await expect.poll(() => announcedReceipt(till.events), { timeout: 10_000, interval: 100 }).not.toBeNull();
    expectPlacedBeforeRestart(announcedReceipt(till.events), sale);
    expect(await till.calls.sale.attention()).toBeNull();
    expect(till.events.some((e) => e.type === 'sale.attention' && e.attention === null)).toBe(true);

    // The cashier starts the next sale: the receipt is not offered again.
    expectPlacedBeforeRestart(await till.calls.sale.unseenReceipt(), sale);
    await till.calls.sale.addLine(await teeVariant(), 1);
    expect(await till.calls.sale.unseenReceipt()).toBeNull();
  });

  it('without a restart, "check with the store" shows the receipt with the change and says the answer was lost', async () => {
    const sale = await saleWithLostAnswer(newFolder(), { keepRunning: true });
    const check = await sale.till.calls.sale.checkAgain();
    expect(check.outcome).toBe('placed');
    if (check.outcome !== 'placed') return;
    expect(check.receipt).toMatchObject({ order: { number: sale.number }, tendered: '50.00', change: (50 - Number(sale.total)).toFixed(2) });
    expect(check.receipt.notice).toMatch(/was placed, although the store's answer was lost/);
  });
});
