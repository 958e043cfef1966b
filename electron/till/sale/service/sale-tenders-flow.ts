/**
 * One tender of a split sale at a time (cash, a card as entered, the terminal's approval, a saved
 * card). The tender in flight is written to the sale record before its payment is sent; a lost
 * answer is resolved from the cart's payments, so a tender the store took is never sent again. A
 * declined card leaves the tenders taken before it. When the tenders cover the order it is placed
 * at once: the tender that covers it is the clerk's deliberate act, as paying in full always was
 * (a gift card or store credit that covers the order still waits for the clerk's Complete).
 */
import type { CardTender, TenderResult } from '../../../../shared/bridge/bridge.js';
import { fromCents, toCents } from '../../../../shared/money.js';
import { planTender, remainingBalance, type TenderKind } from '../../../../shared/sale/tenders.js';
import type { CreatePaymentInput } from '../../../../shared/storefront/types/client-types.js';
import { isStorefrontError } from '../../../../shared/storefront/errors.js';
import type { DeclinedTender } from '../../../../shared/sale/tender-journal.js';
import type { Cart } from '../../../../shared/storefront/types/types.js';
import { TillRefusal, StoreRefusedPayment } from '../../runtime/error-words.js';
import { addCash, cardDeclined, namesAfter, paymentsTaken, type TenderInFlight } from '../sale-tenders.js';
import type { SaleContext } from './sale-context.js';
import type { SaleCartChanges } from './sale-cart-changes.js';
import { cardName, cardPayment, findCardMethod, type SalePayment } from './sale-payment.js';
import type { SaleReceipts } from './sale-receipts.js';
import type { SaleReconciliation } from './sale-reconciliation.js';
import type { SaleSerial } from './sale-serial.js';
import { outcomeUnknown } from './outcome-unknown.js';
import type { SaleService } from './sale-api.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { saleRefusals } from '../sale-refusals.js';

const messages = defineMessages({
  paymentNotTaken: {
    id: 'sell.refusal.paymentNotTaken',
    defaultMessage: 'The store did not take this payment. Nothing was charged to it; the payments so far stay.',
  },
  /** `said`: the store's own words, as it wrote them. */
  storeRefusedPayment: { id: 'sell.refusal.storeRefusedPayment', defaultMessage: '{said} Nothing was charged to it; the payments so far stay.' },
  otherSale: {
    id: 'sell.refusal.otherSale',
    defaultMessage: 'The terminal approved this card for sale {number}, which is not the sale in progress: resume sale {number} to take it.',
  },
});

type TenderCalls = Pick<SaleService, 'tenderCash' | 'tenderCard' | 'tenderTerminalCard' | 'tenderSavedCard'>;

export interface TenderFlowParts {
  serial: SaleSerial['serial'];
  receipts: Pick<SaleReceipts, 'placedEarlierReceipt'>;
  reconciliation: Pick<SaleReconciliation, 'alreadyCompleted' | 'settleTendering'>;
  changes: Pick<SaleCartChanges, 'checkBeforePayment'>;
  payment: Pick<SalePayment, 'completeTendered' | 'methods' | 'cashMethod'>;
}

/** What is left to pay, as the store's cart states its total and the payments it took. */
function progress(cart: Cart, taken: TenderInFlight): TenderResult {
  return {
    outcome: 'partial',
    taken: { methodName: taken.methodName, amount: taken.amount },
    remaining: remainingBalance(cart.total, cart.payments),
    currency: cart.currency,
  };
}

export function saleTenderCalls(ctx: SaleContext, parts: TenderFlowParts): TenderCalls {
  const { serial, payment } = parts;
  const tender = tenderStep(ctx, parts);
  const cash = cashTenderStep(ctx, parts);

  /** A card tender: as entered (a processor token) or as the terminal approved it; a refusal is journaled as that. */
  const cardTender = (
    { amount, saleNumber, reference, ...card }: CardTender & { amount: string; saleNumber?: string; reference?: string },
    declinedAs: DeclinedTender,
  ): Promise<TenderResult> =>
    serial(async () => {
      const current = ctx.requireSale();
      // A terminal's approval pays the sale it was asked for, never the one in progress meanwhile.
      if (saleNumber !== undefined && current.number !== saleNumber) {
        throw new TillRefusal({
          kind: 'no_sale',
          message: wordsOf(messages.otherSale, { number: saleNumber }),
        });
      }
      const method = findCardMethod(await payment.methods(current));
      if (!method) throw new TillRefusal({ kind: 'validation', message: wordsOf(saleRefusals.noCardPayments) });
      return tender('card', amount, cardName(method.name, card.lastDigits), () => cardPayment(method, card), undefined, declinedAs, reference);
    });

  return {
    tenderCash: (cashTender) => serial(() => cash(cashTender.tendered)),

    tenderCard: (card) => cardTender(card, 'card'),
    tenderTerminalCard: (card) => cardTender(card, 'terminal'),

    tenderSavedCard: (card, amount) =>
      serial(async () => {
        if (!card.paymentMethodId) throw new TillRefusal({ kind: 'validation', message: wordsOf(saleRefusals.noCardMethod) });
        const methodName = cardName(card.paymentMethodName ?? 'Card', card.lastDigits);
        return ctx
          .signedIn()
          .withBearer((bearer) => tender('savedCard', amount, methodName, () => ({ paymentMethodId: card.paymentMethodId!, sourceId: card.id }), bearer));
      }),
  };
}

