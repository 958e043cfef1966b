/**
 * Selling while the store cannot be reached, against a real demo store that the test stops (and
 * starts again on the same port): the till says it is offline and takes cash sales from its copy
 * of the catalog, each written to the till's journal (owner-only) before its receipt is answered,
 * taxed at the store's own rate as its last walk-in sale showed it; card tenders are refused; a
 * manager's limit refuses the next sale with its reason; a sale begun offline is finished offline
 * once the store is back, and the next one is the store's again.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { JOURNAL_FILE } from '../../../../electron/till/shift/till-journal.js';
import type { PosErrorInfo } from '../../../../shared/bridge/bridge.js';
import type { OfflineSale } from '../../../../shared/offline/offline-sales.js';
import { startTestRuntimeWithCatalog, variantIdOf, type TestRuntime } from '../../../support/till/test-runtime.js';

const VERMONT_STORE = { address1: '1 Church Street', city: 'Burlington', zipcode: '05401', stateName: 'VT', countryIso: 'US' };

let store: DemoStore;
let app: TestRuntime;
const storeDir = mkdtempSync(path.join(os.tmpdir(), 'pos-offline-store-'));

beforeAll(async () => {
  store = await startDemoStore({ dataDir: storeDir, autoFulfil: false, rateLimit: false });
  app = await startTestRuntimeWithCatalog({ storeUrl: store.url, storeLocation: VERMONT_STORE });
});

afterAll(async () => {
  await app?.stop();
  await store?.close().catch(() => undefined);
  rmSync(storeDir, { recursive: true, force: true });
});

/** What a call was refused with (it must be refused). */
async function refusal(call: Promise<unknown>): Promise<PosErrorInfo> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error as { info?: PosErrorInfo },
  );
  expect(outcome, 'the call was expected to be refused').not.toBeNull();
  return outcome!.info!;
}

