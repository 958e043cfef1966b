/**
 * Gift cards and store credit at the counter, against a real demo store over HTTP: a gift card sold
 * on one sale (issued at the store once the order is complete, its code and balance on the
 * receipt, journaled before and after) is redeemed on another sale; a card loaded again (a top-up)
 * shows its new balance; store credit given to a customer (journaled with who gave it, who approved
 * it and why) pays for their next sale; an answer lost after the store issued the card asks again
 * and gets the same card (never a second); above the return limit a clerk gives credit only with a
 * manager's approval of that one credit; a till stopped before the card was issued issues it on
 * its next start; and a gift card or store credit is refused offline in words.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_ADMIN_CLIENT, DEMO_CUSTOMER } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { JOURNAL_FILE } from '../../../../electron/till/shift/till-journal.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import type { BridgeMethodName, PosErrorInfo } from '../../../../shared/bridge/bridge.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { startFlakyProxy } from '../../../support/net/flaky-proxy.js';
import { MAINE_CUSTOMER, startTestRuntimeWithCatalog, variantIdOf, type TestRuntime } from '../../../support/till/test-runtime.js';

let store: DemoStore;
let app: TestRuntime;
const RATE = { limit: 1000, windowMs: 60_000 };
const CLERK = { name: 'Credit Clerk', pin: '2468' };

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  app = await startTestRuntimeWithCatalog({ storeUrl: store.url, storeLocation: DEMO_LOCATION, rateLimit: RATE });
  await app.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await app.runtime.calls.shift.open({ lines: [{ value: '20.00', count: 10 }] });
});

afterAll(async () => {
  await app?.stop();
  await store?.close();
});

async function refusal(call: Promise<unknown>): Promise<PosErrorInfo> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error as { info?: PosErrorInfo },
  );
  expect(outcome, 'the call was expected to be refused').not.toBeNull();
  return outcome!.info!;
}

function journal(dataDir: string): { kind: string; staff: { name: string } | null; data: Record<string, unknown> }[] {
  return readFileSync(path.join(dataDir, JOURNAL_FILE), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { kind: string; staff: { name: string } | null; data: Record<string, unknown> });
}

/** The store's own word on a card: its loads (issue and top-ups) with the order lines that sold them. */
async function cardAtStore(code: string) {
  const answer = await fetch(`${store.url}/api/v2/platform/gift_cards?filter[code]=${encodeURIComponent(code)}`, {
    headers: { Authorization: `Bearer ${await adminToken(store.url)}` },
  });
  const doc = (await answer.json()) as { data: { attributes: { amount_remaining: string; loads: { kind: string; order_number: string }[] } }[] };
  return doc.data;
}

/** A walk-in cash sale of what is on the sale now: its receipt. */
async function cashSale(runtime: TestRuntime['runtime']) {
  const cart = await runtime.calls.sale.pickupInStore();
  const placed = await runtime.calls.sale.tenderCash({ tendered: cart.total });
  if (placed.outcome !== 'placed') throw new Error(`not placed: ${placed.outcome}`);
  return placed.receipt;
}

