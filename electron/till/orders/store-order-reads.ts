/**
 * The store's orders as paper, reports and alerts read them: through the manager's admin client
 * (Platform API), at tracking priority, with the shipments' rates and locations, payments and
 * addresses. A range is read 100 orders a request; the last range read is kept for a minute, so
 * a report and its CSV exports right after cost the store one read.
 */
import { PLATFORM_PAGE_SIZE, everyPlatformOrder, type PlatformOrderPages } from '../../../shared/storefront/client/platform-order-pages.js';
import type { PlatformClient } from '../../../shared/storefront/client/platform-client.js';
import type { Order } from '../../../shared/storefront/types/types.js';
import { LIVE_ORDER_STATES } from '../../../shared/reports/alerts.js';
import type { AdminConnection } from '../store/admin-client.js';

/** How long a range's read answers again for the same range. */
const RANGE_READ_KEPT_MS = 60_000;
/** Shipment states after which an order needs nothing more from the store's staff. */
const FINISHED_SHIPMENTS = ['shipped', 'delivered', 'canceled'];

export interface StoreOrderReads {
  /** These orders (one request for up to 100). */
  byNumbers(numbers: readonly string[]): Promise<Order[]>;
  /** Every order completed in [from, to); `requests` 0 when the last minute's read answered. */
  inRange(range: { from: string; to: string }): Promise<PlatformOrderPages>;
  /** Placed (or resumed) orders not yet shipped, oldest first (one request, the 100 waiting longest). */
  waiting(): Promise<Order[]>;
}

export function createStoreOrderReads(options: { admin: AdminConnection; platform: PlatformClient; now?: () => number }): StoreOrderReads {
  const now = options.now ?? Date.now;
  const ctx = { priority: 'tracking' as const };
  let lastRange: { key: string; at: number; pages: PlatformOrderPages } | null = null;
  return {
    byNumbers: (numbers) =>
      options.admin.withToken(
        async (token) => (await options.platform.orders(token, { numbers, include: 'paper', sort: 'completed_at', perPage: PLATFORM_PAGE_SIZE }, ctx)).items,
      ),
    async inRange(range) {
      const key = `${range.from}|${range.to}`;
      if (lastRange?.key === key && now() - lastRange.at < RANGE_READ_KEPT_MS) return { ...lastRange.pages, requests: 0 };
      const pages = await options.admin.withToken((token) =>
        everyPlatformOrder(options.platform, token, { completedFrom: range.from, completedBefore: range.to, include: 'paper', sort: 'completed_at' }, ctx),
      );
      lastRange = { key, at: now(), pages };
      return pages;
    },
    waiting: () =>
      options.admin.withToken(
        async (token) =>
          (
            await options.platform.orders(
              token,
              {
                state: LIVE_ORDER_STATES.join(','),
                shipmentStateNotIn: FINISHED_SHIPMENTS,
                include: 'paper',
                sort: 'completed_at',
                perPage: PLATFORM_PAGE_SIZE,
              },
              ctx,
            )
          ).items,
      ),
  };
}
