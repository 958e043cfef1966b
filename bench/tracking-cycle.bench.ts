/**
 * Requests tracking spends per cycle with 100 orders: orders of a signed-in account are read
 * together through account orders; guest orders each through order status with their token.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoStore } from '../electron/demo-store/http/server.js';
import { createOrderTracker, type Clock } from '../electron/till/orders/order-tracker.js';
import { createSaleService } from '../electron/till/sale/sale.js';
import { memorySecretStore } from '../electron/till/account/secret-store.js';
import { createSession } from '../electron/till/account/session.js';
import { openSettingsFile } from '../electron/till/settings/settings-store.js';
import { createOAuthClient, defaultEndpoints } from '../shared/oauth/token-client.js';
import { createStorefrontClient } from '../shared/storefront/client/client.js';
import type { FetchLike } from '../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../shared/storefront/dialect.js';
import type { BenchResult } from './result.js';

const customer = {
  email: 'customer@demo.store',
  firstname: 'Casey',
  lastname: 'Customer',
  address1: '4 Elm Street',
  city: 'Portland',
  zipcode: '04101',
  stateName: 'ME',
  countryIso: 'US',
};

export async function benchTrackingCycle(): Promise<BenchResult[]> {
  const store = await startDemoStore({ rateLimit: false });
  try {
    const results: BenchResult[] = [];
    for (const signedIn of [true, false]) {
      let tracking = 0;
      const network: FetchLike = (url, init) => {
        if (init?.priority === 'tracking') tracking++;
        return fetch(url, init as RequestInit);
      };
      const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT, fetch: network });
      const session = createSession({
        issuer: createOAuthClient({ endpoints: defaultEndpoints(store.url, SHOP_DIALECT), fetch: network }),
        secrets: memorySecretStore(),
        account: 'bench',
      });
      if (signedIn) await session.signIn('customer@demo.store', 'demo-customer-1');
      const account = () => (session.status().signedIn ? session.status().email : null);
      let offset = 0;
      const timers: (() => void)[] = [];
      const clock: Clock = { now: () => Date.now() + offset, setTimeout: (fn) => timers.push(fn), clearTimeout: () => {} };
      const settings = openSettingsFile(mkdtempSync(path.join(os.tmpdir(), 'pos-bench-track-')));
      const tracker = createOrderTracker({
        client,
        settings,
        clock,
        budgetPerMinute: 1000,
        accountOrders: {
          signedInAs: account,
          fetch: (numbers) =>
            session.withBearer(async (bearer) => {
              const page = await client.accountOrders(bearer, { perPage: 100 }, { priority: 'tracking' });
              return page.items.filter((o) => numbers.includes(o.number));
            }),
        },
      });
      const sale = createSaleService({
        client,
        settings,
        tracker,
        storeName: async () => '',
        account: () => (account() ? { email: account()!, withBearer: session.withBearer } : null),
      });
      const stocked = (await client.products({ filter: { inStock: true }, perPage: 100 })).items.flatMap((p) =>
        p.variants.filter((v) => v.inStock && !v.backorderable).map((v) => v.id),
      );
      for (let i = 0; i < 100; i++) {
        await sale.addLine(stocked[i % stocked.length]!, 1);
        await sale.setCustomer(customer);
        await sale.payCash({ tendered: '99999' });
      }
      // One full cycle: every order due once.
      tracking = 0;
      tracker.start();
      offset += 130_000;
      while (timers.length > 0) {
        timers.shift()!();
        for (let i = 0; i < 200; i++) await new Promise((r) => setImmediate(r));
        if (tracker.list().every((o) => o.lastCheckedAt && Date.parse(o.lastCheckedAt) >= Date.now() + offset - 5000)) break;
      }
      tracker.stop();
      results.push({
        name: `tracking requests per cycle, 100 ${signedIn ? 'orders of a signed-in account' : 'guest orders'}`,
        value: tracking,
        unit: 'requests',
        target: signedIn ? '≤ 1' : '1 per order',
      });
    }
    return results;
  } finally {
    await store.close();
  }
}
