/**
 * Discounts on sales taken offline, against the demo store over HTTP: the store stops, a clerk
 * gives 10% off a line within the clerk's own limit, 20% off the sale needs a manager's PIN for
 * that one discount (the roster is local), a price set by hand is refused in words; the receipt
 * and the journal carry each discount. The store back, the replay gives the same discounts as
 * the same adjustments of the store's lines (labels naming the offline sale), so the store's
 * order equals the cash paid, and the X report's ledger counts them once. A lost answer and a
 * kill after an adjustment never discount twice; without the admin client the sale waits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { createAdminConnection } from '../../../../electron/till/store/admin-client.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import type { BridgeMethodName, SaleCart } from '../../../../shared/bridge/bridge.js';
import { fromCents, toCents } from '../../../../shared/money.js';
import { createOAuthClient, defaultEndpoints } from '../../../../shared/oauth/token-client.js';
import type { OfflineSale } from '../../../../shared/offline/offline-sales.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { createPlatformAdjustmentsClient } from '../../../../shared/storefront/client/platform-adjustments-client.js';
import { createPlatformClient } from '../../../../shared/storefront/client/platform-client.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { offlineSale, startOfflineTill, stockedVariants, storeFacts } from '../../../support/till/offline-till.js';
import { startTestRuntimeWithCatalog, variantIdOf, type TestRuntime } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

const storeDir = mkdtempSync(path.join(os.tmpdir(), 'offline-discounts-store-'));
let store: DemoStore | null = null;
const CLERK = { name: 'Offline Clerk', pin: '2468' };

beforeAll(async () => {
  store = await startDemoStore({ dataDir: storeDir, rateLimit: false });
});

afterAll(async () => {
  await store?.close();
  rmSync(storeDir, { recursive: true, force: true });
});

/** The store's own record of an order: its total, payment state and its lines' adjustments (Platform API). */
async function atTheStore(number: string) {
  const token = await adminToken(store!.url);
  const get = async (p: string) =>
    (await (await fetch(`${store!.url}/api/v2/platform/${p}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as unknown;
  const order = (await get(`orders/${number}`)) as { data: { attributes: Record<string, string> } };
  const adjustments = ((await get(`adjustments?filter[order_id]=${number}&per_page=100`)) as { data: { attributes: Record<string, string> }[] }).data;
  return {
    total: order.data.attributes.total,
    paymentState: order.data.attributes.payment_state,
    adjustments: adjustments
      .filter((a) => a.attributes.source_type !== 'Spree::TaxRate')
      .map((a) => ({ amount: a.attributes.amount ?? '', label: a.attributes.label ?? '' })),
  };
}

/** The manager's admin client as main wires it for the replay; `loseFirstAnswer`: the first line adjustment is made but its answer lost. */
async function adminAdjustments(connect: boolean, loseFirstAnswer = false) {
  const oauth = createOAuthClient({ endpoints: defaultEndpoints(store!.url, SHOP_DIALECT) });
  const admin = createAdminConnection({
    grant: (id, secret, scope) => oauth.clientCredentials(id, secret, scope),
    revoke: async () => undefined,
    secrets: memorySecretStore(),
    account: 'admin-client:offline-discounts',
  });
  if (connect) await admin.connect(DEMO_ADMIN_CLIENT.clientId, DEMO_ADMIN_CLIENT.clientSecret);
  const doFetch = (url: string, init?: unknown) => fetch(url, init as RequestInit);
  const platform = createPlatformClient({ baseUrl: store!.url, fetch: doFetch });
  const lines = createPlatformAdjustmentsClient({ baseUrl: store!.url, fetch: doFetch });
  let lose = loseFirstAnswer;
  return {
    admin,
    adjustments: {
      connected: () => admin.status().connected,
      adjust: (a: { orderId: string; label: string; amount: string }) => admin.withToken((token) => platform.createAdjustment(token, a)),
      adjustLine: async (a: { orderId: string; lineItemId: string; label: string; amount: string }) => {
        const made = await admin.withToken((token) => lines.adjustLine(token, a));
        if (lose) {
          lose = false;
          throw new TillRefusal({ kind: 'offline', message: 'The store did not answer.' });
        }
        return made;
      },
      lineAdjustments: (orderNumber: string) => admin.withToken((token) => lines.lineAdjustments(token, orderNumber)),
    },
  };
}

describe('discounts on offline sales', () => {
  it(
    'a clerk discounts an offline sale within the limit, a manager approves more by PIN, an override is refused; replayed at the same amounts',
    { timeout: 120_000 },
    async () => {
      let app: TestRuntime | null = null;
      const port = store!.port;
      try {
        app = await startTestRuntimeWithCatalog({ storeUrl: store!.url, storeLocation: DEMO_LOCATION, rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
        const { calls, staff, journal } = app.runtime;
        const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(calls, method, args, () => {}, app!.runtime.gate);
        await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
        await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
        await calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
        const tee = await variantIdOf(app.runtime, 'HP-TEE-001-NAV-M');
        const hoodie = await variantIdOf(app.runtime, 'HP-HOD-001-NAV-M');
        // A walk-in sale online first: the till learns that the store's pickup adds nothing at delivery,
        // so the replay does not step its sale there, and asks what is due of the cart its discounts made.
        await calls.sale.addLine(hoodie, 1);
        expect((await calls.sale.pickupInStore()).state).toBe('delivery');
        await calls.sale.payCash({ tendered: '500' });
        await store!.close();
        store = null;
        expect((await calls.app.connection()).state).toBe('offline');

        await staff.unlock(CLERK.pin);
        await calls.sale.addLine(tee, 2);
        const before = await calls.sale.addLine(hoodie, 1);
        expect(before.state).toBe('offline');
        const teeLine = before.lineItems.find((l) => l.variantId === tee)!;
        const hoodieLine = before.lineItems.find((l) => l.variantId === hoodie)!;
        const teeCents = toCents(teeLine.price) * 2;
        const hoodieCents = toCents(hoodieLine.price);

        // 10% off the tees: within a clerk's own limit.
        const lineOff = Math.round(teeCents * 0.1);
        const afterLine = await call('discounts.discountLine', teeLine.id, { by: 'percent', value: '10', reason: 'Damaged item' });
        expect(afterLine).toMatchObject({ ok: true });
        const discountedTee = (afterLine as { value: SaleCart }).value.lineItems.find((l) => l.id === teeLine.id)!;
        expect(discountedTee.discountTotal).toBe(fromCents(-lineOff));

        // 20% off the sale is past a clerk's limit: a manager's PIN for that one discount, as online.
        const twenty = { by: 'percent', value: '20', reason: 'Loyal customer' };
        const refused = await call('discounts.discountSale', twenty);
        expect(refused).toMatchObject({ ok: false, error: { kind: 'manager_required', approval: { method: 'discounts.discountSale' } } });
        const request = (refused as { error: { approval: { method: string; record: string } } }).error.approval;
        expect(request.record).toContain(before.number);
        expect(await call('staff.approve', TEST_MANAGER.pin, request)).toMatchObject({ ok: true });
        const afterSale = await call('discounts.discountSale', twenty);
        expect(afterSale).toMatchObject({ ok: true });
        const saleOff = Math.round((teeCents - lineOff + hoodieCents) * 0.2);
        const cart = (afterSale as { value: SaleCart }).value;
        expect(toCents(cart.total)).toBe(teeCents + hoodieCents - lineOff - saleOff + toCents(cart.taxTotal));

        // A price set by hand needs the store: refused in words.
        const override = await call('discounts.overridePrice', teeLine.id, { price: '1.00', reason: 'Price match' });
        expect(override).toMatchObject({ ok: false, error: { kind: 'offline' } });
        expect((override as { error: { message: string } }).error.message).toMatch(/price set by hand.*store/i);

        const shown = await calls.discounts.ofSale();
        expect(shown.map((d) => [d.kind, d.lineItemId, d.reason, d.givenBy, d.approvedBy])).toEqual([
          ['line', teeLine.id, 'Damaged item', CLERK.name, null],
          ['sale', teeLine.id, 'Loyal customer', CLERK.name, TEST_MANAGER.name],
          ['sale', hoodieLine.id, 'Loyal customer', CLERK.name, TEST_MANAGER.name],
        ]);

        const paid = await calls.sale.tenderCash({ tendered: cart.total });
        expect(paid.outcome).toBe('placed');
        if (paid.outcome !== 'placed') return;
        expect(paid.receipt.order.total).toBe(cart.total);
        expect(paid.receipt.order.lineItems.find((l) => l.id === teeLine.id)!.discountTotal).toBeDefined();
        const taken = journal.entries({ kinds: ['offline.sale'] }).at(-1)!.data;
        expect(taken.total).toBe(cart.total);
        expect(taken.discounts).toEqual([
          expect.objectContaining({
            kind: 'line',
            size: '10%',
            reason: 'Damaged item',
            amount: fromCents(-lineOff),
            staff: expect.objectContaining({ name: CLERK.name }),
            approver: null,
          }),
          expect.objectContaining({
            kind: 'sale',
            size: '20%',
            reason: 'Loyal customer',
            amount: fromCents(-saleOff),
            approver: expect.objectContaining({ name: TEST_MANAGER.name }),
          }),
        ]);
        // The receipt shows each discount's reason beside its line, as an online receipt does.
        const onReceipt = await calls.discounts.ofOrder(before.number);
        expect(onReceipt.map((d) => [d.lineItemId, d.kind, d.amount, d.reason, d.approvedBy])).toEqual([
          [teeLine.id, 'line', fromCents(-lineOff), 'Damaged item', null],
          [teeLine.id, 'sale', expect.any(String), 'Loyal customer', TEST_MANAGER.name],
          [hoodieLine.id, 'sale', expect.any(String), 'Loyal customer', TEST_MANAGER.name],
        ]);
        await staff.unlock(TEST_MANAGER.pin);

        // The store back: the replay places it with the same discounts, at the cash paid.
        store = await startDemoStore({ dataDir: storeDir, rateLimit: false, port });
        expect((await calls.app.connection()).state).toBe('online');
        await calls.offline.replay();
        const placedSale = async () => (await calls.offline.outbox()).find((s) => s.ref === before.number);
        await expect.poll(async () => (await placedSale())?.state, { timeout: 60_000 }).toBe('placed');
        const view = (await placedSale())!;
        expect(view.placedTotal).toBe(cart.total);
        expect(view.adjustment).toBeNull();
        const stored = await atTheStore(view.orderNumber!);
        expect(stored).toMatchObject({ total: cart.total, paymentState: 'paid' });
        expect(stored.adjustments).toHaveLength(3);
        expect(stored.adjustments.every((a) => a.label.endsWith(`offline sale ${before.number}`))).toBe(true);
        expect(stored.adjustments.map((a) => toCents(a.amount)).reduce((a, b) => a + b, 0)).toBe(-lineOff - saleOff);
        expect(stored.adjustments.some((a) => a.label.includes('Damaged item') && a.label.includes(`by ${CLERK.name}`))).toBe(true);
        expect(stored.adjustments.filter((a) => a.label.includes(`approved by ${TEST_MANAGER.name}`))).toHaveLength(2);

        // The X report's ledger counts each discount once.
        const ledger = (await calls.shift.status()).report!.discounts!;
        expect(ledger.byReason).toEqual([
          { reason: 'Damaged item', count: 1, amount: fromCents(-lineOff) },
          { reason: 'Loyal customer', count: 1, amount: fromCents(-saleOff) },
        ]);
      } finally {
        await app?.stop();
        // The store answers the next tests whatever became of this one.
        store ??= await startDemoStore({ dataDir: storeDir, rateLimit: false, port });
      }
    },
  );

  /** An offline sale with a 10% line discount given by a clerk, as the counter journals it. */
  function discountedSale(ref: string, variant: { variantId: string; name: string; unitPrice: string }): OfflineSale {
    const sale = offlineSale(ref, new Date().toISOString(), [{ ...variant, quantity: 2 }]);
    const off = Math.round(toCents(variant.unitPrice) * 2 * 0.1);
    const total = fromCents(toCents(sale.total) - off);
    return {
      ...sale,
      total,
      cashTendered: total,
      discounts: [
        {
          kind: 'line',
          size: '10%',
          percent: 10,
          reason: 'Damaged item',
          amount: fromCents(-off),
          staff: sale.staff,
          approver: null,
          shares: [{ variantId: variant.variantId, amount: fromCents(-off) }],
        },
      ],
    };
  }

  it('a lost answer after the adjustment, then a kill, never discounts twice', { timeout: 60_000 }, async () => {
    const [variant] = stockedVariants(storeDir, 1);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'offline-discounts-kill-'));
    const sale = discountedSale('OFF-DISC-LOST', variant!);
    const lost = await adminAdjustments(true, true);
    const first = startOfflineTill(store!.url, { dataDir, adjustments: lost.adjustments });
    first.journal.append('offline.sale', sale);
    expect(await first.replay.run()).toMatchObject({ outcome: 'unreachable', placed: 0 });
    first.close();

    const again = startOfflineTill(store!.url, { dataDir, adjustments: (await adminAdjustments(true)).adjustments });
    expect(await again.replay.run()).toMatchObject({ outcome: 'done', placed: 1 });
    const [view] = again.replay.outbox();
    const stored = await atTheStore(view!.orderNumber!);
    expect(stored).toMatchObject({ total: sale.total, paymentState: 'paid' });
    expect(stored.adjustments).toEqual([{ amount: sale.discounts![0]!.amount, label: expect.stringContaining('offline sale OFF-DISC-LOST') }]);
    expect(again.journal.entries({ kinds: ['sale.discounted'] })).toHaveLength(1);
    again.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('without the admin client, a discounted offline sale waits for a manager in words and nothing is placed', { timeout: 60_000 }, async () => {
    const [, variant] = stockedVariants(storeDir, 2);
    const before = storeFacts(storeDir).completed.length;
    const till = startOfflineTill(store!.url, { adjustments: (await adminAdjustments(false)).adjustments });
    till.journal.append('offline.sale', discountedSale('OFF-DISC-WAIT', variant!));
    expect(await till.replay.run()).toMatchObject({ outcome: 'done', needsManager: 1 });
    const [view] = till.replay.outbox();
    expect(view).toMatchObject({ state: 'needs_manager' });
    expect(view!.storeSaid).toMatch(/discounts.*admin client/);
    expect(storeFacts(storeDir).completed.length).toBe(before);
    till.close();
  });
});
