/**
 * A sale that a gift card or store credit already pays in full is still placed only when the
 * clerk completes it: the customer step and the shipping step leave the order open at the store,
 * and the deliberate complete places it exactly once. And should a store place the order at a
 * step before that anyway, the till does not carry on as if the sale were open: the cashier gets
 * the receipt, in words saying the order was placed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '../../../../shared/bridge/bridge.js';
import { describeError } from '../../../../electron/till/runtime/error-words.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { createSession } from '../../../../electron/till/account/session.js';
import { createOAuthClient, defaultEndpoints } from '../../../../shared/oauth/token-client.js';
import type { FetchLike } from '../../../../shared/storefront/types/client-types.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';
import { TIMERS_NEVER_FIRE, inStockVariant, startTill } from '../../../support/till/sale-till.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { useDemoStore } from '../../../support/demo-store/use-demo-store.js';

const demo = useDemoStore();
let operator = '';

beforeAll(async () => {
  operator = await adminToken(demo.url);
});

const customer = {
  email: 'customer@demo.store',
  firstname: 'Casey',
  lastname: 'Customer',
  address1: '4 Elm Street',
  city: 'Portland',
  zipcode: '04101',
  stateName: 'ME',
  countryIso: 'US',
};

/** The order as the store's operator sees it (Platform API). */
async function atTheStore(number: string): Promise<{ state: string; completed_at: string | null; payment_state: string | null }> {
  const res = await fetch(`${demo.url}/api/v2/platform/orders/${number}`, { headers: { Authorization: `Bearer ${operator}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { attributes: { state: string; completed_at: string | null; payment_state: string | null } } }).data.attributes;
}

/** Every completed order of the store with that number (one, once placed). */
async function placedWithNumber(number: string): Promise<number> {
  const res = await fetch(`${demo.url}/api/v2/platform/orders?filter[number]=${number}&filter[state]=complete`, {
    headers: { Authorization: `Bearer ${operator}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown[] }).data.length;
}

/** A $18.00 tee. */
const teeVariant = () => inStockVariant(demo.url, 'classic-crew-tee');

/**
 * A till on the demo store. `rewrite` turns a request's path into another before it is sent:
 * a store that does more at a step than it was asked to.
 */
function till(rewrite: (path: string) => string = (p) => p, clock = { shift: 0 }) {
  const log: string[] = [];
  const fetchImpl: FetchLike = (url, init) => {
    const target = new URL(url);
    target.pathname = rewrite(target.pathname);
    log.push(`${init?.method ?? 'GET'} ${target.pathname}`);
    return fetch(target.toString(), init as RequestInit);
  };
  const oauth = createOAuthClient({ endpoints: defaultEndpoints(demo.url, SHOP_DIALECT) });
  const session = createSession({ issuer: oauth, secrets: memorySecretStore(), account: `session:${demo.url}` });
  const placed: Receipt[] = [];
  const signedInAs = () => (session.status().signedIn ? session.status().email : null);
  const { client, sale, tracker } = startTill(demo.url, {
    fetch: fetchImpl,
    clock: TIMERS_NEVER_FIRE,
    random: () => 0,
    now: () => new Date(Date.now() + clock.shift),
    account: () => (signedInAs() ? { email: signedInAs()!, withBearer: session.withBearer } : null),
    onPlaced: (receipt) => placed.push(receipt),
  });
  return { log, client, session, sale, tracker, placed };
}

/** Picks Standard shipping ($6.95) on every shipment, as the clerk does on the shipping step. */
async function chooseStandardShipping(sale: ReturnType<typeof till>['sale'], cart: Cart): Promise<Cart> {
  let current = cart;
  for (const shipment of cart.shipments) {
    const standard = shipment.rates.find((r) => /standard/i.test(r.name));
    expect(standard, 'the store offered no standard shipping').toBeDefined();
    current = await sale.selectShippingRate(shipment.id, standard!.id);
  }
  return current;
}

/**
 * After the shipping step of a $24.95 sale already paid: still open at the store and untracked;
 * the clerk's complete then places it, once, and the till tracks it. Answers the receipt.
 */
async function expectOpenUntilCompletePlacesOnce(
  { log, sale, tracker }: Pick<ReturnType<typeof till>, 'log' | 'sale' | 'tracker'>,
  number: string,
): Promise<Receipt> {
  expect((await atTheStore(number)).state).not.toBe('complete');
  expect(await placedWithNumber(number)).toBe(0);
  expect(tracker.list()).toHaveLength(0);

  const receipt = await sale.completePaid();
  expect(receipt.order).toMatchObject({ number, state: 'complete', paymentState: 'paid', total: '24.95' });
  expect(log.filter((l) => l.endsWith('/checkout/complete'))).toHaveLength(1);
  expect(await placedWithNumber(number)).toBe(1);
  expect(tracker.list().map((o) => o.number)).toEqual([number]);
  return receipt;
}

describe('a sale already paid by a gift card or store credit', () => {
  it('paid by a gift card: open at the store through the customer and shipping steps, placed once on complete', async () => {
    const { log, sale, tracker } = till();
    await sale.addLine(await teeVariant(), 1);
    const covered = await sale.applyCode('GIFT-50-DEMO');
    expect(covered.totalMinusStoreCredits).toBe('0.00');

    const afterCustomer = await sale.setCustomer({ ...customer, email: 'gift-card@example.com' });
    expect(await atTheStore(afterCustomer.number), 'the customer step placed the order').toMatchObject({ completed_at: null });
    expect((await atTheStore(afterCustomer.number)).state).not.toBe('complete');
    expect(afterCustomer.shipments.length).toBeGreaterThan(0);

    const afterShipping = await chooseStandardShipping(sale, afterCustomer);
    expect(afterShipping.total).toBe('24.95');
    expect(afterShipping.totalMinusStoreCredits).toBe('0.00');
    const receipt = await expectOpenUntilCompletePlacesOnce({ log, sale, tracker }, afterShipping.number);
    expect(receipt.notice ?? null).toBeNull();
    expect(await sale.current()).toBeNull();
  });

  it("paid by the signed-in customer's store credit: open at the store until complete, placed once, the credit spent once", async () => {
    const { log, session, sale, tracker } = till();
    await session.signIn('customer@demo.store', 'demo-customer-1');
    await sale.addLine(await teeVariant(), 1);
    const covered = await sale.addStoreCredit();
    expect(covered.totalMinusStoreCredits).toBe('0.00');

    const afterCustomer = await sale.setCustomer(customer);
    expect((await atTheStore(afterCustomer.number)).state, 'the customer step placed the order').not.toBe('complete');
    expect((await atTheStore(afterCustomer.number)).completed_at).toBeNull();

    // $18.00 and $6.95 shipping: still within the $25.00 of credit.
    const afterShipping = await chooseStandardShipping(sale, afterCustomer);
    expect(afterShipping.totalMinusStoreCredits).toBe('0.00');
    await expectOpenUntilCompletePlacesOnce({ log, sale, tracker }, afterShipping.number);
    const account = (await session.withBearer((bearer) =>
      fetch(`${demo.url}/api/v2/storefront/account`, { headers: { Authorization: `Bearer ${bearer}` } }).then((r) => r.json()),
    )) as { data: { attributes: { store_credits: string | number } } };
    expect(Number(account.data.attributes.store_credits)).toBeCloseTo(0.05, 2);
  });

  it('shows the receipt in words when a store places the order at the customer step anyway', async () => {
    // A store whose one step goes as far as it can: with the gift card paying, to `complete`.
    const { log, sale, tracker, placed } = till((p) => p.replace(/\/checkout\/next$/, '/checkout/advance'));
    await sale.addLine(await teeVariant(), 1);
    await sale.applyCode('GIFT-50-DEMO');

    const refusal = await sale.setCustomer({ ...customer, email: 'placed-early@example.com' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal, 'the till carried on as if the sale were open').not.toBeNull();
    const words = describeError(refusal);
    // A kind of its own: the window shows the receipt's notice instead of an error saying it again.
    expect(words.kind).toBe('placed');
    expect(words.message).toMatch(/Order R\w+ was placed/);
    expect(words.message).toMatch(/Do not take payment again/);

    expect(placed).toHaveLength(1);
    const receipt = placed[0]!;
    expect(receipt.order).toMatchObject({ state: 'complete', paymentState: 'paid', total: '18.00' });
    expect(receipt.notice).toMatch(new RegExp(`Order ${receipt.order.number} was placed`));
    expect(receipt.notice).toMatch(/Do not take payment again/);
    expect(sale.unseenReceipt()?.order.number).toBe(receipt.order.number);
    expect(await placedWithNumber(receipt.order.number)).toBe(1);
    expect(tracker.list().map((o) => o.number)).toEqual([receipt.order.number]);
    expect(log.some((l) => l.endsWith('/checkout/complete'))).toBe(false);
    expect(sale.attention()).toBeNull();
    expect(await sale.current()).toBeNull();
  });
});

describe('a step on a cart the store placed meanwhile (completed elsewhere)', () => {
  it('answers that the order is placed, with its receipt, not that the sale is gone', async () => {
    const { sale, tracker, placed } = till();
    const cart = await sale.addLine(await teeVariant(), 1);
    await sale.applyCode('GIFT-20-DEMO'); // $20 of its own: the $50 card is spent by the tests above
    await sale.setCustomer({ ...customer, email: 'completed-elsewhere@example.com' });
    // Someone else with the cart's token takes it as far as it goes at the store: placed, the gift card paying.
    const headers = { 'Content-Type': 'application/json', 'X-Shop-Order-Token': cart.token! };
    let state = '';
    for (let tries = 0; tries < 3 && state !== 'complete'; tries++) {
      const res = await fetch(`${demo.url}/api/v2/storefront/checkout/advance`, { method: 'PATCH', headers });
      expect(res.status).toBe(200);
      state = ((await res.json()) as { data: { attributes: { state: string } } }).data.attributes.state;
    }
    expect(state).toBe('complete');

    const refusal = await sale.setQuantity(cart.lineItems[0]!.id, 2).then(
      () => null,
      (error: unknown) => error,
    );
    const words = describeError(refusal);
    expect(words.kind).toBe('placed');
    expect(words.message).toMatch(new RegExp(`Order ${cart.number} was placed`));
    expect(words.message).not.toMatch(/no longer open/);
    expect(placed.map((r) => r.order.number)).toEqual([cart.number]);
    expect(sale.unseenReceipt()?.order.number).toBe(cart.number);
    expect(tracker.list().map((o) => o.number)).toEqual([cart.number]);
    expect(await sale.current()).toBeNull();
  });
});

describe('the check before payment of a cart left standing', () => {
  it('passes a sale waiting in delivery, and says "Cart changed" when a change at the store took its checkout back', async () => {
    const clock = { shift: 0 };
    const { log, client, sale } = till(undefined, clock);
    const tee = await teeVariant();
    await sale.addLine(tee, 1);
    await sale.setCustomer({ ...customer, email: 'standing@example.com' });
    clock.shift += 2 * 60_000; // the customer went to find their wallet
    const receipt = await sale.payCash({ tendered: '20.00' });
    expect(receipt.order.state).toBe('complete');
    expect(log.filter((l) => l.endsWith('/checkout/validate_order_for_payment'))).toHaveLength(1);

    const cart = await sale.addLine(tee, 1);
    await sale.setCustomer({ ...customer, email: 'standing@example.com' });
    // Meanwhile the cart changes at the store: its checkout goes back to `address`.
    await client.addItem({ orderToken: cart.token! }, { variantId: tee, quantity: 1 });
    clock.shift += 2 * 60_000;
    const refusal = await sale.payCash({ tendered: '100.00' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(describeError(refusal)).toMatchObject({ kind: 'validation', message: 'The cart changed at the store: Cart changed. Nothing was charged.' });
    expect(log.filter((l) => l.endsWith('/checkout/complete'))).toHaveLength(1);
    expect(await placedWithNumber(cart.number)).toBe(0);
  });
});
