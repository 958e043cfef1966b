/**
 * Which sale the counter's calls go to: the offline sale while one is in progress (it is finished
 * offline) or while the store cannot be reached and no sale is open at it; the sale at the store
 * otherwise. When the store stops answering while a sale is open at it, the clerk is told how to go
 * on selling (park it, then sell offline) rather than only that the store is away.
 */
import { describeError, TillRefusal } from '../runtime/error-words.js';
import type { OfflineSales } from '../offline/offline-sales.js';
import type { SaleService } from './sale.js';

/** Said when the store stops answering while a sale is open at it (nothing paid yet). */
const OPEN_AT_STORE_WHILE_OFFLINE =
  'The store cannot be reached, and this sale is open at the store. Park it (F7) to take sales offline meanwhile (cash only), and resume it once the store answers. Nothing was lost.';

export interface CounterRouting {
  /** Whether the counter's sale calls go to the offline sale now. */
  sellingOffline(): boolean;
  /** The offline sale's answer while selling offline, the store's otherwise. */
  offlineOr<T>(offlineCall: () => T, storeCall: () => Promise<T>): Promise<T>;
  /**
   * The first line of a sale: when the store turns out not to answer (and no cart was opened at
   * it), the sale is taken offline instead of refused.
   */
  firstLineOr<T>(offlineCall: () => T, storeCall: () => Promise<T>): Promise<T>;
  /** A store call that offline sales refuse: only cash is taken offline. */
  cashOnly<T>(storeCall: () => Promise<T>): Promise<T>;
  /** A store call that offline sales refuse: they are walk-in pickup sales. */
  pickupOnly<T>(storeCall: () => Promise<T>): Promise<T>;
}

export function counterRouting(
  sale: Pick<SaleService, 'currentNumber' | 'unconfirmed'>,
  offline: Pick<OfflineSales, 'inProgress' | 'storeUnreachable' | 'refuse'>,
): CounterRouting {
  const openAtStore = () => sale.currentNumber() !== null && !sale.unconfirmed();
  const noSaleAtStore = () => sale.currentNumber() === null && !sale.unconfirmed();
  const sellingOffline = () => offline.inProgress() || (offline.storeUnreachable() && noSaleAtStore());
  const atStore = async <T>(storeCall: () => Promise<T>): Promise<T> => {
    try {
      return await storeCall();
    } catch (error) {
      if (describeError(error).kind === 'offline' && openAtStore() && offline.storeUnreachable()) {
        throw new TillRefusal({ kind: 'offline', message: OPEN_AT_STORE_WHILE_OFFLINE });
      }
      throw error;
    }
  };
  const offlineOr = <T>(offlineCall: () => T, storeCall: () => Promise<T>): Promise<T> => {
    if (!sellingOffline()) return atStore(storeCall);
    try {
      return Promise.resolve(offlineCall());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return {
    sellingOffline,
    offlineOr,
    async firstLineOr(offlineCall, storeCall) {
      if (sellingOffline()) return offlineCall();
      try {
        return await atStore(storeCall);
      } catch (error) {
        if (describeError(error).kind === 'offline' && noSaleAtStore() && offline.storeUnreachable()) return offlineCall();
        throw error;
      }
    },
    cashOnly: (storeCall) => offlineOr(() => offline.refuse('tender'), storeCall),
    pickupOnly: (storeCall) => offlineOr(() => offline.refuse('pickup_only'), storeCall),
  };
}
