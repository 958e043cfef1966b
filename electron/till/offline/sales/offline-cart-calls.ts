/**
 * The offline sale's cart: lines added from the local catalog (a new sale started with the first),
 * changed and removed, each change kept in the settings and refused when it grows the sale past a
 * limit; discarding it; and its one way to go, picked up at the counter.
 */
import { fromCents, toCents } from '../../../../shared/money.js';
import { offlineCart, offlineTotals, OFFLINE_PICKUP_RATE_ID, type OfflineCartRecord } from '../../../../shared/offline/offline-cart.js';
import { nextOfflineNumber, offlineRef } from '../../../../shared/offline/offline-ref.js';
import { filledLineOptions, sameLineOptions, type LineOptions } from '../../../../shared/sale/line-options.js';
import type { Cart, Product, Variant } from '../../../../shared/storefront/types/types.js';
import { TillRefusal } from '../../runtime/error-words.js';
import { isGiftCardSku } from '../../../../shared/giftcards/gift-card-product.js';
import type { OfflineSales } from './offline-sales-api.js';
import type { OfflineSalesContext } from './offline-sales-context.js';
import type { OfflineSalesStatus } from './offline-sales-status.js';
import { refuseOffline } from './offline-refusals.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { discountWords } from '../../discounts/discount-words.js';

const messages = defineMessages({
  notInCatalog: {
    id: 'offline.refusal.notInCatalog',
    defaultMessage: 'That item is not in this till’s copy of the catalog, so it cannot be sold offline.',
  },
  giftCard: {
    id: 'offline.refusal.giftCard',
    defaultMessage: 'A gift card is issued by the store, and the store cannot be reached: it cannot be sold offline. Sell it once the store answers.',
  },
  noPrice: { id: 'offline.refusal.noPrice', defaultMessage: '{name} has no price in this till’s copy of the catalog: it cannot be sold offline.' },
  lineGone: { id: 'offline.refusal.lineGone', defaultMessage: 'That line is no longer in the sale.' },
  outOfStock: { id: 'offline.refusal.outOfStock', defaultMessage: '{name} was out of stock when the store last answered: it cannot be sold offline.' },
  otherCurrency: { id: 'offline.refusal.otherCurrency', defaultMessage: '{name} is priced in {currency}, and this offline sale is in {saleCurrency}.' },
});

type CartCalls = Pick<
  OfflineSales,
  'cart' | 'inProgress' | 'addLine' | 'setQuantity' | 'removeLine' | 'empty' | 'discard' | 'pickupInStore' | 'selectShippingRate' | 'discounts' | 'setDiscounts'
>;

/** Refuses to change lines a discount was worked out for (a discounted line; any line under a discount of the whole sale), in words. */
function requireUndiscounted(current: OfflineCartRecord, lines: OfflineCartRecord['lines']): void {
  const discounts = current.discounts ?? [];
  if (discounts.length === 0) return;
  const changed = current.lines.filter((l) => {
    const now = lines.find((n) => n.id === l.id);
    return !now || now.quantity !== l.quantity;
  });
  const added = lines.some((n) => !current.lines.some((l) => l.id === n.id));
  const saleWide = discounts.some((d) => d.kind === 'sale');
  if ((saleWide && (added || changed.length > 0)) || changed.some((l) => discounts.some((d) => d.shares.some((s) => s.lineId === l.id)))) {
    throw new TillRefusal({
      kind: 'invalid_input',
      message: wordsOf(saleWide ? discountWords.saleLines : discountWords.lineQuantity),
    });
  }
}

/** The local catalog's product and variant, with its price, when it may be sold offline; a refusal in words otherwise. */
function sellable(found: { product: Product; variant: Variant } | null): { product: Product; variant: Variant; price: string } {
  if (!found) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.notInCatalog) });
  const { product, variant } = found;
  const name = product.name;
  if (isGiftCardSku(variant.sku)) {
    throw new TillRefusal({
      kind: 'offline',
      message: wordsOf(messages.giftCard),
    });
  }
  if (variant.price === null) throw new TillRefusal({ kind: 'validation', message: wordsOf(messages.noPrice, { name }) });
  if (!variant.purchasable || (!variant.inStock && !variant.backorderable)) {
    throw new TillRefusal({ kind: 'validation', message: wordsOf(messages.outOfStock, { name }) });
  }
  return { product, variant, price: variant.price };
}

