/**
 * The manager's orders board, main side: every order of the store in the chosen date range,
 * read through the admin client's Platform API at tracking's priority, kept here and grouped by
 * the pure board module with this till's journal (who sold which order). One list request per
 * refresh: a new range is read whole (further pages only when the store says there are more),
 * and a refresh asks only for orders the store changed since the newest `updated_at` it has
 * sent. The manager's actions go to the store, are recorded in the till's journal (done or
 * refused, with the reason given), and update the board at once from the store's answer.
 *
 * Other parts of the till (pick lists, packing slips, reports) read the same board: `view` with
 * their filters, `selected` with the orders the manager ticked.
 */
import { salesRungHere } from '../offline/sales-rung-here.js';
import type { BoardReading, PosCalls } from '../../../shared/bridge/bridge.js';
import {
  BOARD_ACTION_WORDS,
  type BoardAction,
  type BoardActionRecord,
  type BoardActionResult,
  type BoardHistoryEntry,
  type BoardState,
} from '../../../shared/orders/orders-board-actions.js';
import { boardView, dateRange, type BoardFilters, type BoardOrder, type TillSales } from '../../../shared/orders/orders-board.js';
import type { RequestContext } from '../../../shared/storefront/types/client-types.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import type { PlatformClient } from '../../../shared/storefront/client/platform-client.js';
import type { PlatformOrder, PlatformShipment, ShipmentAction } from '../../../shared/storefront/types/platform-types.js';
import type { WalkInPickup } from '../../../shared/store-location.js';
import type { AdminConnection } from '../store/admin-client.js';
import { describeError, TillRefusal } from '../runtime/error-words.js';
import type { TillJournal } from '../shift/till-journal.js';

/** The store's budget share the board reads and acts in (never ahead of a sale at the counter). */
const TRACKING: RequestContext = { priority: 'tracking' };
/** The most pages one read follows. */
const MAX_PAGES = 20;

/** What the board keeps besides the bridge's calls: the orders as it last read them. */
interface OrdersBoardInternals {
  /** The orders the manager ticked on the board (for a pick list), as the board last read them. */
  selected(numbers: readonly string[]): BoardOrder[];
  /**
   * A walk-in sale's ready shipment marked picked up as it is placed: shipped, then delivered,
   * journaled as the board's "picked up", without reading the order before or after (its state is
   * known from the sale, and the board groups a walk-in sale as handed over until its next read).
   */
  handOver(orderNumber: string, shipmentNumber: string): Promise<void>;
}

/** The bridge's `board.*` calls as the contract states them (shared/bridge/bridge.ts), and the board's own reads. */
export type OrdersBoard = PosCalls['board'] & OrdersBoardInternals;

interface Loaded {
  key: string;
  range: { from: string; before: string };
  orders: Map<string, PlatformOrder>;
  /** The newest `updated_at` the store has sent for the range: the next refresh asks for what changed after it. */
  newest: string | null;
  checkedAt: string;
}