describe('gift cards sold at the counter', () => {
  it('issues the card once the order is complete, prints its code and balance, and it pays for another sale', async () => {
    const { calls } = app.runtime;
    expect(await calls.giftCards.desk()).toEqual({ state: 'ready', message: null });
    await calls.sale.addByCode('GIFTCARD-50', 1);
    const receipt = await cashSale(app.runtime);
    expect(receipt.order.total).toBe('50.00');
    expect(receipt.order.taxTotal).toBe('0.00');
    expect(receipt.giftCards).toHaveLength(1);
    const card = receipt.giftCards![0]!;
    expect(card).toMatchObject({ kind: 'issue', displayLoaded: '$50.00', displayBalance: '$50.00' });
    expect(card.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const kinds = journal(app.dataDir).map((e) => e.kind);
    expect(kinds.indexOf('giftcard.requested')).toBeGreaterThan(kinds.indexOf('sale.completed'));
    expect(kinds.indexOf('giftcard.issued')).toBeGreaterThan(kinds.indexOf('giftcard.requested'));
    expect(await calls.giftCards.balance(card.code!.toLowerCase())).toMatchObject({ code: card.code, displayBalance: '$50.00', state: 'active' });

    // Redeemed on the next sale: a $24 tee paid by the card, $26 left on it.
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    await calls.sale.pickupInStore();
    const applied = await calls.sale.applyCode(card.code!);
    expect(applied.total).toBe('24.00');
    const paid = await calls.sale.completePaid();
    expect(paid.order.paymentState).toBe('paid');
    expect(await calls.giftCards.balance(card.code!)).toMatchObject({ balance: '26.00', displayUsed: '$24.00' });
    // Shown again, the first sale's card is the same card, asked for no more.
    expect(await calls.giftCards.ofSale(receipt.order.number)).toEqual([card]);
    expect((await cardAtStore(card.code!))[0]!.attributes.loads).toHaveLength(1);
  });

  it('loads more onto a card whose code the clerk scans (a top-up), and the receipt shows its new balance', async () => {
    const { calls } = app.runtime;
    await expect(calls.giftCards.addTopUp('NO-SUCH-CARD', await variantIdOf(app.runtime, 'GIFTCARD-25'))).rejects.toThrow(
      /No gift card has the code NO-SUCH-CARD/,
    );
    await calls.giftCards.addTopUp('gift-20-demo', await variantIdOf(app.runtime, 'GIFTCARD-25'));
    const receipt = await cashSale(app.runtime);
    expect(receipt.giftCards).toEqual([expect.objectContaining({ kind: 'top_up', code: 'GIFT-20-DEMO', displayLoaded: '$25.00', displayBalance: '$45.00' })]);
    expect(await calls.giftCards.balance('GIFT-20-DEMO')).toMatchObject({ balance: '45.00' });
  });

  it('gives store credit to a customer found by email, journaled with the issuer, approver and reason, and it pays for their sale', async () => {
    const { calls } = app.runtime;
    await expect(calls.giftCards.customerCredit('nobody@example.com')).rejects.toThrow(/No customer account has the email nobody@example.com/);
    expect(await calls.giftCards.customerCredit(DEMO_CUSTOMER.email)).toMatchObject({ credit: '25.00', displayCredit: '$25.00' });
    const issued = await calls.giftCards.issueStoreCredit({ email: DEMO_CUSTOMER.email.toUpperCase(), amount: '30', reason: 'Goodwill: a late order' });
    expect(issued).toMatchObject({
      email: DEMO_CUSTOMER.email,
      displayAmount: '$30.00',
      issuedBy: 'Test Manager',
      approvedBy: 'Test Manager',
      displayCreditNow: '$55.00',
    });
    const entry = journal(app.dataDir).find((e) => e.kind === 'storecredit.issued')!;
    expect(entry).toMatchObject({
      staff: { name: 'Test Manager' },
      data: { email: DEMO_CUSTOMER.email, amount: '30.00', currency: 'USD', reason: 'Goodwill: a late order' },
    });
    expect(entry.data.approvedBy).toMatchObject({ name: 'Test Manager' });

    // Two tees ($48) are more than the $25 the customer had: the credit just given pays the rest.
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 2);
    await calls.session.signIn({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    await calls.sale.attachCustomer();
    await calls.sale.setCustomer({ email: DEMO_CUSTOMER.email, ...MAINE_CUSTOMER });
    const credited = await calls.sale.addStoreCredit();
    expect(credited.totalMinusStoreCredits).toBe('0.00');
    const receipt = await calls.sale.completePaid();
    expect(receipt.order.paymentState).toBe('paid');
    expect(await calls.giftCards.customerCredit(DEMO_CUSTOMER.email)).toMatchObject({ credit: '7.00' });
    await calls.session.signOut();
  });
});

describe('store credit above the return limit', () => {
  it('is given by a clerk only with a manager’s approval of that one credit, journaled with both', async () => {
    const { calls, staff } = app.runtime;
    const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(calls, method, args, () => {}, app.runtime.gate);
    await calls.returns.setManagerLimit('20.00');
    await calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
    await staff.unlock(CLERK.pin);
    try {
      const input = { email: DEMO_CUSTOMER.email, amount: '40', reason: 'Broken on arrival' };
      const record = `${DEMO_CUSTOMER.email} 40.00`;
      expect(await call('giftCards.issueStoreCredit', input)).toMatchObject({
        ok: false,
        error: { kind: 'manager_required', approval: { method: 'giftCards.issueStoreCredit', record } },
      });
      // Within the limit, the clerk gives it alone.
      expect(await call('giftCards.issueStoreCredit', { ...input, amount: '5' })).toMatchObject({
        ok: true,
        value: { issuedBy: CLERK.name, approvedBy: CLERK.name },
      });
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'giftCards.issueStoreCredit', record })).toMatchObject({ ok: true });
      expect(await call('giftCards.issueStoreCredit', input)).toMatchObject({
        ok: true,
        value: { displayAmount: '$40.00', issuedBy: CLERK.name, approvedBy: TEST_MANAGER.name },
      });
      const given = journal(app.dataDir).filter((e) => e.kind === 'storecredit.issued' && e.data.reason === 'Broken on arrival');
      expect(given.map((e) => [e.staff?.name, (e.data.approvedBy as { name: string }).name, e.data.amount])).toEqual([
        [CLERK.name, CLERK.name, '5.00'],
        [CLERK.name, TEST_MANAGER.name, '40.00'],
      ]);
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
      await calls.returns.setManagerLimit(null);
    }
  });
});

