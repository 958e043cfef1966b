/**
 * The sale's lines and codes: the first line opens the cart (for the signed-in account, if any;
 * a walk-in's is addressed to the store's location before that line is sent), the options this
 * till sends with a line are kept for it, and an add whose answer was lost is checked against the
 * cart before anything is added again.
 */
import { sameLineOptions } from '../../../../shared/sale/line-options.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';
import type { LineOptions } from '../line-options.js';
import { TillRefusal } from '../../runtime/error-words.js';
import { walkInAddress } from '../address-from-details.js';
import type { SaleContext, SaleRecord } from './sale-context.js';
import type { SaleCartChanges } from './sale-cart-changes.js';
import { outcomeUnknown } from './outcome-unknown.js';
import type { SaleSerial } from './sale-serial.js';
import type { SaleService } from './sale-api.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  noCart: { id: 'sell.refusal.noCart', defaultMessage: 'The store did not open a cart.' },
  addedLate: {
    id: 'sell.refusal.addedLate',
    defaultMessage: 'That item was already added (the store answered late), with the options first entered. To change them, remove the line and add it again.',
  },
});

/**
 * How long a sale's first request (opening its cart) waits for the store's answer: a store that
 * does not answer within it is given up on, so the sale goes offline at once rather than after
 * the client's full timeout. Nothing is lost: no line was sent, and a cart opened meanwhile is empty.
 */
export const FIRST_REQUEST_TIMEOUT_MS = 4_000;

type LineCalls = Pick<SaleService, 'addLine' | 'setQuantity' | 'removeLine' | 'empty' | 'applyCode' | 'removeCode' | 'removeAllCodes'>;

function quantityOf(cart: Cart | null, variantId: string): number {
  return cart?.lineItems.filter((l) => l.variantId === variantId).reduce((n, l) => n + l.quantity, 0) ?? 0;
}

export function saleLineCalls(ctx: SaleContext, { serial }: SaleSerial, changes: Pick<SaleCartChanges, 'withCart' | 'guard'>): LineCalls {
  const { client, priority } = ctx;
  const { withCart, guard } = changes;
  const addLine = lineAdder(ctx, changes);
  return {
    addLine: (variantId, quantity, lineOptions) => serial(() => addLine(variantId, quantity, lineOptions)),

    setQuantity: (lineItemId, quantity) =>
      serial(async () => {
        const sale = ctx.requireSale();
        const line = ctx.shownCart(sale)?.lineItems.find((l) => l.id === lineItemId);
        await guard(sale, !line || quantity < line.quantity ? 'line.lower' : 'line.add');
        return withCart((s) => client.setQuantity(ctx.creds(s), lineItemId, quantity, { priority }));
      }),

    removeLine: (lineItemId) =>
      serial(async () => {
        await guard(ctx.requireSale(), 'line.lower');
        return withCart((s) => client.removeLineItem(ctx.creds(s), lineItemId, { priority }));
      }),

    applyCode: (code) =>
      serial(async () => {
        await guard(ctx.requireSale(), 'code.apply');
        return withCart((s) => client.applyCouponCode(ctx.creds(s), code.trim(), { priority }));
      }),
    removeCode: (code) =>
      serial(async () => {
        await guard(ctx.requireSale(), 'code.remove');
        return withCart((s) => client.removeCouponCode(ctx.creds(s), code, { priority }));
      }),
    removeAllCodes: () =>
      serial(async () => {
        await guard(ctx.requireSale(), 'code.remove');
        return withCart((s) => client.removeAllCouponCodes(ctx.creds(s), { priority }));
      }),
    empty: () =>
      serial(async () => {
        await guard(ctx.requireSale(), 'line.lower');
        return withCart((s) => client.emptyCart(ctx.creds(s), { priority }));
      }),
  };
}

