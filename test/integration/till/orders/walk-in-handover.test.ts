/**
 * A walk-in sale is handed over at completion, through the runtime as main wires it, against the
 * demo store: with the manager's admin client connected its pickup shipment is marked picked up at
 * the store (journaled like the board's action), so it never sits in "Ready for pickup"; without
 * the client the board shows it apart, "Handed over at the counter", never waiting. A customer's
 * own pickup still waits for them.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CLIENT } from '../../../../electron/demo-store/auth/demo-accounts.js';
import { dispatchBridgeCall } from '../../../../electron/till/runtime/bridge-dispatch.js';
import { openTillJournal } from '../../../../electron/till/shift/till-journal.js';
import type { BridgeMethodName, Receipt } from '../../../../shared/bridge/bridge.js';
import type { BoardOrderDetail, BoardState } from '../../../../shared/orders/orders-board-actions.js';
import { DEFAULT_BOARD_FILTERS } from '../../../../shared/orders/orders-board.js';
import { MAINE_CUSTOMER, useTestRuntimeWithCatalog, variantIdOf } from '../../../support/till/test-runtime.js';

const running = useTestRuntimeWithCatalog();

const value = async <T>(method: BridgeMethodName, ...args: unknown[]): Promise<T> => {
  const result = await dispatchBridgeCall(running.runtime.calls, method, args, () => {}, running.runtime.gate);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as T;
};

async function walkInSale(): Promise<string> {
  await value('sale.addLine', await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M'), 1);
  await value('sale.pickupInStore');
  return (await value<Receipt>('sale.payCash', { tendered: '100' })).order.number;
}

async function shipmentStateOf(number: string, wanted: string): Promise<string> {
  let state = '';
  for (let i = 0; i < 25; i++) {
    state = (await value<BoardOrderDetail>('board.order', number)).order.shipments[0]!.state;
    if (state === wanted) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return state;
}

describe('a walk-in sale at completion', () => {
  it('is shown handed over at the counter when the admin client was not connected: never ready for pickup, never waiting', async () => {
    const number = await walkInSale();
    await value('admin.connect', { clientId: DEMO_ADMIN_CLIENT.clientId, clientSecret: DEMO_ADMIN_CLIENT.clientSecret });
    const board = await value<BoardState>('board.view', DEFAULT_BOARD_FILTERS);
    const order = board.orders.find((o) => o.number === number)!;
    expect(order).toMatchObject({ group: 'handed_over', waitingSince: null });
    expect(order.shipments.map((s) => s.state)).toEqual(['ready']);
    expect(board.groups.find((g) => g.id === 'handed_over')?.label).toBe('Handed over at the counter');
  });

  it('has its shipment marked picked up at the store when the admin client is connected, journaled as the board does', async () => {
    const number = await walkInSale();
    expect(await shipmentStateOf(number, 'delivered')).toBe('delivered');
    const board = await value<BoardState>('board.refresh', DEFAULT_BOARD_FILTERS);
    expect(board.orders.find((o) => o.number === number)?.group).toBe('delivered');
    const journal = openTillJournal({ dataDir: running.app.dataDir });
    expect(
      journal
        .entries({ kinds: ['board.order_action'] })
        .filter((e) => e.data.orderNumber === number)
        .map((e) => [e.data.action, e.data.outcome]),
    ).toEqual([['picked_up', 'done']]);
    journal.close();
  });

  it("leaves a customer's own pickup waiting for them", async () => {
    await value('sale.addLine', await variantIdOf(running.runtime, 'HP-TEE-001-NAV-M'), 1);
    await value('sale.setCustomer', { ...MAINE_CUSTOMER, email: 'casey@example.com' });
    const number = (await value<Receipt>('sale.payCash', { tendered: '100' })).order.number;
    await new Promise((r) => setTimeout(r, 500));
    const board = await value<BoardState>('board.refresh', DEFAULT_BOARD_FILTERS);
    expect(board.orders.find((o) => o.number === number)?.group).toBe('ready_for_pickup');
  });
});