function journalLines(): { kind: string; seq: number; staff: { name: string } | null; data: unknown }[] {
  return readFileSync(path.join(app.dataDir, JOURNAL_FILE), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { kind: string; seq: number; staff: { name: string } | null; data: unknown });
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('offline sales at the counter', () => {
  it('goes offline when the store stops, takes cash sales into the journal at the store’s own tax rate, and refuses cards', async () => {
    const { calls } = app.runtime;
    const tee = await variantIdOf(app.runtime, 'HP-TEE-001-NAV-M');
    // A walk-in sale while the store answers: the store's own rate at its location (Vermont, 6%) is learned from it.
    await calls.sale.addLine(tee, 1);
    await calls.sale.pickupInStore();
    const online = await calls.sale.current();
    const placed = await calls.sale.tenderCash({ tendered: online!.total });
    expect(placed.outcome).toBe('placed');
    expect((await calls.offline.status()).taxRate).toBe('0.060000');
    expect((await calls.offline.status()).selling).toBe(false);

    await store.close();
    expect((await calls.app.connection()).state).toBe('offline');
    const status = await calls.offline.status();
    expect(status).toMatchObject({ selling: true, stopped: null, pending: { count: 0, total: '0.00' } });

    // The sale: from the local catalog at its last known price, taxed at the learned rate.
    const cart = await calls.sale.addLine(tee, 2);
    expect(cart.state).toBe('offline');
    expect(cart.number).toMatch(/^OFF-[A-HJ-NP-Z2-9]{4}-0001$/);
    const price = online!.lineItems[0]!.price;
    expect(cart.itemTotal).toBe(((cents(price) * 2) / 100).toFixed(2));
    expect(cents(cart.taxTotal)).toBe(Math.round(cents(cart.itemTotal) * 0.06));
    const ready = await calls.sale.pickupInStore();
    expect(ready.shipments).toHaveLength(1);

    // Cards, saved cards, the terminal, gift cards and store credit need the store: refused in words.
    for (const call of [
      calls.sale.tenderCard({ token: 'tok_visa', name: 'Pat Doe', amount: ready.total }),
      calls.sale.payCard({ token: 'tok_visa', name: 'Pat Doe' }),
      calls.terminal.present(ready.total),
      calls.sale.addStoreCredit(),
      calls.sale.applyCode('GIFT-1234'),
    ]) {
      const refused = await refusal(call);
      expect(refused.kind).toBe('offline');
      expect(refused.message).toMatch(/cash only|need the store/);
    }

    // Cash: the journal holds the sale, every field filled, the moment the receipt is answered.
    const result = await calls.sale.tenderCash({ tendered: '100' });
    const lines = journalLines();
    expect(result.outcome).toBe('placed');
    if (result.outcome !== 'placed') return;
    const receipt = result.receipt;
    expect(receipt.offline?.ref).toBe(cart.number);
    expect(receipt.offline?.taxNote).toContain('6%');
    expect(receipt.servedBy).toBe('Test Manager');
    expect(receipt.tendered).toBe('100.00');
    expect(receipt.change).toBe(((10_000 - cents(cart.total)) / 100).toFixed(2));
    const entry = lines.find((l) => l.kind === 'offline.sale');
    expect(entry?.staff?.name).toBe('Test Manager');
    const sale = entry!.data as OfflineSale;
    expect(sale).toEqual({
      ref: cart.number,
      takenAt: receipt.printedAt,
      staff: expect.objectContaining({ name: 'Test Manager', role: 'manager' }),
      currency: 'USD',
      lines: [
        {
          variantId: tee,
          sku: 'HP-TEE-001-NAV-M',
          name: expect.stringContaining(cart.lineItems[0]!.name),
          quantity: 2,
          unitPrice: price,
          amount: cart.itemTotal,
        },
      ],
      itemTotal: cart.itemTotal,
      taxTotal: cart.taxTotal,
      total: cart.total,
      cashTendered: '100.00',
      change: receipt.change,
    });
    expect(statSync(path.join(app.dataDir, JOURNAL_FILE)).mode & 0o777).toBe(0o600);
    expect(await calls.sale.current()).toBeNull();
    expect((await calls.offline.status()).pending).toEqual({ count: 1, total: cart.total, currency: 'USD' });

    // The next offline sale has the next reference.
    const next = await calls.sale.addLine(tee, 1);
    expect(next.number).toBe(cart.number.replace(/0001$/, '0002'));
    await calls.sale.discard();
    expect(await calls.sale.current()).toBeNull();
  });

  it('refuses the next sale past a limit the manager set, saying which and why', async () => {
    const { calls } = app.runtime;
    expect((await calls.app.connection()).state).toBe('offline');
    const tee = await variantIdOf(app.runtime, 'HP-TEE-001-NAV-M');
    const pending = (await calls.offline.status()).pending;

    // One sale at most $30: a second tee is refused, the first stays in the sale.
    await calls.offline.setLimits({ maxSale: '30.00', maxPending: '1000.00', maxHours: 12 });
    const first = await calls.sale.addLine(tee, 1);
    const tooMuch = await refusal(calls.sale.addLine(tee, 1));
    expect(tooMuch.kind).toBe('offline');
    expect(tooMuch.message).toContain('limit of $30.00 for one offline sale');
    expect((await calls.sale.current())!.itemCount).toBe(first.itemCount);
    await calls.sale.discard();

    // All offline sales not yet placed at most what is pending now: the next sale is refused, and the status says so.
    await calls.offline.setLimits({ maxSale: '250.00', maxPending: pending.total, maxHours: 12 });
    const full = await refusal(calls.sale.addLine(tee, 1));
    expect(full.kind).toBe('offline');
    expect(full.message).toContain(`$${pending.total} of offline sales wait to be placed`);
    expect((await calls.offline.status()).stopped).toContain('wait to be placed');
    expect(await calls.sale.current()).toBeNull();

    await calls.offline.setLimits({ maxSale: '250.00', maxPending: '1000.00', maxHours: 12 });
    expect((await calls.offline.status()).stopped).toBeNull();
  });

  it('finishes a sale begun offline offline once the store is back; the next sale is the store’s', async () => {
    const { calls } = app.runtime;
    const tee = await variantIdOf(app.runtime, 'HP-TEE-001-NAV-M');
    const begun = await calls.sale.addLine(tee, 1);
    expect(begun.state).toBe('offline');

    store = await startDemoStore({ dataDir: storeDir, port: store.port, autoFulfil: false, rateLimit: false });
    expect((await calls.app.connection()).state).toBe('online');
    // Still offline for this sale: never half at the store.
    expect((await calls.offline.status()).selling).toBe(true);
    expect((await calls.sale.current())!.number).toBe(begun.number);
    const done = await calls.sale.tenderCash({ tendered: begun.total });
    expect(done.outcome === 'placed' && done.receipt.offline?.ref).toBe(begun.number);

    expect((await calls.offline.status()).selling).toBe(false);
    const atStore = await calls.sale.addLine(tee, 1);
    expect(atStore.state).not.toBe('offline');
    expect(atStore.number).toMatch(/^R\d+/);
    await calls.sale.discard();
  });

  it('with a sale open at the store when it stops, says to park it; parked, the next sale is taken offline', async () => {
    const { calls } = app.runtime;
    const tee = await variantIdOf(app.runtime, 'HP-TEE-001-NAV-M');
    const open = await calls.sale.addLine(tee, 1);
    expect(open.state).not.toBe('offline');

    await store.close();
    const refused = await refusal(calls.sale.addLine(tee, 1));
    expect(refused.kind).toBe('offline');
    expect(refused.message).toContain('this sale is open at the store. Park it (F7) to take sales offline meanwhile');
    // Parking costs no request (the cart was read in this run), so it works with the store away.
    await calls.parked.park('back later');
    expect((await calls.parked.list()).carts.map((c) => c.number)).toContain(open.number);
    const offlineSale = await calls.sale.addLine(tee, 1);
    expect(offlineSale.state).toBe('offline');
    await calls.sale.discard();
  });
});
