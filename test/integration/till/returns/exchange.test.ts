/**
 * Exchanges at the counter through the bridge, against the demo store: a quote's goods taken in
 * exchange, the new goods rung up, the return's value put on the new sale at payment, and the
 * difference paid in cash; new goods that cost less, the rest handed back in cash from the drawer
 * and the sale placed with the credit alone; the journal and the shift's cash right in both. A
 * till stopped after the value went on the sale finds the sale and the credit at its next start and
 * takes what is left; an exchange withdrawn before payment frees its units.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import type { PosCalls } from '../../../../shared/bridge/bridge.js';
import { fromCents, toCents } from '../../../../shared/money.js';
import { remainingBalance } from '../../../../shared/sale/tenders.js';
import { startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import type { BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

const TEE = 'HP-TEE-001-NAV-M';
const LIMIT = { limit: 1000, windowMs: 60_000 };
let store: DemoStore;
let app: TestRuntime;

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  app = await startTestRuntimeWithCatalog({ storeUrl: store.url, storeLocation: DEMO_LOCATION, rateLimit: LIMIT });
  await app.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await app.runtime.calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
});

afterAll(async () => {
  await app?.stop();
  await store?.close();
});

/** A walk-in cash sale of `quantity` tees; its number. */
async function cashSale(calls: PosCalls, quantity: number): Promise<string> {
  await calls.sale.addByCode(TEE, quantity);
  const cart = await calls.sale.pickupInStore();
  expect((await calls.sale.tenderCash({ tendered: cart.total })).outcome).toBe('placed');
  return cart.number;
}

/** `quantity` units of the sale's tees quoted and taken in exchange; the quote. */
async function exchangeOf(calls: PosCalls, number: string, quantity: number) {
  const desk = await calls.returns.open();
  const found = await calls.returns.findSale(number);
  const quote = await calls.returns.quote({
    orderNumber: number,
    reasonId: desk.reasons[0]!.id,
    lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity }],
  });
  const started = await calls.returns.startExchange({
    authorizationId: quote.authorizationId,
    items: quote.items.map((i) => ({ id: i.id, resellable: true })),
  });
  expect(started).toMatchObject({ authorizationNumber: quote.authorizationNumber, total: quote.total, credited: null, placed: false });
  return quote;
}

const expectedCash = async (calls: PosCalls) => toCents((await calls.shift.status()).report!.cash.expected!);

