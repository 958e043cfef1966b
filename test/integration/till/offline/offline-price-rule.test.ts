/**
 * The offline price rule, against the demo store: an offline sale is placed at the price the
 * customer paid, so the store records the cash the drawer took. A price raised (or lowered) at the
 * store meanwhile becomes, with the manager's admin client, a store-side adjustment of the order
 * with its reason (journaled); without the client the sale waits for a manager with both amounts,
 * nothing placed, and is placed at the price paid once the client is connected. The shift report
 * shows each difference against its sale, and the store's cash equals the drawer's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { createAdminConnection } from '../../../../electron/till/store/admin-client.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { fromCents, toCents } from '../../../../shared/money.js';
import { createOAuthClient, defaultEndpoints } from '../../../../shared/oauth/token-client.js';
import { shiftReport } from '../../../../shared/shift/shift-report.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { createPlatformClient } from '../../../../shared/storefront/client/platform-client.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { changeVariant, offlineSale, startOfflineTill, stockedVariants, storeFacts, type OfflineLineInput } from '../../../support/till/offline-till.js';

const storeDir = mkdtempSync(path.join(os.tmpdir(), 'offline-price-store-'));
let store: DemoStore;
let v: (OfflineLineInput & { stock: number })[];

beforeAll(async () => {
  store = await startDemoStore({ dataDir: storeDir, rateLimit: false });
  v = stockedVariants(storeDir, 4);
});

afterAll(async () => {
  await store?.close();
  rmSync(storeDir, { recursive: true, force: true });
});

type Adjustments = Awaited<ReturnType<typeof adminAdjustments>>['adjustments'];

/** The manager's admin client as main wires it for the replay, connected or not as the test says. */
async function adminAdjustments(connect: boolean) {
  const oauth = createOAuthClient({ endpoints: defaultEndpoints(store.url, SHOP_DIALECT) });
  const admin = createAdminConnection({
    grant: (id, secret, scope) => oauth.clientCredentials(id, secret, scope),
    revoke: async () => undefined,
    secrets: memorySecretStore(),
    account: 'admin-client:price-rule',
  });
  if (connect) await admin.connect(DEMO_ADMIN_CLIENT.clientId, DEMO_ADMIN_CLIENT.clientSecret);
  const platform = createPlatformClient({ baseUrl: store.url, fetch: (url, init) => fetch(url, init as RequestInit) });
  return {
    admin,
    adjustments: {
      connected: () => admin.status().connected,
      adjust: (a: { orderId: string; label: string; amount: string }) => admin.withToken((token) => platform.createAdjustment(token, a)),
    },
  };
}

