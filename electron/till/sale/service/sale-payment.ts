/**
 * Paying for the sale and placing its order: the payment is added (none when store credit or gift
 * cards already cover the order), then the deliberate complete, each written to the sale record
 * before it is sent, so a lost answer to complete is resolved by the order status and a payment
 * is never sent twice. A split sale whose tenders cover it is placed the same way.
 *
 * The payment is its own request, not `payments_attributes` on the customer's checkout update:
 * the store gives such a payment the total as it stood before that update, so sent with the
 * address it would pay neither the tax the address brings nor the shipping `delivery` adds
 * (test/integration/demo-store/payments/checkout-update-payments.test.ts). A walk-in cash sale is
 * N+4 requests all the same: its cart is addressed before its first line, so the lines are taxed
 * as they are added, and where this store's `delivery` is known to add nothing to a walk-in
 * pickup, the payment and complete follow the last line with no `next` (walk-in-delivery.ts).
 * Such a sale's cash is sent as the amount the cart shows, fixed, so an order that came to more
 * at complete is refused with what is still due (or left owing, at a store that places it short)
 * rather than paid by a payment that followed the total; either way the till learns it.
 */
import type { CardTender, Receipt } from '../../../../shared/bridge/bridge.js';
import { remainingBalance } from '../../../../shared/sale/tenders.js';
import type { CreatePaymentInput } from '../../../../shared/storefront/types/client-types.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import type { DeclinedTender } from '../../../../shared/sale/tender-journal.js';
import type { Cart, Order, PaymentMethod } from '../../../../shared/storefront/types/types.js';
import { TillRefusal } from '../../runtime/error-words.js';
import { cardDeclined, splitReceiptPayment } from '../sale-tenders.js';
import type { PaidWith, SaleContext, SaleRecord } from './sale-context.js';
import type { SaleCartChanges } from './sale-cart-changes.js';
import type { SaleReceipts } from './sale-receipts.js';
import type { SaleReconciliation } from './sale-reconciliation.js';
import { outcomeUnknown } from './outcome-unknown.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  noCash: { id: 'sell.refusal.noCash', defaultMessage: 'This store does not take cash payments.' },
  notPlaced: { id: 'sell.refusal.notPlaced', defaultMessage: 'The store did not place the order. Nothing was charged; the sale is still open.' },
  /** `said`: the store's own words, as it wrote them. */
  storeRefused: { id: 'sell.refusal.storeRefused', defaultMessage: '{said} Nothing was charged; the sale is still open.' },
});

export interface SalePayment {
  /**
   * Adds the payment (none when store credit or gift cards already cover the order) and
   * completes; a lost answer to complete is resolved by the order status. `card`: how a card
   * the store declines at complete is journaled.
   */
  payAndComplete(sale: SaleRecord, payment: CreatePaymentInput | null, paid: PaidWith | null, bearerToken?: string, card?: DeclinedTender): Promise<Order>;
  /** The tenders cover the order: it is placed, and its receipt names every tender and the change. */
  completeTendered(sale: SaleRecord): Promise<Receipt>;
  /** Payment methods change rarely: kept per store for an hour, across sales and restarts (payment-methods.ts). */
  methods(sale: SaleRecord): Promise<PaymentMethod[]>;
  cashMethod(sale: SaleRecord): Promise<PaymentMethod>;
}

export function findCardMethod(methods: PaymentMethod[]): PaymentMethod | undefined {
  return methods.find((m) => /card|gateway|credit/i.test(`${m.type} ${m.name}`) && !/cash|check/i.test(m.name));
}

function findCashMethod(methods: PaymentMethod[]): PaymentMethod | undefined {
  return methods.find((m) => /cash/i.test(m.name)) ?? methods.find((m) => /cash|check/i.test(m.type));
}

export const cardName = (name: string, lastDigits?: string) => `${name}${lastDigits ? ` •••• ${lastDigits}` : ''}`;

/** A card payment by processor token, as the store is sent it (paid in full or as one tender). */
export const cardPayment = (method: PaymentMethod, card: Omit<CardTender, 'amount'>): CreatePaymentInput => ({
  paymentMethodId: method.id,
  sourceAttributes: {
    gatewayPaymentProfileId: card.token,
    name: card.name,
    ccType: card.ccType,
    lastDigits: card.lastDigits,
    month: card.month,
    year: card.year,
  },
});