describe('a gift card whose answer is lost', () => {
  it('asks the store again and gets the card it issued: one card, loaded once', async () => {
    const proxy = await startFlakyProxy(store.url, { dropRequest: 0, dropResponse: 1, delay: 0, maxDelayMs: 0 }, 1, true);
    proxy.setTarget((method, url) => method === 'POST' && url.startsWith('/api/v2/platform/gift_cards') && proxy.counts.droppedResponses === 0);
    const lossy = await startTestRuntimeWithCatalog({ storeUrl: proxy.url, storeLocation: DEMO_LOCATION, rateLimit: RATE });
    try {
      const { calls } = lossy.runtime;
      await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
      await calls.shift.open({ lines: [{ value: '20.00', count: 10 }] });
      await calls.sale.addByCode('GIFTCARD-100', 1);
      const receipt = await cashSale(lossy.runtime);
      // The store issued it; its answer never came back: the receipt says the card is still being issued.
      expect(proxy.counts.droppedResponses).toBe(1);
      expect(receipt.giftCards).toEqual([expect.objectContaining({ kind: 'issue', code: null, displayBalance: null, displayLoaded: '$100.00' })]);
      const [again] = await calls.giftCards.ofSale(receipt.order.number);
      expect(again).toMatchObject({ kind: 'issue', displayBalance: '$100.00' });
      const atStore = await cardAtStore(again!.code!);
      expect(atStore).toHaveLength(1);
      expect(atStore[0]!.attributes.loads).toEqual([expect.objectContaining({ kind: 'issue', order_number: receipt.order.number })]);
      const entries = journal(lossy.dataDir);
      expect(entries.filter((e) => e.kind === 'giftcard.requested')).toHaveLength(1);
      expect(entries.filter((e) => e.kind === 'giftcard.issued')).toHaveLength(1);
    } finally {
      await lossy.stop();
      await proxy.close();
    }
  });
});

describe('a till stopped before the store issued the card', () => {
  it('issues it on its next start, once', async () => {
    const proxy = await startFlakyProxy(store.url, { dropRequest: 1, dropResponse: 0, delay: 0, maxDelayMs: 0 }, 1, true);
    proxy.setTarget((method, url) => method === 'POST' && url.startsWith('/api/v2/platform/gift_cards'));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-giftcards-'));
    const secrets = memorySecretStore();
    try {
      const first = await startTestRuntimeWithCatalog({ dataDir, secrets, storeUrl: proxy.url, storeLocation: DEMO_LOCATION, rateLimit: RATE });
      let number: string;
      try {
        await first.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
        await first.runtime.calls.shift.open({ lines: [{ value: '20.00', count: 10 }] });
        await first.runtime.calls.sale.addByCode('GIFTCARD-25', 1);
        const receipt = await cashSale(first.runtime);
        number = receipt.order.number;
        expect(receipt.giftCards).toEqual([expect.objectContaining({ code: null })]);
        expect(proxy.counts.droppedRequests).toBeGreaterThan(0);
      } finally {
        await first.stop();
      }
      // Started again, the store answering: the card the sale still owes is issued, once.
      proxy.setTarget(() => false);
      const second = await startTestRuntimeWithCatalog({ dataDir, secrets, storeUrl: proxy.url, storeLocation: DEMO_LOCATION, rateLimit: RATE });
      try {
        let issued: { data: Record<string, unknown> }[] = [];
        for (let i = 0; i < 50 && issued.length === 0; i++) {
          await new Promise((r) => setTimeout(r, 100));
          issued = journal(dataDir).filter((e) => e.kind === 'giftcard.issued' && e.data.orderNumber === number);
        }
        expect(issued).toHaveLength(1);
        const code = String(issued[0]!.data.code);
        expect(await cardAtStore(code)).toEqual([expect.objectContaining({ attributes: expect.objectContaining({ amount_remaining: '25.00' }) })]);
        expect(await second.runtime.calls.giftCards.ofSale(number)).toEqual([expect.objectContaining({ code, displayBalance: '$25.00' })]);
      } finally {
        await second.stop();
      }
    } finally {
      await proxy.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('without the store', () => {
  it('refuses gift cards and store credit offline, in words, and a gift card without the admin client', async () => {
    const { calls } = app.runtime;
    await calls.admin.disconnect();
    expect((await refusal(calls.sale.addByCode('GIFTCARD-25', 1))).message).toMatch(/admin client, which is not connected/);
    expect(await calls.giftCards.desk()).toMatchObject({ state: 'no_admin' });
    await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });

    await store.close();
    expect((await calls.app.connection()).state).toBe('offline');
    const sold = await refusal(calls.sale.addByCode('GIFTCARD-25', 1));
    expect(sold).toMatchObject({ kind: 'offline' });
    expect(sold.message).toMatch(/gift card is issued by the store.*cannot be sold offline/);
    const credit = await refusal(calls.giftCards.issueStoreCredit({ email: DEMO_CUSTOMER.email, amount: '5', reason: 'Sorry' }));
    expect(credit).toMatchObject({ kind: 'offline' });
    expect(credit.message).toMatch(/store cannot be reached: gift cards and store credit need the store/);
    expect(await calls.giftCards.desk()).toMatchObject({ state: 'offline' });
  });
});
