/**
 * What the discount desk's calls share (discount-desk.ts): the sale's cart and its discounts as the
 * store keeps them, the gate that answers who gives a discount and who approved it, the sizes
 * worked out before the store is asked, the journal's entries, and taking discounts back.
 */
import { isGiftCardSku } from '../../../shared/giftcards/gift-card-product.js';
import type { DiscountInput, SaleCart, SaleDiscount } from '../../../shared/bridge/sale.js';
import { fromCents, toCents } from '../../../shared/money.js';
import { percentOf } from '../../../shared/sale/discount-amounts.js';
import { readDiscountLabel, type DiscountKind } from '../../../shared/sale/discount-labels.js';
import { wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { ApprovalAction, ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import type { StaffRef } from '../../../shared/shift/staff-ref.js';
import type { RightCheck } from '../../../shared/staff/role-rights.js';
import type { PlatformAdjustmentsClient } from '../../../shared/storefront/client/platform-adjustments-client.js';
import type { Cart, LineItem } from '../../../shared/storefront/types/types.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { TillJournal } from '../shift/till-journal.js';
import { discountReasons } from './discount-reasons.js';
import { discountWords } from './discount-words.js';

export interface DiscountDeskOptions {
  sale: { current(): Promise<Cart | null> };
  admin: { status(): { connected: boolean }; withToken<T>(call: (token: string) => Promise<T>): Promise<T> };
  adjustments: PlatformAdjustmentsClient;
  roster: { current(): StaffRef | null; requireRight(check: RightCheck, request: ApprovalRequest, action: ApprovalAction): StaffRef };
  journal: TillJournal;
  settings: SettingsStore;
}

const refuse = (message: Words, kind: 'invalid_input' | 'not_found' | 'no_sale' = 'invalid_input') => new TillRefusal({ kind, message });

function withoutToken(cart: Cart): SaleCart {
  const { token: _token, ...rest } = cart;
  return rest;
}

export function createDiscountContext(options: DiscountDeskOptions) {
  const { admin, adjustments, roster, journal } = options;
  const reasons = discountReasons(options.settings);
  /** The lines known to carry a discount given here, by order number (a quantity change waits until they are taken back). */
  const discounted = new Map<string, Set<string>>();
  const priority = { priority: 'sale' } as const;

  const connected = () => {
    if (!admin.status().connected) {
      throw refuse(wordsOf(discountWords.noAdmin));
    }
  };
  const openCart = async (): Promise<Cart> => {
    const cart = await options.sale.current();
    if (!cart || cart.lineItems.length === 0) throw refuse(wordsOf(discountWords.noSale), 'no_sale');
    return cart;
  };
  const lineOf = (cart: Cart, lineItemId: string): LineItem => {
    const line = cart.lineItems.find((l) => l.id === lineItemId);
    if (!line) throw refuse(wordsOf(discountWords.lineGone), 'not_found');
    return line;
  };
  /** A line a discount or a price set by hand may be given on: in the sale, and not a gift card (it sells at the value it loads). */
  const discountableLine = (cart: Cart, lineItemId: string): LineItem => {
    const line = lineOf(cart, lineItemId);
    if (isGiftCardSku(line.sku)) throw refuse(wordsOf(discountWords.giftCard));
    return line;
  };

  /** The discounts on the sale as the store keeps them (its line adjustments whose labels the till wrote). */
  const discountsOf = async (cart: Pick<Cart, 'number'>): Promise<SaleDiscount[]> => {
    const made = await admin.withToken((token) => adjustments.lineAdjustments(token, cart.number, priority));
    const found = made.flatMap((a) => {
      const words = readDiscountLabel(a.label);
      return words ? [{ id: a.id, lineItemId: a.lineItemId, amount: a.amount, ...words }] : [];
    });
    discounted.set(cart.number, new Set(found.map((d) => d.lineItemId)));
    return found;
  };
  /** The lines that now carry a discount given here (`given`), or no longer do (`taken`). */
  const mark = (orderNumber: string, lineIds: readonly string[], given: boolean, left: readonly SaleDiscount[] = []) => {
    const lines = discounted.get(orderNumber) ?? new Set<string>();
    for (const id of lineIds) {
      if (given || left.some((d) => d.lineItemId === id)) lines.add(id);
      else lines.delete(id);
    }
    discounted.set(orderNumber, lines);
  };
  /** The cart as the store now has it (the sale's screen hears it too). */
  const refreshed = async (): Promise<SaleCart> => withoutToken(await openCart());
  /** Who gives it and who approved it: the person on the till, or the approver of this very discount. */
  const gate = (check: RightCheck, request: ApprovalRequest, words: ApprovalAction) => {
    const holder = roster.requireRight(check, request, words);
    const staff = roster.current();
    return { staff, approver: staff && holder.id !== staff.id ? holder : null };
  };
  const sizeOf = (discount: DiscountInput, baseCents: number): { cents: number; size: string; percent: number | null } => {
    if (discount.by === 'percent') {
      const percent = Number(discount.value);
      if (percent > 100) throw refuse(wordsOf(discountWords.overHundred));
      return { cents: percentOf(baseCents, percent), size: `${discount.value}%`, percent };
    }
    return { cents: toCents(discount.value), size: fromCents(toCents(discount.value)), percent: null };
  };
  const record = (
    cart: Cart,
    entry: { lineItemId: string | null; kind: DiscountKind; cents: number; percent: number | null; reason: string },
    who: ReturnType<typeof gate>,
    ids: string[],
  ) => {
    journal.append('sale.discounted', {
      orderNumber: cart.number,
      currency: cart.currency,
      lineItemId: entry.lineItemId,
      kind: entry.kind,
      amount: fromCents(entry.cents),
      percent: entry.percent,
      reason: entry.reason,
      staff: who.staff,
      approver: who.approver,
      adjustmentIds: ids,
    });
  };
  /** Takes back the given discounts: their adjustments removed at the store, journaled. */
  const takeBack = async (cart: Cart, all: SaleDiscount[], taken: SaleDiscount[], lineItemId: string | null, kind: DiscountKind) => {
    for (const d of taken) await admin.withToken((token) => adjustments.remove(token, d.id, priority));
    const left = all.filter((d) => !taken.includes(d));
    mark(
      cart.number,
      taken.map((d) => d.lineItemId),
      false,
      left,
    );
    const cents = taken.reduce((sum, d) => sum + toCents(d.amount), 0);
    journal.append('sale.discount_removed', {
      orderNumber: cart.number,
      currency: cart.currency,
      lineItemId,
      kind,
      amount: fromCents(cents),
      adjustmentIds: taken.map((d) => d.id),
    });
  };

  return {
    options,
    reasons,
    refuse,
    connected,
    openCart,
    lineOf,
    discountableLine,
    discountsOf,
    mark,
    refreshed,
    gate,
    sizeOf,
    record,
    takeBack,
    discounted,
    priority,
  };
}

export type DiscountContext = ReturnType<typeof createDiscountContext>;
