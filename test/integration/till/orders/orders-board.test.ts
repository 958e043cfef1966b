/**
 * The orders board through the bridge dispatch, as the page calls it, against the demo store:
 * it needs the admin client and a manager on the till (a clerk is refused, and cannot act
 * without a manager's PIN); it reads every order of the store with one list request per refresh,
 * tells this till's sales (and who sold them) from the web's, and each action is answered in
 * the store's words, shown at once and recorded in the till's journal with its reason.
 */
import { describe, expect, it } from 'vitest';
import type { BoardReading } from '../../../../shared/bridge/bridge.js';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { createAdminConnection } from '../../../../electron/till/store/admin-client.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { createOrdersBoard } from '../../../../electron/till/orders/orders-board.js';
import { memorySecretStore } from '../../../../electron/till/account/secret-store.js';
import { createOAuthClient, defaultEndpoints } from '../../../../shared/oauth/token-client.js';
import { createRequestScheduler } from '../../../../shared/schedule/request-scheduler.js';
import { createPlatformClient } from '../../../../shared/storefront/client/platform-client.js';
import { openTillJournal } from '../../../../electron/till/shift/till-journal.js';
import type { BridgeMethodName } from '../../../../shared/bridge/bridge.js';
import type { BoardActionResult, BoardOrderDetail, BoardState } from '../../../../shared/orders/orders-board-actions.js';
import { DEFAULT_BOARD_FILTERS } from '../../../../shared/orders/orders-board.js';
import { createStorefrontClient } from '../../../../shared/storefront/client/client.js';
import { SHOP_DIALECT } from '../../../../shared/storefront/dialect.js';
import { MAINE_CUSTOMER, useTestRuntimeWithCatalog, variantIdOf } from '../../../support/till/test-runtime.js';
import { TEST_MANAGER } from '../../../support/till/test-staff.js';

const running = useTestRuntimeWithCatalog();
const CLERK = { name: 'Board Clerk', pin: '5151' };

const call = (method: BridgeMethodName, ...args: unknown[]) => dispatchBridgeCall(running.runtime.calls, method, args, () => {}, running.runtime.gate);
const value = async <T>(method: BridgeMethodName, ...args: unknown[]): Promise<T> => {
  const result = await call(method, ...args);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as T;
};

