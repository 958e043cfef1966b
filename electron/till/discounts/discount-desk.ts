/**
 * Discounts and price overrides of the sale in progress, recorded at the store so that its totals
 * stay the truth: every one is an adjustment of a line (Platform `adjustments`, through the
 * manager's admin client) whose label names the reason, who gave it and who approved it, and the
 * store taxes each line after it. Chosen over a promotion per discount: a promotion is a rule the
 * store applies to any cart that qualifies (and keeps choosing the best one), while a discount
 * given at the counter is one decision about one line of one sale, with its reason and approver.
 *
 * A discount of the whole sale is spread over its lines in proportion (the last line taking the
 * rounding rest), so each line is taxed after its share. A price override is an adjustment of
 * (new − old) × quantity labelled as an override; the price itself never changes. Limits: the
 * percent a line's discounts come to (all of them, this one included) is checked against the
 * role of the person on the till (`roster.requireRight`), the approval naming this sale, line,
 * amount and reason, so it covers that one discount only; an override needs the override right
 * too. Taken back, a discount's adjustments are removed at the store (the sale is not paid yet,
 * so nothing was charged against them; the journal keeps that it was given and taken back).
 * A discounted line's quantity is changed only once its discounts are taken back (the percent
 * and the shares were worked out for the quantity it had).
 */
import { isGiftCardSku } from '../../../shared/giftcards/gift-card-product.js';
import type { DiscountInput, SaleCart, SaleDiscount } from '../../../shared/bridge/sale.js';
import { bareAmount, fromCents, toCents } from '../../../shared/money.js';
import { overrideAmount, percentTaken, spreadOver } from '../../../shared/sale/discount-amounts.js';
import { discountLabel } from '../../../shared/sale/discount-labels.js';
import type { Cart } from '../../../shared/storefront/types/types.js';
import type { RightCheck } from '../../../shared/staff/role-rights.js';
import { wordsOf } from '../../../shared/i18n/words.js';
import { createDiscountContext, type DiscountContext, type DiscountDeskOptions } from './discount-context.js';
import { discountAction, discountWords } from './discount-words.js';

/** The label's words for who gave it and who approved it. */
const byWho = (who: ReturnType<DiscountContext['gate']>) => ({ givenBy: who.staff?.name ?? 'the till', approvedBy: who.approver?.name ?? null });

async function discountLine(ctx: DiscountContext, lineItemId: string, discount: DiscountInput): Promise<SaleCart> {
  ctx.connected();
  const reason = ctx.reasons.check(discount.reason);
  const cart = await ctx.openCart();
  const line = ctx.discountableLine(cart, lineItemId);
  const baseCents = toCents(line.price) * line.quantity;
  const { cents, size, percent } = ctx.sizeOf(discount, baseCents);
  if (cents <= 0) throw ctx.refuse(wordsOf(discountWords.nothingOnLine));
  // The limit holds for what the line's discounts come to, this one included.
  const already = (await ctx.discountsOf(cart)).filter((d) => d.lineItemId === line.id && toCents(d.amount) < 0);
  const given = -already.reduce((sum, d) => sum + toCents(d.amount), 0);
  const request = { method: 'discounts.discountLine', record: `${cart.number} line ${line.id}: -${fromCents(cents)} (${reason})` } as const;
  const who = ctx.gate(
    { right: 'discountPercent', percent: percentTaken(given + cents, baseCents) },
    request,
    discountAction('offLine', size, percent, { name: line.name, reason }),
  );
  const label = discountLabel({ kind: 'line', size, reason, ...byWho(who) });
  const made = await ctx.options.admin.withToken((token) =>
    ctx.options.adjustments.adjustLine(token, { orderId: cart.id, lineItemId: line.id, label, amount: fromCents(-cents) }, ctx.priority),
  );
  ctx.mark(cart.number, [line.id], true);
  ctx.record(cart, { lineItemId: line.id, kind: 'line', cents: -cents, percent: percent ?? percentTaken(cents, baseCents), reason }, who, [made.id]);
  return ctx.refreshed();
}

async function discountSale(ctx: DiscountContext, discount: DiscountInput): Promise<SaleCart> {
  ctx.connected();
  const reason = ctx.reasons.check(discount.reason);
  const cart = await ctx.openCart();
  const given = await ctx.discountsOf(cart);
  if (given.some((d) => d.kind === 'sale')) throw ctx.refuse(wordsOf(discountWords.saleHasOne));
  // What each line comes to after the discounts it already has: the sale's discount is shared over that.
  // A gift card sells at the value it loads: it takes no share.
  const lineCents = cart.lineItems.map((l) =>
    isGiftCardSku(l.sku) ? 0 : toCents(l.price) * l.quantity + given.filter((d) => d.lineItemId === l.id).reduce((sum, d) => sum + toCents(d.amount), 0),
  );
  const baseCents = lineCents.reduce((sum, c) => sum + c, 0);
  const { cents, size, percent } = ctx.sizeOf(discount, baseCents);
  if (cents <= 0) throw ctx.refuse(wordsOf(discountWords.nothing));
  if (cents > baseCents) throw ctx.refuse(wordsOf(discountWords.moreThanSale, {}, { total: bareAmount(fromCents(baseCents)) }));
  const request = { method: 'discounts.discountSale', record: `${cart.number} sale: -${fromCents(cents)} (${reason})` } as const;
  const who = ctx.gate({ right: 'discountPercent', percent: percentTaken(cents, baseCents) }, request, discountAction('offSale', size, percent, { reason }));
  const label = discountLabel({ kind: 'sale', size, reason, ...byWho(who) });
  const shares = spreadOver(lineCents, cents);
  const ids: string[] = [];
  for (const [i, line] of cart.lineItems.entries()) {
    if (shares[i]! <= 0) continue;
    const made = await ctx.options.admin.withToken((token) =>
      ctx.options.adjustments.adjustLine(token, { orderId: cart.id, lineItemId: line.id, label, amount: fromCents(-shares[i]!) }, ctx.priority),
    );
    ids.push(made.id);
  }
  ctx.mark(
    cart.number,
    cart.lineItems.map((l) => l.id),
    true,
  );
  ctx.record(cart, { lineItemId: null, kind: 'sale', cents: -cents, percent: percent ?? percentTaken(cents, baseCents), reason }, who, ids);
  return ctx.refreshed();
}

