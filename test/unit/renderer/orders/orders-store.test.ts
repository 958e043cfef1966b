/** The Orders screen's store: filters, an order's detail, and finding a guest order, through the bridge. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SaleCart, TrackedOrder } from '../../../../shared/bridge/bridge.js';
import { TillRefusal } from '../../../../electron/till/runtime/error-words.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { ALL_ORDERS, filterChoices, filterOrders, useOrders } from '../../../../renderer/features/orders/orders.js';
import { localBridge } from '../local-bridge.js';

const tracked = (number: string, state: string, paymentState: string | null, shipmentState: string | null): TrackedOrder => ({
  number,
  email: null,
  itemCount: 1,
  total: '10.00',
  displayTotal: '$10.00',
  currency: 'USD',
  state,
  paymentState,
  shipmentState,
  shipments: [],
  completedAt: null,
  account: null,
  lastCheckedAt: null,
  nextCheckAt: null,
  lastError: null,
  history: [],
});

const ORDERS = [
  tracked('R1', 'complete', 'paid', 'ready'),
  tracked('R2', 'complete', 'paid', 'shipped'),
  tracked('R3', 'complete', 'balance_due', null),
  tracked('R4', 'canceled', 'void', 'canceled'),
];

beforeEach(() => useOrders.setState({ orders: ORDERS, filters: ALL_ORDERS, detail: null, lookupError: null, lookupBusy: false }));
afterEach(() => usePosBridgeForTests(null));

describe('order filters', () => {
  it('match every filter chosen, an empty one matching any, "-" an unset state', () => {
    expect(filterOrders(ORDERS, ALL_ORDERS)).toHaveLength(4);
    expect(filterOrders(ORDERS, { ...ALL_ORDERS, state: 'complete', paymentState: 'paid' }).map((o) => o.number)).toEqual(['R1', 'R2']);
    expect(filterOrders(ORDERS, { ...ALL_ORDERS, state: 'complete', shipmentState: 'shipped' }).map((o) => o.number)).toEqual(['R2']);
    expect(filterOrders(ORDERS, { ...ALL_ORDERS, shipmentState: '-' }).map((o) => o.number)).toEqual(['R3']);
    expect(filterOrders(ORDERS, { ...ALL_ORDERS, state: 'returned' })).toEqual([]);
  });

  it('offer the values the orders hold, and keep a chosen one that no order holds any more', () => {
    expect(filterChoices(ORDERS, 'state')).toEqual(['canceled', 'complete']);
    expect(filterChoices(ORDERS, 'shipmentState')).toEqual(['canceled', 'ready', 'shipped', '-']);
    expect(filterChoices(ORDERS, 'paymentState', 'failed')).toEqual(['balance_due', 'failed', 'paid', 'void']);
  });

  it('are kept in the store and cleared together', () => {
    useOrders.getState().setFilter('paymentState', 'paid');
    useOrders.getState().setFilter('shipmentState', 'ready');
    expect(filterOrders(useOrders.getState().orders, useOrders.getState().filters).map((o) => o.number)).toEqual(['R1']);
    useOrders.getState().clearFilters();
    expect(useOrders.getState().filters).toEqual(ALL_ORDERS);
  });
});

describe('orders store', () => {
  it('takes the orders the main process sends', () => {
    useOrders.getState().setOrders(ORDERS.slice(0, 1));
    expect(useOrders.getState().orders).toHaveLength(1);
  });

  it('reads an order in full for its detail, or says why not', async () => {
    const order = { number: 'R1', lineItems: [] } as unknown as SaleCart;
    let fail = false;
    usePosBridgeForTests(
      localBridge({
        orders: {
          detail: async (n: string) => {
            if (fail) throw new TillRefusal({ kind: 'offline', message: 'The store cannot be reached.' });
            return { ...order, number: n };
          },
        },
      }),
    );
    const opening = useOrders.getState().openDetail('R1');
    expect(useOrders.getState().detail).toEqual({ number: 'R1', order: null, loading: true, error: null });
    await opening;
    expect(useOrders.getState().detail).toMatchObject({ number: 'R1', order: { number: 'R1' }, loading: false, error: null });
    fail = true;
    await useOrders.getState().openDetail('R2');
    expect(useOrders.getState().detail).toEqual({ number: 'R2', order: null, loading: false, error: 'The store cannot be reached.' });
    useOrders.getState().closeDetail();
    expect(useOrders.getState().detail).toBeNull();
  });

  it('finds a guest order by number and token and lists it first, or keeps the store’s words', async () => {
    usePosBridgeForTests(
      localBridge({
        orders: {
          lookup: async (number: string, token: string) => {
            if (token !== 'good-token')
              throw new TillRefusal({ kind: 'not_found', message: 'No order matches that number and token. Check both against the order email.' });
            return tracked(number, 'complete', 'paid', 'pending');
          },
        },
      }),
    );
    expect(await useOrders.getState().lookup('R9', 'bad')).toBeNull();
    expect(useOrders.getState().lookupError).toBe('No order matches that number and token. Check both against the order email.');
    const found = await useOrders.getState().lookup('R9', 'good-token');
    expect(found?.number).toBe('R9');
    expect(useOrders.getState().lookupError).toBeNull();
    expect(useOrders.getState().orders.map((o) => o.number)).toEqual(['R9', 'R1', 'R2', 'R3', 'R4']);
  });
});
