/**
 * Goods taken back at the counter through the bridge, against the demo store's return routes: a
 * cash sale found by its number, one unit of two back at the amount the store works out, cash
 * handed back from the drawer (journaled, the drawer opened), the unit never returnable twice; a
 * refund needing more cash than the drawer should hold, and store credit for a guest, refused in
 * words; a return past the window needs a manager's PIN for that order alone; a quote a killed
 * till left open is withdrawn at the next start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import type { BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import type { ReturnQuote, ReturnableSale } from '../../../../shared/bridge/returns.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { authorize, completedSale, platform, storeWrite } from '../../../support/demo-store/returns-client.js';
import { startFlakyProxy } from '../../../support/net/flaky-proxy.js';
import { startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

let store: DemoStore;
let app: TestRuntime;
const CLERK = { name: 'Returns Clerk', pin: '2468' };

beforeAll(async () => {
  // The store answers as whichever loopback address the till uses (the test of a lost answer goes through a proxy).
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  // Three sales and their returns take more than the 60 requests a minute a till keeps to at a real store.
  app = await startTestRuntimeWithCatalog({ storeUrl: store.url, storeLocation: DEMO_LOCATION, rateLimit: { limit: 1000, windowMs: 60_000 } });
  const { calls } = app.runtime;
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
  await calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
});

afterAll(async () => {
  await app?.stop();
  await store?.close();
});

/** A bridge call as the page makes it (through the till's gate). */
const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(app.runtime.calls, method, args, () => {}, app.runtime.gate);

/** A walk-in cash sale of `quantity` navy tees, picked up at the counter: its order number and total. */
async function cashSale(quantity: number) {
  const { calls } = app.runtime;
  await calls.sale.addByCode('HP-TEE-001-NAV-M', quantity);
  const cart = await calls.sale.pickupInStore();
  const placed = await calls.sale.tenderCash({ tendered: cart.total });
  expect(placed.outcome).toBe('placed');
  return { number: cart.number, total: cart.total };
}

const expectedCash = async () => (await app.runtime.calls.shift.status()).report!.cash.expected!;