async function overridePrice(ctx: DiscountContext, lineItemId: string, override: { price: string; reason: string }): Promise<SaleCart> {
  ctx.connected();
  const reason = ctx.reasons.check(override.reason);
  const cart = await ctx.openCart();
  const line = ctx.discountableLine(cart, lineItemId);
  const oldCents = toCents(line.price);
  const newCents = toCents(override.price);
  if (newCents === oldCents) throw ctx.refuse(wordsOf(discountWords.alreadySellsAt, { name: line.name }, { price: bareAmount(line.price) }));
  if ((await ctx.discountsOf(cart)).some((d) => d.lineItemId === line.id && d.kind === 'override')) {
    throw ctx.refuse(wordsOf(discountWords.alreadySetByHand, { name: line.name }));
  }
  const cents = overrideAmount(oldCents, newCents, line.quantity);
  const size = `${line.price} to ${fromCents(newCents)}`;
  const request = { method: 'discounts.overridePrice', record: `${cart.number} line ${line.id}: ${size} (${reason})` } as const;
  const words = wordsOf(discountWords.setPrice, { name: line.name, reason }, { from: bareAmount(line.price), to: bareAmount(fromCents(newCents)) });
  // A lower price is a discount too: whoever sets it (or approves it) holds the override right and a
  // discount limit that covers it.
  const percent = cents < 0 ? percentTaken(oldCents - newCents, oldCents) : null;
  const check: RightCheck =
    percent === null ? { right: 'priceOverride' } : { right: 'all', of: [{ right: 'priceOverride' }, { right: 'discountPercent', percent }] };
  const who = ctx.gate(check, request, words);
  const label = discountLabel({ kind: 'override', size, reason, ...byWho(who) });
  const made = await ctx.options.admin.withToken((token) =>
    ctx.options.adjustments.adjustLine(token, { orderId: cart.id, lineItemId: line.id, label, amount: fromCents(cents) }, ctx.priority),
  );
  ctx.mark(cart.number, [line.id], true);
  ctx.record(cart, { lineItemId: line.id, kind: 'override', cents, percent, reason }, who, [made.id]);
  return ctx.refreshed();
}

export function createDiscountDesk(options: DiscountDeskOptions) {
  const ctx = createDiscountContext(options);
  return {
    reasons: async () => ctx.reasons.list(),
    setReasons: async (list: string[]) => ctx.reasons.set(list),
    ofSale: async (): Promise<SaleDiscount[]> => {
      const cart = await options.sale.current();
      if (!cart || !options.admin.status().connected) return [];
      return ctx.discountsOf(cart);
    },
    ofOrder: async (orderNumber: string): Promise<SaleDiscount[]> =>
      options.admin.status().connected ? ctx.discountsOf({ number: orderNumber } as Pick<Cart, 'number'>) : [],
    discountLine: (lineItemId: string, discount: DiscountInput) => discountLine(ctx, lineItemId, discount),
    discountSale: (discount: DiscountInput) => discountSale(ctx, discount),
    overridePrice: (lineItemId: string, override: { price: string; reason: string }) => overridePrice(ctx, lineItemId, override),

    async removeFromLine(lineItemId: string): Promise<SaleCart> {
      ctx.connected();
      const cart = await ctx.openCart();
      const line = ctx.lineOf(cart, lineItemId);
      const all = await ctx.discountsOf(cart);
      const own = all.filter((d) => d.lineItemId === line.id && d.kind !== 'sale');
      if (own.length === 0) throw ctx.refuse(wordsOf(discountWords.noneOfItsOwn, { name: line.name }));
      await ctx.takeBack(cart, all, own, line.id, own.some((d) => d.kind === 'line') ? 'line' : 'override');
      return ctx.refreshed();
    },

    async removeFromSale(): Promise<SaleCart> {
      ctx.connected();
      const cart = await ctx.openCart();
      const all = await ctx.discountsOf(cart);
      const shares = all.filter((d) => d.kind === 'sale');
      if (shares.length === 0) throw ctx.refuse(wordsOf(discountWords.saleHasNone));
      await ctx.takeBack(cart, all, shares, null, 'sale');
      return ctx.refreshed();
    },

    /** Refuses to change the quantity of a line that carries a discount given here, in words. */
    checkQuantityChange(orderNumber: string | null, lineItemId: string): void {
      if (orderNumber && ctx.discounted.get(orderNumber)?.has(lineItemId)) {
        throw ctx.refuse(wordsOf(discountWords.lineQuantity));
      }
    },
  };
}
