/**
 * Goods taken back while the store cannot be reached, through the bridge, against the demo store
 * behind a proxy the test switches off and on: a cash sale this till rang comes back for cash
 * (journaled, the drawer opened, the drawer's cash lowered), store credit and passing the manager's
 * limits refused in words; after a restart with the store back the return is recorded at the store
 * once (two replays, one reimbursement), also when the till died between the store's authorization
 * and its reimbursement, or lost the reimbursement's answer; a unit returned elsewhere meanwhile
 * waits for a manager with the store's words, who records the refund as owed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { memorySecretStore, type SecretStore } from '../../../../electron/till/account/secret-store.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import type { BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import { sayerIn } from '../../../../shared/i18n/say-in.js';
import type { Words } from '../../../../shared/i18n/words.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { startTestRuntime, startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';
import { startSwitchableProxy, type SwitchableProxy } from '../../../support/net/switchable-proxy.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

let store: DemoStore;
let proxy: SwitchableProxy;
const folders: string[] = [];
const running = new Set<TestRuntime>();

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  proxy = await startSwitchableProxy(store.url);
});

afterAll(async () => {
  for (const app of running) await app.stop().catch(() => undefined);
  await proxy?.close();
  await store?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A till of its own (data folder and keychain), started again on them by `restart`. */
interface Till {
  app: TestRuntime;
  dataDir: string;
  secrets: SecretStore;
}

const optionsOf = (dataDir: string, secrets: SecretStore) => ({
  storeUrl: proxy.url,
  storeLocation: DEMO_LOCATION,
  dataDir,
  secrets,
  rateLimit: { limit: 1000, windowMs: 60_000 },
});

/** A new till: the admin client connected, a shift open with $100 in the drawer, the store's reasons read. */
async function newTill(): Promise<Till> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-offline-return-'));
  folders.push(dataDir);
  const secrets = memorySecretStore();
  const app = await startTestRuntimeWithCatalog(optionsOf(dataDir, secrets));
  running.add(app);
  const { calls } = app.runtime;
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.shift.open({ total: '100.00' });
  expect((await calls.returns.open()).state).toBe('ready');
  return { app, dataDir, secrets };
}

/** The till stopped (as if killed: nothing more is sent) and started again on its folder and keychain. */
async function restart(till: Till): Promise<Till> {
  await till.app.stop();
  running.delete(till.app);
  const app = await startTestRuntime(optionsOf(till.dataDir, till.secrets));
  running.add(app);
  await expect.poll(async () => (await app.runtime.calls.admin.status()).connected, { timeout: 10_000 }).toBe(true);
  return { ...till, app };
}

/** A walk-in cash sale of `quantity` navy tees: its order number and total. */
async function cashSale(till: Till, quantity: number) {
  const { calls } = till.app.runtime;
  await calls.sale.addByCode('HP-TEE-001-NAV-M', quantity);
  const cart = await calls.sale.pickupInStore();
  const placed = await calls.sale.tenderCash({ tendered: cart.total });
  expect(placed.outcome).toBe('placed');
  // Handed over at the counter (the store marks it picked up): only goods that left the store come back.
  await expect.poll(async () => (await atStore(cart.number)).shipmentState, { timeout: 10_000 }).toMatch(/^(shipped|delivered)$/);
  return { number: cart.number, total: cart.total };
}

async function storeAway(till: Till) {
  proxy.route(() => 'cut');
  expect((await till.app.runtime.calls.app.connection()).state).toBe('offline');
}

const storeBack = () => proxy.route(() => 'pass');

/** Takes `quantity` units of the sale's one line back offline, for cash: the return done. */
async function offlineReturn(till: Till, orderNumber: string, quantity: number) {
  const { calls } = till.app.runtime;
  const desk = await calls.returns.open();
  expect(desk).toMatchObject({ state: 'ready', offline: true });
  const found = await calls.returns.findSale(orderNumber);
  const quote = await calls.returns.quote({
    orderNumber,
    reasonId: desk.reasons.find((r) => r.name === 'Changed mind')!.id,
    lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity }],
  });
  return calls.returns.refund({ authorizationId: quote.authorizationId, items: [{ id: quote.items[0]!.id, resellable: true }], to: 'original' });
}

