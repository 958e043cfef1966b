/**
 * What offline selling answers: the counter's sale calls an offline sale can make (cash only, picked
 * up at the counter), its status and limits, and what the runtime tells it (the connection, the
 * outbox, a placed order's tax).
 */
import type { CashTender, ConnectionState, OfflineStatus, Receipt } from '../../../../shared/bridge/bridge.js';
import type { LineOptions } from '../../../../shared/sale/line-options.js';
import type { OfflineDiscount } from '../../../../shared/offline/offline-discounts.js';
import type { OfflineLimits } from '../../../../shared/offline/offline-limits.js';
import type { PlacedTotals } from '../../../../shared/offline/offline-tax.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';

export interface OfflineSales {
  status(): OfflineStatus;
  /** This till's short id (as its offline references carry it, e.g. K7QM): made once, kept. */
  tillId(): string;
  /** An offline sale is in progress (it is finished offline, whatever the connection does). */
  inProgress(): boolean;
  /** The store cannot be reached now: a new sale would be taken offline. */
  storeUnreachable(): boolean;
  cart(): Cart | null;
  addLine(variantId: string, quantity: number, lineOptions?: LineOptions): Cart;
  setQuantity(lineItemId: string, quantity: number): Cart;
  removeLine(lineItemId: string): Cart;
  empty(): Cart;
  discard(): void;
  /** The offline sale's one way to go: picked up at the counter (nothing to ask the store). */
  pickupInStore(): Cart;
  selectShippingRate(rateId: string): Cart;
  /** Cash for the whole sale: written to the journal (flushed) before the receipt is answered. */
  tenderCash(tender: CashTender): Receipt;
  setLimits(limits: OfflineLimits): OfflineStatus;
  /** A placed order's tax, kept as the store's rate when it was a walk-in pickup sale at the store. */
  learnTaxRate(order: PlacedTotals & { number: string }): void;
  /** The connection changed: when the store last answered is kept, and the counter told. */
  connectionChanged(state: ConnectionState): void;
  /** The outbox changed in the journal (a sale placed at the store): the counter is told. */
  outboxChanged(): void;
  /** The discounts given on the offline sale in progress (none without one). */
  discounts(): OfflineDiscount[];
  /** The offline sale's discounts replaced (a discount given or taken back), refused when there is no sale. */
  setDiscounts(discounts: OfflineDiscount[]): Cart;
  /** Refuses a call an offline sale cannot make, in words. */
  refuse(kind: 'tender' | 'pickup_only'): never;
}
