/**
 * Requests a return costs at the store, counted at its door through the app's runtime: the
 * receipt scanned (the sale and its earlier returns), the store's quote, the refund in one step,
 * for one line and for three; the first return after start also asks for the admin client's
 * token and the store's reasons (the desk opening).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN_CLIENT } from '../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore } from '../electron/demo-store/http/server.js';
import { memorySecretStore } from '../electron/till/account/secret-store.js';
import { startPosRuntime } from '../electron/till/runtime/pos-runtime.js';
import { openSettingsFile } from '../electron/till/settings/settings-store.js';
import { DEMO_LOCATION } from '../electron/till/store/store-profiles.js';
import { startCountingProxy } from './counting-proxy.js';
import type { BenchResult } from './result.js';

const TEES = ['HP-TEE-001-NAV-M', 'HP-TEE-001-NAV-L', 'HP-TEE-001-NAV-S'];

export async function benchReturnRequests(): Promise<BenchResult[]> {
  const store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  const proxy = await startCountingProxy(store.url);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-bench-returns-'));
  const runtime = await startPosRuntime({
    dataDir,
    settings: openSettingsFile(dataDir),
    version: 'bench',
    shell: 'browser',
    storeUrl: proxy.url,
    storeLocation: DEMO_LOCATION,
    secrets: memorySecretStore(),
    rateLimit: { limit: 1000, windowMs: 60_000 },
  });
  const { calls } = runtime;
  try {
    for (let i = 0; i < 200 && (await calls.catalog.status()).products === 0; i++) await new Promise((r) => setTimeout(r, 100));
    await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    await calls.shift.open({ lines: [{ value: '100.00', count: 5 }] });
    const sale = async (lines: number) => {
      for (const sku of TEES.slice(0, lines)) await calls.sale.addByCode(sku, 1);
      const cart = await calls.sale.pickupInStore();
      await calls.sale.tenderCash({ tendered: cart.total });
      return cart.number;
    };
    /** The requests `work` makes at the store, once the till's own background reads are done. */
    const counted = async <T>(work: () => Promise<T>) => {
      await proxy.settled();
      const from = proxy.count();
      const value = await work();
      await proxy.settled();
      return { value, requests: proxy.count() - from };
    };
    const results: BenchResult[] = [];
    const opened = await counted(() => calls.returns.open());
    results.push({
      name: 'requests to open the returns desk (the reasons, which also tell a store without return routes)',
      value: opened.requests,
      unit: 'requests',
      target: '≤ 1',
    });
    const reasonId = opened.value.reasons[0]!.id;
    for (const lines of [1, 3]) {
      const number = await sale(lines);
      const one = await counted(async () => {
        const found = await calls.returns.findSale(number);
        const quote = await calls.returns.quote({ orderNumber: number, reasonId, lines: found.lines.map((l) => ({ lineItemId: l.lineItemId, quantity: 1 })) });
        return calls.returns.refund({
          authorizationId: quote.authorizationId,
          items: quote.items.map((i) => ({ id: i.id, resellable: true })),
          to: 'original',
        });
      });
      const target = '≤ 4 whatever the lines';
      results.push({
        name: `requests per return (receipt scan → quote → refund), ${lines} line${lines === 1 ? '' : 's'}`,
        value: one.requests,
        unit: 'requests',
        target,
      });
    }
    return results;
  } finally {
    await runtime.close();
    await proxy.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
