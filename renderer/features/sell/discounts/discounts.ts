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
      set({ busy: false, error: error instanceof Error ? error.message : 'The discount was not given.' });
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
        return run(() => pos().discounts.overridePrice(target.lineItemId, input), `Price of ${target.name} set to ${input.price}`);
      }
      if ('by' in input) {
        const size = input.by === 'percent' ? `${input.value}%` : input.value;
        if (target.kind === 'line') return run(() => pos().discounts.discountLine(target.lineItemId, input), `${size} off ${target.name}`);
        if (target.kind === 'sale') return run(() => pos().discounts.discountSale(input), `${size} off the sale`);
      }
      return false;
    },
    async takeBack() {
      const target = get().target;
      if (!target) return false;
      if (target.kind === 'sale') return run(() => pos().discounts.removeFromSale(), 'The sale’s discount was taken back');
      return run(() => pos().discounts.removeFromLine(target.lineItemId), `The discount on ${target.name} was taken back`);
    },
  };
});
