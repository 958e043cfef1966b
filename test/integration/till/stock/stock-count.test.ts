/**
 * Stock counts against a real demo store, through the till's calls: a partial count changes only
 * what was counted; a sale placed after a line was counted stays sold (the count is applied as a
 * delta); an apply whose answers are lost, the till then restarted, changes the store's counts
 * exactly once (the store answers the movements it had as applied before).
 */
import { unitsKey } from '../../../../shared/stock/stock-approval.js';
import { countedUnits } from '../../../../shared/stock/count-variances.js';
import type { CountLine } from '../../../../shared/stock/count-calls.js';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { JOURNAL_FILE } from '../../../../electron/till/shift/till-journal.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { platform, type Platform } from '../../../support/demo-store/returns-client.js';
import { startFlakyProxy, type FlakyProxy } from '../../../support/net/flaky-proxy.js';
import { startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';
import { readFileSync } from 'node:fs';

const ADMIN = { clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret };
const MEASURING_BUDGET = { limit: 1000, windowMs: 60_000 };

let store: DemoStore;
let proxy: FlakyProxy;
let pf: Platform;
let app: TestRuntime | null = null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-count-'));

/** The till on `dataDir`, through the proxy, its admin client connected and a shift open. */
async function startTill(): Promise<TestRuntime> {
  const till = await startTestRuntimeWithCatalog({ storeUrl: proxy.url, storeLocation: DEMO_LOCATION, rateLimit: MEASURING_BUDGET, dataDir });
  await till.runtime.calls.admin.connect(ADMIN);
  return till;
}

interface Stocked {
  variantId: string;
  sku: string;
  onHand: number;
}

/** Variants with stock at the store's own location (id 1), read with the admin token. */
async function stockedVariants(): Promise<Stocked[]> {
  const found: Stocked[] = [];
  for (let page = 1; page <= 5; page++) {
    const answer = await pf.get(`/stock_items?per_page=100&page=${page}&include=variant`);
    const body = answer.body as unknown as {
      data: { attributes: { count_on_hand: number }; relationships: { variant: { data: { id: string } }; stock_location: { data: { id: string } } } }[];
      included: { type: string; id: string; attributes: { sku: string } }[];
    };
    const skus = new Map(body.included.filter((r) => r.type === 'variant').map((r) => [r.id, r.attributes.sku]));
    for (const item of body.data) {
      const variantId = item.relationships.variant.data.id;
      if (item.relationships.stock_location.data.id === '1' && skus.get(variantId))
        found.push({ variantId, sku: skus.get(variantId)!, onHand: item.attributes.count_on_hand });
    }
  }
  return found;
}

async function onHandNow(variantIds: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let at = 0; at < variantIds.length; at += 50) {
    const answer = await pf.get(`/stock_items?per_page=100&filter[variant_id]=${variantIds.slice(at, at + 50).join(',')}`);
    for (const item of (
      answer.body as unknown as { data: { attributes: { count_on_hand: number }; relationships: Record<string, { data: { id: string } }> }[] }
    ).data)
      if (item.relationships.stock_location!.data.id === '1') found.set(item.relationships.variant!.data.id, item.attributes.count_on_hand);
  }
  return found;
}

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  // Answers are lost only where a test says so.
  proxy = await startFlakyProxy(store.url, { dropRequest: 0, dropResponse: 1, delay: 0, maxDelayMs: 0 }, 1, true);
  proxy.setTarget(() => false);
  pf = platform(store, await adminToken(store.url));
  app = await startTill();
  await app.runtime.calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
});

afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The key of a count as reviewed, which an apply (and its approval) names. */
const keyOf = (review: { count: { lines: CountLine[] } }) => unitsKey(countedUnits(review.count.lines));

