/**
 * Selling while the store cannot be reached, and the outbox of those sales placed at the store each
 * time it answers again (or the admin client connects): the bridge's `offline.*` calls.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { StaffRef } from '../../../shared/shift/till-journal.js';
import type { CatalogWire } from '../catalog/wire.js';
import type { OrdersWire } from '../orders/wire.js';
import type { TillParts } from '../runtime/till-parts.js';
import { createSaleService } from '../sale/sale.js';
import type { StoreWire } from '../store/wire.js';
import { offlineCalls } from './offline-calls.js';
import { createOfflineReplay, REPLAY_SALE_KEYS } from './offline-replay.js';
import { createOfflineSales } from './offline-sales.js';
import { createPlatformAdjustmentsClient } from '../../../shared/storefront/client/platform-adjustments-client.js';
import { createPlatformReturnsClient } from '../../../shared/storefront/client/platform-returns-client.js';
import { createOfflineReturnReplay } from './returns/return-replay.js';

export function wireOffline(deps: { till: TillParts; store: StoreWire; catalog: CatalogWire; orders: OrdersWire }) {
  const { options, log, emit, journal, roster } = deps.till;
  const { client, admin, platform, connection, details, walkInPickup, scheduler, target } = deps.store;
  const { catalog } = deps.catalog;
  const offline = createOfflineSales({
    journal,
    settings: options.settings,
    catalogVariant: (variantId) => {
      const product = catalog.index.productOfVariant(variantId);
      const variant = product?.variants.find((v) => v.id === variantId);
      return product && variant ? { product, variant } : null;
    },
    connection: () => connection.current(),
    storeName: () => deps.store.nameOf(details.known()),
    currency: () => details.known()?.defaultCurrency ?? 'USD',
    onCart: (cart) => emit({ type: 'sale.changed', cart }),
    onStatus: (status) => emit({ type: 'offline.selling', offline: status }),
  });

  const lineAdjustments = createPlatformAdjustmentsClient({ baseUrl: target.baseUrl, fetch: scheduler.fetch });
  // Offline sales: a walk-in pickup cash sale each, through a sale service of the replay's own (its
  // own record in the settings, `sync` priority: the counter's requests always go first). Placed
  // orders are tracked like the counter's; they are not journaled as counter sales again.
  const replay = createOfflineReplay({
    journal,
    settings: options.settings,
    client,
    openSale: (hooks) =>
      createSaleService({
        ...hooks,
        client,
        settings: options.settings,
        tracker: deps.orders.tracker,
        storeName: async () => (await details.read()).name,
        walkInPickup,
        onCompleted: deps.orders.handOver,
        keys: REPLAY_SALE_KEYS,
        priority: 'sync',
      }),
    onChange: (outbox) => {
      emit({ type: 'offline.changed', outbox });
      offline.outboxChanged();
    },
    onProblem: (problem, sale) => emit({ type: 'offline.problem', problem, ...(sale ? { sale } : {}) }),
    // The offline price rule: the difference between the price paid and the store's is adjusted at the store.
    adjustments: {
      connected: () => admin.status().connected,
      adjust: (adjustment) => admin.withToken((token) => platform.createAdjustment(token, adjustment, { priority: 'sync' })),
      // The discounts given offline: the same adjustments of the store's lines, read back before one is added.
      adjustLine: (adjustment) => admin.withToken((token) => lineAdjustments.adjustLine(token, adjustment, { priority: 'sync' })),
      lineAdjustments: (orderNumber) => admin.withToken((token) => lineAdjustments.lineAdjustments(token, orderNumber, { priority: 'sync' })),
    },
    log,
  });
  // Returns taken offline: recorded at the store (authorized and reimbursed in cash) after the offline sales.
  const returnReplay = createOfflineReturnReplay({
    journal,
    returns: createPlatformReturnsClient({ baseUrl: target.baseUrl, fetch: scheduler.fetch }),
    admin: { connected: () => admin.status().connected, withToken: (call) => admin.withToken(call) },
    onChange: () => offline.outboxChanged(),
    log,
  });
  /** Offline sales (then offline returns) go to the store each time it answers again, until the store's services close. */
  let closed = false;
  const replayOffline = () => {
    if (closed) return;
    void replay
      .run()
      .catch((error: unknown) => log(`offline replay failed: ${error instanceof Error ? error.message : 'unknown'}`))
      .then(() => (closed ? undefined : returnReplay.run()))
      .catch((error: unknown) => log(`offline returns replay failed: ${error instanceof Error ? error.message : 'unknown'}`));
  };
  deps.store.onConnectionChange((state) => {
    offline.connectionChanged(state);
    if (state.state === 'online') replayOffline();
  });
  // Offline sales waiting only for the admin client (the store asks another price) are placed once it connects.
  deps.store.onAdminConnected(replayOffline);
  // The store may have answered already during the start.
  if (connection.current().state === 'online') replayOffline();

  /** Who made a manager's decision: the manager on the till, or the one whose PIN approved the call. */
  const decidedBy = (): StaffRef | null => {
    const onTill = roster.current();
    if (onTill?.role === 'manager') return onTill;
    return journal.entries({ kinds: ['staff.approved'] }).at(-1)?.data.manager ?? onTill;
  };

  return {
    calls: { offline: offlineCalls({ replay, returnReplay, offline, decidedBy }) } satisfies Pick<PosCalls, 'offline'>,
    async stop() {
      closed = true;
    },
    offline,
    replay,
    returnReplay,
  };
}

export type OfflineWire = ReturnType<typeof wireOffline>;
