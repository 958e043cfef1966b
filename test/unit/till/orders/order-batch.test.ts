/**
 * Tracking many orders within the store's budget: an account's orders are read together in one
 * request per cycle, guest orders each by their own token, spaced out so tracking keeps to its
 * share of the budget however many orders there are.
 */
import { describe, expect, it } from 'vitest';
import { createOrderTracker, spacedDelayMs, type Clock } from '../../../../electron/till/orders/order-tracker.js';
import type { SettingsStore } from '../../../../electron/till/settings/settings-store.js';
import type { StorefrontClient } from '../../../../shared/storefront/types/client-types.js';
import type { Order } from '../../../../shared/storefront/types/types.js';

function order(number: string, shipmentState: string): Order {
  return {
    id: number,
    number,
    token: null,
    email: 'a@example.com',
    currency: 'USD',
    state: 'complete',
    paymentState: 'paid',
    shipmentState,
    itemCount: 1,
    itemTotal: '10.00',
    displayItemTotal: '$10.00',
    shipTotal: '0.00',
    displayShipTotal: '$0.00',
    taxTotal: '0.00',
    displayTaxTotal: '$0.00',
    promoTotal: '0.00',
    displayPromoTotal: '$0.00',
    total: '10.00',
    displayTotal: '$10.00',
    completedAt: '2026-11-22T10:00:00.000Z',
    updatedAt: null,
    lineItems: [],
    shipments: [],
    payments: [],
    billAddress: null,
    shipAddress: null,
  };
}

function memorySettings(): SettingsStore {
  const map = new Map<string, unknown>();
  return { get: (k) => map.get(k), set: (k, v) => void map.set(k, structuredClone(v)), delete: (k) => void map.delete(k) };
}

/** A clock whose time moves only when the test advances it, running timers that fall due. */
function manualClock() {
  let now = Date.parse('2026-11-22T12:00:00Z');
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const first = timers[0];
      if (!first || first.at > end) break;
      timers.shift();
      now = first.at;
      first.fn();
      for (let i = 0; i < 20; i++) await Promise.resolve();
    }
    now = end;
  };
  return { clock, advance };
}

describe('tracking within the budget', () => {
  it('reads 100 orders of the signed-in account with one request per cycle', async () => {
    const states = new Map<string, string>();
    const fetches: string[][] = [];
    const statusCalls: string[] = [];
    const client = {
      orderStatus: async (n: string) => {
        statusCalls.push(n);
        return order(n, states.get(n) ?? 'ready');
      },
    } as unknown as StorefrontClient;
    const { clock, advance } = manualClock();
    const tracker = createOrderTracker({
      client,
      settings: memorySettings(),
      clock,
      random: () => 0.5,
      accountOrders: {
        signedInAs: () => 'staff@demo.store',
        fetch: async (numbers) => {
          fetches.push(numbers);
          return numbers.map((n) => order(n, states.get(n) ?? 'ready'));
        },
      },
    });
    for (let i = 0; i < 100; i++) {
      const n = `R${100000 + i}`;
      tracker.track(order(n, 'ready'), `token-${i}`, 'staff@demo.store');
    }
    tracker.start();
    await advance(60_000);
    // Actively fulfilled: a cycle every 5 to 10 s, one request each, covering all 100.
    expect(fetches.length).toBeGreaterThanOrEqual(6);
    expect(fetches.length).toBeLessThanOrEqual(12);
    expect(fetches.every((numbers) => numbers.length === 100)).toBe(true);
    expect(statusCalls).toHaveLength(0);

    states.set('R100007', 'shipped');
    await advance(10_000);
    expect(tracker.list().find((o) => o.number === 'R100007')?.shipmentState).toBe('shipped');
    tracker.stop();
  });

  it('checks a guest order by its own token, and an account order by token once signed out', async () => {
    const statusCalls: string[] = [];
    const client = {
      orderStatus: async (n: string, token: string) => {
        statusCalls.push(`${n}:${token}`);
        return order(n, 'ready');
      },
    } as unknown as StorefrontClient;
    let signedIn: string | null = null;
    const { clock, advance } = manualClock();
    const tracker = createOrderTracker({
      client,
      settings: memorySettings(),
      clock,
      random: () => 0,
      budgetPerMinute: 20,
      accountOrders: { signedInAs: () => signedIn, fetch: async () => [] },
    });
    tracker.track(order('R1', 'ready'), 'guest-token');
    tracker.track(order('R2', 'ready'), 'cart-token', 'customer@demo.store');
    tracker.start();
    await advance(6_000);
    expect(statusCalls.sort()).toEqual(['R1:guest-token', 'R2:cart-token']);
    signedIn = 'someone-else@demo.store';
    await advance(6_000);
    expect(statusCalls.filter((c) => c.startsWith('R2'))).toHaveLength(2);
    tracker.stop();
  });

  it('spaces guest orders out so tracking keeps to its share of the budget', async () => {
    const statusCalls: number[] = [];
    const { clock, advance } = manualClock();
    const client = {
      orderStatus: async (n: string) => {
        statusCalls.push(clock.now());
        return order(n, 'ready');
      },
    } as unknown as StorefrontClient;
    const tracker = createOrderTracker({ client, settings: memorySettings(), clock, random: () => 0.5, budgetPerMinute: 20 });
    for (let i = 0; i < 100; i++) tracker.track(order(`G${i}`, 'ready'), `t${i}`);
    tracker.start();
    await advance(3_000); // the catch-up after start
    const before = statusCalls.length;
    await advance(10 * 60_000);
    const perMinute = (statusCalls.length - before) / 10;
    expect(perMinute).toBeLessThanOrEqual(20);
    expect(perMinute).toBeGreaterThan(10);
    tracker.stop();
  });

  it('keeps the cadence when the budget allows it', () => {
    expect(spacedDelayMs(5_000, 1, 20, () => 0)).toBe(5_000);
    expect(spacedDelayMs(5_000, 10, 20, () => 0)).toBe(30_000);
    expect(spacedDelayMs(60_000, 10, 20, () => 0)).toBe(60_000);
  });
});
