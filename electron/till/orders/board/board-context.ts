/**
 * What the parts of the orders board share: the options it was made with, the orders of the range
 * it last read (forgotten when the admin client is gone), and the reads every part makes of them
 * (this till's sales, the walk-in pickup, the date range of the filters, an order as the store has
 * it now). Every part (orders-board.ts composes them) reads and changes that state here.
 */
import { salesRungHere } from '../../offline/sales-rung-here.js';
import type { BoardReading } from '../../../../shared/bridge/bridge.js';
import { boardView, dateRange, type BoardFilters, type BoardOrder, type TillSales } from '../../../../shared/orders/orders-board.js';
import type { RequestContext } from '../../../../shared/storefront/types/client-types.js';
import type { PlatformClient } from '../../../../shared/storefront/client/platform-client.js';
import type { PlatformOrder } from '../../../../shared/storefront/types/platform-types.js';
import type { WalkInPickup } from '../../../../shared/store-location.js';
import type { AdminConnection } from '../../store/admin-client.js';
import { TillRefusal } from '../../runtime/error-words.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { ReportRangeError } from '../../../../shared/reports/report-range.js';

const messages = defineMessages({
  rangeAgain: { id: 'orders.boardRange.again', defaultMessage: 'Choose the range again.' },
});
import type { TillJournal } from '../../shift/till-journal.js';

/** The store's budget share the board reads and acts in (never ahead of a sale at the counter). */
export const TRACKING: RequestContext = { priority: 'tracking' };

/** Every order of those given, whatever its channel, state or seller (the range is not looked at). */
const ANY_ORDER: BoardFilters = { range: 'today', channel: '', state: '', paymentState: '', staffId: '', search: '' };

export interface OrdersBoardOptions {
  admin: AdminConnection;
  platform: PlatformClient;
  journal: TillJournal;
  now?: () => Date;
  /** Orders per list page (the store's most, 100, unless a test asks for fewer). */
  pageSize?: number;
  /** The store's walk-in pickup (read at each view): its walk-in sales are shown handed over, never waiting. */
  walkInPickup?: () => WalkInPickup | null;
  /** Told before each page is asked for, and with null once the read is over (the page says how far it has gone). */
  onReading?: (reading: BoardReading | null) => void;
}

/** The orders of one date range as the board last read them. */
export interface Loaded {
  key: string;
  range: { from: string; before: string };
  orders: Map<string, PlatformOrder>;
  /** The newest `updated_at` the store has sent for the range: the next refresh asks for what changed after it. */
  newest: string | null;
  checkedAt: string;
}

export interface BoardContext {
  readonly options: OrdersBoardOptions;
  readonly now: () => Date;
  /** The range last read, or null (none yet, or forgotten when the admin client went). */
  readonly state: { loaded: Loaded | null };
  /** Who sold which order on this till, from its journal. */
  tillSales(): TillSales;
  walkIn(): WalkInPickup | null;
  /** The filters' date range; a range that cannot be read is refused in words. */
  rangeOf(filters: BoardFilters): { from: string; before: string };
  /** An order as the store has it now. */
  orderNow(number: string): Promise<PlatformOrder>;
  /** The orders as the board shows them (whatever the filters), in their order. */
  boardOrdersOf(orders: PlatformOrder[]): BoardOrder[];
  /** Keeps the store's latest answer for an order (on the board when its range holds it). */
  remember(order: PlatformOrder): void;
}

export function createBoardContext(options: OrdersBoardOptions): BoardContext {
  const now = options.now ?? (() => new Date());
  const state: BoardContext['state'] = { loaded: null };
  const tillSales = (): TillSales => salesRungHere(options.journal);
  const walkIn = () => options.walkInPickup?.() ?? null;
  return {
    options,
    now,
    state,
    tillSales,
    walkIn,
    rangeOf: (filters) => {
      try {
        return dateRange(filters, now());
      } catch (error) {
        throw new TillRefusal({ kind: 'invalid_input', message: error instanceof ReportRangeError ? error.words : wordsOf(messages.rangeAgain) });
      }
    },
    orderNow: (number) => options.admin.withToken((token) => options.platform.order(token, number, TRACKING)),
    boardOrdersOf: (orders) => boardView(orders, ANY_ORDER, tillSales(), walkIn()).orders,
    remember: (order) => {
      const { loaded } = state;
      if (loaded && order.completedAt && order.completedAt >= loaded.range.from && order.completedAt < loaded.range.before) {
        loaded.orders.set(order.number, order);
      }
    },
  };
}
