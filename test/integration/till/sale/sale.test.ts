/**
 * The sale service and order tracker against the real demo store over HTTP: a whole cash sale,
 * the request count it costs, tracking until shipped, and the guard against placing an order
 * twice when an answer is lost.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOrderTracker, type Clock } from '../../../../electron/till/orders/order-tracker.js';
import { createSaleService } from '../../../../electron/till/sale/sale.js';
import { openSettingsFile } from '../../../../electron/till/settings/settings-store.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { WALK_IN_CUSTOMER, startTill } from '../../../support/till/sale-till.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();

const customer = WALK_IN_CUSTOMER;

function counting(inner: FetchLike = (u, i) => fetch(u, i as RequestInit)) {
  const log: string[] = [];
  const wrapped: FetchLike = (url, init) => {
    log.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
    return inner(url, init);
  };
  return { log, fetch: wrapped };
}

/** A clock whose timers the test fires by hand. */
function handClock(): Clock & { fire(): void; pending(): number; advance(ms: number): void } {
  let timers: { fn: () => void }[] = [];
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    setTimeout: (fn) => {
      const t = { fn };
      timers.push(t);
      return t;
    },
    clearTimeout: (h) => {
      timers = timers.filter((t) => t !== h);
    },
    fire() {
      const due = timers;
      timers = [];
      for (const t of due) t.fn();
    },
    pending: () => timers.length,
  };
}

function services(fetchImpl: FetchLike, dataDir?: string) {
  const clock = handClock();
  return { ...startTill(demo.url, { fetch: fetchImpl, dataDir, clock, random: () => 0 }), clock };
}

async function purchasableVariants(count: number): Promise<string[]> {
  const client = createStorefrontClient({ baseUrl: demo.url, dialect: SHOP_DIALECT });
  const page = await client.products({ filter: { inStock: true }, perPage: 20 });
  return page.items
    .flatMap((p) =>
      p.variants
        .filter((v) => v.inStock)
        .slice(0, 1)
        .map((v) => v.id),
    )
    .slice(0, count);
}

