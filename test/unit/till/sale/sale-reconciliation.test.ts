/**
 * The sale service's reconciliation part on its own, through the context the service would give
 * it (no other part): a sale the run before a restart left `completing`, whose order the store
 * placed, is found placed by its order status and finished once (journaled, tracked, handed
 * over), its receipt kept until seen and saying it was placed before the restart; a sale whose
 * cart the store still has open is only dropped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '../../../../shared/bridge/bridge.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import type { Cart, Order } from '../../../../shared/storefront/types/types.js';
import { createOrderTracker } from '../../../../electron/till/orders/order-tracker.js';
import { createSaleContext, type SaleRecord } from '../../../../electron/till/sale/service/sale-context.js';
import { saleReceipts } from '../../../../electron/till/sale/service/sale-receipts.js';
import { saleReconciliation } from '../../../../electron/till/sale/service/sale-reconciliation.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { openTillJournal } from '../../../../electron/till/shift/till-journal.js';
import { SF, addItem, call, inStockVariantId, newCart, payWith, toPayment } from '../../../support/demo-store/store-client.js';
import { setWordsTranslator } from '../../../../shared/i18n/words.js';
import { sayerIn } from '../../../../shared/i18n/say-in.js';
import { sayComposed } from '../../../../shared/staff/composed-words.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';
import { TIMERS_NEVER_FIRE } from '../../../support/till/sale-till.js';

// It starts a real demo store: given the integration tests' time (set before the store's start is registered).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const demo = useDemoStore();
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The reconciliation part on a fresh data folder whose settings already hold `left` as the sale in progress. */
function reconciliationWith(left: SaleRecord) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pos-reconcile-'));
  folders.push(dataDir);
  const client = createStorefrontClient({ baseUrl: demo.url, dialect: SHOP_DIALECT });
  const settings = openSettingsFile(dataDir);
  settings.set('sale.current', left);
  const tracker = createOrderTracker({ client, settings, clock: TIMERS_NEVER_FIRE });
  const journal = openTillJournal({ dataDir });
  const seen = { completed: [] as Order[], placed: [] as Receipt[], shown: [] as (Cart | null)[] };
  const ctx = createSaleContext({
    client,
    settings,
    tracker,
    journal,
    storeName: async () => 'Harbor & Pine Outfitters',
    onCompleted: (order) => seen.completed.push(order),
    onPlaced: (receipt) => seen.placed.push(receipt),
    onChange: (cart) => seen.shown.push(cart),
  });
  const receipts = saleReceipts(ctx);
  return { ctx, receipts, reconciliation: saleReconciliation(ctx, receipts), tracker, journal, seen };
}

/** A guest cart with one tee, addressed and at `payment`. */
async function cartAtPayment(): Promise<{ token: string; number: string }> {
  const cart = await newCart(demo.store);
  await addItem(demo.store, cart.token, await inStockVariantId(demo.store, 'classic-crew-tee'));
  await toPayment(demo.store, cart.token);
  return cart;
}

describe('the sale reconciliation part', () => {
  it('finishes a sale placed before the restart once, and keeps its receipt until it is seen', async () => {
    const { token, number } = await cartAtPayment();
    expect((await payWith(demo.store, token, 'Cash')).status).toBe(201);
    expect((await call(demo.store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token })).status).toBe(200);
    const left: SaleRecord = { token, number, step: 'completing', paid: { tendered: '100.00', methodName: 'Cash' } };
    const { ctx, receipts, reconciliation, tracker, journal, seen } = reconciliationWith(left);
    expect(ctx.fromEarlierRun).toBe(number);

    // An open sale is not asked about; the one left completing is.
    expect(await reconciliation.alreadyCompleted({ ...left, step: 'open' })).toBeNull();
    expect((await reconciliation.completedOrder(left))?.number).toBe(number);

    const receipt = await reconciliation.reconcileLostCart(left);
    expect(receipt?.order.number).toBe(number);
    expect(receipt?.notice).toContain('placed before the restart');
    expect(receipt?.paymentMethodName).toBe('Cash');
    expect(receipt?.tendered).toBe('100.00');
    expect(receipt?.order).not.toHaveProperty('token');
    expect(receipts.unseenReceipt()?.order.number).toBe(number);
    expect(seen.placed.map((r) => r.order.number)).toEqual([number]);
    expect(seen.completed.map((o) => o.number)).toEqual([number]);
    expect(seen.shown).toEqual([null]);
    expect(ctx.record()).toBeNull();
    expect(tracker.list().map((o) => o.number)).toEqual([number]);

    // Reconciled again (e.g. checked twice): still one sale in the journal.
    await reconciliation.reconcileLostCart(left);
    expect(journal.entries({ kinds: ['sale.completed'] }).map((e) => e.data.orderNumber)).toEqual([number]);
  });

  it('drops a sale whose order was not placed, without a receipt', async () => {
    const { token, number } = await cartAtPayment();
    const left: SaleRecord = { token, number, step: 'open' };
    const { ctx, receipts, reconciliation, journal, seen } = reconciliationWith(left);

    expect(await reconciliation.completedOrder(left)).toBeNull();
    expect(await reconciliation.reconcileLostCart(left)).toBeNull();
    expect(ctx.record()).toBeNull();
    expect(receipts.unseenReceipt()).toBeNull();
    expect(seen).toEqual({ completed: [], placed: [], shown: [null] });
    expect(journal.entries({ kinds: ['sale.completed'] })).toEqual([]);
  });

  it('refuses a step whose order the store placed early in words the page says in German', async () => {
    const { token, number } = await cartAtPayment();
    expect((await payWith(demo.store, token, 'Cash')).status).toBe(201);
    expect((await call(demo.store, `${SF}/checkout/complete`, { method: 'PATCH', orderToken: token })).status).toBe(200);
    const left: SaleRecord = { token, number, step: 'open' };
    const { reconciliation } = reconciliationWith(left);
    const placed = await reconciliation.completedOrder({ ...left, step: 'completing' });
    const refusal: unknown = await reconciliation.placedBeforeComplete(placed!, left).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TillRefusal);
    const info = (refusal as TillRefusal).info;
    expect(info.message).toBe(
      `Order ${number} was placed by the store at an earlier checkout step, before the sale was completed here: the store has it. Do not take payment again. Its receipt is shown.`,
    );
    const german = await sayerIn('de');
    setWordsTranslator((words) => german(words, words.values));
    try {
      expect(info.words && sayComposed(info.words)).toBe(
        `Bestellung ${number} wurde vom Shop in einem früheren Schritt des Bezahlvorgangs aufgegeben, bevor der Verkauf hier abgeschlossen wurde: Der Shop hat sie. Kassieren Sie nicht noch einmal. Der Beleg dazu wird angezeigt.`,
      );
    } finally {
      setWordsTranslator(null);
    }
  });
});