/** Adds a line (one sale step), opening the sale's cart first when there is none. */
function lineAdder(ctx: SaleContext, { withCart, guard }: Pick<SaleCartChanges, 'withCart' | 'guard'>) {
  const { client, priority, state } = ctx;

  /**
   * After an add (`given` trimmed): a new line has only the options given; a line already there
   * keeps the others, and an empty value clears one.
   */
  const rememberLineOptions = (variantId: string, wasInCart: boolean, given: LineOptions | undefined) => {
    const sale = ctx.record();
    if (!sale || (!given && (wasInCart || !sale.lineOptions?.[variantId]))) return;
    const options: LineOptions = wasInCart ? { ...sale.lineOptions?.[variantId] } : {};
    for (const [name, value] of Object.entries(given ?? {})) {
      if (value === '') delete options[name];
      else options[name] = value;
    }
    ctx.save({ ...sale, lineOptions: { ...sale.lineOptions, [variantId]: options } });
  };

  /**
   * A walk-in's cart (no customer signed in) is given the walk-in's email and the store's location
   * as both addresses before its first line: the store taxes each line from the order's address
   * as the line is added, so the cart's total after the last line is what the pickup sale comes
   * to, and checkout need not step it to `delivery` when this store's pickup adds nothing there
   * (shared/sale/walk-in-fold.ts). Not done, nothing is lost: checkout sends the address anyway.
   */
  const addressWalkIn = async (sale: SaleRecord, cart: Cart): Promise<Cart> => {
    const pickup = ctx.options.walkInPickup?.() ?? null;
    if (!pickup?.location) return cart;
    const address = walkInAddress(pickup.location);
    return client.updateCheckout(ctx.creds(sale), { email: pickup.email, billAddress: address, shipAddress: address }, { priority }).catch(() => cart);
  };

  /** A new cart at the store, recorded as the sale in progress before any line is sent to it. */
  const openCart = async (): Promise<SaleRecord> => {
    const account = ctx.options.account?.() ?? null;
    const first = { priority, timeoutMs: FIRST_REQUEST_TIMEOUT_MS };
    const cart = account ? await account.withBearer((bearerToken) => client.createCart(first, { bearerToken })) : await client.createCart(first);
    if (!cart.token) throw new TillRefusal({ kind: 'server', message: wordsOf(messages.noCart) });
    const sale: SaleRecord = { token: cart.token, number: cart.number, step: 'open', account: account?.email ?? null };
    ctx.save(sale);
    ctx.options.onCartOpened?.({ number: cart.number, token: cart.token });
    // The cashier has moved on to the next sale: an earlier receipt is not offered again.
    ctx.settings.delete(ctx.keys.unseenReceipt);
    state.lastCart = account ? cart : await addressWalkIn(sale, cart);
    return sale;
  };

  /**
   * An earlier add of this sale ended without an answer: what happened is found out first. The
   * cart when this add is that one, gone through with the same options; else null (sent as asked).
   */
  const resolvePendingAdd = async (sale: SaleRecord, variantId: string, quantity: number, given: LineOptions | undefined): Promise<Cart | null> => {
    const unresolved = state.pendingAdd;
    if (!unresolved) return null;
    const cart = await client.cart(ctx.creds(sale), { priority });
    state.pendingAdd = null;
    const happened = quantityOf(cart, unresolved.variantId) >= unresolved.target;
    // It went through with the options it carried, whatever this add asks for.
    if (happened) rememberLineOptions(unresolved.variantId, unresolved.target > unresolved.quantity, unresolved.given);
    ctx.announce(cart);
    if (happened && unresolved.variantId === variantId && unresolved.quantity === quantity) {
      if (sameLineOptions(unresolved.given, given)) return cart;
      throw new TillRefusal({
        kind: 'validation',
        message: wordsOf(messages.addedLate),
      });
    }
    return null;
  };

  return async (variantId: string, quantity: number, lineOptions: Record<string, string> | undefined): Promise<Cart> => {
    // Trimmed once here; an empty value stays, to clear that option on the line.
    const given =
      lineOptions && Object.keys(lineOptions).length > 0
        ? Object.fromEntries(Object.entries(lineOptions).map(([name, value]) => [name, value.trim()]))
        : undefined;
    const sale = ctx.record() ?? (await openCart());
    const added = await resolvePendingAdd(sale, variantId, quantity, given);
    if (added) return added;
    if (state.lastCart?.number !== sale.number) state.lastCart = await client.cart(ctx.creds(sale), { priority }).catch(() => null);
    await guard(sale, 'line.add');
    const before = quantityOf(state.lastCart, variantId);
    try {
      return await withCart(async (s) => {
        const cart = await client.addItem(ctx.creds(s), { variantId, quantity, ...(given ? { options: given } : {}) }, { priority });
        rememberLineOptions(variantId, before > 0, given);
        return cart;
      });
    } catch (error) {
      if (!outcomeUnknown(error)) throw error;
      // The answer was lost: adding again could double the line. Look before anything is retried.
      state.pendingAdd = { variantId, quantity, target: before + quantity, given };
      const cart = await client.cart(ctx.creds(sale), { priority });
      state.pendingAdd = null;
      if (quantityOf(cart, variantId) >= before + quantity) {
        rememberLineOptions(variantId, before > 0, given);
        return ctx.announce(cart)!;
      }
      ctx.announce(cart);
      throw error;
    }
  };
}
