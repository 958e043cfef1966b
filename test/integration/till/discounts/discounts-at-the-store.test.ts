/**
 * Discounts and price overrides given at the till, through the bridge, against the demo store over
 * HTTP: each is an adjustment of a line at the store whose label names the reason, who gave it and
 * who approved it; the store taxes every line after its discount (Massachusetts, 6.25% on top), so
 * the receipt equals the store's order. A clerk gives 10% alone; 20% needs a manager's PIN for that
 * one discount (another amount or line is refused again); an override needs the override right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import type { BridgeMethodName, SaleCart } from '../../../../shared/bridge/bridge.js';
import { toCents } from '../../../../shared/money.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

let store: DemoStore;
let app: TestRuntime;
const CLERK = { name: 'Discount Clerk', pin: '2468' };
const SUPERVISOR = { name: 'Sam Supervisor', pin: '8642' };
const BOSTON = { address1: '1 Beacon Street', city: 'Boston', zipcode: '02108', stateName: 'MA', countryIso: 'US' };

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, allowedHosts: ['127.0.0.1'] });
  app = await startTestRuntimeWithCatalog({ storeUrl: store.url, storeLocation: BOSTON, rateLimit: { limit: 1000, windowMs: 60_000 } });
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

/** Two navy tees (M) and one hoodie, picked up at the Boston counter. */
async function twoLines(): Promise<{ cart: SaleCart; tee: string; hoodie: string }> {
  const { calls } = app.runtime;
  await calls.sale.addByCode('HP-TEE-001-NAV-M', 2);
  await calls.sale.addByCode('HP-HOD-001-NAV-M', 1);
  const cart = await calls.sale.pickupInStore();
  const tee = cart.lineItems.find((l) => l.sku === 'HP-TEE-001-NAV-M')!.id;
  const hoodie = cart.lineItems.find((l) => l.sku === 'HP-HOD-001-NAV-M')!.id;
  return { cart, tee, hoodie };
}

const lineOf = (cart: SaleCart, id: string) => cart.lineItems.find((l) => l.id === id)!;
const taxOn = (cents: number) => Math.round(cents * 0.0625 + 1e-7);

