/**
 * The rules of a sale with money taken (shared/sale/sale-with-tenders-rules.ts), path by path, through
 * the bridge dispatch as the page calls it, against the demo store: once cash or a card has paid
 * part of a sale, nothing lowers its total below what was taken (customer address, pickup,
 * shipping, quantities, lines, codes, currency), and a sale or parked cart holding a payment is
 * discarded only with a manager's approval of that very cart; a parked sale keeps its tenders.
 */
import { describe, expect, it } from 'vitest';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import type { BridgeMethodName, SaleCart } from '../../../../shared/bridge/bridge.js';
import { MAINE_CUSTOMER, useTestRuntimeWithCatalog, variantIdOf } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

// Many sales in a minute: the till's own request budget is not what these tests are about.
const running = useTestRuntimeWithCatalog({ rateLimit: { limit: 1000, windowMs: 60_000 } });
const CLERK = { name: 'Rae Clerk', pin: '2468' };
const VISA = { token: 'tok_visa', name: 'Counter Customer', lastDigits: '4242' };
/** Massachusetts: 6.25% sales tax on top at the demo store. */
const BOSTON = { firstname: 'Casey', lastname: 'Morgan', address1: '1 Beacon Street', city: 'Boston', zipcode: '02108', stateName: 'MA', countryIso: 'US' };
const REFUSED = { ok: false, error: { kind: 'validation', message: expect.stringMatching(/^Payments are already taken for this sale/) } };

const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(running.runtime.calls, method, args, () => {}, running.runtime.gate);
const value = async <T>(method: BridgeMethodName, ...args: unknown[]): Promise<T> => {
  const answer = await call(method, ...args);
  if (!answer.ok) throw new Error(`${method}: ${answer.error.message}`);
  return answer.value as T;
};

/** Two tees (48.00) shipped to Boston, taxed there, 20.00 of it paid by card. */
async function bostonSaleWithCardTaken(): Promise<SaleCart> {
  const tee = await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M');
  await value('sale.addLine', tee, 2);
  const cart = await value<SaleCart>('sale.setCustomer', { email: 'casey@example.com', ...BOSTON });
  expect(Number(cart.taxTotal)).toBeGreaterThan(0);
  expect(await value('sale.tenderCard', { ...VISA, amount: '20.00' })).toMatchObject({ outcome: 'partial', taken: { amount: '20.00' } });
  return value<SaleCart>('sale.current');
}

async function clerkOnTill() {
  const staff = await value<{ name: string }[]>('staff.list');
  if (!staff.some((m) => m.name === CLERK.name)) await value('staff.add', { ...CLERK, role: 'staff' });
  await call('staff.lock');
  await value('staff.unlock', CLERK.pin);
}

async function managerOnTill() {
  await call('staff.lock');
  await value('staff.unlock', TEST_MANAGER.pin);
}