describe('the returns desk', () => {
  it('takes one of two units back to cash at the store’s amount, and never the same unit twice', async () => {
    const { calls } = app.runtime;
    const desk = await calls.returns.open();
    expect(desk.state).toBe('ready');
    expect(desk.reasons.map((r) => r.name)).toContain('Changed mind');
    const sale = await cashSale(2);
    const drawerBefore = await expectedCash();

    const found: ReturnableSale = await calls.returns.findSale(sale.number.toLowerCase());
    expect(found.orderNumber).toBe(sale.number);
    expect(found.lines).toHaveLength(1);
    expect(found.lines[0]).toMatchObject({ sold: 2, returnable: 2 });
    expect(found.payments.map((p) => p.method)).toEqual(['Cash']);

    const reasonId = desk.reasons.find((r) => r.name === 'Changed mind')!.id;
    const quote: ReturnQuote = await calls.returns.quote({
      orderNumber: sale.number,
      reasonId,
      lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 1 }],
    });
    // Maine: no tax, no promotion; one of two units is half the sale.
    expect(Number(quote.total) * 2).toBeCloseTo(Number(sale.total), 2);
    expect(quote.items).toEqual([expect.objectContaining({ name: found.lines[0]!.name, quantity: 1 })]);

    const done = await calls.returns.refund({ authorizationId: quote.authorizationId, items: [{ id: quote.items[0]!.id, resellable: true }], to: 'original' });
    expect(done.total).toBe(quote.total);
    expect(done.refunds).toEqual([expect.objectContaining({ method: 'Cash', amount: quote.total })]);
    expect(done.cashOut).toBe(quote.total);

    const journal = app.runtime.journal.entries({ kinds: ['return.refunded', 'drawer.opened'] });
    expect(journal.at(-2)).toMatchObject({ kind: 'return.refunded', data: { orderNumber: sale.number, cashOut: quote.total, reason: 'Changed mind' } });
    expect(journal.at(-1)).toMatchObject({ kind: 'drawer.opened', data: { reason: 'Cash refund', orderNumber: sale.number } });

    const again = await calls.returns.findSale(sale.number);
    expect(again.lines[0]).toMatchObject({ sold: 2, returnable: 1 });
    expect(again.earlierReturns).toEqual([expect.objectContaining({ number: done.authorizationNumber })]);
    // The store refuses more than is left, in its words.
    await expect(calls.returns.quote({ orderNumber: sale.number, reasonId, lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 2 }] })).rejects.toThrow(
      /1/,
    );
    // The drawer's expected cash went down by the refund.
    expect(Number(await expectedCash())).toBeCloseTo(Number(drawerBefore) - Number(quote.total), 2);
  });

  it('refuses a cash refund the drawer cannot cover, and store credit for a guest, in words; nothing is given', async () => {
    const { calls } = app.runtime;
    const desk = await calls.returns.open();
    const sale = await cashSale(1);
    await calls.shift.payOut({ amount: await expectedCash(), reason: 'Bank drop' });
    const found = await calls.returns.findSale(sale.number);
    const quote = await calls.returns.quote({
      orderNumber: sale.number,
      reasonId: desk.reasons[0]!.id,
      lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 1 }],
    });
    const items = [{ id: quote.items[0]!.id, resellable: false }];
    await expect(calls.returns.refund({ authorizationId: quote.authorizationId, items, to: 'original' })).rejects.toThrow(
      /more than the \$0\.00 the drawer should hold/,
    );
    await expect(calls.returns.refund({ authorizationId: quote.authorizationId, items, to: 'store_credit' })).rejects.toThrow(/guest|account|user/i);
    await calls.returns.cancelQuote(quote.authorizationId);
    expect((await calls.returns.findSale(sale.number)).lines[0]).toMatchObject({ returnable: 1 });
    await calls.shift.payIn({ amount: '100.00', reason: 'Float back' });
  });

  it('past the return window a clerk needs a manager’s PIN for that order alone', async () => {
    const { calls, staff } = app.runtime;
    const desk = await calls.returns.open();
    const sale = await cashSale(1);
    storeWrite(store, 'UPDATE orders SET completed_at = ? WHERE number = ?', new Date(Date.now() - 45 * 86_400_000).toISOString(), sale.number);
    const found = await calls.returns.findSale(sale.number);
    const input = { orderNumber: sale.number, reasonId: desk.reasons[0]!.id, lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 1 }] };

    await staff.unlock(CLERK.pin);
    try {
      const refused = await call('returns.quote', input);
      expect(refused).toMatchObject({
        ok: false,
        error: { kind: 'manager_required', approval: { method: 'returns.quote', record: sale.number } },
      });
      // An approval for another order does not open this one.
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'returns.quote', record: 'R000000000' })).toMatchObject({ ok: true });
      expect(await call('returns.quote', input)).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'returns.quote', record: sale.number })).toMatchObject({ ok: true });
      const approved = await call('returns.quote', input);
      expect(approved).toMatchObject({ ok: true, value: { windowOverridden: true } });
      if (approved.ok) await calls.returns.cancelQuote((approved.value as ReturnQuote).authorizationId);
      // Spent: the same return again is refused.
      expect(await call('returns.quote', input)).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
    }
  });

  it('without a receipt, a clerk finds the customer’s sales and needs a manager; the store and the journal keep who approved', async () => {
    const { calls, staff } = app.runtime;
    const desk = await calls.returns.open();
    const sale = await cashSale(1);
    const matches = await calls.returns.findByCustomer('walk-in@');
    expect(matches.map((m) => m.orderNumber)).toContain(sale.number);
    await staff.unlock(CLERK.pin);
    try {
      const found = await calls.returns.findSale(sale.number, 'lookup');
      const input = { orderNumber: sale.number, reasonId: desk.reasons[0]!.id, lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 1 }] };
      expect(await call('returns.quote', input)).toMatchObject({
        ok: false,
        error: { kind: 'manager_required', approval: { method: 'returns.quote', record: `${sale.number} without a receipt` } },
      });
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'returns.quote', record: `${sale.number} without a receipt` })).toMatchObject({
        ok: true,
      });
      const quoted = await call('returns.quote', input);
      expect(quoted.ok).toBe(true);
      const quote = (quoted as { value: ReturnQuote }).value;
      const refunded = await call('returns.refund', {
        authorizationId: quote.authorizationId,
        items: [{ id: quote.items[0]!.id, resellable: true }],
        to: 'original',
      });
      expect(refunded).toMatchObject({ ok: true });
      const at = await fetch(`${store.url}/api/v2/platform/return_authorizations/${quote.authorizationNumber}`, {
        headers: { Authorization: `Bearer ${await adminToken(store.url)}` },
      });
      expect(((await at.json()) as { data: { attributes: { memo: string } } }).data.attributes.memo).toBe(
        `No receipt: approved at the till by ${TEST_MANAGER.name}`,
      );
      expect(app.runtime.journal.entries({ kinds: ['return.refunded'] }).at(-1)).toMatchObject({ data: { orderNumber: sale.number, foundBy: 'lookup' } });
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
    }
  });

  it('above the limit a manager sets, a clerk’s refund needs a manager for that return alone; the store’s refund names who approved', async () => {
    const { calls, staff } = app.runtime;
    const desk = await calls.returns.open();
    expect(desk.managerAbove).toBeNull();
    const sale = await cashSale(2);
    const found = await calls.returns.findSale(sale.number);
    const quoteOne = async () =>
      (await call('returns.quote', {
        orderNumber: sale.number,
        reasonId: desk.reasons[0]!.id,
        lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 1 }],
      })) as {
        ok: true;
        value: ReturnQuote;
      };
    await staff.unlock(CLERK.pin);
    try {
      // Only a manager sets it.
      expect(await call('returns.setManagerLimit', '5.00')).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'returns.setManagerLimit', record: null })).toMatchObject({ ok: true });
      expect(await call('returns.setManagerLimit', '5.00')).toMatchObject({ ok: true, value: { managerAbove: '5.00' } });

      const quote = (await quoteOne()).value;
      expect(Number(quote.total)).toBeGreaterThan(5);
      const refund = { authorizationId: quote.authorizationId, items: [{ id: quote.items[0]!.id, resellable: true }], to: 'original' };
      expect(await call('returns.refund', refund)).toMatchObject({
        ok: false,
        error: { kind: 'manager_required', approval: { method: 'returns.refund', record: quote.authorizationNumber } },
      });
      // Nothing was given while it waits for a manager.
      expect((await calls.returns.findSale(sale.number)).lines[0]).toMatchObject({ returnable: 1 });
      // An approval of another return does not open this one.
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'returns.refund', record: 'RA000000000' })).toMatchObject({ ok: true });
      expect(await call('returns.refund', refund)).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'returns.refund', record: quote.authorizationNumber })).toMatchObject({ ok: true });
      const done = await call('returns.refund', refund);
      expect(done).toMatchObject({ ok: true, value: { approvedBy: TEST_MANAGER.name, servedBy: CLERK.name } });

      const refunds = await fetch(`${store.url}/api/v2/platform/refunds?filter[order_number]=${sale.number}`, {
        headers: { Authorization: `Bearer ${await adminToken(store.url)}` },
      });
      const memos = ((await refunds.json()) as { data: { attributes: { memo: string | null } }[] }).data.map((r) => r.attributes.memo);
      expect(memos).toEqual([`Above the return limit of 5.00: approved at the till by ${TEST_MANAGER.name}`]);
      expect(app.runtime.journal.entries({ kinds: ['return.refunded'] }).at(-1)).toMatchObject({ data: { approvedBy: TEST_MANAGER.name } });

      // A return within the limit needs no one (the limit raised by the manager).
      await staff.unlock(TEST_MANAGER.pin);
      expect((await calls.returns.setManagerLimit('500.00')).managerAbove).toBe('500.00');
      await staff.unlock(CLERK.pin);
      const second = (await quoteOne()).value;
      expect(
        await call('returns.refund', { ...refund, authorizationId: second.authorizationId, items: [{ id: second.items[0]!.id, resellable: true }] }),
      ).toMatchObject({
        ok: true,
        value: { approvedBy: null },
      });
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
      await calls.returns.setManagerLimit(null);
    }
  });

  it('a web order’s return the store authorized is listed as awaiting goods, received at the counter and refunded once; letting it go leaves it authorized', async () => {
    const { calls } = app.runtime;
    await calls.returns.open();
    const pf = platform(store, await adminToken(store.url));
    const sale = await completedSale(store, pf, { items: [['classic-crew-tee', 2]] });
    const authorized = await authorize(pf, sale, [{ line: sale.lines[0]!, quantity: 1 }]);
    expect(authorized.status).toBe(201);
    const number = (authorized.body.data as unknown as { attributes: { number: string } }).attributes.number;

    // The board shows the order waiting for its goods.
    const board = await calls.board.order(sale.number);
    expect(board.order.group).toBe('return_awaiting');
    expect(board.order.returns).toEqual([expect.objectContaining({ number, state: 'authorized', awaiting: 1, received: 0 })]);

    const waiting = await calls.returns.awaiting();
    const mine = waiting.find((w) => w.authorizationNumber === number);
    expect(mine).toMatchObject({ orderNumber: sale.number, units: 1, currency: 'USD' });
    // Its amount beside the store's words, for the page to write as the clerk's language does.
    expect(mine?.total).toMatch(/^\d+\.\d{2}$/);
    expect(board.order.returns[0]?.total).toBe(mine?.total);

    // Letting it go (the customer has not brought it after all) keeps it authorized at the store.
    await calls.returns.findSale(sale.number);
    const taken = await calls.returns.takeUp(mine!.authorizationId);
    expect(taken).toMatchObject({ authorizationNumber: number, takenUp: true });
    await calls.returns.cancelQuote(taken.authorizationId);
    expect((await calls.returns.awaiting()).map((w) => w.authorizationNumber)).toContain(number);

    // Received damaged, and given back to how it was paid.
    await calls.returns.findSale(sale.number);
    const again = await calls.returns.takeUp(mine!.authorizationId);
    const done = await calls.returns.refund({ authorizationId: again.authorizationId, items: [{ id: again.items[0]!.id, resellable: false }], to: 'original' });
    expect(done).toMatchObject({ authorizationNumber: number, items: [expect.objectContaining({ resellable: false })] });
    expect((await calls.returns.awaiting()).map((w) => w.authorizationNumber)).not.toContain(number);
    expect((await calls.board.order(sale.number)).order).toMatchObject({ group: 'shipped', returns: [expect.objectContaining({ awaiting: 0, received: 1 })] });
    // Taken up once: a second time is refused.
    await calls.returns.findSale(sale.number);
    await expect(calls.returns.takeUp(mine!.authorizationId)).rejects.toThrow(/no longer waiting/);
  });

  it('a quote a till left open when it stopped is withdrawn at its next start, its units free again', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-returns-'));
    // One keychain across both starts, as a computer's is: the admin client is connected again at the second.
    const options = { storeUrl: store.url, storeLocation: DEMO_LOCATION, dataDir, secrets: memorySecretStore(), rateLimit: { limit: 1000, windowMs: 60_000 } };
    const sale = await cashSale(2);
    const first = await startTestRuntimeWithCatalog(options);
    try {
      const { calls } = first.runtime;
      await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
      const desk = await calls.returns.open();
      const found = await calls.returns.findSale(sale.number);
      await calls.returns.quote({ orderNumber: sale.number, reasonId: desk.reasons[0]!.id, lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 2 }] });
      expect((await calls.returns.findSale(sale.number)).lines[0]).toMatchObject({ returnable: 0 });
    } finally {
      await first.runtime.close();
    }
    const second = await startTestRuntimeWithCatalog(options);
    try {
      expect((await second.runtime.calls.returns.open()).state).toBe('ready');
      const again = await second.runtime.calls.returns.findSale(sale.number);
      expect(again.lines[0]).toMatchObject({ returnable: 2 });
      expect(again.earlierReturns).toEqual([expect.objectContaining({ state: 'canceled' })]);
    } finally {
      await second.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a refund whose answer was lost is found at the store: journaled once, cash handed back once, never refunded twice', async () => {
    // The store does the reimbursement; its answer never reaches the till (once). The proxy keeps
    // the till's Host, so the store's sign-in settings name the address the till uses.
    const proxy = await startFlakyProxy(store.url, { dropRequest: 0, dropResponse: 1, delay: 0, maxDelayMs: 0 }, 1, true);
    proxy.setTarget((method, url) => method === 'POST' && url.startsWith('/api/v2/platform/reimbursements') && proxy.counts.droppedResponses === 0);
    const proxyUrl = proxy.url;
    const lossy = await startTestRuntimeWithCatalog({ storeUrl: proxyUrl, storeLocation: DEMO_LOCATION, rateLimit: { limit: 1000, windowMs: 60_000 } });
    try {
      const { calls } = lossy.runtime;
      await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
      await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
      await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
      const cart = await calls.sale.pickupInStore();
      await calls.sale.tenderCash({ tendered: cart.total });
      const desk = await calls.returns.open();
      const found = await calls.returns.findSale(cart.number);
      const quote = await calls.returns.quote({
        orderNumber: cart.number,
        reasonId: desk.reasons[0]!.id,
        lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 1 }],
      });
      const done = await calls.returns.refund({
        authorizationId: quote.authorizationId,
        items: [{ id: quote.items[0]!.id, resellable: true }],
        to: 'original',
      });
      expect(proxy.counts.droppedResponses).toBe(1);
      expect(done).toMatchObject({ total: quote.total, cashOut: quote.total, refunds: [{ method: 'Cash', amount: quote.total }] });
      expect(lossy.runtime.journal.entries({ kinds: ['return.refunded'] })).toHaveLength(1);
      expect(lossy.runtime.journal.entries({ kinds: ['drawer.opened'] }).filter((e) => e.data.reason === 'Cash refund')).toHaveLength(1);
      // The store gave the money back once.
      const refunds = await fetch(`${store.url}/api/v2/platform/refunds?filter[order_number]=${cart.number}`, {
        headers: { Authorization: `Bearer ${await adminToken(store.url)}` },
      });
      expect(((await refunds.json()) as { data: unknown[] }).data).toHaveLength(1);
    } finally {
      await lossy.stop();
      await proxy.close();
    }
  });
});
