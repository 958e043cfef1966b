/**
 * Discounts and price overrides at the counter: the bridge's `discounts.*` calls, recorded at the
 * store through the manager's admin client, and the sale's quantity change refused on a line that
 * carries one (its discount was worked out for the quantity it had). While the till sells offline
 * no discount is given (the store records them).
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import { createPlatformAdjustmentsClient } from '../../../shared/storefront/client/platform-adjustments-client.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { SaleWire } from '../sale/wire.js';
import type { StoreWire } from '../store/wire.js';
import { createDiscountDesk } from './discount-desk.js';
import { createDiscountContext } from './discount-context.js';
import { createOfflineDiscountDesk } from './offline-discount-desk.js';
import { journaledSaleDiscounts } from '../../../shared/offline/offline-discounts.js';
import type { OfflineWire } from '../offline/wire.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  offline: { id: 'checkout.discounts.offline', defaultMessage: 'Discounts are recorded at the store: give them once it answers again.' },
});

export function wireDiscounts(deps: { till: TillParts; store: StoreWire; sale: SaleWire; offline?: OfflineWire }) {
  const { options, journal, roster } = deps.till;
  const { admin, scheduler, target } = deps.store;
  const deskOptions = {
    sale: deps.sale.sale,
    admin,
    adjustments: createPlatformAdjustmentsClient({ baseUrl: target.baseUrl, fetch: scheduler.fetch }),
    roster,
    journal,
    settings: options.settings,
  };
  const desk = createDiscountDesk(deskOptions);
  // While selling offline: discounts kept on the offline sale (within the role's limit, or approved by PIN), given again at the store at replay.
  const offlineSale = deps.offline?.offline;
  const offlineDesk = offlineSale ? createOfflineDiscountDesk(createDiscountContext(deskOptions), offlineSale) : null;
  const { counter } = deps.sale;
  /** A discount call goes to the sale at the store, or to the offline sale while selling offline. */
  const atStore = <T>(call: () => Promise<T>, offline?: (desk: NonNullable<typeof offlineDesk>) => T) => {
    if (counter.sellingOffline()) {
      if (offline && offlineDesk) {
        try {
          return Promise.resolve(offline(offlineDesk));
        } catch (error) {
          return Promise.reject(error as Error);
        }
      }
      return Promise.reject(new TillRefusal({ kind: 'offline', message: wordsOf(messages.offline) }));
    }
    return call();
  };
  const saleCalls = deps.sale.calls.sale;
  const calls = {
    discounts: {
      reasons: desk.reasons,
      setReasons: desk.setReasons,
      ofSale: () => (counter.sellingOffline() ? Promise.resolve(offlineDesk?.ofSale() ?? []) : desk.ofSale()),
      ofOrder: (orderNumber) => {
        // An offline sale's receipt: its discounts as the journal keeps them (the store has no order by that reference).
        const taken = journal.entries({ kinds: ['offline.sale'] }).find((e) => e.data.ref === orderNumber);
        return taken ? Promise.resolve(journaledSaleDiscounts(orderNumber, taken.data.discounts)) : desk.ofOrder(orderNumber);
      },
      discountLine: (lineItemId, discount) =>
        atStore(
          () => desk.discountLine(lineItemId, discount),
          (d) => d.discountLine(lineItemId, discount),
        ),
      discountSale: (discount) =>
        atStore(
          () => desk.discountSale(discount),
          (d) => d.discountSale(discount),
        ),
      overridePrice: (lineItemId, override) =>
        atStore(
          () => desk.overridePrice(lineItemId, override),
          (d) => d.overridePrice(),
        ),
      removeFromLine: (lineItemId) =>
        atStore(
          () => desk.removeFromLine(lineItemId),
          (d) => d.removeFromLine(lineItemId),
        ),
      removeFromSale: () =>
        atStore(
          () => desk.removeFromSale(),
          (d) => d.removeFromSale(),
        ),
    },
  } satisfies Pick<PosCalls, 'discounts'>;
  /** The sale's calls this room keeps watch over (store-services.ts lays them over the sale's own). */
  const saleOverrides = {
    setQuantity: async (lineItemId, quantity) => {
      if (!counter.sellingOffline()) desk.checkQuantityChange(deps.sale.sale.currentNumber(), lineItemId);
      return saleCalls.setQuantity(lineItemId, quantity);
    },
  } satisfies Partial<PosCalls['sale']>;
  return { calls, saleOverrides };
}
