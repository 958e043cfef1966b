/**
 * Discounts on a sale taken offline: a line's discount and a discount of the whole sale (a percent
 * or an amount, a reason from the manager's list), worked out as at the store and kept on the
 * offline cart, within the role's limit of the person on the till or approved by PIN for that one
 * discount (the roster is local, so the approval works offline as online). A price set by hand
 * stays with the store. Replay gives each again at the store as the same adjustments.
 */
import type { DiscountInput, SaleCart, SaleDiscount } from '../../../shared/bridge/sale.js';
import { bareAmount, fromCents, toCents } from '../../../shared/money.js';
import { offlineDiscountCents, offlineSaleDiscounts, type OfflineDiscount } from '../../../shared/offline/offline-discounts.js';
import { percentTaken, spreadOver } from '../../../shared/sale/discount-amounts.js';
import type { Cart } from '../../../shared/storefront/types/types.js';
import { wordsOf } from '../../../shared/i18n/words.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { DiscountContext } from './discount-context.js';
import { discountAction, discountWords } from './discount-words.js';

/** The offline sale in progress as offline selling keeps it. */
export interface OfflineDiscountSale {
  cart(): Cart | null;
  discounts(): OfflineDiscount[];
  setDiscounts(discounts: OfflineDiscount[]): Cart;
}

export function createOfflineDiscountDesk(
  ctx: Pick<DiscountContext, 'reasons' | 'gate' | 'sizeOf' | 'refuse' | 'discountableLine'>,
  offline: OfflineDiscountSale,
) {
  const openCart = (): Cart => {
    const cart = offline.cart();
    if (!cart || cart.lineItems.length === 0) throw ctx.refuse(wordsOf(discountWords.noSale), 'no_sale');
    return cart;
  };
  const withoutToken = ({ token: _token, ...rest }: Cart): SaleCart => rest;
  const nextId = (cart: Cart, given: readonly OfflineDiscount[]) =>
    `${cart.number}-d${given.reduce((n, d) => Math.max(n, Number(d.id.split('-d').at(-1)) || 0), 0) + 1}`;
  const whoOf = (who: ReturnType<DiscountContext['gate']>) => ({ staff: who.staff, approver: who.approver });

  return {
    ofSale: (): SaleDiscount[] => offlineSaleDiscounts(offline.discounts()),

    discountLine(lineItemId: string, discount: DiscountInput): SaleCart {
      const reason = ctx.reasons.check(discount.reason);
      const cart = openCart();
      const line = ctx.discountableLine(cart, lineItemId);
      const given = offline.discounts();
      const baseCents = toCents(line.price) * line.quantity;
      const { cents, size, percent } = ctx.sizeOf(discount, baseCents);
      if (cents <= 0) throw ctx.refuse(wordsOf(discountWords.nothingOnLine));
      const already = offlineDiscountCents(given, line.id);
      if (already + cents > baseCents)
        throw ctx.refuse(wordsOf(discountWords.moreThanLine, { name: line.name }, { total: bareAmount(fromCents(baseCents - already)) }));
      const request = { method: 'discounts.discountLine', record: `${cart.number} line ${line.id}: -${fromCents(cents)} (${reason})` } as const;
      const who = ctx.gate(
        { right: 'discountPercent', percent: percentTaken(already + cents, baseCents) },
        request,
        discountAction('offLine', size, percent, { name: line.name, reason }),
      );
      const made: OfflineDiscount = {
        id: nextId(cart, given),
        kind: 'line',
        lineId: line.id,
        size,
        percent: percent ?? percentTaken(cents, baseCents),
        reason,
        ...whoOf(who),
        shares: [{ lineId: line.id, cents }],
      };
      return withoutToken(offline.setDiscounts([...given, made]));
    },

    discountSale(discount: DiscountInput): SaleCart {
      const reason = ctx.reasons.check(discount.reason);
      const cart = openCart();
      const given = offline.discounts();
      if (given.some((d) => d.kind === 'sale')) throw ctx.refuse(wordsOf(discountWords.saleHasOne));
      const lineCents = cart.lineItems.map((l) => toCents(l.price) * l.quantity - offlineDiscountCents(given, l.id));
      const baseCents = lineCents.reduce((sum, c) => sum + c, 0);
      const { cents, size, percent } = ctx.sizeOf(discount, baseCents);
      if (cents <= 0) throw ctx.refuse(wordsOf(discountWords.nothing));
      if (cents > baseCents) throw ctx.refuse(wordsOf(discountWords.moreThanSale, {}, { total: bareAmount(fromCents(baseCents)) }));
      const request = { method: 'discounts.discountSale', record: `${cart.number} sale: -${fromCents(cents)} (${reason})` } as const;
      const who = ctx.gate(
        { right: 'discountPercent', percent: percentTaken(cents, baseCents) },
        request,
        discountAction('offSale', size, percent, { reason }),
      );
      const shares = spreadOver(lineCents, cents);
      const made: OfflineDiscount = {
        id: nextId(cart, given),
        kind: 'sale',
        lineId: null,
        size,
        percent: percent ?? percentTaken(cents, baseCents),
        reason,
        ...whoOf(who),
        shares: cart.lineItems.flatMap((l, i) => (shares[i]! > 0 ? [{ lineId: l.id, cents: shares[i]! }] : [])),
      };
      return withoutToken(offline.setDiscounts([...given, made]));
    },

    overridePrice(): never {
      throw new TillRefusal({ kind: 'offline', message: wordsOf(discountWords.overrideOffline) });
    },

    removeFromLine(lineItemId: string): SaleCart {
      openCart();
      const given = offline.discounts();
      if (!given.some((d) => d.kind === 'line' && d.lineId === lineItemId)) throw ctx.refuse(wordsOf(discountWords.lineHasNone));
      if (given.some((d) => d.kind === 'sale')) throw ctx.refuse(wordsOf(discountWords.saleDiscountFirst));
      return withoutToken(offline.setDiscounts(given.filter((d) => !(d.kind === 'line' && d.lineId === lineItemId))));
    },

    removeFromSale(): SaleCart {
      openCart();
      const given = offline.discounts();
      if (!given.some((d) => d.kind === 'sale')) throw ctx.refuse(wordsOf(discountWords.saleHasNone));
      return withoutToken(offline.setDiscounts(given.filter((d) => d.kind !== 'sale')));
    },
  };
}