/** The sale's lines with `quantity` of the variant added: to its line with the same options, or as a new line. */
function linesWithAdded(
  current: OfflineCartRecord,
  variantId: string,
  { product, variant, price }: { product: Product; variant: Variant; price: string },
  quantity: number,
  lineOptions: LineOptions | undefined,
): OfflineCartRecord['lines'] {
  const options = filledLineOptions(lineOptions);
  const same = current.lines.find((l) => l.variantId === variantId && sameLineOptions(l.customOptions, options));
  if (same) return current.lines.map((l) => (l === same ? { ...l, quantity: l.quantity + quantity } : l));
  return [
    ...current.lines,
    {
      id: `${current.ref}-${current.lines.reduce((n, l) => Math.max(n, Number(l.id.split('-').at(-1)) || 0), 0) + 1}`,
      variantId,
      name: product.name,
      slug: product.slug,
      sku: variant.sku || null,
      optionsText: variant.optionsText,
      quantity,
      unitPrice: fromCents(toCents(price)),
      ...(Object.keys(options).length > 0 ? { customOptions: options } : {}),
    },
  ];
}

export function offlineCartCalls(
  ctx: OfflineSalesContext,
  { tellStatus, requireWithinLimits }: Pick<OfflineSalesStatus, 'tellStatus' | 'requireWithinLimits'>,
): CartCalls {
  const { options, journal, settings, keys } = ctx;

  const save = (next: OfflineCartRecord): Cart => {
    settings.set(keys.cart, next);
    const cart = offlineCart(next);
    options.onCart?.(cart);
    tellStatus();
    return cart;
  };

  /** A new sale in `currency`, its reference the next of this till's; refused (not kept) when its first `firstCents` may not start. */
  const newSale = (currency: string, firstCents: number): OfflineCartRecord => {
    const used = journal.entries({ kinds: ['offline.sale'] }).map((e) => e.data.ref);
    const id = ctx.tillId();
    const started = { ref: offlineRef(id, nextOfflineNumber(id, used)), currency, taxRate: ctx.taxRate(), startedAt: ctx.now().toISOString(), lines: [] };
    // A sale that may not start is refused before it is kept.
    requireWithinLimits(firstCents, currency);
    return started;
  };

  /** The sale with its lines changed, refused (unchanged) when the limits do not allow it. */
  const withLines = (current: OfflineCartRecord, lines: OfflineCartRecord['lines']): Cart => {
    requireUndiscounted(current, lines);
    const next = { ...current, lines };
    const grows = offlineTotals(next).totalCents > offlineTotals(current).totalCents;
    if (grows) requireWithinLimits(offlineTotals(next).totalCents, next.currency);
    return save(next);
  };

  return {
    inProgress: () => ctx.record() !== null,
    cart: () => {
      const current = ctx.record();
      return current ? offlineCart(current) : null;
    },
    addLine(variantId, quantity, lineOptions) {
      const item = sellable(options.catalogVariant(variantId));
      const { variant } = item;
      const current = ctx.record() ?? newSale(variant.currency, toCents(item.price) * quantity);
      if (variant.currency !== current.currency) {
        throw new TillRefusal({
          kind: 'validation',
          message: wordsOf(messages.otherCurrency, { name: item.product.name, currency: variant.currency, saleCurrency: current.currency }),
        });
      }
      return withLines(current, linesWithAdded(current, variantId, item, quantity, lineOptions));
    },
    setQuantity(lineItemId, quantity) {
      const current = ctx.requireSale();
      if (!current.lines.some((l) => l.id === lineItemId)) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.lineGone) });
      return withLines(
        current,
        current.lines.map((l) => (l.id === lineItemId ? { ...l, quantity } : l)),
      );
    },
    removeLine(lineItemId) {
      const current = ctx.requireSale();
      return withLines(
        current,
        current.lines.filter((l) => l.id !== lineItemId),
      );
    },
    empty() {
      // Emptied, the sale keeps no discount either.
      return save({ ...ctx.requireSale(), lines: [], discounts: [] });
    },
    discard() {
      settings.delete(keys.cart);
      options.onCart?.(null);
      tellStatus();
    },
    pickupInStore: () => offlineCart(ctx.requireSale()),
    discounts: () => ctx.record()?.discounts ?? [],
    setDiscounts: (discounts) => save({ ...ctx.requireSale(), discounts }),
    selectShippingRate(rateId) {
      if (rateId !== OFFLINE_PICKUP_RATE_ID) refuseOffline('pickup_only');
      return offlineCart(ctx.requireSale());
    },
  };
}