describe('sale at the counter', () => {
  it('makes a cash sale of N lines in at most N+5 requests and tracks the order', async () => {
    const variants = await purchasableVariants(3);
    const { log, fetch: f } = counting();
    const { sale, tracker } = services(f);
    // A first sale reads the store's payment methods once; later sales reuse them.
    await sale.addLine(variants[0]!, 1);
    await sale.setCustomer(customer);
    await sale.payCash({ tendered: '1000' });
    log.length = 0;
    for (const v of variants) await sale.addLine(v, 1);
    const cart = await sale.setCustomer(customer);
    expect(cart.shipments.length).toBeGreaterThan(0);
    expect(cart.shipments[0]!.rates.some((r) => r.selected)).toBe(true);
    const receipt = await sale.payCash({ tendered: '1000' });
    expect(receipt.order.state).toBe('complete');
    expect(receipt.order.paymentState).toBe('paid');
    expect(Number(receipt.tendered) - Number(receipt.order.total)).toBeCloseTo(Number(receipt.change), 2);
    expect(log.length, log.join('\n')).toBeLessThanOrEqual(variants.length + 5);
    expect(tracker.list().map((o) => o.number)).toContain(receipt.order.number);
    expect(await sale.current()).toBeNull();
  });

  it('refuses less cash than the total, and sends nothing for it', async () => {
    const [variant] = await purchasableVariants(1);
    const { log, fetch: f } = counting();
    const { sale } = services(f);
    await sale.addLine(variant!, 1);
    await sale.setCustomer(customer);
    const before = log.length;
    await expect(sale.payCash({ tendered: '0.01' })).rejects.toMatchObject({ info: { kind: 'invalid_input' } });
    expect(log.length).toBe(before + 1); // the cached payment methods read only
  });

  it('asks the store before taking payment for a cart left standing over a minute, and not otherwise', async () => {
    const [variant] = await purchasableVariants(1);
    const { log, fetch: f } = counting();
    const client = createStorefrontClient({ baseUrl: demo.url, dialect: SHOP_DIALECT, fetch: f });
    const settings = openSettingsFile(mkdtempSync(path.join(os.tmpdir(), 'pos-sale-')));
    let shift = 0;
    const tracker = createOrderTracker({ client, settings, clock: handClock(), random: () => 0 });
    const sale = createSaleService({ client, settings, tracker, storeName: async () => '', now: () => new Date(Date.now() + shift) });
    await sale.addLine(variant!, 1);
    await sale.setCustomer(customer);
    shift = 2 * 60_000; // the customer went to find their wallet
    const receipt = await sale.payCash({ tendered: '1000' });
    expect(receipt.order.state).toBe('complete');
    expect(log.filter((l) => l.endsWith('/checkout/validate_order_for_payment'))).toHaveLength(1);

    log.length = 0;
    await sale.addLine(variant!, 1);
    await sale.setCustomer(customer);
    await sale.payCash({ tendered: '1000' });
    expect(log.filter((l) => l.endsWith('/checkout/validate_order_for_payment'))).toHaveLength(0);
  });

  it('never places an order twice when the answer to complete is lost', async () => {
    const [variant] = await purchasableVariants(1);
    let loseComplete = true;
    const { log, fetch: f } = counting(async (url, init) => {
      const res = await fetch(url, init as RequestInit);
      if (loseComplete && url.includes('/checkout/complete')) {
        loseComplete = false;
        throw new TypeError('fetch failed'); // the order completed, the answer never arrived
      }
      return res;
    });
    const { sale, tracker } = services(f);
    await sale.addLine(variant!, 1);
    await sale.setCustomer(customer);
    const receipt = await sale.payCash({ tendered: '500' });
    expect(receipt.order.state).toBe('complete');
    expect(log.filter((l) => l.endsWith('/checkout/complete'))).toHaveLength(1);
    expect(log.some((l) => l.includes('/order_status/'))).toBe(true);
    expect(tracker.list().filter((o) => o.number === receipt.order.number)).toHaveLength(1);
  });

  it('picks up after a restart without sending complete again', async () => {
    const [variant] = await purchasableVariants(1);
    const first = counting();
    const a = services(first.fetch);
    await a.sale.addLine(variant!, 2);
    await a.sale.setCustomer(customer);
    // Simulate: the first process sent complete and crashed before recording the answer.
    const record = a.settings.get('sale.current') as { token: string; number: string };
    a.settings.set('sale.current', { ...record, step: 'completing' });
    const cash = (await a.sale.paymentMethods()).find((m) => /cash/i.test(m.name))!;
    await a.client.createPayment({ orderToken: record.token }, { paymentMethodId: cash.id });
    await a.client.completeCheckout({ orderToken: record.token });

    const second = counting();
    const b = services(second.fetch, a.dataDir);
    const receipt = await b.sale.payCash({ tendered: '500' });
    expect(receipt.order.number).toBe(record.number);
    expect(second.log.some((l) => l.endsWith('/checkout/complete'))).toBe(false);
  });

  it('tracks an order on the cadence until it ships', async () => {
    const [variant] = await purchasableVariants(1);
    const { sale, tracker, clock } = services((u, i) => fetch(u, i as RequestInit));
    tracker.start();
    await sale.addLine(variant!, 1);
    await sale.setCustomer(customer);
    const receipt = await sale.payCash({ tendered: '500' });
    const tracked = tracker.list().find((o) => o.number === receipt.order.number)!;
    // Being fulfilled: next check in 5-10 s.
    const wait = Date.parse(tracked.nextCheckAt!) - Date.parse(tracked.lastCheckedAt!);
    expect(wait).toBeGreaterThanOrEqual(5000);
    expect(wait).toBeLessThanOrEqual(10000);

    // The operator ships it.
    const admin = await adminToken(demo.url);
    for (const s of receipt.order.shipments) {
      const res = await fetch(`${demo.url}/api/v2/platform/shipments/${s.number}/ship`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(200);
    }
    const changed = new Promise<void>((resolve) => {
      const check = () => (tracker.list().find((o) => o.number === receipt.order.number)?.shipmentState === 'shipped' ? resolve() : setTimeout(check, 20));
      check();
    });
    // Nothing is polled before the timer fires; once 10 s have passed, firing it polls the due order.
    await new Promise((r) => setTimeout(r, 50));
    expect(tracker.list().find((o) => o.number === receipt.order.number)!.shipmentState).not.toBe('shipped');
    clock.advance(10_000);
    clock.fire();
    await changed;
    const after = tracker.list().find((o) => o.number === receipt.order.number)!;
    expect(after.history.map((h) => `${h.field}:${h.to}`)).toContain('shipmentState:shipped');
    const idle = Date.parse(after.nextCheckAt!) - Date.parse(after.lastCheckedAt!);
    expect(idle).toBeGreaterThanOrEqual(60000);
    expect(clock.pending()).toBeGreaterThan(0);
    tracker.stop();
  });
});
