/**
 * Goods taken back at the counter for the store in use: the bridge's `returns.*` calls, through
 * the store's return routes with the manager's admin client; and the money owed to customers
 * (terminal approvals no sale took, offline sales' refunds owed), settled at the terminal or from the drawer.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import { createPlatformReturnsClient } from '../../../shared/storefront/client/platform-returns-client.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { OfflineWire } from '../offline/wire.js';
import type { SaleWire } from '../sale/wire.js';
import type { StoreWire } from '../store/wire.js';
import type { CardTerminal } from '../terminal/card-terminal.js';
import { owedRecords } from './owed-records.js';
import { createOfflineReturnDesk } from './offline-return-desk.js';
import { createReturnDesk } from './return-desk.js';
import { routeReturns } from './return-routing.js';

export function wireReturns(deps: {
  till: TillParts;
  store: StoreWire;
  drawer: CashDrawer;
  sale: SaleWire;
  terminal: CardTerminal | null;
  offline: OfflineWire;
}) {
  const { options, journal, roster, log } = deps.till;
  const { admin, platform, scheduler, target } = deps.store;
  const returns = createPlatformReturnsClient({ baseUrl: target.baseUrl, fetch: scheduler.fetch });
  const desk = createReturnDesk({
    admin,
    platform,
    returns,
    journal,
    settings: options.settings,
    drawer: deps.drawer,
    // An exchange pays toward the sale at the store (never an offline one).
    sale: { number: () => deps.sale.sale.currentNumber(), cart: () => deps.sale.sale.current() },
    requireManager: (request, action) => roster.requireManager(request, action),
    requireRight: (check, request, action) => roster.requireRight(check, request, action),
    onTill: () => roster.current(),
    log,
  });
  deps.sale.onSaleEnded((orderNumber) => desk.saleEnded(orderNumber));
  const { saleEnded: _forTheSale, ...calls } = desk;
  const owed = owedRecords({ journal, settings: options.settings, drawer: deps.drawer, terminal: deps.terminal, onTill: () => roster.current() });
  // While the store cannot be reached, this till's own sales come back for cash (replayed at the store later).
  const offlineDesk = createOfflineReturnDesk({
    journal,
    settings: options.settings,
    drawer: deps.drawer,
    limits: () => deps.offline.offline.status().limits,
    tillId: () => deps.offline.offline.tillId(),
    requireManager: (request, action) => roster.requireManager(request, action),
  });
  const routed = routeReturns({ ...calls, ...owed }, offlineDesk, () => deps.store.connection.current().state === 'offline');
  return {
    calls: { returns: routed } satisfies Pick<PosCalls, 'returns'>,
    stop: async () => {},
  };
}