describe('stock counts', () => {
  it('a partial count changes only the lines counted, scanned or typed; the rest is left alone', async () => {
    const calls = app!.runtime.calls.stockCount;
    const [a, b, c] = (await stockedVariants()).filter((v) => v.onHand >= 3);
    const started = await calls.start({ scope: 'partial', taxonId: null, stockLocationId: null });
    expect(started.stockLocationName).toBe('Wharf Street Store');
    for (let i = 0; i < 2; i++) await calls.count(a!.sku, null);
    await calls.count(b!.sku, b!.onHand + 4);
    const review = await calls.review();
    expect(review.lines.map((l) => [l.sku, l.expected, l.counted, l.variance])).toEqual([
      [b!.sku, b!.onHand, b!.onHand + 4, b!.onHand + 4 - b!.onHand],
      [a!.sku, a!.onHand, 2, 2 - a!.onHand],
    ]);
    expect(review.uncounted).toBe(0);
    const result = await app!.runtime.calls.stockCount.apply(started.id, false, await keyOf(review));
    expect(result.count.state).toBe('applied');
    const now = await onHandNow([a!.variantId, b!.variantId, c!.variantId]);
    expect([now.get(a!.variantId), now.get(b!.variantId), now.get(c!.variantId)]).toEqual([2, b!.onHand + 4, c!.onHand]);
    const report = await calls.report();
    expect(report.csv.split('\r\n')[0]).toBe('SKU,Name,Location,Expected,Counted,Variance,Value,Counted by,Approved by');
    expect(report.csv).toContain(`${a!.sku},`);
    const journal = readFileSync(path.join(dataDir, JOURNAL_FILE), 'utf8');
    expect(journal).toContain(`"kind":"stock.counted"`);
  });

  it('a sale placed after a line was counted stays sold: the count applies as a delta, and the review says the store moved', async () => {
    const { calls } = app!.runtime;
    const sku = 'HP-TEE-001-NAV-M';
    const started = await calls.stockCount.start({ scope: 'partial', taxonId: null, stockLocationId: null });
    await calls.stockCount.count(sku, 7);
    const before = await calls.stockCount.review();
    const expected = before.lines[0]!.expected;
    // The counter sells one after the line was counted.
    await calls.sale.addByCode(sku, 1);
    const cart = await calls.sale.pickupInStore();
    expect((await calls.sale.tenderCash({ tendered: cart.total })).outcome).toBe('placed');
    const after = await calls.stockCount.review();
    expect(after.lines[0]).toMatchObject({ expected, counted: 7, variance: 7 - expected, storeNow: expected - 1, movedSince: -1 });
    // Counted again after the review was approved: the old key no longer names the count, so nothing is applied.
    await calls.stockCount.setCounted(after.lines[0]!.variantId, 70);
    await expect(calls.stockCount.apply(started.id, false, await keyOf(after))).rejects.toThrow('The count changed since it was shown for approval');
    await calls.stockCount.setCounted(after.lines[0]!.variantId, 7);
    await calls.stockCount.apply(started.id, false, await keyOf(after));
    const variantId = before.lines[0]!.variantId;
    // Counted 7 before the sale: 6 are left after it.
    expect((await onHandNow([variantId])).get(variantId)).toBe(6);
  });

  it('an apply whose answers are lost, the till then restarted, changes the store once', async () => {
    const calls = app!.runtime.calls.stockCount;
    // Variants the till sells (a product's master is not one when it has others).
    const sellable = [];
    for (const v of await stockedVariants()) if ((await app!.runtime.calls.catalog.lookupCode(v.sku))?.variantId === v.variantId) sellable.push(v);
    const stocked = sellable.slice(0, 150);
    const started = await calls.start({ scope: 'partial', taxonId: null, stockLocationId: null });
    for (const v of stocked) await calls.count(v.sku, v.onHand + 1);
    const key = await keyOf(await calls.review());
    // The first batch is answered; the store applies the second, but its answer is lost on the way back.
    let batches = 0;
    proxy.setTarget((method, url) => method === 'POST' && url.includes('/stock_movements/batch') && ++batches >= 2);
    await expect(calls.apply(started.id, false, key)).rejects.toThrow();
    expect((await calls.current())?.state).toBe('applying');
    expect(stocked).toHaveLength(150);
    await app!.stop();
    proxy.setTarget(() => false);
    app = await startTill();
    // The count being applied shows its variances as counted, from what the till kept (no store read while it applies).
    const kept = await app.runtime.calls.stockCount.review();
    expect(kept.lines.map((l) => [l.variantId, l.counted, l.variance])).toEqual(stocked.map((v) => [v.variantId, v.onHand + 1, 1]).reverse());
    expect([kept.up.units, kept.uncounted]).toEqual([150, 0]);
    // The till resumes by itself once its admin client is there; asking again waits for the same apply.
    const resumed = await app.runtime.calls.stockCount.apply(started.id, false, key);
    expect(resumed.count.state).toBe('applied');
    expect((await app.runtime.calls.stockCount.review()).up.units).toBe(150);
    const now = await onHandNow(stocked.map((v) => v.variantId));
    expect(stocked.filter((v) => now.get(v.variantId) !== v.onHand + 1)).toEqual([]);
    // Sent again, the store answers every movement as applied before.
    const again = await pf.post('/stock_movements/batch', {
      stock_movements: stocked.slice(100).map((v) => ({
        variant_id: v.variantId,
        stock_location_id: '1',
        quantity: 1,
        action: 'count',
        originator_type: 'StockCount',
        originator_id: `${started.id}:${v.variantId}`,
      })),
    });
    expect((again.body as unknown as { data: { attributes: { applied: boolean } }[] }).data.map((m) => m.attributes.applied)).toEqual(Array(50).fill(false));
    expect(now.size).toBe(150);
  });
});
