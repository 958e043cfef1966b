/**
 * Goods taken back at a store without return routes (the demo store answering as a stock store):
 * the till says what it can still do, a manager approves each return, the money goes back as cash
 * from the drawer (never "to the card") at what the store charged, and the return is written on
 * the order at the store before any money moves; store credit for a guest is refused in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoStore, type DemoStore } from '../../../../electron/demo-store/http/server.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { DEMO_LOCATION } from '../../../../electron/till/store/store-profiles.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import type { BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import type { ReturnDone, ReturnQuote } from '../../../../shared/bridge/returns.js';
import { adminToken } from '../../../support/demo-store/admin-token.js';
import { signUp } from '../../../support/demo-store/account-client.js';
import { completedSale, platform as platformOf, storedNumber } from '../../../support/demo-store/returns-client.js';
import { startTestRuntimeWithCatalog, type TestRuntime } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

let store: DemoStore;
let app: TestRuntime;
const CLERK = { name: 'Stock Clerk', pin: '1357' };

beforeAll(async () => {
  store = await startDemoStore({ rateLimit: false, extensions: false });
  app = await startTestRuntimeWithCatalog({ storeUrl: store.url, storeLocation: DEMO_LOCATION, rateLimit: { limit: 1000, windowMs: 60_000 } });
  const { calls } = app.runtime;
  await calls.admin.connect({ clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
  await calls.shift.open({ lines: [{ value: '20.00', count: 5 }] });
  await calls.staff.add({ name: CLERK.name, role: 'staff', pin: CLERK.pin });
});

afterAll(async () => {
  await app?.stop();
  await store?.close();
});

const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(app.runtime.calls, method, args, () => {}, app.runtime.gate);
const platform = async (path: string, init: RequestInit = {}) =>
  fetch(`${store.url}/api/v2/platform${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${await adminToken(store.url)}`, 'Content-Type': 'application/vnd.api+json', ...init.headers },
  });

async function cashSale(quantity: number) {
  const { calls } = app.runtime;
  await calls.sale.addByCode('HP-TEE-001-NAV-M', quantity);
  const cart = await calls.sale.pickupInStore();
  expect((await calls.sale.tenderCash({ tendered: cart.total })).outcome).toBe('placed');
  return { number: cart.number, total: cart.total };
}

describe('a store without return routes', () => {
  it('answers as a stock store: no return routes, and an order keeps what its staff write in its private metadata', async () => {
    expect((await platform('/return_authorization_reasons')).status).toBe(404);
    expect((await platform('/reimbursements', { method: 'POST', body: '{}' })).status).toBe(404);
    const sale = await cashSale(1);
    const written = await platform(`/orders/${sale.number}`, { method: 'PATCH', body: JSON.stringify({ order: { private_metadata: { note: 'kept' } } }) });
    expect(written.status).toBe(200);
    expect(((await written.json()) as { data: { attributes: { private_metadata: unknown } } }).data.attributes.private_metadata).toEqual({ note: 'kept' });
    const other = await platform(`/orders/${sale.number}`, { method: 'PATCH', body: JSON.stringify({ order: { total: 0 } }) });
    expect(other.status).toBe(422);
    expect(await other.text()).toMatch(/total/);
  });

  it('the till gives cash back with a manager’s approval, at what the store charged, and writes the return on the order first', async () => {
    const { calls, staff } = app.runtime;
    const desk = await calls.returns.open();
    expect(desk).toMatchObject({ state: 'till_only' });
    expect(desk.message).toMatch(/no return routes.*cash from the drawer or store credit/);
    expect(desk.reasons.map((r) => r.name)).toContain('Changed mind');
    const sale = await cashSale(2);
    const expectedBefore = (await calls.shift.status()).report!.cash.expected!;

    await staff.unlock(CLERK.pin);
    try {
      const found = await calls.returns.findSale(sale.number);
      expect(found.lines[0]).toMatchObject({ sold: 2, returnable: 2 });
      const input = { orderNumber: sale.number, reasonId: desk.reasons[0]!.id, lines: [{ lineItemId: found.lines[0]!.lineItemId, quantity: 1 }] };
      const record = `${sale.number} at a store without return routes`;
      expect(await call('returns.quote', input)).toMatchObject({
        ok: false,
        error: { kind: 'manager_required', approval: { method: 'returns.quote', record } },
      });
      expect(await call('staff.approve', TEST_MANAGER.pin, { method: 'returns.quote', record })).toMatchObject({ ok: true });
      const quoted = (await call('returns.quote', input)) as { ok: true; value: ReturnQuote };
      expect(quoted.ok).toBe(true);
      const quote = quoted.value;
      expect(Number(quote.total) * 2).toBeCloseTo(Number(sale.total), 2);

      const items = [{ id: quote.items[0]!.id, resellable: true }];
      // Never "to how it was paid": the store cannot refund its payments from here.
      expect(await call('returns.refund', { authorizationId: quote.authorizationId, items, to: 'original' })).toMatchObject({
        ok: false,
        error: { message: expect.stringMatching(/cannot refund its payments/) },
      });
      // A guest has no account for store credit.
      expect(await call('returns.refund', { authorizationId: quote.authorizationId, items, to: 'store_credit' })).toMatchObject({
        ok: false,
        error: { message: expect.stringMatching(/guest order/) },
      });
      const done = (await call('returns.refund', { authorizationId: quote.authorizationId, items, to: 'cash' })) as { ok: true; value: ReturnDone };
      expect(done).toMatchObject({
        ok: true,
        value: { to: 'cash', cashOut: quote.total, recordedOnly: true, approvedBy: TEST_MANAGER.name, servedBy: CLERK.name },
      });

      // Written on the order at the store, whose totals did not change.
      const order = (await (await platform(`/orders/${sale.number}`)).json()) as {
        data: { attributes: { total: string; payment_state: string; private_metadata: { pos_returns: unknown[] } } };
      };
      expect(order.data.attributes.total).toBe(sale.total);
      expect(order.data.attributes.payment_state).toBe('paid');
      expect(order.data.attributes.private_metadata.pos_returns).toEqual([
        expect.objectContaining({
          number: done.value.authorizationNumber,
          to: 'cash',
          total: quote.total,
          approved_by: TEST_MANAGER.name,
          served_by: CLERK.name,
        }),
      ]);
      // The journal, the drawer and what can still come back agree.
      expect(app.runtime.journal.entries({ kinds: ['return.refunded'] }).at(-1)).toMatchObject({ data: { recordedOnly: true, cashOut: quote.total } });
      expect(app.runtime.journal.entries({ kinds: ['drawer.opened'] }).at(-1)).toMatchObject({ data: { reason: 'Cash refund' } });
      expect(Number((await calls.shift.status()).report!.cash.expected)).toBeCloseTo(Number(expectedBefore) - Number(quote.total), 2);
      expect((await calls.returns.findSale(sale.number)).lines[0]).toMatchObject({ returnable: 1 });
      // The approval was spent.
      expect(await call('returns.quote', input)).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    } finally {
      await staff.unlock(TEST_MANAGER.pin);
    }
  });

  it('gives store credit to a customer with an account, the credit naming the return, and never more than what is left', async () => {
    const { calls } = app.runtime;
    const desk = await calls.returns.open();
    const customer = await signUp(store);
    const pf = platformOf(store, await adminToken(store.url));
    const sale = await completedSale(store, pf, { customer: customer.bearer });
    const found = await calls.returns.findSale(sale.number);
    const line = found.lines[0]!;
    const input = { orderNumber: sale.number, reasonId: desk.reasons[0]!.id, lines: [{ lineItemId: line.lineItemId, quantity: line.returnable }] };
    // The manager is on the till: the approval is theirs.
    const quote = await calls.returns.quote(input);
    const done = await calls.returns.refund({
      authorizationId: quote.authorizationId,
      items: [{ id: quote.items[0]!.id, resellable: true }],
      to: 'store_credit',
    });
    expect(done).toMatchObject({ to: 'store_credit', cashOut: null, recordedOnly: true, refunds: [{ method: 'Store credit', amount: quote.total }] });

    // The customer holds the credit, and its memo names the return and who approved it.
    const memo = `Return ${done.authorizationNumber} of order ${sale.number}, given at the till; approved by ${TEST_MANAGER.name}`;
    expect(storedNumber(store, 'SELECT COUNT(*) AS n FROM store_credits WHERE user_id = ? AND memo = ?', Number(customer.id), memo)).toBe(1);
    expect(storedNumber(store, 'SELECT amount_cents AS n FROM store_credits WHERE memo = ?', memo)).toBe(Math.round(Number(quote.total) * 100));
    // Nothing of that line is left to come back.
    expect((await calls.returns.findSale(sale.number)).lines[0]).toMatchObject({ returnable: 0 });
    await expect(calls.returns.quote(input)).rejects.toThrow(/can still come back/);
  });
});
