/**
 * Reading a date range's orders from the store: one list request per refresh. A new range is read
 * whole (further pages only when the store says there are more), and a refresh asks only for orders
 * the store changed since the newest `updated_at` it has sent. A second caller for a range being
 * read waits for that read rather than asking the store again.
 */
import type { BoardFilters } from '../../../../shared/orders/orders-board.js';
import type { PlatformOrder } from '../../../../shared/storefront/types/platform-types.js';
import { TRACKING, type BoardContext, type Loaded } from './board-context.js';

/** The most pages one read follows. */
const MAX_PAGES = 20;

export interface BoardReadingPart {
  /** The filters' range as the store has it now: all of it, or (`wantChanges`) what changed since the last read of it. */
  read(filters: BoardFilters, wantChanges: boolean): Promise<Loaded>;
}

const newestOf = (orders: Iterable<PlatformOrder>, start: string | null) => {
  let newest = start;
  for (const o of orders) if (o.updatedAt && (newest === null || o.updatedAt > newest)) newest = o.updatedAt;
  return newest;
};

export function boardReading(ctx: BoardContext): BoardReadingPart {
  const { options } = ctx;
  const pageSize = options.pageSize ?? 100;
  /** The read in flight for each range: a second caller for the same range waits for it rather than asking the store again. */
  const reading = new Map<string, Promise<Loaded>>();

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

  return {
    read: (filters, wantChanges) => {
      const range = ctx.rangeOf(filters);
      const key = `${range.from}/${range.before}`;
      const inFlight = reading.get(key);
      if (inFlight) return inFlight;
      const started = (async () => {
        const current = ctx.state.loaded?.key === key ? ctx.state.loaded : null;
        const changed = await readPages({
          completedFrom: range.from,
          completedBefore: range.before,
          ...(current && wantChanges && current.newest ? { updatedAfter: current.newest } : {}),
        });
        const orders = current && wantChanges ? new Map(current.orders) : new Map<string, PlatformOrder>();
        for (const o of changed) orders.set(o.number, o);
        const loaded: Loaded = {
          key,
          range,
          orders,
          newest: newestOf(changed, current && wantChanges ? current.newest : null),
          checkedAt: ctx.now().toISOString(),
        };
        ctx.state.loaded = loaded;
        return loaded;
      })().finally(() => {
        reading.delete(key);
      });
      reading.set(key, started);
      return started;
    },
  };
}
