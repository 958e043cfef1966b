/**
 * Email receipts at the till, against real demo stores: the email typed before payment is the
 * placed order's, and the store confirms to it exactly once (its outbox says so; the till mails
 * nothing); after the sale, the admin client sets the order's email and the store sends its
 * confirmation again; an address that is not one is refused in words and nothing is lost; a stock
 * store (without the resend route) takes the email and the clerk is told it did not say it would
 * send it; without the admin client the clerk is told in words. The journal says "emailed", never
 * the address.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { JOURNAL_FILE } from '../../../../electron/till/shift/till-journal.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { platform, type Platform } from '../../../support/demo-store/returns-client.js';
import { many } from '../../../support/demo-store/store-client.js';
import { startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';
import { englishOf } from '../../../../shared/i18n/words.js';

let store: DemoStore;
let stock: DemoStore;
let app: TestRuntime;
let stockApp: TestRuntime;
let pf: Platform;
let stockPf: Platform;

const ADMIN = { clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret };

beforeAll(async () => {
  [store, stock] = await Promise.all([startDemoStore({ rateLimit: false }), startDemoStore({ rateLimit: false, extensions: false })]);
  const start = (s: DemoStore) => startTestRuntimeWithCatalog({ storeUrl: s.url, storeLocation: DEMO_LOCATION, rateLimit: { limit: 1000, windowMs: 60_000 } });
  [app, stockApp] = await Promise.all([start(store), start(stock)]);
  for (const till of [app, stockApp]) {
    await till.runtime.calls.admin.connect(ADMIN);
    await till.runtime.calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
  }
  pf = platform(store, await adminToken(store.url));
  stockPf = platform(stock, await adminToken(stock.url));
});

afterAll(async () => {
  await Promise.all([app?.stop(), stockApp?.stop()]);
  await Promise.all([store?.close(), stock?.close()]);
});

/** A walk-in cash sale of one tee; `email` typed at checkout before payment when given. */
async function walkInSale(till: TestRuntime, email?: string) {
  const { calls } = till.runtime;
  await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
  let cart = await calls.sale.pickupInStore();
  if (email !== undefined) cart = await calls.sale.setEmail(email);
  const tendered = await calls.sale.tenderCash({ tendered: cart.total });
  if (tendered.outcome !== 'placed') throw new Error('the sale was not placed');
  return tendered.receipt;
}

async function mailsAbout(orderNumber: string) {
  const answer = await pf.get(`/mails?filter[order_number_eq]=${orderNumber}`);
  expect(answer.status).toBe(200);
  return many(answer.body).map((m) => ({ kind: m.attributes.kind, to: m.attributes.to }));
}

describe('email receipts', () => {
  it('the email typed before payment is the placed order’s, kept when the pickup is set again, and the store confirms to it once', async () => {
    const { calls } = app.runtime;
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    await calls.sale.pickupInStore();
    const set = await calls.sale.setEmail('  Pat@Example.com ');
    expect(set.email).toBe('Pat@Example.com');
    // Checkout sets the pickup again (after a line is added): the typed email stays.
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    const again = await calls.sale.pickupInStore();
    expect(again.email).toBe('Pat@Example.com');
    const tendered = await calls.sale.tenderCash({ tendered: again.total });
    expect(tendered.outcome).toBe('placed');
    const number = again.number;
    expect(tendered.outcome === 'placed' && tendered.receipt.order.email).toBe('Pat@Example.com');
    expect(await mailsAbout(number)).toEqual([{ kind: 'order_confirmation', to: 'Pat@Example.com' }]);
  });

  it('a walk-in sale without an email is confirmed to the walk-in address, as a real store would', async () => {
    const receipt = await walkInSale(app);
    expect(await mailsAbout(receipt.order.number)).toEqual([{ kind: 'order_confirmation', to: receipt.order.email }]);
  });

  it('an address that is not one is refused in words, before and after the sale, and nothing is lost', async () => {
    const { calls } = app.runtime;
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    const cart = await calls.sale.pickupInStore();
    await expect(calls.sale.setEmail('pat at example')).rejects.toThrow('“pat at example” is not an email address');
    const still = await calls.sale.current();
    expect(still?.lineItems.length).toBe(1);
    expect(still?.email).toBe(cart.email);
    const tendered = await calls.sale.tenderCash({ tendered: cart.total });
    expect(tendered.outcome).toBe('placed');
    await expect(calls.mail.emailReceipt(cart.number, 'nobody@')).rejects.toThrow('is not an email address');
    await expect(calls.mail.emailReceipt(cart.number, ' ')).rejects.toThrow('Type the customer’s email');
  });

  it('after the sale, the order is given the email and the store sends its confirmation again; the journal keeps no address', async () => {
    const receipt = await walkInSale(app);
    const done = await app.runtime.calls.mail.emailReceipt(receipt.order.number, 'sam@example.com');
    expect(done.outcome).toBe('resent');
    expect(englishOf(done.message)).toContain('sam@example.com');
    expect(await mailsAbout(receipt.order.number)).toEqual([
      { kind: 'order_confirmation_resent', to: 'sam@example.com' },
      { kind: 'order_confirmation', to: receipt.order.email },
    ]);
    const journal = readFileSync(path.join(app.dataDir, JOURNAL_FILE), 'utf8');
    expect(journal).toContain(`"kind":"receipt.emailed"`);
    expect(journal).toContain(`{"orderNumber":"${receipt.order.number}","resent":true}`);
    expect(journal).not.toContain('sam@example.com');
  });

  it('a stock store takes the email but did not say it would send the receipt again: the clerk is told', async () => {
    const receipt = await walkInSale(stockApp, 'lee@example.com');
    expect(receipt.order.email).toBe('lee@example.com');
    const done = await stockApp.runtime.calls.mail.emailReceipt(receipt.order.number, 'kim@example.com');
    expect(done.outcome).toBe('email_set');
    expect(englishOf(done.message)).toContain('did not say it would send the receipt again');
    expect((await stockPf.get(`/orders/${receipt.order.number}`)).body.data).toMatchObject({ attributes: { email: 'kim@example.com' } });
    const outbox = await stockApp.runtime.calls.mail.outbox();
    expect(outbox.available).toBe(false);
    expect(!outbox.available && englishOf(outbox.message)).toContain('demo store');
  });

  it('without the admin client the clerk is told in words', async () => {
    const receipt = await walkInSale(stockApp);
    await stockApp.runtime.calls.admin.disconnect();
    await expect(stockApp.runtime.calls.mail.emailReceipt(receipt.order.number, 'kim@example.com')).rejects.toThrow('admin client is not connected');
    await stockApp.runtime.calls.admin.connect(ADMIN);
  });
});