describe('exchanges at the counter', () => {
  it('puts the return on the new sale and the customer pays the difference in cash; journaled, the drawer takes only the difference', async () => {
    const { calls } = app.runtime;
    const returned = await cashSale(calls, 1);
    const quote = await exchangeOf(calls, returned, 1);
    await calls.sale.addByCode(TEE, 3);
    await calls.sale.pickupInStore();
    const before = await expectedCash(calls);

    const applied = await calls.returns.applyExchange();
    expect(applied.credited).toMatchObject({ credit: quote.total, refunds: [], cashOut: null });
    const cart = (await calls.sale.current())!;
    expect(applied.credited!.saleNumber).toBe(cart.number);
    const due = remainingBalance(cart.total, cart.payments);
    expect(toCents(due)).toBe(toCents(cart.total) - toCents(quote.total));
    // Asked again (a second press): what was done, nothing sent again.
    expect((await calls.returns.applyExchange()).credited).toEqual(applied.credited);

    const placed = await calls.sale.tenderCash({ tendered: due });
    expect(placed.outcome).toBe('placed');
    expect(await calls.returns.exchange()).toMatchObject({ placed: true, credited: { saleNumber: cart.number } });
    const journal = app.runtime.journal.entries({ kinds: ['return.refunded'] });
    expect(journal.at(-1)!.data).toMatchObject({
      to: 'exchange',
      orderNumber: returned,
      cashOut: '0.00',
      exchange: { saleNumber: cart.number, credit: quote.total },
    });
    expect(await expectedCash(calls)).toBe(before + toCents(due));
    const report = (await calls.shift.status()).report!;
    expect(report.returns!.byTender).toContainEqual(expect.objectContaining({ method: 'Exchange credit' }));
  });

  it('new goods that cost less: the rest goes back in cash from the drawer, and the credit alone places the sale', async () => {
    const { calls } = app.runtime;
    const returned = await cashSale(calls, 3);
    const quote = await exchangeOf(calls, returned, 3);
    await calls.sale.addByCode(TEE, 1);
    const cart = await calls.sale.pickupInStore();
    const before = await expectedCash(calls);

    const applied = await calls.returns.applyExchange();
    const rest = fromCents(toCents(quote.total) - toCents(cart.total));
    expect(applied.credited).toMatchObject({ credit: cart.total, cashOut: rest, refunds: [{ method: 'Cash', amount: rest }] });
    expect(app.runtime.journal.entries({ kinds: ['drawer.opened'] }).at(-1)!.data).toMatchObject({ reason: 'Cash refund', orderNumber: returned });
    const receipt = await calls.sale.completePaid();
    expect(receipt.order.number).toBe(cart.number);
    expect(await expectedCash(calls)).toBe(before - toCents(rest));
    expect((await calls.returns.exchange())!.placed).toBe(true);
  });

  it('a till stopped after the value went on the sale finds the sale and its credit at the next start, and takes only what is left', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-exchange-'));
    const options = { storeUrl: store.url, storeLocation: DEMO_LOCATION, dataDir, secrets: memorySecretStore(), rateLimit: LIMIT };
    const first = await startTestRuntimeWithCatalog(options);
    let saleNumber = '';
    let credit = '';
    try {
      const { calls } = first.runtime;
      await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
      await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
      const returned = await cashSale(calls, 1);
      await exchangeOf(calls, returned, 1);
      await calls.sale.addByCode(TEE, 2);
      saleNumber = (await calls.sale.pickupInStore()).number;
      credit = (await calls.returns.applyExchange()).credited!.credit;
    } finally {
      await first.runtime.close();
    }
    const second = await startTestRuntimeWithCatalog(options);
    try {
      const { calls } = second.runtime;
      expect(await calls.returns.exchange()).toMatchObject({ placed: false, credited: { saleNumber, credit } });
      const cart = (await calls.sale.current())!;
      expect(cart.number).toBe(saleNumber);
      const due = remainingBalance(cart.total, cart.payments);
      expect(toCents(due)).toBe(toCents(cart.total) - toCents(credit));
      // Applied again after the restart: nothing is sent, the credit is not given twice.
      expect((await calls.returns.applyExchange()).credited!.credit).toBe(credit);
      expect((await calls.sale.tenderCash({ tendered: due })).outcome).toBe('placed');
      expect(second.runtime.journal.entries({ kinds: ['return.refunded'] }).filter((e) => e.data.to === 'exchange')).toHaveLength(1);
    } finally {
      await second.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('an exchange withdrawn before payment frees its units; once its value is on the sale neither it nor the sale can be dropped', async () => {
    const { calls } = app.runtime;
    const returned = await cashSale(calls, 1);
    await exchangeOf(calls, returned, 1);
    await calls.returns.cancelExchange();
    expect(await calls.returns.exchange()).toBeNull();
    expect((await calls.returns.findSale(returned)).lines[0]).toMatchObject({ returnable: 1 });

    await exchangeOf(calls, returned, 1);
    await calls.sale.addByCode(TEE, 2);
    await calls.sale.pickupInStore();
    await calls.returns.applyExchange();
    await expect(calls.returns.cancelExchange()).rejects.toThrow(/value is on this sale already/);
    // Nor is the sale carrying it dropped: the goods are back at the store, their value is on it.
    await expect(calls.sale.discard()).rejects.toThrow(/carries an exchange’s credit/);
    const cart = (await calls.sale.current())!;
    expect((await calls.sale.tenderCash({ tendered: remainingBalance(cart.total, cart.payments) })).outcome).toBe('placed');
  });

  it('above the return limit a clerk’s exchange needs a manager for that return, as a refund does (the rest could go back in cash)', async () => {
    const { calls, staff } = app.runtime;
    const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(calls, method, args, () => {}, app.runtime.gate);
    const clerk = { name: 'Exchange Clerk', pin: '3579' };
    await calls.staff.add({ name: clerk.name, role: 'staff', pin: clerk.pin });
    await calls.returns.setManagerLimit('5.00');
    const returned = await cashSale(calls, 1);
    const desk = await calls.returns.open();
    const found = await calls.returns.findSale(returned);
    const quote = await calls.returns.quote({
      orderNumber: returned,
      reasonId: desk.reasons[0]!.id,
      lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 1 }],
    });
    const input = { authorizationId: quote.authorizationId, items: quote.items.map((i) => ({ id: i.id, resellable: true })) };
    await staff.unlock(clerk.pin);
    try {
      expect(await call('returns.startExchange', input)).toMatchObject({
        ok: false,
        error: { kind: 'manager_required', approval: { method: 'returns.refund', record: quote.authorizationNumber } },
      });
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'returns.refund', record: quote.authorizationNumber })).toMatchObject({ ok: true });
      expect(await call('returns.startExchange', input)).toMatchObject({ ok: true, value: { authorizationNumber: quote.authorizationNumber } });
      await calls.returns.cancelExchange();
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
      await calls.returns.setManagerLimit(null);
    }
  });
});
