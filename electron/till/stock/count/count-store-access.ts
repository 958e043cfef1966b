/**
 * What a count asks of the store, through the admin client (a count needs the store's own
 * numbers): its stock locations, the on-hand of variants (100 a read) and the batches of count
 * movements. Reads and batches go in the scheduler's background lane, behind the counter's sales.
 * Without the admin client the clerk is told in words.
 */
import type { StockLocationChoice } from '../../../../shared/stock/count-calls.js';
import { createPlatformStockCountClient, VARIANTS_PER_READ } from '../../../../shared/storefront/client/platform-stock-count-client.js';
import type { StoreWire } from '../../store/wire.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { refuse, type CountStoreAccess } from './count-context.js';

const messages = defineMessages({
  noAdmin: {
    id: 'stock.refusal.noAdminToCount',
    defaultMessage: 'Connect the store’s admin client (Settings → Manager’s admin client) to count stock.',
  },
});

/** Movements in one apply request (the store's batch takes at most 100). */
export const MOVEMENTS_PER_REQUEST = 100;

export function countStoreAccess(store: Pick<StoreWire, 'admin' | 'scheduler' | 'target'>): CountStoreAccess {
  const client = createPlatformStockCountClient({ baseUrl: store.target.baseUrl, fetch: store.scheduler.fetch });
  const withAdmin = <T>(call: (token: string) => Promise<T>): Promise<T> => {
    if (!store.admin.status().connected) throw refuse(wordsOf(messages.noAdmin));
    return store.admin.withToken(call);
  };
  const background = { priority: 'sync' as const };
  return {
    locations: (): Promise<StockLocationChoice[]> => withAdmin((token) => client.locations(token, background)),
    async onHand(variantIds, stockLocationId) {
      const found = new Map<string, number>();
      for (let at = 0; at < variantIds.length; at += VARIANTS_PER_READ) {
        const part = await withAdmin((token) => client.onHand(token, variantIds.slice(at, at + VARIANTS_PER_READ), stockLocationId, background));
        for (const [id, n] of part) found.set(id, n);
      }
      return found;
    },
    applyCount: (movements) => withAdmin((token) => client.applyCount(token, movements, background)),
  };
}