export function salePayment(
  ctx: SaleContext,
  receipts: Pick<SaleReceipts, 'receiptFor'>,
  reconciliation: Pick<SaleReconciliation, 'completedOrder' | 'finish'>,
  { withCart }: Pick<SaleCartChanges, 'withCart'>,
): SalePayment {
  const { client, priority, options } = ctx;
  const { completedOrder, finish } = reconciliation;

  const payAndComplete = async (
    sale: SaleRecord,
    payment: CreatePaymentInput | null,
    paid: PaidWith | null,
    bearerToken?: string,
    card?: DeclinedTender,
  ): Promise<Order> => {
    const paying: SaleRecord = { ...sale, ...(paid ? { paid } : {}) };
    // A walk-in cart placed without the step to `delivery`: what it came to is learnt (walk-in-delivery.ts).
    const shown = ctx.shownCart(sale);
    const skipping = shown !== null && ctx.walkInDelivery.skipsDelivery(shown) ? shown : null;
    // On such a cart a payment without an amount would follow whatever `complete` makes of the order
    // (the pickup's cost, a price the store changed): it is sent for the balance the clerk was shown.
    if (skipping && payment && payment.amount === undefined) payment = { ...payment, amount: remainingBalance(skipping.total, skipping.payments) };
    /** What the card is asked to pay: the balance with the card's own payment not yet taken. */
    let asked: Cart | null = null;
    if (payment) {
      ctx.save({ ...paying, step: 'paying' });
      asked = await withCart((s) => client.createPayment({ ...ctx.creds(s), ...(bearerToken ? { bearerToken } : {}) }, payment, { priority }));
    }
    ctx.save({ ...paying, step: 'completing' });
    let order: Order;
    try {
      order = await client.completeCheckout(ctx.creds(sale), { priority });
    } catch (error) {
      if (isStorefrontError(error) && (outcomeUnknown(error) || error.kind === 'not_found')) {
        const done = await completedOrder(sale).catch(() => null);
        if (done) {
          finish(done, paying);
          return done;
        }
      }
      if (isStorefrontError(error) && error.kind === 'validation') {
        // Declined or refused (e.g. the payments no longer cover the total): the store placed
        // nothing and took nothing. The sale stays open, and the screen gets the cart as the
        // store now has it, so what is still due shows and can be paid.
        ctx.save({ ...sale, step: 'open' });
        const now = await client.cart(ctx.creds(sale), { priority }).then(ctx.announce, () => null);
        // Refused after `complete` stepped it (it now shows shipments): the step added something, or did not.
        if (skipping) ctx.walkInDelivery.learnFromPlacing(skipping, skipping.total, now && now.shipments.length > 0 ? now : null);
        if (card && payment && asked) {
          const amount = payment.amount ?? remainingBalance(asked.total, asked.payments);
          options.journal?.append(
            'tender.declined',
            cardDeclined({ orderNumber: sale.number, currency: asked.currency }, amount, card, error.message, payment),
          );
        }
        throw new TillRefusal({
          kind: 'validation',
          message: error.storeSaid ? wordsOf(messages.storeRefused, { said: error.storeSaid }) : wordsOf(messages.notPlaced),
          ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        });
      }
      throw error;
    }
    if (skipping) ctx.walkInDelivery.learnFromPlacing(skipping, skipping.total, order);
    finish(order, paying);
    return order;
  };

  const methods = (sale: SaleRecord): Promise<PaymentMethod[]> => ctx.paymentMethods.forSale(ctx.creds(sale), { priority });

  return {
    payAndComplete,
    methods,
    cashMethod: async (sale) => {
      const cash = findCashMethod(await methods(sale));
      if (!cash) throw new TillRefusal({ kind: 'validation', message: wordsOf(messages.noCash) });
      return cash;
    },
    completeTendered: async (sale) => {
      const covered = ctx.shownCart(sale) ?? (await client.cart(ctx.creds(sale), { priority }));
      const planned = splitReceiptPayment(covered, sale.cashHanded ?? null, sale.tenderNames);
      const order = await payAndComplete(sale, null, { tendered: planned.tendered, methodName: planned.methodName, change: planned.change });
      const paid = splitReceiptPayment(order, sale.cashHanded ?? null, sale.tenderNames);
      const receipt = await receipts.receiptFor(order, paid.tendered ? { tendered: paid.tendered } : null, paid.methodName, paid.change);
      return { ...receipt, tenders: paid.tenders };
    },
  };
}