describe('a sale with money taken', () => {
  it('keeps its address once a card has paid part of it: another address is refused, the same one allowed; the order is placed paid in full', async () => {
    const before = await bostonSaleWithCardTaken();
    // Maine has no sales tax: the total would fall under the card's 20.00 with the rest to pay.
    expect(await call('sale.setCustomer', { email: 'casey@example.com', ...MAINE_CUSTOMER })).toMatchObject(REFUSED);
    expect(await call('sale.setCustomer', { email: 'casey@example.com', ...BOSTON, shipping: MAINE_CUSTOMER })).toMatchObject(REFUSED);
    expect(await call('sale.setCustomer', { email: 'casey@example.com', ...BOSTON, pickupInStore: true })).toMatchObject(REFUSED);
    expect(await call('sale.pickupInStore')).toMatchObject(REFUSED);
    expect((await value<SaleCart>('sale.current')).total).toBe(before.total);
    // The same address again (as checkout sends it after a line is added) is allowed.
    expect(await call('sale.setCustomer', { email: 'casey@example.com', ...BOSTON })).toMatchObject({ ok: true, value: { total: before.total } });
    const rest = (Number(before.total) - 20).toFixed(2);
    const placed = await value<{ outcome: string; receipt: { order: { total: string; payments: { amount: string }[] } } }>('sale.tenderCash', {
      tendered: rest,
    });
    expect(placed.outcome).toBe('placed');
    expect(placed.receipt.order.total).toBe(before.total);
    expect(placed.receipt.order.payments.map((p) => p.amount).sort()).toEqual(['20.00', rest].sort());
  });

  it('refuses a cheaper shipping rate once a card has paid part of the sale; the same rate again is allowed', async () => {
    const tee = await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M');
    await value('sale.addLine', tee, 2);
    const shipped = await value<SaleCart>('sale.setCustomer', { email: 'casey@example.com', ...BOSTON });
    const shipment = shipped.shipments[0]!;
    const dearest = [...shipment.rates].sort((a, b) => Number(b.cost) - Number(a.cost))[0]!;
    const cheaper = shipment.rates.find((r) => Number(r.cost) < Number(dearest.cost))!;
    const express = await value<SaleCart>('sale.selectShippingRate', shipment.id, dearest.id);
    expect(await value('sale.tenderCard', { ...VISA, amount: '20.00' })).toMatchObject({ outcome: 'partial' });
    expect(await call('sale.selectShippingRate', shipment.id, cheaper.id)).toMatchObject(REFUSED);
    expect(await call('sale.selectShippingRate', shipment.id, dearest.id)).toMatchObject({ ok: true });
    expect((await value<SaleCart>('sale.current')).total).toBe(express.total);
    expect(await call('sale.discard')).toMatchObject({ ok: true });
  });

  it('refuses lower quantities, removed lines, an emptied cart, codes and another currency, even to a manager; allows more and codes removed', async () => {
    const cart = await bostonSaleWithCardTaken();
    const line = cart.lineItems[0]!;
    expect(await call('sale.setQuantity', line.id, 1)).toMatchObject(REFUSED);
    expect(await call('sale.removeLine', line.id)).toMatchObject(REFUSED);
    expect(await call('sale.empty')).toMatchObject(REFUSED);
    expect(await call('sale.applyCode', 'WELCOME10')).toMatchObject(REFUSED);
    expect(await call('sale.changeCurrency', 'EUR')).toMatchObject(REFUSED);
    expect(await call('sale.removeAllCodes')).toMatchObject({ ok: true });
    expect(await call('sale.setQuantity', line.id, 3)).toMatchObject({ ok: true, value: { itemCount: 3 } });
    expect(await call('sale.discard')).toMatchObject({ ok: true });
  });

  it('a parked sale with cash taken is discarded only with a manager’s approval of that cart', async () => {
    await clerkOnTill();
    const tee = await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M');
    await value('sale.addLine', tee, 1);
    await value('sale.setCustomer', { email: 'casey@example.com', ...MAINE_CUSTOMER });
    expect(await value('sale.tenderCash', { tendered: '10' })).toMatchObject({ outcome: 'partial' });
    const number = (await value<SaleCart>('sale.current')).number;
    expect(await call('parked.park', 'at the cash machine')).toMatchObject({ ok: true });
    // Another parked cart, without a payment: the clerk discards it alone.
    await value('sale.addLine', tee, 1);
    const plain = (await value<SaleCart>('sale.current')).number;
    await value('parked.park', null);
    expect(await call('parked.discard', plain)).toMatchObject({ ok: true });

    const refused = await call('parked.discard', number);
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'manager_required',
        action: `Discard a parked cart that has a payment (${number})`,
        approval: { method: 'parked.discard', record: number },
      },
    });
    expect((await value<{ carts: { number: string }[] }>('parked.list')).carts.map((c) => c.number)).toContain(number);
    // Approved for another cart or another action: still refused.
    await value('staff.approve', TEST_MANAGER.pin, { method: 'parked.discard', record: plain });
    expect(await call('parked.discard', number)).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    await value('staff.approve', TEST_MANAGER.pin, { method: 'sale.discard', record: number });
    expect(await call('parked.discard', number)).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    await value('staff.approve', TEST_MANAGER.pin, { method: 'parked.discard', record: number });
    expect(await call('parked.discard', number)).toMatchObject({ ok: true });
    expect((await value<{ carts: { number: string }[] }>('parked.list')).carts.map((c) => c.number)).not.toContain(number);
    await managerOnTill();
  });

  it('a parked sale keeps its tenders: resumed, its receipt names each and the change from all the cash handed over', async () => {
    const tee = await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M');
    await value('sale.addLine', tee, 2);
    await value('sale.setCustomer', { email: 'casey@example.com', ...MAINE_CUSTOMER });
    expect(await value('sale.tenderCash', { tendered: '20' })).toMatchObject({ outcome: 'partial', remaining: '28.00' });
    const number = (await value<SaleCart>('sale.current')).number;
    await value('parked.park', 'back in five');
    expect(await value('parked.resume', number)).toMatchObject({ outcome: 'resumed' });
    // Resumed, the rules hold as before parking: the total cannot fall.
    expect(await call('sale.setQuantity', (await value<SaleCart>('sale.current')).lineItems[0]!.id, 1)).toMatchObject(REFUSED);
    const placed = await value<{ outcome: string; receipt: { tendered: string; change: string; tenders: { amount: string }[] } }>('sale.tenderCash', {
      tendered: '30',
    });
    expect(placed.outcome).toBe('placed');
    expect(placed.receipt).toMatchObject({ tendered: '50.00', change: '2.00' });
    expect(placed.receipt.tenders.map((t) => t.amount)).toEqual(['20.00', '28.00']);
  });
});