/** A guest's web order placed straight at the store (not at this till). */
async function webOrder(email: string): Promise<string> {
  const client = createStorefrontClient({ baseUrl: running.runtime.storeUrl, dialect: SHOP_DIALECT });
  const cart = await client.createCart();
  const creds = { orderToken: cart.token! };
  await client.addItem(creds, { variantId: await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M'), quantity: 1 });
  const address = { firstname: 'Pat', lastname: 'Webber', address1: '9 Net Way', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' };
  await client.updateCheckout(creds, { email, billAddress: address, shipAddress: address });
  await client.advanceCheckout(creds);
  const methods = await client.paymentMethods(creds);
  await client.createPayment(creds, { paymentMethodId: methods.find((m) => m.name === 'Cash')!.id });
  return (await client.completeCheckout(creds)).number;
}

/** The board service as main builds it, on its own admin connection, counting the store's order lists it asks for. */
async function directBoard(name: string, pageSize?: number) {
  const readings: (BoardReading | null)[] = [];
  const storeUrl = running.runtime.storeUrl;
  const lists: string[] = [];
  const scheduler = createRequestScheduler({
    fetch: (url, init) => {
      if (/\/api\/v2\/platform\/orders\?/.test(String(url))) lists.push(decodeURIComponent(String(url)));
      return fetch(url, init as RequestInit);
    },
  });
  const oauth = createOAuthClient({ endpoints: defaultEndpoints(storeUrl, SHOP_DIALECT) });
  const admin = createAdminConnection({
    grant: (id, secret, scope) => oauth.clientCredentials(id, secret, scope),
    revoke: async () => undefined,
    secrets: memorySecretStore(),
    account: `admin-client:${name}`,
  });
  await admin.connect(DEMO_ADMIN_CLIENT.clientId, DEMO_ADMIN_CLIENT.clientSecret);
  const journal = openTillJournal({ dataDir: running.app.dataDir });
  const board = createOrdersBoard({
    admin,
    platform: createPlatformClient({ baseUrl: storeUrl, fetch: scheduler.fetch }),
    journal,
    ...(pageSize ? { pageSize } : {}),
    onReading: (reading) => readings.push(reading),
  });
  return { board, lists, journal, admin, readings };
}

describe("the orders board's reads", () => {
  it('costs one list request per read: a range read whole once, then only what the store changed (updated_at), never again for a filter', async () => {
    const { board, lists, journal } = await directBoard('one-request');
    const first = await webOrder('one.request@example.com');

    const seen = await board.view(DEFAULT_BOARD_FILTERS);
    expect(seen.orders.map((o) => o.number)).toContain(first);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatch(/include=line_items,shipments\.selected_shipping_rate,payments,bill_address,ship_address/);
    await board.view({ ...DEFAULT_BOARD_FILTERS, search: 'one.request@', channel: 'web', paymentState: 'paid' });
    expect(lists).toHaveLength(1);

    const second = await webOrder('two.requests@example.com');
    const refreshed = await board.refresh(DEFAULT_BOARD_FILTERS);
    expect(lists).toHaveLength(2);
    expect(lists[1]).toMatch(/filter\[updated_at_gt\]=\d{4}-/);
    expect(refreshed.orders.map((o) => o.number)).toEqual(expect.arrayContaining([first, second]));

    await board.view({ ...DEFAULT_BOARD_FILTERS, range: 'yesterday' });
    expect(lists).toHaveLength(3);
    expect(lists[2]).not.toMatch(/updated_at_gt/);
    journal.close();
  });

  it('forgets what it read when the admin client is disconnected: nothing is shown from memory', async () => {
    const { board, admin, journal } = await directBoard('disconnected');
    await webOrder('before.disconnect@example.com');
    expect((await board.view(DEFAULT_BOARD_FILTERS)).total).toBeGreaterThan(0);
    await admin.disconnect();
    await expect(board.view(DEFAULT_BOARD_FILTERS)).rejects.toThrow(/Connect the store’s admin client/);
    expect(board.selected([await webOrder('after.disconnect@example.com')])).toEqual([]);
    journal.close();
  });

  it('pages only when the store says there are more, and says how far it has read', async () => {
    const pageSize = 2;
    const { board, lists, journal, readings } = await directBoard('paging', pageSize);
    await webOrder('paging@example.com');
    const total = (await board.view(DEFAULT_BOARD_FILTERS)).total;
    expect(total).toBeGreaterThan(pageSize);
    expect(lists).toHaveLength(Math.ceil(total / pageSize));
    expect(lists.map((u) => /page=(\d+)/.exec(u)![1])).toEqual(lists.map((_, i) => String(i + 1)));
    // Page 1 before the store has said how many; each later page of as many as it said; then done.
    const pages = lists.length;
    expect(readings).toEqual([{ page: 1, pages: null }, ...lists.slice(1).map((_, i) => ({ page: i + 2, pages })), null]);

    await webOrder('paging.changed@example.com');
    const before = lists.length;
    expect((await board.refresh(DEFAULT_BOARD_FILTERS)).total).toBe(total + 1);
    expect(lists.length - before).toBe(1);
    journal.close();
  });
});

describe('the orders board', () => {
  it('asks for the admin client first, in words', async () => {
    expect(await call('board.view', DEFAULT_BOARD_FILTERS)).toMatchObject({
      ok: false,
      error: { kind: 'not_signed_in', message: expect.stringContaining('admin client') },
    });
  });

  it("shows every order of the store to a manager, this till's sales with who sold them, and reads only changes on refresh", async () => {
    await value('admin.connect', { clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    await value('sale.addLine', await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M'), 1);
    await value('sale.setCustomer', { ...MAINE_CUSTOMER, email: 'casey@example.com' });
    const receipt = await value<{ order: { number: string } }>('sale.payCash', { tendered: '100' });
    const web = await webOrder('pat.webber@example.com');

    const board = await value<BoardState>('board.view', DEFAULT_BOARD_FILTERS);
    const mine = board.orders.find((o) => o.number === receipt.order.number)!;
    expect(mine).toMatchObject({ sold: 'this_till', soldBy: { name: TEST_MANAGER.name } });
    expect(board.orders.find((o) => o.number === web)).toMatchObject({ sold: 'web', group: 'ready_for_pickup', customerName: 'Pat Webber' });
    expect(board.checkedAt).not.toBeNull();
    const found = await value<BoardState>('board.view', { ...DEFAULT_BOARD_FILTERS, search: 'pat.webber@' });
    expect(found.orders.map((o) => o.number)).toEqual([web]);
    expect((await value<BoardState>('board.view', { ...DEFAULT_BOARD_FILTERS, channel: 'this_till' })).orders.map((o) => o.number)).toEqual([
      receipt.order.number,
    ]);
    const refreshed = await value<BoardState>('board.refresh', DEFAULT_BOARD_FILTERS);
    expect(refreshed.total).toBe(board.total);
  });

  it("acts on an order: the store's answer in words, the board at once, the journal with who and why", async () => {
    const number = await webOrder('cancel.me@example.com');
    await value('board.view', DEFAULT_BOARD_FILTERS);
    const canceled = await value<BoardActionResult>('board.cancelOrder', number, 'Customer phoned to cancel');
    expect(canceled.message).toMatch(/cancelled/);
    expect(canceled.order).toMatchObject({ state: 'canceled', group: 'cancelled', paymentState: 'void' });
    const board = await value<BoardState>('board.view', DEFAULT_BOARD_FILTERS);
    expect(board.orders.find((o) => o.number === number)!.state).toBe('canceled');

    const shipment = canceled.order.shipments[0]!.number;
    const refused = await call('board.markPickedUp', number, shipment);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', message: expect.stringContaining(`its order ${number} is canceled`) } });

    const detail = await value<BoardOrderDetail>('board.order', number);
    expect(detail.history.map((h) => [h.action, h.outcome, h.reason, h.who?.name])).toEqual([
      ['cancel_order', 'done', 'Customer phoned to cancel', TEST_MANAGER.name],
      ['picked_up', 'refused', null, TEST_MANAGER.name],
    ]);
    const journal = openTillJournal({ dataDir: running.app.dataDir });
    expect(journal.entries({ kinds: ['board.order_action'] }).filter((e) => e.data.orderNumber === number)).toHaveLength(2);
    journal.close();
  });

  it("refuses the board to a clerk, and a clerk's action needs a manager's PIN", async () => {
    const number = await webOrder('clerk.sees@example.com');
    await call('staff.add', { ...CLERK, role: 'staff' });
    await call('staff.lock');
    await value('staff.unlock', CLERK.pin);
    expect(await call('board.view', DEFAULT_BOARD_FILTERS)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', message: expect.stringContaining('Only a manager') },
    });
    expect(await call('admin.storeOrders', {})).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await call('board.cancelOrder', number, 'no')).toMatchObject({
      ok: false,
      error: { kind: 'manager_required', action: `Cancel an order (${number})`, approval: { method: 'board.cancelOrder', record: number } },
    });
    expect(await call('admin.disconnect')).toMatchObject({ ok: false, error: { kind: 'manager_required' } });
    await call('staff.lock');
    await value('staff.unlock', TEST_MANAGER.pin);
  });
});
