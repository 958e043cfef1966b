/**
 * Discounts at the counter as the renderer sees them: the discounts of the sale in progress and of
 * placed sales (by order number, as the store keeps them, read again whenever a cart shows a line
 * the store discounted), the manager's reasons, and the one discount dialog that may be open.
 * Every discount goes through the bridge; the cart shown is the one the store answered.
 */
import { create } from 'zustand';
import type { DiscountInput, SaleCart, SaleDiscount } from '../../../../shared/bridge/bridge.js';
import { pos } from '../../../bridge/pos.js';
import { useSale } from '../sale.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { say } from '../../../i18n/screen-language.js';

const messages = defineMessages({
  notGiven: { id: 'sell.discounts.notGiven', defaultMessage: 'The discount was not given.' },
  priceSet: { id: 'sell.discounts.priceSet', defaultMessage: 'Price of {name} set to {price}' },
  percentOffLine: { id: 'sell.discounts.percentOffLine', defaultMessage: '{value}% off {name}' },
  amountOffLine: { id: 'sell.discounts.amountOffLine', defaultMessage: '{value} off {name}' },
  percentOffSale: { id: 'sell.discounts.percentOffSale', defaultMessage: '{value}% off the sale' },
  amountOffSale: { id: 'sell.discounts.amountOffSale', defaultMessage: '{value} off the sale' },
  saleTakenBack: { id: 'sell.discounts.saleTakenBack', defaultMessage: 'The sale’s discount was taken back' },
  lineTakenBack: { id: 'sell.discounts.lineTakenBack', defaultMessage: 'The discount on {name} was taken back' },
});

/** What the dialog discounts: one line (a discount or its price set by hand), or the whole sale. */
export type DiscountTarget =
  { kind: 'line'; lineItemId: string; name: string } | { kind: 'override'; lineItemId: string; name: string; price: string } | { kind: 'sale' };

interface DiscountsState {
  byOrder: Record<string, SaleDiscount[]>;
  reasons: string[];
  target: DiscountTarget | null;
  busy: boolean;
  error: string | null;
  /** Reads the order's discounts from the store (quietly: a cart or receipt without them still shows the store's amounts). */
  load(orderNumber: string, current: boolean): Promise<void>;
  open(target: DiscountTarget): void;
  close(): void;
  give(input: DiscountInput | { price: string; reason: string }): Promise<boolean>;
  takeBack(): Promise<boolean>;
}

const cartOf = (cart: SaleCart, announcement: string) => useSale.setState({ cart, announcement });

export const useDiscounts = create<DiscountsState>((set, get) => {
  /** Runs one discount call: the cart the store answered is shown, the sale's discounts read again. */
  const run = async (call: () => Promise<SaleCart>, announcement: string): Promise<boolean> => {
    set({ busy: true, error: null });
    try {
      const cart = await call();
      cartOf(cart, announcement);
      await get().load(cart.number, true);
      set({ busy: false, target: null });
      return true;
    } catch (error) {
      set({ busy: false, error: error instanceof Error ? error.message : say(messages.notGiven) });
      return false;
    }
  };
  return {
    byOrder: {},
    reasons: [],
    target: null,
    busy: false,
    error: null,
    async load(orderNumber, current) {
      try {
        const discounts = current ? await pos().discounts.ofSale() : await pos().discounts.ofOrder(orderNumber);
        set((s) => ({ byOrder: { ...s.byOrder, [orderNumber]: discounts } }));
      } catch {
        // Without the admin client or the store, the lines show the store's amounts without the reasons.
      }
    },
    open(target) {
      set({ target, error: null });
      void pos()
        .discounts.reasons()
        .then((reasons) => set({ reasons }))
        .catch(() => undefined);
    },
    close: () => set({ target: null, error: null }),
    async give(input) {
      const target = get().target;
      if (!target) return false;
      if (target.kind === 'override' && 'price' in input) {
        return run(() => pos().discounts.overridePrice(target.lineItemId, input), say(messages.priceSet, { name: target.name, price: input.price }));
      }
      if ('by' in input) {
        const percent = input.by === 'percent';
        if (target.kind === 'line') {
          const said = say(percent ? messages.percentOffLine : messages.amountOffLine, { value: input.value, name: target.name });
          return run(() => pos().discounts.discountLine(target.lineItemId, input), said);
        }
        if (target.kind === 'sale')
          return run(() => pos().discounts.discountSale(input), say(percent ? messages.percentOffSale : messages.amountOffSale, { value: input.value }));
      }
      return false;
    },
    async takeBack() {
      const target = get().target;
      if (!target) return false;
      if (target.kind === 'sale') return run(() => pos().discounts.removeFromSale(), say(messages.saleTakenBack));
      return run(() => pos().discounts.removeFromLine(target.lineItemId), say(messages.lineTakenBack, { name: target.name }));
    },
  };
});