/**
 * Cash handed over as one tender, inside a sale step: its payment is the amount it pays, sent as
 * such (a cash sale paid in full this way is paid exactly what the cart showed, sale-payment-calls.ts).
 */
export function cashTenderStep(ctx: SaleContext, parts: Omit<TenderFlowParts, 'serial'>): (tendered: string) => Promise<TenderResult> {
  const tender = tenderStep(ctx, parts);
  return async (tendered) => {
    const cash = await parts.payment.cashMethod(ctx.requireSale());
    return tender('cash', tendered, cash.name, () => ({ paymentMethodId: cash.id }));
  };
}

/** One tender of a split sale, inside a sale step (see the top of this file). */
function tenderStep(ctx: SaleContext, { receipts, reconciliation, changes, payment }: Omit<TenderFlowParts, 'serial'>) {
  const { client, priority, options } = ctx;
  const { alreadyCompleted, settleTendering } = reconciliation;
  const { completeTendered } = payment;
  return async (
    kind: TenderKind,
    offered: string,
    methodName: string,
    payWith: (amount: string) => CreatePaymentInput,
    bearerToken?: string,
    /** How a card the store refuses is journaled: the card as entered, a saved card, or the terminal's approval. */
    declinedAs: DeclinedTender | null = kind === 'card' || kind === 'savedCard' ? kind : null,
    /** For a card the terminal approved: the terminal's reference of that charge. */
    terminalReference?: string,
  ): Promise<TenderResult> => {
    let sale = ctx.requireSale();
    const done = await alreadyCompleted(sale);
    if (done) return { outcome: 'placed', receipt: await receipts.placedEarlierReceipt(done, sale) };
    if (sale.tendering) {
      const settled = await settleTendering(sale);
      sale = settled.sale;
      const again =
        settled.taken &&
        settled.taken.methodName === methodName &&
        (kind === 'cash' ? settled.taken.tendered === fromCents(toCents(offered)) : toCents(settled.taken.amount) === toCents(offered));
      if (again && settled.taken && settled.cart) {
        // The clerk repeats the tender whose answer was lost, and the store took it: it is not sent again.
        const result = progress(settled.cart, settled.taken);
        if (result.outcome === 'partial' && toCents(result.remaining) > 0) return result;
        return { outcome: 'placed', receipt: await completeTendered(sale) };
      }
    }
    await changes.checkBeforePayment(sale);
    const cart = ctx.shownCart(sale) ?? ctx.announce(await client.cart(ctx.creds(sale), { priority }))!;
    const plan = planTender(kind, offered, remainingBalance(cart.total, cart.payments), cart.currency);
    if (!plan.ok) throw new TillRefusal({ kind: 'invalid_input', message: plan.words, fieldErrors: { amount: [plan.message] } });
    const inFlight: TenderInFlight = {
      methodName,
      amount: plan.apply,
      tendered: kind === 'cash' ? fromCents(toCents(offered)) : null,
      before: paymentsTaken(cart),
      ...(terminalReference ? { terminalReference } : {}),
    };
    ctx.save({ ...sale, step: 'paying', tendering: inFlight });
    const sent: CreatePaymentInput = { ...payWith(plan.apply), amount: plan.apply };
    let after: Cart;
    try {
      after = await client.createPayment({ ...ctx.creds(sale), ...(bearerToken ? { bearerToken } : {}) }, sent, { priority });
    } catch (error) {
      if (outcomeUnknown(error)) {
        // The answer was lost: the cart says whether the store took it, before anything is sent again.
        const settled = await settleTendering(ctx.record()!);
        if (!settled.taken || !settled.cart) throw error;
        after = settled.cart;
        sale = settled.sale;
      } else {
        ctx.save({ ...sale, step: 'open' });
        await client.cart(ctx.creds(sale), { priority }).then(ctx.announce, () => undefined);
        if (isStorefrontError(error) && error.kind === 'validation') {
          if (declinedAs) {
            options.journal?.append(
              'tender.declined',
              cardDeclined({ orderNumber: sale.number, currency: cart.currency }, plan.apply, declinedAs, error.message, sent),
            );
          }
          throw new StoreRefusedPayment({
            kind: 'validation',
            message: error.storeSaid ? wordsOf(messages.storeRefusedPayment, { said: error.storeSaid }) : wordsOf(messages.paymentNotTaken),
            ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
          });
        }
        throw error;
      }
    }
    const record = ctx.record();
    if (record?.tendering) {
      const { tendering: _done, ...rest } = record;
      sale = { ...rest, step: 'open', cashHanded: addCash(sale.cashHanded, inFlight.tendered), tenderNames: namesAfter(sale.tenderNames, after, inFlight) };
      ctx.save(sale);
    }
    ctx.announce(after);
    if (!plan.covers) return progress(after, inFlight);
    return { outcome: 'placed', receipt: await completeTendered(sale) };
  };
}
