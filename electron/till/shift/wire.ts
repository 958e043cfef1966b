/**
 * The till's shift and its drawer, and the paper and reports of the store's orders: the bridge's
 * `shift.*`, `paper.*` and `reports.*` calls.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { OfflineWire } from '../offline/wire.js';
import type { OrdersWire } from '../orders/wire.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { SaleWire } from '../sale/wire.js';
import type { StoreWire } from '../store/wire.js';
import type { CashDrawer } from './cash-drawer.js';
import { reportCalls } from './report-calls.js';
import { createShiftService } from './shift.js';

interface ShiftWireDeps {
  till: TillParts;
  store: StoreWire;
  orders: OrdersWire;
  offline: OfflineWire;
  sale: SaleWire;
  drawer: CashDrawer;
}

export function wireShift(deps: ShiftWireDeps) {
  const { options, journal } = deps.till;
  const { details, profiles, inUseId } = deps.store;
  const { sale } = deps.sale;
  const shift = createShiftService({
    journal,
    drawer: deps.drawer,
    currency: async () => (await details.read().catch(() => null))?.defaultCurrency ?? 'USD',
    attention: () => sale.attention(),
    settings: options.settings,
    place: () => ({ store: deps.store.nameOf(details.known()), till: deps.offline.offline.tillId() }),
  });
  const paperAndReports = reportCalls({
    reads: deps.orders.storeOrders,
    journal,
    saver: options.textFiles,
    timeZone: () => profiles.timeZone(inUseId).name,
  });
  return {
    calls: { shift, ...paperAndReports } satisfies Pick<PosCalls, 'shift' | 'paper' | 'reports'>,
    stop: async () => {},
  };
}
