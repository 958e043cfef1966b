/**
 * A tracked order's last check is the last time the store answered for it: a check that fails
 * (the store unreachable) keeps that time and says why, so the Orders screen never calls a
 * failed check a recent one.
 */
import { describe, expect, it } from 'vitest';
import { createOrderTracker, type Clock } from '../../../../electron/till/orders/order-tracker.js';
import type { SettingsStore } from '../../../../electron/till/settings/settings-store.js';
import type { StorefrontClient } from '../../../../shared/storefront/types/client-types.js';
import { StorefrontError } from '../../../../shared/storefront/errors.js';
import type { Order } from '../../../../shared/storefront/types/types.js';

const order = (number: string): Order =>
  ({
    id: number,
    number,
    token: null,
    email: 'a@example.com',
    currency: 'USD',
    state: 'complete',
    paymentState: 'paid',
    shipmentState: 'ready',
    itemCount: 1,
    total: '10.00',
    displayTotal: '$10.00',
    completedAt: '2026-11-23T10:00:00.000Z',
    lineItems: [],
    shipments: [],
    payments: [],
  }) as unknown as Order;

describe('a failed tracking check', () => {
  it('keeps the time of the last successful check and says why it failed; the next success moves it on', async () => {
    let now = Date.parse('2026-11-23T12:00:00Z');
    let due: (() => void) | null = null;
    const clock: Clock = { now: () => now, setTimeout: (fn) => (due = fn), clearTimeout: () => (due = null) };
    let reachable = true;
    const client = {
      orderStatus: async (n: string) => {
        if (!reachable) throw new StorefrontError({ kind: 'network', status: 0, message: 'fetch failed' });
        return order(n);
      },
    } as unknown as StorefrontClient;
    const map = new Map<string, unknown>();
    const settings: SettingsStore = { get: (k) => map.get(k), set: (k, v) => void map.set(k, v), delete: (k) => void map.delete(k) };
    const tracker = createOrderTracker({ client, settings, clock, random: () => 0 });
    tracker.start();
    tracker.track(order('R1'), 'token-1');
    const trackedAt = new Date(now).toISOString();
    expect(tracker.list()[0]!.lastCheckedAt).toBe(trackedAt);

    const poll = async (ms: number) => {
      now += ms;
      const fire = due;
      due = null;
      fire?.();
      for (let i = 0; i < 20; i++) await Promise.resolve();
    };
    reachable = false;
    await poll(10_000);
    expect(tracker.list()[0]).toMatchObject({ lastCheckedAt: trackedAt, lastError: expect.stringMatching(/cannot be reached/) });

    reachable = true;
    await poll(10_000);
    expect(tracker.list()[0]).toMatchObject({ lastCheckedAt: new Date(now).toISOString(), lastError: null });
    tracker.stop();
  });
});
