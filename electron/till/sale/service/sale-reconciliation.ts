/**
 * Settling a sale whose answer was lost (or left by the run before a restart): the store is asked
 * whether the order was placed (GET /order_status with the cart's token) or a tender taken (the
 * cart's payments), and a sale found placed is finished here once, its receipt kept until seen.
 */
import type { Receipt } from '../../../../shared/bridge/bridge.js';
import { fromCents, toCents } from '../../../../shared/money.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import type { Cart, Order } from '../../../../shared/storefront/types/types.js';
import { wasPlaced } from '../checkout-steps.js';
import { withLineOptions } from '../line-options.js';
import { TillRefusal } from '../../runtime/error-words.js';
import { addCash, namesAfter, tenderTaken, type TenderInFlight } from '../sale-tenders.js';
import type { TillJournal } from '../../shift/till-journal.js';
import type { SaleContext, SaleRecord } from './sale-context.js';
import { placedEarlierWords, type PlacedHow, type SaleReceipts } from './sale-receipts.js';
import { receiptShownWords } from './receipt-shown-words.js';

export interface SaleReconciliation {
  /** Was the sale's order completed at the store although we did not see the answer? */
  completedOrder(sale: SaleRecord): Promise<Order | null>;
  /** The order is placed: journaled, tracked and handed over; the sale is no longer in progress. */
  finish(order: Order, sale: SaleRecord): void;
  /** Reconciling found the order placed with no one waiting for its answer: kept and announced until seen. */
  placedUnseen(order: Order, sale: SaleRecord, how?: PlacedHow): Promise<Receipt>;
  /** An order the store placed before the clerk's complete: finished, its receipt kept and announced. */
  settlePlacedEarly(placed: Order, sale: SaleRecord): Promise<Order>;
  /**
   * A step before the clerk's complete answered with the order placed (a store that went further
   * than it was asked): the sale is over. Its receipt is kept and shown, in words, and the step
   * is refused so the screen never carries on as if the sale were open.
   */
  placedBeforeComplete(placed: Order, sale: SaleRecord): Promise<never>;
  /** The cart is gone at the store: its order's receipt when it was placed, else null (the sale is dropped). */
  reconcileLostCart(sale: SaleRecord): Promise<Receipt | null>;
  /** If an earlier attempt may have completed the order, ask the store before anything is sent. */
  alreadyCompleted(sale: SaleRecord): Promise<Order | null>;
  /**
   * A tender whose answer was lost (or left by the run before a restart): the cart's payments
   * say whether the store took it. Resolved before any tender is sent again; the sale is open
   * afterwards either way. A cart that cannot be read leaves it unresolved (and flagged).
   */
  settleTendering(sale: SaleRecord): Promise<{ sale: SaleRecord; taken: TenderInFlight | null; cart: Cart | null }>;
}