/** The order at the store (Platform API): what it holds of its payments, its shipment and its reimbursements' totals. */
async function atStore(orderNumber: string) {
  const res = await fetch(`${store.url}/api/v2/platform/orders/${orderNumber}?include=reimbursements`, {
    headers: { Authorization: `Bearer ${await adminToken(store.url)}` },
  });
  const doc = (await res.json()) as {
    data: { attributes: { payment_total: string; shipment_state: string } };
    included?: { type: string; attributes: { total: string } }[];
  };
  return {
    paymentTotal: Number(doc.data.attributes.payment_total),
    shipmentState: doc.data.attributes.shipment_state,
    reimbursements: (doc.included ?? []).filter((r) => r.type === 'reimbursement').map((r) => r.attributes.total),
  };
}

const expectedCash = async (till: Till) => Number((await till.app.runtime.calls.shift.status()).report!.cash.expected);

describe('returns while the store cannot be reached', () => {
  it('takes a unit of a sale this till rang back for cash, and records it at the store once after a restart', async () => {
    let till = await newTill();
    const sale = await cashSale(till, 2);
    const paidBefore = (await atStore(sale.number)).paymentTotal;
    await storeAway(till);
    const { calls } = till.app.runtime;

    // The store's reasons were kept when last read.
    const desk = await calls.returns.open();
    expect(desk.message).toMatch(/cannot be reached/);
    expect(desk.reasons.map((r) => r.name)).toContain('Changed mind');
    const found = await calls.returns.findSale(sale.number.toLowerCase());
    expect(found.lines).toEqual([expect.objectContaining({ sold: 2, returnable: 2 })]);
    const quote = await calls.returns.quote({
      orderNumber: sale.number,
      reasonId: desk.reasons[0]!.id,
      lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 1 }],
    });
    // The store's own amount for one of two units: half of what it charged.
    expect(Number(quote.total) * 2).toBeCloseTo(Number(sale.total), 2);
    const items = [{ id: quote.items[0]!.id, resellable: true }];
    await expect(calls.returns.refund({ authorizationId: quote.authorizationId, items, to: 'store_credit' })).rejects.toThrow(
      /Store credit needs the store: offline, a return is refunded in cash only/,
    );
    const drawerBefore = await expectedCash(till);
    const done = await calls.returns.refund({ authorizationId: quote.authorizationId, items, to: 'original' });
    expect(done).toMatchObject({ orderNumber: sale.number, cashOut: quote.total, offlineRef: expect.stringMatching(/^OFFR-[A-Z2-9]{4}-0001$/) });
    const ref = done.offlineRef!;
    const journal = till.app.runtime.journal.entries({ kinds: ['offline.return', 'drawer.opened'] });
    expect(journal.at(-2)).toMatchObject({
      kind: 'offline.return',
      data: { ref, orderNumber: sale.number, cashOut: quote.total, reason: desk.reasons[0]!.name },
    });
    expect(journal.at(-1)).toMatchObject({ kind: 'drawer.opened', data: { reason: 'Cash refund', orderNumber: sale.number } });
    // The X report counts it, and the drawer should hold that much less.
    expect(await expectedCash(till)).toBeCloseTo(drawerBefore - Number(quote.total), 2);
    expect((await calls.shift.status()).report!.returns).toMatchObject({ count: 1, total: quote.total });
    // Only one unit is left to come back.
    expect((await calls.returns.findSale(sale.number)).lines[0]).toMatchObject({ returnable: 1 });
    expect((await calls.offline.returns()).map((r) => [r.ref, r.state])).toEqual([[ref, 'pending']]);

    storeBack();
    till = await restart(till);
    await till.app.runtime.calls.offline.replay();
    expect(await till.app.runtime.calls.offline.returns()).toEqual([
      expect.objectContaining({ ref, state: 'placed', authorizationNumber: expect.any(String) }),
    ]);
    const placed = await atStore(sale.number);
    expect(placed.reimbursements).toEqual([quote.total]);
    expect(placed.paymentTotal).toBeCloseTo(paidBefore - Number(quote.total), 2);

    // Replayed again, and after another restart: nothing more is given back at the store.
    await till.app.runtime.calls.offline.replay();
    till = await restart(till);
    await till.app.runtime.calls.offline.replay();
    expect((await atStore(sale.number)).reimbursements).toEqual([quote.total]);
    expect((await till.app.runtime.calls.shift.status()).report!.returns).toMatchObject({ count: 1, total: quote.total });
  });

  for (const [when, fate] of [
    ['before its reimbursement reached the store', 'cut'],
    ['after the store reimbursed it, its answer lost', 'lose_answer'],
  ] as const) {
    it(`records it once when the replay died between the store's authorization and ${when}`, async () => {
      let till = await newTill();
      const sale = await cashSale(till, 1);
      await storeAway(till);
      const done = await offlineReturn(till, sale.number, 1);

      // The store is back, but the till dies at the reimbursement: nothing more goes out after it.
      let dead = false;
      proxy.route((method, url) => {
        if (dead) return 'cut';
        if (method !== 'POST' || !url.startsWith('/api/v2/platform/reimbursements')) return 'pass';
        dead = true;
        return fate;
      });
      till = await restart(till);
      await till.app.runtime.calls.offline.replay();
      expect((await till.app.runtime.calls.offline.returns())[0]).toMatchObject({ state: 'pending', storeSaid: null });
      expect((await atStore(sale.number)).reimbursements).toEqual(fate === 'cut' ? [] : [done.total]);

      storeBack();
      till = await restart(till);
      await till.app.runtime.calls.offline.replay();
      expect((await till.app.runtime.calls.offline.returns())[0]).toMatchObject({ ref: done.offlineRef, state: 'placed' });
      expect((await atStore(sale.number)).reimbursements).toEqual([done.total]);
    });
  }

  it('a unit returned elsewhere meanwhile waits for a manager with the store’s words; the manager records the refund as owed', async () => {
    let till = await newTill();
    const sale = await cashSale(till, 1);
    const found = await till.app.runtime.calls.returns.findSale(sale.number);
    const reasons = (await till.app.runtime.calls.returns.open()).reasons;
    await storeAway(till);
    const done = await offlineReturn(till, sale.number, 1);
    await till.app.stop();
    running.delete(till.app);

    // Meanwhile another till takes the same unit back at the store.
    storeBack();
    const elsewhere = await startTestRuntime({ storeUrl: store.url, storeLocation: DEMO_LOCATION, rateLimit: { limit: 1000, windowMs: 60_000 } });
    running.add(elsewhere);
    await elsewhere.runtime.calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    await elsewhere.runtime.calls.shift.open({ total: '100.00' });
    await elsewhere.runtime.calls.returns.open();
    await elsewhere.runtime.calls.returns.findSale(sale.number);
    const quote = await elsewhere.runtime.calls.returns.quote({
      orderNumber: sale.number,
      reasonId: reasons[0]!.id,
      lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 1 }],
    });
    await elsewhere.runtime.calls.returns.refund({
      authorizationId: quote.authorizationId,
      items: [{ id: quote.items[0]!.id, resellable: true }],
      to: 'original',
    });

    const app = await startTestRuntime(optionsOf(till.dataDir, till.secrets));
    running.add(app);
    till = { ...till, app };
    await expect.poll(async () => (await app.runtime.calls.admin.status()).connected, { timeout: 10_000 }).toBe(true);
    await app.runtime.calls.offline.replay();
    const [waiting] = await app.runtime.calls.offline.returns();
    expect(waiting).toMatchObject({ ref: done.offlineRef, state: 'needs_manager' });
    expect(waiting!.storeSaid).toBeTruthy();
    // Replayed again: it waits, nothing is sent.
    await app.runtime.calls.offline.replay();
    expect((await atStore(sale.number)).reimbursements).toEqual([quote.total]);

    const decided = await dispatchBridgeCall(app.runtime.calls, 'offline.recordReturnOwed', [done.offlineRef], () => {}, app.runtime.gate);
    expect(decided).toMatchObject({ ok: true, value: { ref: done.offlineRef, state: 'resolved' } });
    expect((await app.runtime.calls.offline.returns())[0]).toMatchObject({ state: 'resolved' });
  });

  it('refuses in words past the manager’s offline limits, a sale not rung here, and more than is left', async () => {
    const till = await newTill();
    const sale = await cashSale(till, 3);
    const { calls } = till.app.runtime;
    await storeAway(till);
    const desk = await calls.returns.open();
    const found = await calls.returns.findSale(sale.number);
    const ask = (quantity: number) =>
      calls.returns.quote({ orderNumber: sale.number, reasonId: desk.reasons[0]!.id, lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity }] });
    await calls.offline.setLimits({ maxSale: '250.00', maxPending: '1000.00', maxHours: 12, maxReturn: '10.00' });
    await expect(ask(1)).rejects.toThrow(/past the manager’s limit of \$10\.00 for one return taken offline/);
    // The page says the limit in the clerk's language: the refusal carries its words.
    const refused = (await ask(1).catch((error: unknown) => error)) as { info: { words?: Words } };
    expect((await sayerIn('es'))(refused.info.words!, refused.info.words!.values)).toMatch(/^Esta devolución .*10[.,]00/);
    await calls.offline.setLimits({ maxSale: '250.00', maxPending: '1000.00', maxHours: 12, maxReturn: '100.00', maxReturnsPerShift: '40.00' });
    const first = await ask(1);
    await calls.returns.refund({ authorizationId: first.authorizationId, items: [{ id: first.items[0]!.id, resellable: true }], to: 'original' });
    await expect(ask(2)).rejects.toThrow(/past the manager’s limit of \$40\.00 a shift/);
    await expect(ask(3)).rejects.toThrow(/2 of 3 can still come back/);
    await expect(calls.returns.findSale('R000000001')).rejects.toThrow(/was not rung at this till: offline, only this till’s own sales can come back/);
    // An offline sale (its receipt's reference) needs the store to come back.
    const offlineSale = await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    await calls.sale.pickupInStore();
    const taken = await calls.sale.tenderCash({ tendered: offlineSale.total });
    const ref = taken.outcome === 'placed' ? taken.receipt.offline?.ref : undefined;
    expect(ref).toMatch(/^OFF-/);
    await expect(calls.returns.findSale(ref!)).rejects.toThrow(/was sold while the store could not be reached: it can come back once the store answers/);
    await expect(calls.returns.findByCustomer('walk-in@')).rejects.toThrow(/needs the store/);
  });

  it('above the manager’s return limit an offline return needs a manager for that return too', async () => {
    storeBack();
    const till = await newTill();
    const sale = await cashSale(till, 1);
    const { calls, staff, gate } = till.app.runtime;
    const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(calls, method, args, () => {}, gate);
    await calls.staff.add({ name: 'Offline Clerk', role: 'staff', pin: '8642' });
    await calls.returns.setManagerLimit('5.00');
    await storeAway(till);
    const desk = await calls.returns.open();
    const found = await calls.returns.findSale(sale.number);
    const quote = await calls.returns.quote({
      orderNumber: sale.number,
      reasonId: desk.reasons[0]!.id,
      lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 1 }],
    });
    const refund = { authorizationId: quote.authorizationId, items: [{ id: quote.items[0]!.id, resellable: true }], to: 'original' };
    await staff.unlock('8642');
    try {
      const refused = await call('returns.refund', refund);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'manager_required', approval: { method: 'returns.refund' } } });
      expect(till.app.runtime.journal.entries({ kinds: ['offline.return'] })).toHaveLength(0);
      const record = (refused as { error: { approval: { record: string } } }).error.approval.record;
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'returns.refund', record })).toMatchObject({ ok: true });
      expect(await call('returns.refund', refund)).toMatchObject({ ok: true, value: { offlineRef: expect.stringMatching(/^OFFR-/) } });
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
      storeBack();
    }
  });
});
