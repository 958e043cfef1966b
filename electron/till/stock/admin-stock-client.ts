/**
 * The store's stock client on the store's admin connection, for the stock lookup and low stock:
 * every request through the till's scheduler; refused in words while no admin client is connected.
 */
import { createStockClient, type StockClient } from '../../../shared/storefront/client/stock-client.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { StoreWire } from '../store/wire.js';

const messages = defineMessages({
  noAdmin: {
    id: 'stock.refusal.noAdminToRead',
    defaultMessage: 'Connect the store’s admin client (Settings → Manager’s admin client) to read its stock.',
  },
});

export interface AdminStock {
  connected(): boolean;
  /** Runs `call` with the admin token; refused in words when the admin client is not connected. */
  use<T>(call: (client: StockClient, token: string) => Promise<T>): Promise<T>;
}

export function adminStock(store: Pick<StoreWire, 'admin' | 'scheduler' | 'target'>): AdminStock {
  const client = createStockClient({ baseUrl: store.target.baseUrl, fetch: store.scheduler.fetch });
  return {
    connected: () => store.admin.status().connected,
    use(call) {
      if (!store.admin.status().connected) {
        throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.noAdmin) });
      }
      return store.admin.withToken((token) => call(client, token));
    },
  };
}
