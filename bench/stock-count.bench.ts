/**
 * A 500-line stock count at a store keeping its budget (60 requests a minute, the demo store's own
 * limit, and the till's scheduler at the same): the requests it costs to count (the store's
 * on-hand read 100 variants at a time) and to apply (100 movements a request), the store's 429s,
 * and whether the counter keeps selling while it applies: a one-line walk-in cash sale's time
 * during the apply ÷ the same sale's time alone (medians), the counter selling one every 6 s (10 a
 * minute: a busy counter, within the budget).
 */
import { unitsKey } from '../shared/stock/stock-approval.js';
import { countedUnits } from '../shared/stock/count-variances.js';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN_CLIENT } from '../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore } from '../electron/demo-store/http/server.js';
import { memorySecretStore } from '../electron/till/account/secret-store.js';
import { startPosRuntime, type PosRuntime } from '../electron/till/runtime/pos-runtime.js';
import { openSettingsFile } from '../electron/till/settings/settings-store.js';
import { DEMO_LOCATION } from '../electron/till/store/store-profiles.js';
import { startCountingProxy } from './counting-proxy.js';
import { largeDemoCatalog } from './large-demo-catalog.js';
import type { BenchResult } from './result.js';

const LINES = 500;
const SALE_EVERY_MS = 6_000;
const SOLD = `BENCH-${String(LINES).padStart(6, '0')}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timedSale(runtime: PosRuntime): Promise<number> {
  const { calls } = runtime;
  const from = performance.now();
  await calls.sale.addByCode(SOLD, 1);
  const cart = await calls.sale.pickupInStore();
  const done = await calls.sale.tenderCash({ tendered: cart.total });
  if (done.outcome !== 'placed') throw new Error('the sale was not placed');
  return performance.now() - from;
}

/** A sale, then the rest of its 6 s: a busy counter's pace (10 sales a minute), which the budget allows. */
async function spacedSale(runtime: PosRuntime): Promise<number> {
  const ms = await timedSale(runtime);
  await new Promise((r) => setTimeout(r, Math.max(0, SALE_EVERY_MS - ms)));
  return ms;
}

export async function benchStockCount(): Promise<BenchResult[]> {
  // One product more than the count's, for the counter to sell meanwhile.
  const storeDir = await largeDemoCatalog(LINES + 1);
  const store = await startDemoStore({ dataDir: storeDir, allowedHosts: ['127.0.0.1'] });
  const proxy = await startCountingProxy(store.url);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-count-'));
  const runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'bench',
    shell: 'browser',
    storeUrl: proxy.url,
    storeLocation: DEMO_LOCATION,
    secrets: memorySecretStore(),
  });
  const { calls } = runtime;
  try {
    for (let i = 0; i < 1200 && (await calls.catalog.lookupCode(SOLD)) === null; i++) await new Promise((r) => setTimeout(r, 100));
    await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    await calls.shift.open({ lines: [{ value: '100.00', count: 5 }] });
    await proxy.settled();
    const alone: number[] = [];
    for (let i = 0; i < 4; i++) alone.push(await spacedSale(runtime));

    await proxy.settled();
    const beforeCount = proxy.count();
    const count = await calls.stockCount.start({ scope: 'partial', taxonId: null, stockLocationId: null });
    // Half counted one over the store's 50, half one under.
    for (let i = 0; i < LINES; i++) await calls.stockCount.count(`BENCH-${String(i).padStart(6, '0')}`, i % 2 === 0 ? 51 : 49);
    const review = await calls.stockCount.review();
    if (review.lines.length !== LINES) throw new Error(`the review has ${review.lines.length} lines`);
    await proxy.settled();
    const countRequests = proxy.count() - beforeCount;

    const from = performance.now();
    let applied = false;
    const applying = calls.stockCount.apply(count.id, false, await unitsKey(countedUnits(review.count.lines))).then((result) => {
      applied = true;
      return result;
    });
    const during: number[] = [];
    while (!applied || during.length === 0) during.push(await spacedSale(runtime));
    const result = await applying;
    const applySeconds = (performance.now() - from) / 1000;
    return [
      {
        name: `requests to count a ${LINES}-line count and review it (the store's on-hand, 100 variants a read)`,
        value: countRequests,
        unit: 'requests',
        target: '≤ 15',
      },
      { name: `requests to apply a ${LINES}-line count (100 movements a request)`, value: result.requests, unit: 'requests', target: '≤ 5' },
      { name: `seconds to apply a ${LINES}-line count while the counter sells one every 6 s, 60/60 s budget`, value: applySeconds, unit: 's' },
      { name: `sales placed while the ${LINES}-line count applied`, value: during.length, unit: 'sales' },
      {
        name: `one-line cash sale while a ${LINES}-line count applies ÷ alone (median ms: ${median(during).toFixed(0)} / ${median(alone).toFixed(0)})`,
        value: median(during) / median(alone),
        unit: '×',
        target: '≤ 2',
      },
      { name: 'answers 429 during the count, its apply and the sales', value: proxy.refused(), unit: 'answers', target: '0' },
    ];
  } finally {
    await runtime.close();
    await proxy.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(storeDir, { recursive: true, force: true });
  }
}
