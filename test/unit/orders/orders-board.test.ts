import { describe, expect, it } from 'vitest';
import { boardGroupOf, boardView, dateRange, DEFAULT_BOARD_FILTERS, type BoardFilters, type TillSales } from '../../../shared/orders/orders-board.js';
import type { PlatformOrder, PlatformShipment } from '../../../shared/storefront/types/platform-types.js';

const shipment = (state: string, pickup = false, extra: Partial<PlatformShipment> = {}): PlatformShipment => ({
  id: '1',
  number: `H${state}`,
  state,
  tracking: null,
  trackingUrl: null,
  shippedAt: null,
  method: pickup ? 'In-store pickup' : 'Standard shipping',
  pickup,
  backordered: false,
  updatedAt: '2026-11-24T09:00:00.000Z',
  ...extra,
});

const order = (number: string, extra: Partial<PlatformOrder> = {}): PlatformOrder => ({
  id: number,
  number,
  email: `${number.toLowerCase()}@example.com`,
  customerName: 'Jordan Lee',
  currency: 'USD',
  state: 'complete',
  paymentState: 'paid',
  shipmentState: 'ready',
  itemCount: 1,
  total: '10.00',
  displayTotal: '$10.00',
  paymentTotal: '10.00',
  completedAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
  approvedAt: null,
  canceledAt: null,
  channel: 'spree',
  tillId: null,
  lineItems: [],
  shipments: [shipment('ready')],
  payments: [],
  billAddress: null,
  shipAddress: null,
  userId: null,
  privateMetadata: {},
  returns: [],
  ...extra,
});

const clerk = { id: 's1', name: 'Sam Clerk', role: 'staff' as const };
const sales: TillSales = new Map([['R1', clerk]]);
const filters = (extra: Partial<BoardFilters> = {}): BoardFilters => ({ ...DEFAULT_BOARD_FILTERS, ...extra });

describe('the orders board: what each order needs', () => {
  it('puts each order in the one group that says what needs doing', () => {
    expect(boardGroupOf(order('A', { shipments: [shipment('pending', true)] }))).toBe('to_pick');
    expect(boardGroupOf(order('B', { shipments: [shipment('ready', true)] }))).toBe('ready_for_pickup');
    expect(boardGroupOf(order('C', { shipments: [shipment('ready')] }))).toBe('to_ship');
    expect(boardGroupOf(order('D', { shipments: [shipment('shipped')] }))).toBe('shipped');
    expect(boardGroupOf(order('E', { shipments: [shipment('delivered', true)] }))).toBe('delivered');
    expect(boardGroupOf(order('F', { state: 'canceled', paymentState: 'void', shipments: [shipment('canceled')] }))).toBe('cancelled');
    for (const paymentState of ['balance_due', 'failed', 'credit_owed', 'void']) {
      expect(boardGroupOf(order('G', { paymentState })), paymentState).toBe('attention');
    }
    expect(boardGroupOf(order('H', { state: 'canceled', paymentState: 'credit_owed', shipments: [shipment('canceled')] }))).toBe('attention');
    expect(boardGroupOf(order('I', { shipments: [shipment('shipped'), shipment('pending')] }))).toBe('to_pick');
    // A return the store authorized whose goods are still to come back, until they are received (or it is canceled).
    const sentBack = { number: 'RA1', state: 'authorized' as const, awaiting: 1, received: 0, total: '10.00', displayTotal: '$10.00' };
    expect(boardGroupOf(order('J', { shipments: [shipment('delivered')], returns: [sentBack] }))).toBe('return_awaiting');
    expect(boardGroupOf(order('K', { shipments: [shipment('delivered')], returns: [{ ...sentBack, awaiting: 0, received: 1 }] }))).toBe('delivered');
    expect(boardGroupOf(order('L', { paymentState: 'credit_owed', returns: [sentBack] }))).toBe('attention');
  });
});