/** The store's own record of an order: its total, cash payments and adjustments (Platform API). */
async function atTheStore(number: string) {
  const token = await adminToken(store.url);
  const get = async (p: string) =>
    (await (await fetch(`${store.url}/api/v2/platform/${p}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { attributes: Record<string, string> } | { attributes: Record<string, string> }[];
    };
  const order = (await get(`orders/${number}?include=payments`)) as {
    data: { attributes: Record<string, string> };
    included?: { type: string; attributes: Record<string, string> }[];
  };
  const adjustments = (await get(`adjustments?filter[order_id]=${number}`)).data as { attributes: Record<string, string> }[];
  return {
    total: order.data.attributes.total,
    paymentState: order.data.attributes.payment_state,
    cash: (order.included ?? []).filter((r) => r.type === 'payment' && r.attributes.state === 'completed').map((p) => p.attributes.amount),
    adjustments: adjustments.map((a) => ({ amount: a.attributes.amount, label: a.attributes.label })),
  };
}

/**
 * A sale taken offline within a shift (journaled as the counter does), and a price the operator
 * changed at the store meanwhile (in its SQLite file, as its admin would).
 */
function soldOfflineThenRepriced(ref: string, lines: OfflineLineInput[], repriced: OfflineLineInput, newPriceCents: number, adjustments: Adjustments) {
  const till = startOfflineTill(store.url, { adjustments });
  till.journal.append('shift.opened', { shiftId: `shift-${ref}`, float: '100.00', currency: 'USD', count: null });
  till.journal.append('offline.sale', offlineSale(ref, new Date().toISOString(), lines));
  changeVariant(storeDir, repriced.variantId, { priceCents: newPriceCents });
  return till;
}

describe('the offline price rule', () => {
  it('places a sale whose price rose at the store at the price paid: a store-side adjustment with its reason, cash equal to the drawer', async () => {
    const { adjustments } = await adminAdjustments(true);
    const [raised, plain] = [v[0]!, v[1]!];
    const lines = [
      { ...raised, quantity: 2 },
      { ...plain, quantity: 1 },
    ];
    const paid = fromCents(toCents(raised.unitPrice) * 2 + toCents(plain.unitPrice));
    const till = soldOfflineThenRepriced('OFF-RAISED', lines, raised, toCents(raised.unitPrice) + 350, adjustments);

    expect(await till.replay.run()).toEqual({ outcome: 'done', placed: 1, needsManager: 0 });
    const [sale] = till.replay.outbox();
    expect(sale).toMatchObject({ state: 'placed', placedTotal: paid, priceDifference: null });
    expect(sale!.adjustment).toMatchObject({ amount: '-7.00', paid, store: fromCents(toCents(paid) + 700) });
    expect(sale!.adjustment!.label).toContain('OFF-RAISED');
    // The store's other price cost the customer nothing: no difference left to show.
    expect(sale!.differences).toEqual([]);

    const stored = await atTheStore(sale!.orderNumber!);
    expect(stored).toMatchObject({ total: paid, paymentState: 'paid', cash: [paid] });
    expect(stored.adjustments).toEqual([{ amount: '-7.00', label: sale!.adjustment!.label }]);

    const report = shiftReport(till.journal.entries(), 'shift-OFF-RAISED');
    expect(report.offline).toMatchObject({ placed: { count: 1, total: paid, storeTotal: paid }, pending: { count: 0 } });
    expect(report.offline!.differences).toEqual([
      { ref: 'OFF-RAISED', orderNumber: sale!.orderNumber, paid, store: fromCents(toCents(paid) + 700), adjustment: '-7.00', settled: 'adjusted' },
    ]);
    till.close();
  });

  it('charges a price lowered at the store as paid too (a positive adjustment), so the store holds what the drawer does', async () => {
    const { adjustments } = await adminAdjustments(true);
    const lowered = v[2]!;
    const till = soldOfflineThenRepriced('OFF-LOWERED', [{ ...lowered, quantity: 1 }], lowered, toCents(lowered.unitPrice) - 100, adjustments);
    expect(await till.replay.run()).toMatchObject({ outcome: 'done', placed: 1 });
    const [sale] = till.replay.outbox();
    expect(sale!.adjustment?.amount).toBe('1.00');
    expect(await atTheStore(sale!.orderNumber!)).toMatchObject({ total: lowered.unitPrice, cash: [lowered.unitPrice], paymentState: 'paid' });
    till.close();
  });

  it('without the admin client, waits for a manager with both amounts and places nothing; placed at the price paid once the client is connected', async () => {
    const { admin, adjustments } = await adminAdjustments(false);
    const raised = v[3]!;
    const before = storeFacts(storeDir).completed.length;
    const till = soldOfflineThenRepriced('OFF-WAITS', [{ ...raised, quantity: 1 }], raised, toCents(raised.unitPrice) + 500, adjustments);
    const store$ = fromCents(toCents(raised.unitPrice) + 500);

    expect(await till.replay.run()).toEqual({ outcome: 'done', placed: 0, needsManager: 1 });
    const [waiting] = till.replay.outbox();
    expect(waiting).toMatchObject({
      state: 'needs_manager',
      orderNumber: null,
      refusedVariantIds: [],
      priceDifference: { paid: raised.unitPrice, store: store$ },
    });
    expect(waiting!.storeSaid).toContain("Connect the store's admin client");
    expect(storeFacts(storeDir).completed.length).toBe(before);
    const report = shiftReport(till.journal.entries(), 'shift-OFF-WAITS');
    expect(report.offline).toMatchObject({ pending: { count: 1, total: raised.unitPrice, refs: ['OFF-WAITS'] }, placed: { count: 0, storeTotal: '0.00' } });
    expect(report.offline!.differences).toEqual([
      { ref: 'OFF-WAITS', orderNumber: null, paid: raised.unitPrice, store: store$, adjustment: null, settled: 'waiting' },
    ]);
    // Sent again while the client is still away: it keeps waiting, nothing placed.
    expect(await till.replay.run()).toEqual({ outcome: 'done', placed: 0, needsManager: 0 });

    await admin.connect(DEMO_ADMIN_CLIENT.clientId, DEMO_ADMIN_CLIENT.clientSecret);
    expect(await till.replay.run()).toEqual({ outcome: 'done', placed: 1, needsManager: 0 });
    const [placed] = till.replay.outbox();
    expect(placed).toMatchObject({ state: 'placed', placedTotal: raised.unitPrice, adjustment: { amount: '-5.00' } });
    expect(await atTheStore(placed!.orderNumber!)).toMatchObject({ total: raised.unitPrice, cash: [raised.unitPrice] });
    till.close();
  });
});
