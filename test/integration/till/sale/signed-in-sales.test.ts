/**
 * Sales while an account is signed in: the cart is opened for the account, the order shows in
 * its account orders, and the tracker reads all of the account's open orders in one request per
 * cycle. When the store stops accepting the access token, many requests failing at once cause
 * exactly one refresh; when it no longer knows the sign-in at all, the till is signed out and
 * told so, and nothing is sold as a guest in the meantime.
 */
import { mkdtempSync } from 'node:fs';
import Database from 'better-sqlite3';
import { DB_FILE } from '../../../../electron/demo-store/db/database.js';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { createOrderTracker, type Clock } from '../../../../electron/till/orders/order-tracker.js';
import { createSaleService } from '../../../../electron/till/sale/sale.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { createSession } from '../../../../electron/till/account/session.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { createOAuthClient, defaultEndpoints } from '../../../../shared/oauth/token-client.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { expireAccessTokens } from '../../../support/demo-store/demo-store-clock.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';

let store: DemoStore;
const storeDir = mkdtempSync(path.join(os.tmpdir(), 'pos-account-store-'));
beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, dataDir: storeDir });
});
afterAll(async () => {
  await store?.close();
});

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

function setup() {
  const log: string[] = [];
  const counting: FetchLike = (url, init) => {
    log.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
    return fetch(url, init as RequestInit);
  };
  const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT, fetch: counting });
  const oauth = createOAuthClient({ endpoints: defaultEndpoints(store.url, SHOP_DIALECT), fetch: counting });
  const settings = openSettingsFile(mkdtempSync(path.join(os.tmpdir(), 'pos-account-')));
  const session = createSession({ issuer: oauth, secrets: memorySecretStore(), account: `session:${store.url}` });
  const timers: (() => void)[] = [];
  let offset = 0;
  const clock: Clock = { now: () => Date.now() + offset, setTimeout: (fn) => timers.push(fn), clearTimeout: () => {} };
  const signedInAs = () => (session.status().signedIn ? session.status().email : null);
  const tracker = createOrderTracker({
    client,
    settings,
    clock,
    random: () => 0,
    accountOrders: {
      signedInAs,
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
    account: () => (signedInAs() ? { email: signedInAs()!, withBearer: session.withBearer } : null),
  });
  const fireTimers = async () => {
    offset += 11_000; // past every order's next check
    const due = timers.splice(0);
    for (const fn of due) fn();
    for (let i = 0; i < 50; i++) await new Promise((r) => setImmediate(r));
  };
  return { log, client, session, tracker, sale, fireTimers };
}

async function stockedVariants(count: number): Promise<string[]> {
  const page = await createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT }).products({ filter: { inStock: true }, perPage: 50 });
  return page.items
    .flatMap((p) =>
      p.variants
        .filter((v) => v.inStock && !v.backorderable)
        .slice(0, 1)
        .map((v) => v.id),
    )
    .slice(0, count);
}

describe('sales under a signed-in account', () => {
  it('belong to the account and are tracked together, one request per cycle', async () => {
    const { log, session, sale, tracker, fireTimers } = setup();
    await session.signIn('customer@demo.store', 'demo-customer-1');
    const variants = await stockedVariants(3);
    const numbers: string[] = [];
    for (const v of variants) {
      await sale.addLine(v, 1);
      await sale.setCustomer(customer);
      numbers.push((await sale.payCash({ tendered: '9999' })).order.number);
    }
    expect(tracker.list().every((o) => o.account === 'customer@demo.store')).toBe(true);

    log.length = 0;
    tracker.start();
    await fireTimers();
    const reads = log.filter((l) => l.includes('/account/orders') || l.includes('/order_status/'));
    expect(reads).toEqual(['GET /api/v2/storefront/account/orders']);
    expect(
      tracker
        .list()
        .filter((o) => numbers.includes(o.number))
        .every((o) => o.lastError === null),
    ).toBe(true);
    tracker.stop();
  });

  it('refreshes once when many requests find the access token expired', async () => {
    const { log, session, client } = setup();
    await session.signIn('customer@demo.store', 'demo-customer-1');
    let revoked = '';
    await session.withBearer(async (token) => {
      revoked = token;
    });
    // Two hours pass at the store: the access token has run out there; the refresh token still works.
    expect(expireAccessTokens(storeDir)).toBeGreaterThan(0);
    log.length = 0;
    const pages = await Promise.all(Array.from({ length: 6 }, () => session.withBearer((bearer) => client.accountOrders(bearer, { perPage: 5 }))));
    expect(pages).toHaveLength(6);
    expect(log.filter((l) => l === 'POST /shop_oauth/token')).toHaveLength(1);
    await session.withBearer(async (token) => expect(token).not.toBe(revoked));
  });

  it('signing out ends every access token of the sign-in at the store, those from before a refresh too', async () => {
    const oauth = createOAuthClient({ endpoints: defaultEndpoints(store.url, SHOP_DIALECT) });
    let offset = 0;
    const session = createSession({ issuer: oauth, secrets: memorySecretStore(), account: `session:${store.url}`, now: () => Date.now() + offset });
    await session.signIn('customer@demo.store', 'demo-customer-1');
    const client = createStorefrontClient({ baseUrl: store.url, dialect: SHOP_DIALECT });
    let before = '';
    await session.withBearer(async (token) => {
      before = token;
    });
    // The till's clock reaches the renewal margin: it refreshes while the first token is still good at the store.
    offset = 7200_000;
    let after = '';
    await session.withBearer(async (token) => {
      after = token;
    });
    expect(after).not.toBe(before);
    expect((await client.accountOrders(before, { perPage: 1 })).items).toBeDefined();

    await session.signOut();
    for (const token of [before, after]) {
      await expect(client.accountOrders(token, { perPage: 1 })).rejects.toMatchObject({ kind: 'unauthorized' });
    }
  });

  it('a sign-in the store no longer knows is never sold to as a guest: one refresh, then signed out with words', async () => {
    const { log, session, sale } = setup();
    await session.signIn('customer@demo.store', 'demo-customer-1');
    const [variant] = await stockedVariants(1);
    // The store forgets every token it issued (as a reset of its data does).
    const db = new Database(path.join(storeDir, DB_FILE));
    const cartsBefore = (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    db.prepare('DELETE FROM oauth_tokens').run();
    log.length = 0;
    await expect(sale.addLine(variant!, 1)).rejects.toThrow(/no longer accepts the sign-in of customer@demo\.store.*signed out/);
    expect(session.status().signedIn).toBe(false);
    expect(log).toEqual(['POST /api/v2/storefront/cart', 'POST /shop_oauth/token']);
    expect((db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n).toBe(cartsBefore);
    db.close();
    expect(await sale.current()).toBeNull();
  });
});