describe('the orders board: filters', () => {
  const orders = [
    order('R1', { channel: 'pos', tillId: '7' }),
    order('R2', { channel: 'pos', tillId: '8', email: 'alex@example.com', customerName: 'Alex Moss' }),
    order('R3', { channel: 'spree', shipments: [shipment('pending', true)], paymentState: 'balance_due' }),
  ];

  it("tells this till's sales (from its journal) from other tills' and the web's, and names who sold them", () => {
    const view = boardView(orders, filters(), sales);
    expect(view.orders.map((o) => [o.number, o.sold, o.soldBy?.name ?? null])).toEqual([
      ['R3', 'web', null],
      ['R2', 'other_tills', null],
      ['R1', 'this_till', 'Sam Clerk'],
    ]);
    expect(boardView(orders, filters({ channel: 'web' }), sales).orders.map((o) => o.number)).toEqual(['R3']);
    expect(boardView(orders, filters({ channel: 'other_tills' }), sales).orders.map((o) => o.number)).toEqual(['R2']);
    expect(boardView(orders, filters({ staffId: 's1' }), sales).orders.map((o) => o.number)).toEqual(['R1']);
    expect(view.staff).toEqual([clerk]);
  });

  it('filters by state and payment state, finds by number, email or name, and counts each group', () => {
    expect(boardView(orders, filters({ paymentState: 'balance_due' }), sales).orders.map((o) => o.number)).toEqual(['R3']);
    expect(boardView(orders, filters({ search: 'alex@' }), sales).orders.map((o) => o.number)).toEqual(['R2']);
    expect(boardView(orders, filters({ search: ' moss ' }), sales).orders.map((o) => o.number)).toEqual(['R2']);
    expect(boardView(orders, filters({ search: 'r3' }), sales).orders.map((o) => o.number)).toEqual(['R3']);
    const counts = Object.fromEntries(boardView(orders, filters(), sales).groups.map((g) => [g.id, g.count]));
    expect(counts).toMatchObject({ to_ship: 2, attention: 1, to_pick: 0 });
  });

  it('says when a pickup has been waiting since', () => {
    const ready = order('R4', { shipments: [shipment('ready', true, { updatedAt: '2026-11-24T08:15:00.000Z' })] });
    expect(boardView([ready], filters(), sales).orders[0]!.waitingSince).toBe('2026-11-24T08:15:00.000Z');
  });
});

describe('the orders board: date ranges', () => {
  const now = new Date(2026, 10, 24, 15, 30); // a Tuesday, local time
  it('today, yesterday, this week (from Monday) and a custom range of whole local days', () => {
    expect(dateRange(filters({ range: 'today' }), now)).toEqual({ from: new Date(2026, 10, 24).toISOString(), before: new Date(2026, 10, 25).toISOString() });
    expect(dateRange(filters({ range: 'yesterday' }), now)).toEqual({
      from: new Date(2026, 10, 23).toISOString(),
      before: new Date(2026, 10, 24).toISOString(),
    });
    expect(dateRange(filters({ range: 'week' }), now)).toEqual({ from: new Date(2026, 10, 23).toISOString(), before: new Date(2026, 10, 25).toISOString() });
    expect(dateRange(filters({ range: 'custom', from: '2026-11-01', to: '2026-11-03' }), now)).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      before: new Date(2026, 10, 4).toISOString(),
    });
  });

  it('refuses a custom range that ends before it starts, in words', () => {
    expect(() => dateRange(filters({ range: 'custom', from: '2026-11-05', to: '2026-11-03' }), now)).toThrow(/ends before it starts/);
  });
});

describe('the orders board: walk-in sales', () => {
  const walkIn = {
    email: 'walk-in@demo.store',
    location: { address1: '12 Wharf Street', city: 'Portland', zipcode: '04101', stateName: 'ME', countryIso: 'US' },
  };
  const atTheStore = {
    firstname: 'Walk-in',
    lastname: 'Customer',
    address1: '12 Wharf Street',
    city: 'Portland',
    zipcode: '04101',
    stateName: 'ME',
    countryIso: 'US',
  };
  const walkInSale = (number: string, extra: Partial<PlatformOrder> = {}) =>
    order(number, { email: 'Walk-In@demo.store', shipAddress: atTheStore, channel: 'pos', shipments: [shipment('ready', true)], ...extra });

  it('shows a walk-in sale the store still has ready as handed over at the counter, never waiting', () => {
    expect(boardGroupOf(walkInSale('W1'), walkIn)).toBe('handed_over');
    const view = boardView([walkInSale('W1'), order('P1', { shipments: [shipment('ready', true)] })], filters(), sales, walkIn);
    expect(view.orders.map((o) => [o.number, o.group, o.waitingSince])).toEqual([
      ['W1', 'handed_over', null],
      ['P1', 'ready_for_pickup', '2026-11-24T09:00:00.000Z'],
    ]);
    expect(view.groups.find((g) => g.id === 'handed_over')).toEqual({ id: 'handed_over', label: 'Handed over at the counter', count: 1 });
    expect(view.groups.find((g) => g.id === 'ready_for_pickup')?.count).toBe(1);
  });

  it('keeps a pickup waiting when it is not the store’s walk-in sale: another email, another address, or no walk-in known', () => {
    expect(boardGroupOf(walkInSale('W2', { email: 'jordan@example.com' }), walkIn)).toBe('ready_for_pickup');
    expect(boardGroupOf(walkInSale('W3', { shipAddress: { ...atTheStore, address1: '9 Net Way' } }), walkIn)).toBe('ready_for_pickup');
    expect(boardGroupOf(walkInSale('W4'))).toBe('ready_for_pickup');
    // Picked up or delivered already: the store's own state says so.
    expect(boardGroupOf(walkInSale('W5', { shipments: [shipment('delivered', true)] }), walkIn)).toBe('delivered');
  });
});
