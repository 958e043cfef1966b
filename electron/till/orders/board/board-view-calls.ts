/**
 * The board as the manager and the till's other parts read it: a range's orders grouped with this
 * till's journal (who sold which order), one order with its history of actions, the orders the
 * manager ticked. Nothing is answered from memory once the admin client is gone.
 */
import type { BoardHistoryEntry, BoardState } from '../../../../shared/orders/orders-board-actions.js';
import { boardView, type BoardFilters } from '../../../../shared/orders/orders-board.js';
import type { PlatformOrder } from '../../../../shared/storefront/types/platform-types.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { BoardContext, Loaded } from './board-context.js';
import type { BoardReadingPart } from './board-reading.js';
import type { OrdersBoard } from './board-api.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  connectAdmin: { id: 'board.refusal.connectAdmin', defaultMessage: 'Connect the store’s admin client in Settings to see every order of the store.' },
});

export function boardViewCalls(ctx: BoardContext, { read }: BoardReadingPart): Pick<OrdersBoard, 'view' | 'refresh' | 'order' | 'selected'> {
  const { options, state } = ctx;

  /** Nothing is answered from memory once the admin client is gone: what was read is forgotten. */
  const requireConnected = () => {
    if (options.admin.status().connected) return;
    state.loaded = null;
    throw new TillRefusal({ kind: 'not_signed_in', message: wordsOf(messages.connectAdmin) });
  };

  const stateOf = (loaded: Loaded, filters: BoardFilters): BoardState => ({
    ...boardView([...loaded.orders.values()], filters, ctx.tillSales(), ctx.walkIn()),
    checkedAt: loaded.checkedAt,
    range: loaded.range,
  });

  const history = (number: string): BoardHistoryEntry[] =>
    options.journal
      .entries({ kinds: ['board.order_action'] })
      .filter((e) => e.data.orderNumber === number)
      .map((e) => ({ ...e.data, at: e.at, who: e.staff }));

  return {
    async view(filters) {
      requireConnected();
      const range = ctx.rangeOf(filters);
      const loaded = state.loaded?.key === `${range.from}/${range.before}` ? state.loaded : await read(filters, false);
      return stateOf(loaded, filters);
    },
    async refresh(filters) {
      requireConnected();
      return stateOf(await read(filters, true), filters);
    },
    async order(number) {
      const order = await ctx.orderNow(number);
      ctx.remember(order);
      return { order: ctx.boardOrdersOf([order])[0]!, history: history(order.number) };
    },
    selected(numbers) {
      if (!options.admin.status().connected) state.loaded = null;
      const { loaded } = state;
      if (!loaded) return [];
      return ctx.boardOrdersOf(numbers.map((n) => loaded.orders.get(n)).filter((o): o is PlatformOrder => o !== undefined));
    },
  };
}
