/**
 * The orders of the store in use: those this till tracks, the orders board, the walk-in sale
 * handed over at completion, the store's orders for paper and reports, the alerts; and the
 * bridge's `orders.*`, `board.*` and `alerts.*` calls.
 */
import { languageSettings } from '../settings/language-settings.js';
import { storeLanguage } from '../settings/language-wire.js';
import { staffNotifier } from './staff-notifier.js';
import { orderChangeNotification } from './order-change-notification.js';
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { Order } from '../../../shared/storefront/types/types.js';
import type { AccountWire } from '../account/wire.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { StoreWire } from '../store/wire.js';
import { alertCalls, createOrderAlerts } from './order-alerts.js';
import { createOrderTracker, orderCalls } from './order-tracker.js';
import { createOrdersBoard } from './orders-board.js';
import { createStoreOrderReads } from './store-order-reads.js';
import { createWalkInHandover } from './walk-in-handover.js';

export function wireOrders(deps: { till: TillParts; store: StoreWire; account: AccountWire }) {
  const { options, log, emit, journal } = deps.till;
  const { client, admin, platform, walkInPickup } = deps.store;
  const { session } = deps.account;
  const notify = staffNotifier({
    notify: options.notify,
    language: () => languageSettings(options.settings).till() ?? storeLanguage(deps.till, deps.store),
    log,
  });
  const tracker = createOrderTracker({
    client,
    settings: options.settings,
    accountOrders: {
      signedInAs: deps.account.signedInAccount,
      fetch: (numbers) =>
        session.withBearer(async (bearer) => {
          // Newest first: the orders a till tracks are recent, so one page of 100 usually holds them all.
          const wanted = new Set(numbers);
          const found = [];
          for (let page = 1; page <= Math.ceil(numbers.length / 100) + 1; page++) {
            const result = await client.accountOrders(bearer, { page, perPage: 100 }, { priority: 'tracking' });
            for (const order of result.items) if (wanted.delete(order.number)) found.push(order);
            if (wanted.size === 0 || !result.nextPage) break;
          }
          return found;
        }),
    },
    onChange: (orders) => emit({ type: 'orders.changed', orders }),
    onStatusChange: (order, changes) => notify(orderChangeNotification(order, changes)),
  });
  tracker.start();

  const board = createOrdersBoard({ admin, platform, journal, walkInPickup, onReading: (reading) => emit({ type: 'board.reading', reading }) });
  const handOver = createWalkInHandover({
    connected: () => admin.status().connected,
    walkInPickup,
    markPickedUp: (orderNumber, shipmentNumber) => board.handOver(orderNumber, shipmentNumber),
    log,
  });
  // Paper, reports and alerts read the store's orders through the admin client, at tracking priority.
  const storeOrders = createStoreOrderReads({ admin, platform });
  const alerts = createOrderAlerts({
    settings: options.settings,
    read: () => storeOrders.waiting(),
    canCheck: () => admin.status().connected,
    walkInPickup,
    notify,
    onChange: (view) => emit({ type: 'alerts.changed', alerts: view }),
    intervalMs: options.alertCheckMs,
    log,
  });
  alerts.start();
  deps.store.onAdminConnected(() => void alerts.check());

  return {
    calls: { orders: orderCalls(tracker), board, alerts: alertCalls(alerts) } satisfies Pick<PosCalls, 'orders' | 'board' | 'alerts'>,
    async stop() {
      tracker.stop();
      alerts.stop();
    },
    tracker,
    storeOrders,
    /** A walk-in sale handed over at completion (marked picked up at the store). */
    handOver: (order: Order) => void handOver(order),
  };
}

export type OrdersWire = ReturnType<typeof wireOrders>;