describe('discounts at the store', () => {
  it('a line discount and a sale discount change the store’s totals and tax, and the receipt equals the store’s order', async () => {
    const { calls } = app.runtime;
    const { cart: before, tee, hoodie } = await twoLines();
    const teeCents = toCents(lineOf(before, tee).price) * 2;
    const hoodieCents = toCents(lineOf(before, hoodie).price);
    expect(toCents(before.taxTotal)).toBe(taxOn(teeCents) + taxOn(hoodieCents));

    const lineOff = Math.round(teeCents * 0.1);
    const afterLine = await calls.discounts.discountLine(tee, { by: 'percent', value: '10', reason: 'Damaged item' });
    expect(toCents(lineOf(afterLine, tee).discountTotal!)).toBe(-lineOff);
    expect(lineOf(afterLine, tee).price).toBe(lineOf(before, tee).price);
    expect(toCents(afterLine.taxTotal)).toBe(taxOn(teeCents - lineOff) + taxOn(hoodieCents));

    // 5.00 off the sale, shared in proportion to what each line comes to; the last line takes the rest.
    const afterSale = await calls.discounts.discountSale({ by: 'amount', value: '5', reason: 'Loyal customer' });
    const teeShare = Math.floor((500 * (teeCents - lineOff)) / (teeCents - lineOff + hoodieCents));
    const hoodieShare = 500 - teeShare;
    expect(toCents(lineOf(afterSale, tee).discountTotal!)).toBe(-lineOff - teeShare);
    expect(toCents(lineOf(afterSale, hoodie).discountTotal!)).toBe(-hoodieShare);
    const tax = taxOn(teeCents - lineOff - teeShare) + taxOn(hoodieCents - hoodieShare);
    expect(toCents(afterSale.taxTotal)).toBe(tax);
    expect(toCents(afterSale.total)).toBe(teeCents + hoodieCents - lineOff - 500 + tax + toCents(afterSale.shipTotal));

    const discounts = await calls.discounts.ofSale();
    expect(discounts.map((d) => [d.kind, d.reason, d.givenBy, d.approvedBy])).toEqual([
      ['line', 'Damaged item', TEST_MANAGER.name, null],
      ['sale', 'Loyal customer', TEST_MANAGER.name, null],
      ['sale', 'Loyal customer', TEST_MANAGER.name, null],
    ]);

    const receipt = await calls.sale.payCash({ tendered: afterSale.total });
    const admin = await adminToken(store.url);
    const order = (await (
      await fetch(`${store.url}/api/v2/platform/orders/${receipt.order.number}`, { headers: { Authorization: `Bearer ${admin}` } })
    ).json()) as {
      data: { attributes: Record<string, string> };
    };
    expect(order.data.attributes).toMatchObject({ total: receipt.order.total, tax_total: receipt.order.taxTotal, state: 'complete', payment_state: 'paid' });
    expect(receipt.order.total).toBe(afterSale.total);

    // The X report's discount ledger counts them by reason, by who gave them and by approver.
    const ledger = (await calls.shift.status()).report!.discounts!;
    expect(ledger.byReason).toEqual([
      { reason: 'Damaged item', count: 1, amount: `-${(lineOff / 100).toFixed(2)}` },
      { reason: 'Loyal customer', count: 1, amount: '-5.00' },
    ]);
    expect(ledger.byStaff).toEqual([expect.objectContaining({ staff: expect.objectContaining({ name: TEST_MANAGER.name }), count: 2 })]);
    expect(ledger.byApprover).toEqual([expect.objectContaining({ approver: null, count: 2 })]);

    const journaled = app.runtime.journal.entries({ kinds: ['sale.discounted'] }).slice(-2);
    expect(journaled.map((e) => e.data)).toEqual([
      expect.objectContaining({
        orderNumber: receipt.order.number,
        kind: 'line',
        lineItemId: tee,
        amount: `-${(lineOff / 100).toFixed(2)}`,
        percent: 10,
        reason: 'Damaged item',
      }),
      expect.objectContaining({ orderNumber: receipt.order.number, kind: 'sale', lineItemId: null, amount: '-5.00', reason: 'Loyal customer', approver: null }),
    ]);
  });

  it('a clerk gives 10% alone; 20% needs a manager for that one discount, another amount or line is refused again', async () => {
    const { calls, staff } = app.runtime;
    const { cart, tee, hoodie } = await twoLines();
    await staff.unlock(CLERK.pin);
    try {
      expect(await call('discounts.discountLine', hoodie, { by: 'percent', value: '10', reason: 'Price match' })).toMatchObject({ ok: true });
      const twenty = { by: 'percent', value: '20', reason: 'Price match' };
      const refused = await call('discounts.discountLine', tee, twenty);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'manager_required', approval: { method: 'discounts.discountLine' } } });
      const request = (refused as { error: { approval: { method: string; record: string } } }).error.approval;
      expect(request.record).toContain(cart.number);
      expect(request.record).toContain(`line ${tee}`);

      // An approval of another amount does not open this one.
      expect(await call('staff.approve', TEST_MANAGER.pin, { ...request, record: request.record.replace('Price match', 'Damaged item') })).toMatchObject({
        ok: true,
      });
      expect(await call('discounts.discountLine', tee, twenty)).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
      expect(await call('staff.approve', TEST_MANAGER.pin, request)).toMatchObject({ ok: true });
      expect(await call('discounts.discountLine', tee, twenty)).toMatchObject({ ok: true });

      // Spent: 20% more on the hoodie (30% in all) is refused again.
      expect(await call('discounts.discountLine', hoodie, twenty)).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
      const given = await calls.discounts.ofSale();
      expect(given.map((d) => [d.lineItemId, d.size, d.givenBy, d.approvedBy])).toEqual([
        [hoodie, '10%', CLERK.name, null],
        [tee, '20%', CLERK.name, TEST_MANAGER.name],
      ]);
      const journaled = app.runtime.journal.entries({ kinds: ['sale.discounted'] }).at(-1)!;
      expect(journaled.data).toMatchObject({ staff: { name: CLERK.name }, approver: { name: TEST_MANAGER.name }, percent: 20 });
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
      await calls.sale.discard();
    }
  });

  it('an override needs the right; it is recorded as a line adjustment of (new − old) × quantity, the price unchanged', async () => {
    const { calls, staff } = app.runtime;
    const { cart, tee } = await twoLines();
    const price = lineOf(cart, tee).price;
    const lower = ((toCents(price) - 300) / 100).toFixed(2);
    await staff.unlock(CLERK.pin);
    try {
      const input = { price: lower, reason: 'Price match' };
      const refused = await call('discounts.overridePrice', tee, input);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'manager_required', approval: { method: 'discounts.overridePrice' } } });
      const request = (refused as { error: { approval: { method: string; record: string } } }).error.approval;
      expect(await call('staff.approve', TEST_MANAGER.pin, request)).toMatchObject({ ok: true });
      const done = await call('discounts.overridePrice', tee, input);
      expect(done).toMatchObject({ ok: true });
      const line = lineOf((done as { value: SaleCart }).value, tee);
      expect(line.price).toBe(price);
      expect(line.discountTotal).toBe('-6.00');
      const [override] = await calls.discounts.ofSale();
      expect(override).toMatchObject({
        kind: 'override',
        size: `${price} to ${lower}`,
        reason: 'Price match',
        givenBy: CLERK.name,
        approvedBy: TEST_MANAGER.name,
      });
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
    }
    // A discounted line's quantity changes once its discount is taken back.
    await expect(calls.sale.setQuantity(tee, 3)).rejects.toThrow(/take the discount back/);
    const back = await calls.discounts.removeFromLine(tee);
    expect(lineOf(back, tee).discountTotal).toBeUndefined();
    expect((await calls.sale.setQuantity(tee, 3)).lineItems.find((l) => l.id === tee)!.quantity).toBe(3);
    expect(app.runtime.journal.entries({ kinds: ['sale.discount_removed'] }).at(-1)!.data).toMatchObject({ kind: 'override', amount: '-6.00' });
    await calls.sale.discard();
  });

  it('an override that lowers the price past the approver’s own discount limit needs someone whose limit covers it', async () => {
    const { calls, staff } = app.runtime;
    await calls.staff.add({ name: SUPERVISOR.name, role: 'supervisor', pin: SUPERVISOR.pin });
    const { cart, tee } = await twoLines();
    const price = lineOf(cart, tee).price;
    const half = (toCents(price) / 200).toFixed(2);
    await staff.unlock(CLERK.pin);
    try {
      const input = { price: half, reason: 'Price match' };
      const refused = await call('discounts.overridePrice', tee, input);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'manager_required', message: expect.stringMatching(/^A manager must approve/) } });
      const request = (refused as { error: { approval: { method: string; record: string } } }).error.approval;
      // A supervisor may set prices by hand, but takes 25% off at most: half off is not theirs to approve.
      expect(await call('staff.approve', SUPERVISOR.pin, request)).toMatchObject({ ok: false, error: { message: 'That is not a manager’s PIN.' } });
      expect(await call('staff.approve', TEST_MANAGER.pin, request)).toMatchObject({ ok: true });
      expect(await call('discounts.overridePrice', tee, input)).toMatchObject({ ok: true });
      expect((await calls.discounts.ofSale()).map((d) => [d.kind, d.approvedBy])).toEqual([['override', TEST_MANAGER.name]]);
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
      await calls.sale.discard();
    }
  });

  it('never discounts a gift card: its line is refused in words, and a sale discount falls on the other lines only', async () => {
    const { calls } = app.runtime;
    await calls.sale.addByCode('HP-TEE-001-NAV-M', 1);
    await calls.sale.addByCode('GIFTCARD-50', 1);
    const cart = await calls.sale.pickupInStore();
    const tee = cart.lineItems.find((l) => l.sku === 'HP-TEE-001-NAV-M')!;
    const card = cart.lineItems.find((l) => l.sku === 'GIFTCARD-50')!;
    await expect(calls.discounts.discountLine(card.id, { by: 'percent', value: '10', reason: 'Damaged item' })).rejects.toThrow(
      /gift card sells at the value it loads/,
    );
    await expect(calls.discounts.overridePrice(card.id, { price: '40.00', reason: 'Price match' })).rejects.toThrow(/gift card/);
    const after = await calls.discounts.discountSale({ by: 'amount', value: '3', reason: 'Loyal customer' });
    expect(toCents(lineOf(after, tee.id).discountTotal ?? '0')).toBe(-300);
    expect(toCents(lineOf(after, card.id).discountTotal ?? '0')).toBe(0);
    // The store holds the same rule for anyone with its admin client.
    const token = await adminToken(store.url);
    const res = await fetch(`${store.url}/api/v2/platform/adjustments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        adjustment: { order_id: after.number, adjustable_type: 'Spree::LineItem', adjustable_id: card.id, label: 'x', amount: -5 },
      }),
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toMatch(/is a gift card/);
    await calls.sale.discard();
  });

  it('refuses a reason that is not on the manager’s list, in words', async () => {
    const { calls } = app.runtime;
    const { tee } = await twoLines();
    expect(await calls.discounts.reasons()).toEqual(['Damaged item', 'Price match', 'Loyal customer', 'Staff discount']);
    await expect(calls.discounts.discountLine(tee, { by: 'amount', value: '1', reason: 'Because' })).rejects.toThrow(
      /not one of the reasons the manager keeps/,
    );
    await calls.sale.discard();
  });

  it('keeps the reasons a manager sets; a clerk cannot change them without a manager', async () => {
    const { calls, staff } = app.runtime;
    await staff.unlock(CLERK.pin);
    try {
      expect(await call('discounts.setReasons', ['Because'])).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
    }
    expect(await calls.discounts.setReasons(['Price match', ' Birthday ', 'Price match'])).toEqual(['Price match', 'Birthday']);
    expect(await calls.discounts.reasons()).toEqual(['Price match', 'Birthday']);
    await calls.discounts.setReasons(['Damaged item', 'Price match', 'Loyal customer', 'Staff discount']);
  });
});
