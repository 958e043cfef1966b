/**
 * Paying for the sale in one go (cash, a card, the customer's saved card, or nothing left to pay
 * once the tenders, store credit or gift cards cover it), the payment methods it may be paid
 * with, and whether the store would take payment for it as it stands.
 */
import type { TenderResult } from '../../../../shared/bridge/bridge.js';
import { amountDue } from '../../../../shared/sale/amount-due.js';
import { fromCents, toCents } from '../../../../shared/money.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { SaleContext } from './sale-context.js';
import type { SaleCartChanges } from './sale-cart-changes.js';
import { cardName, cardPayment, findCardMethod, type SalePayment } from './sale-payment.js';
import { paymentNames, type SaleReceipts } from './sale-receipts.js';
import type { SaleReconciliation } from './sale-reconciliation.js';
import type { SaleSerial } from './sale-serial.js';
import type { SaleService } from './sale-api.js';
import { defineMessages, englishOf, wordsOf } from '../../../../shared/i18n/words.js';
import { saleRefusals } from '../sale-refusals.js';

const messages = defineMessages({
  tenderedTooLittle: { id: 'sell.refusal.tenderedTooLittle', defaultMessage: 'The amount tendered is less than the total of {total}.' },
});

type PaymentCalls = Pick<SaleService, 'paymentMethods' | 'preparePayment' | 'payCash' | 'payCard' | 'paySavedCard' | 'completePaid' | 'validate'>;

export function salePaymentCalls(
  ctx: SaleContext,
  { serial }: SaleSerial,
  { receiptFor, placedEarlierReceipt }: Pick<SaleReceipts, 'receiptFor' | 'placedEarlierReceipt'>,
  { alreadyCompleted }: Pick<SaleReconciliation, 'alreadyCompleted'>,
  { checkBeforePayment, readyForPayment }: Pick<SaleCartChanges, 'checkBeforePayment' | 'readyForPayment'>,
  { payAndComplete, completeTendered, methods, cashMethod }: SalePayment,
  /** Cash as one tender, inside this sale step (sale-tenders-flow.ts). */
  cashTender: (tendered: string) => Promise<TenderResult>,
): PaymentCalls {
  const { client, priority } = ctx;
  return {
    paymentMethods: () => serial(async () => methods(ctx.requireSale())),

    preparePayment: () => {
      const sale = ctx.record();
      return ctx.paymentMethods.prepare(sale && sale.step === 'open' ? ctx.creds(sale) : null);
    },

    payCash: (tender) =>
      serial(async () => {
        const sale = ctx.requireSale();
        const done = await alreadyCompleted(sale);
        if (done) return placedEarlierReceipt(done, sale, tender);
        await checkBeforePayment(sale);
        const cash = await cashMethod(sale);
        const cart = ctx.state.lastCart ?? (await client.cart(ctx.creds(sale), { priority }));
        if (toCents(tender.tendered) < toCents(amountDue(cart))) {
          const words = wordsOf(messages.tenderedTooLittle, {}, { total: { amount: cart.total, currency: cart.currency } });
          // The field's reason is the refusal's own English: the page says both in the clerk's language.
          throw new TillRefusal({ kind: 'invalid_input', message: words, fieldErrors: { tendered: [englishOf(words)] } });
        }
        if (ctx.walkInDelivery.skipsDelivery(cart) && cart.payments.length === 0) {
          // Placed without the step to `delivery`: the payment is the amount the cart shows, sent as
          // such and so fixed, as the store makes every payment's; one that followed the total would
          // pay whatever `complete` made of the order (walk-in-delivery.ts).
          const result = await cashTender(tender.tendered);
          if (result.outcome !== 'placed') throw new Error('cash of at least the amount due left part of a walk-in sale unpaid');
          return result.receipt;
        }
        const tendered = fromCents(toCents(tender.tendered));
        const order = await payAndComplete(sale, { paymentMethodId: cash.id }, { tendered, methodName: cash.name });
        return receiptFor(order, tender, cash.name);
      }),

    payCard: (card) =>
      serial(async () => {
        const sale = ctx.requireSale();
        const done = await alreadyCompleted(sale);
        if (done) return placedEarlierReceipt(done, sale);
        const method = findCardMethod(await methods(sale));
        if (!method) throw new TillRefusal({ kind: 'validation', message: wordsOf(saleRefusals.noCardPayments) });
        await checkBeforePayment(sale);
        const methodName = cardName(method.name, card.lastDigits);
        const order = await payAndComplete(sale, cardPayment(method, card), { tendered: null, methodName }, undefined, 'card');
        return receiptFor(order, null, methodName);
      }),

    paySavedCard: (card) =>
      serial(async () => {
        const sale = ctx.requireSale();
        const done = await alreadyCompleted(sale);
        if (done) return placedEarlierReceipt(done, sale);
        if (!card.paymentMethodId) throw new TillRefusal({ kind: 'validation', message: wordsOf(saleRefusals.noCardMethod) });
        await checkBeforePayment(sale);
        const methodName = `${card.paymentMethodName ?? 'Card'} •••• ${card.lastDigits}`;
        const order = await ctx
          .signedIn()
          .withBearer((bearer) =>
            payAndComplete(sale, { paymentMethodId: card.paymentMethodId!, sourceId: card.id }, { tendered: null, methodName }, bearer, 'savedCard'),
          );
        return receiptFor(order, null, methodName);
      }),

    completePaid: () =>
      serial(async () => {
        const sale = ctx.requireSale();
        const done = await alreadyCompleted(sale);
        if (done) return placedEarlierReceipt(done, sale);
        // Tenders taken before (a split sale whose complete did not go through): the receipt names them and the change.
        if (Object.keys(sale.tenderNames ?? {}).length > 0) return completeTendered(sale);
        const order = await payAndComplete(sale, null, null);
        return receiptFor(order, null, paymentNames(order));
      }),

    validate: () =>
      serial(async () => {
        const result = await readyForPayment(ctx.requireSale());
        ctx.announce(result.cart);
        return result;
      }),
  };
}