export function createOrdersBoard(options: {
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
}): OrdersBoard {
  const now = options.now ?? (() => new Date());
  const pageSize = options.pageSize ?? 100;
  const walkIn = () => options.walkInPickup?.() ?? null;
  let loaded: Loaded | null = null;
  /** The read in flight for each range: a second caller for the same range waits for it rather than asking the store again. */
  const reading = new Map<string, Promise<Loaded>>();

  const tillSales = (): TillSales => salesRungHere(options.journal);

  const rangeOf = (filters: BoardFilters) => {
    try {
      return dateRange(filters, now());
    } catch (error) {
      throw new TillRefusal({ kind: 'invalid_input', message: error instanceof Error ? error.message : 'Choose the range again.' });
    }
  };

  const readPages = async (query: { completedFrom: string; completedBefore: string; updatedAfter?: string }): Promise<PlatformOrder[]> => {
    const found: PlatformOrder[] = [];
    let pages: number | null = null;
    try {
      for (let page = 1; page <= MAX_PAGES; page++) {
        options.onReading?.({ page, pages });
        const answer = await options.admin.withToken((token) => options.platform.boardOrders(token, { ...query, page, perPage: pageSize }, TRACKING));
        found.push(...answer.items);
        pages = Math.min(answer.meta.totalPages, MAX_PAGES);
        if (!answer.nextPage) break;
      }
    } finally {
      options.onReading?.(null);
    }
    return found;
  };

  const newestOf = (orders: Iterable<PlatformOrder>, start: string | null) => {
    let newest = start;
    for (const o of orders) if (o.updatedAt && (newest === null || o.updatedAt > newest)) newest = o.updatedAt;
    return newest;
  };

  const read = (filters: BoardFilters, wantChanges: boolean): Promise<Loaded> => {
    const range = rangeOf(filters);
    const key = `${range.from}/${range.before}`;
    const inFlight = reading.get(key);
    if (inFlight) return inFlight;
    const started = (async () => {
      const current = loaded?.key === key ? loaded : null;
      const changed = await readPages({
        completedFrom: range.from,
        completedBefore: range.before,
        ...(current && wantChanges && current.newest ? { updatedAfter: current.newest } : {}),
      });
      const orders = current && wantChanges ? new Map(current.orders) : new Map<string, PlatformOrder>();
      for (const o of changed) orders.set(o.number, o);
      loaded = { key, range, orders, newest: newestOf(changed, current && wantChanges ? current.newest : null), checkedAt: now().toISOString() };
      return loaded;
    })().finally(() => {
      reading.delete(key);
    });
    reading.set(key, started);
    return started;
  };

  /** Nothing is answered from memory once the admin client is gone: what was read is forgotten. */
  const requireConnected = () => {
    if (options.admin.status().connected) return;
    loaded = null;
    throw new TillRefusal({ kind: 'not_signed_in', message: 'Connect the store’s admin client in Settings to see every order of the store.' });
  };

  const stateOf = (state: Loaded, filters: BoardFilters): BoardState => ({
    ...boardView([...state.orders.values()], filters, tillSales(), walkIn()),
    checkedAt: state.checkedAt,
    range: state.range,
  });

  const boardOrderOf = (order: PlatformOrder): BoardOrder => {
    const view = boardView([order], { range: 'today', channel: '', state: '', paymentState: '', staffId: '', search: '' }, tillSales(), walkIn());
    return view.orders[0]!;
  };

  /** Keeps the store's latest answer for an order (on the board when its range holds it). */
  const remember = (order: PlatformOrder) => {
    if (loaded && order.completedAt && order.completedAt >= loaded.range.from && order.completedAt < loaded.range.before) {
      loaded.orders.set(order.number, order);
    }
  };

  const history = (number: string): BoardHistoryEntry[] =>
    options.journal
      .entries({ kinds: ['board.order_action'] })
      .filter((e) => e.data.orderNumber === number)
      .map((e) => ({ ...e.data, at: e.at, who: e.staff }));

  const findShipment = (order: PlatformOrder, shipmentNumber: string): PlatformShipment => {
    const shipment = order.shipments.find((s) => s.number === shipmentNumber);
    if (!shipment) throw new TillRefusal({ kind: 'not_found', message: `Order ${order.number} has no shipment ${shipmentNumber}.` });
    return shipment;
  };

  const orderNow = (number: string) => options.admin.withToken((token) => options.platform.order(token, number, TRACKING));

  /** Runs one action at the store and records it in the journal, done or refused (the store's words), before answering. */
  const journaled = async <T>(record: Omit<BoardActionRecord, 'outcome' | 'message'>, work: (token: string) => Promise<T>): Promise<T> => {
    let after: T;
    try {
      after = await options.admin.withToken(work);
    } catch (error) {
      const info = describeError(error);
      if (isStorefrontError(error) && (error.kind === 'validation' || error.kind === 'not_found')) {
        options.journal.append('board.order_action', { ...record, outcome: 'refused', message: info.message });
      }
      throw new TillRefusal({ ...info, message: `${BOARD_ACTION_WORDS[record.action]}: not done. ${info.message}` });
    }
    options.journal.append('board.order_action', { ...record, outcome: 'done', message: null });
    return after;
  };

  /** A manager's action: journaled, then the order read back as the store has it. */
  const act = async (
    record: Omit<BoardActionRecord, 'outcome' | 'message'>,
    work: (token: string) => Promise<PlatformOrder | null>,
    done: string,
  ): Promise<BoardActionResult> => {
    const after = await journaled(record, work);
    const order = after ?? (await orderNow(record.orderNumber));
    remember(order);
    return { message: done, order: boardOrderOf(order) };
  };

  const shipmentStep = (shipmentNumber: string, step: ShipmentAction, tracking?: string) => (token: string) =>
    options.platform.shipmentAction(token, shipmentNumber, step, tracking ? { tracking } : {}, TRACKING);

  const base = (orderNumber: string, action: BoardAction, extra: Partial<BoardActionRecord> = {}): Omit<BoardActionRecord, 'outcome' | 'message'> => ({
    orderNumber,
    action,
    shipmentNumber: null,
    carrier: null,
    tracking: null,
    reason: null,
    ...extra,
  });

  return {
    async handOver(orderNumber, shipmentNumber) {
      await journaled(base(orderNumber, 'picked_up', { shipmentNumber }), async (token) => {
        await shipmentStep(shipmentNumber, 'ship')(token);
        await shipmentStep(shipmentNumber, 'deliver')(token);
      });
    },
    async view(filters) {
      requireConnected();
      const range = rangeOf(filters);
      const state = loaded?.key === `${range.from}/${range.before}` ? loaded : await read(filters, false);
      return stateOf(state, filters);
    },
    async refresh(filters) {
      requireConnected();
      return stateOf(await read(filters, true), filters);
    },
    async order(number) {
      const order = await orderNow(number);
      remember(order);
      return { order: boardOrderOf(order), history: history(order.number) };
    },
    markReady(orderNumber, shipmentNumber) {
      return act(
        base(orderNumber, 'ready_for_pickup', { shipmentNumber }),
        async (token) => {
          await shipmentStep(shipmentNumber, 'ready')(token);
          return null;
        },
        `Order ${orderNumber} is ready for pickup.`,
      );
    },
    markPickedUp(orderNumber, shipmentNumber) {
      return act(
        base(orderNumber, 'picked_up', { shipmentNumber }),
        async (token) => {
          // Handed over at the counter: shipped (no carrier) then delivered, the store's last step.
          const before = findShipment(await options.platform.order(token, orderNumber, TRACKING), shipmentNumber);
          if (before.state === 'ready') await shipmentStep(shipmentNumber, 'ship')(token);
          await shipmentStep(shipmentNumber, 'deliver')(token);
          return null;
        },
        `Order ${orderNumber} was picked up.`,
      );
    },
    ship(orderNumber, shipmentNumber, details) {
      return act(
        base(orderNumber, 'ship', { shipmentNumber, carrier: details.carrier, tracking: details.tracking }),
        async (token) => {
          await shipmentStep(shipmentNumber, 'ship', details.tracking)(token);
          return null;
        },
        `Order ${orderNumber} shipped with ${details.carrier}, tracking ${details.tracking}.`,
      );
    },
    cancelShipment(orderNumber, shipmentNumber, reason) {
      return act(
        base(orderNumber, 'cancel_shipment', { shipmentNumber, reason }),
        async (token) => {
          await shipmentStep(shipmentNumber, 'cancel')(token);
          return null;
        },
        `Shipment ${shipmentNumber} of order ${orderNumber} is cancelled; its items are back in stock.`,
      );
    },
    cancelOrder(orderNumber, reason) {
      return act(
        base(orderNumber, 'cancel_order', { reason }),
        (token) => options.platform.orderAction(token, orderNumber, 'cancel', TRACKING),
        `Order ${orderNumber} is cancelled: its items are back in stock and its payments voided.`,
      );
    },
    resumeOrder(orderNumber, reason) {
      return act(
        base(orderNumber, 'resume_order', { reason }),
        (token) => options.platform.orderAction(token, orderNumber, 'resume', TRACKING),
        `Order ${orderNumber} is resumed.`,
      );
    },
    approveOrder(orderNumber) {
      return act(
        base(orderNumber, 'approve_order'),
        (token) => options.platform.orderAction(token, orderNumber, 'approve', TRACKING),
        `Order ${orderNumber} is approved.`,
      );
    },
    selected(numbers) {
      if (!options.admin.status().connected) loaded = null;
      if (!loaded) return [];
      const sales = tillSales();
      const wanted = numbers.map((n) => loaded!.orders.get(n)).filter((o): o is PlatformOrder => o !== undefined);
      return boardView(wanted, { range: 'today', channel: '', state: '', paymentState: '', staffId: '', search: '' }, sales, walkIn()).orders;
    },
  };
}