export function saleReconciliation(ctx: SaleContext, receipts: Pick<SaleReceipts, 'placedEarlierReceipt'>): SaleReconciliation {
  const { client, options, priority } = ctx;

  const completedOrder = async (sale: SaleRecord): Promise<Order | null> => {
    try {
      const order = await client.orderStatus(sale.number, sale.token, { priority });
      return wasPlaced(order) ? order : null;
    } catch (error) {
      if (isStorefrontError(error) && error.kind === 'not_found') return null;
      throw error;
    }
  };

  const finish = (order: Order, sale: SaleRecord) => {
    ctx.state.pendingAdd = null;
    if (options.journal) recordPlaced(options.journal, order, sale);
    withLineOptions(order.lineItems, sale.lineOptions);
    options.tracker.track(order, sale.token, sale.account ?? null);
    ctx.save(null);
    ctx.announce(null);
    options.onCompleted?.(order);
  };

  const placedUnseen = async (order: Order, sale: SaleRecord, how?: PlacedHow) => {
    finish(order, sale);
    const { token: _token, ...withoutToken } = order;
    const receipt = { ...(await receipts.placedEarlierReceipt(order, sale, null, how)), order: withoutToken };
    ctx.settings.set(ctx.keys.unseenReceipt, receipt);
    options.onPlaced?.(receipt);
    return receipt;
  };

  const settlePlacedEarly = async (placed: Order, sale: SaleRecord): Promise<Order> => {
    // The order as the store keeps it now; its answer at that step when the status cannot be read.
    const order = (await completedOrder(sale).catch(() => null)) ?? placed;
    await placedUnseen(order, sale, 'before_complete');
    return order;
  };

  return {
    completedOrder,
    finish,
    placedUnseen,
    settlePlacedEarly,
    placedBeforeComplete: async (placed, sale) => {
      const order = await settlePlacedEarly(placed, sale);
      throw new TillRefusal({
        kind: 'placed',
        message: receiptShownWords(order.number, placedEarlierWords(order.number, 'before_complete')),
      });
    },
    reconcileLostCart: async (sale) => {
      const order = await completedOrder(sale).catch(() => null);
      if (order) return placedUnseen(order, sale);
      ctx.save(null);
      ctx.announce(null);
      return null;
    },
    alreadyCompleted: async (sale) => {
      if (sale.step !== 'completing') return null;
      const done = await completedOrder(sale);
      if (done) finish(done, sale);
      return done;
    },
    settleTendering: async (sale) => {
      const inFlight = sale.tendering;
      if (!inFlight) return { sale, taken: null, cart: null };
      const cart = await client.cart(ctx.creds(sale), { priority });
      const taken = tenderTaken(cart, inFlight);
      if (taken && inFlight.terminalReference) options.onTerminalTenderTaken?.(inFlight.terminalReference);
      const { tendering: _done, ...rest } = sale;
      const settled: SaleRecord = taken
        ? { ...rest, step: 'open', cashHanded: addCash(sale.cashHanded, inFlight.tendered), tenderNames: namesAfter(sale.tenderNames, cart, inFlight) }
        : { ...rest, step: 'open' };
      ctx.save(settled);
      ctx.announce(cart);
      return { sale: settled, taken: taken ? inFlight : null, cart };
    },
  };
}

/** The placed order in the till's journal, once (a sale reconciled twice is not counted twice). */
function recordPlaced(journal: TillJournal, order: Order, sale: SaleRecord): void {
  if (journal.entries({ kinds: ['sale.completed'] }).some((e) => e.data.orderNumber === order.number)) return;
  const tendered = sale.paid?.tendered ?? null;
  const cashPaid = order.payments
    .filter((p) => p.state !== 'failed' && p.state !== 'void' && p.state !== 'invalid' && /cash/i.test(p.paymentMethodName ?? ''))
    .reduce((sum, p) => sum + toCents(p.amount), 0);
  journal.append('sale.completed', {
    orderNumber: order.number,
    currency: order.currency,
    total: order.total,
    itemTotal: order.itemTotal,
    taxTotal: order.taxTotal,
    promoTotal: order.promoTotal,
    shipTotal: order.shipTotal,
    itemCount: order.lineItems.reduce((n, l) => n + l.quantity, 0),
    payments: order.payments.map((p) => ({ methodName: p.paymentMethodName ?? '', amount: p.amount, state: p.state ?? null })),
    cashTendered: tendered,
    change: sale.paid?.change !== undefined ? sale.paid.change : tendered === null ? null : fromCents(Math.max(0, toCents(tendered) - cashPaid)),
    promotionCodes: (order.promotions ?? []).flatMap((p) => (p.code ? [p.code] : [])),
    lines: order.lineItems.map((l) => {
      const options = sale.lineOptions?.[l.variantId];
      return { lineItemId: l.id, name: l.name, quantity: l.quantity, total: l.total, sku: l.sku, ...(options ? { options: { ...options } } : {}) };
    }),
  });
}
