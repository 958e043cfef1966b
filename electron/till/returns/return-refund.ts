/**
 * Giving the money back for a quote the clerk accepted: the store receives the goods and
 * reimburses in one step; the till journals what went back to which tender and opens the drawer
 * for the cash.
 */
import type { ReturnDone, ReturnQuote, ReturnRefundInput, SaleFoundBy } from '../../../shared/bridge/returns.js';
import { fromCents, toCents } from '../../../shared/money.js';
import type { PlatformReturnsClient } from '../../../shared/storefront/client/platform-returns-client.js';
import type { PlatformOrder } from '../../../shared/storefront/types/platform-types.js';
import type { Reimbursement, ReturnAuthorization } from '../../../shared/storefront/types/return-types.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { TillJournal } from '../shift/till-journal.js';
import { approverEnglish, type Approver } from './approval-by.js';

const messages = defineMessages({
  nothingRefunded: {
    id: 'returns.refund.nothingRefunded',
    defaultMessage: 'The store did not answer, and it has not given the money back: nothing was refunded. Try again.',
  },
  mayHaveGone: {
    id: 'returns.refund.mayHaveGone',
    defaultMessage:
      'The store did not answer: the money may have gone back. Hand nothing over yet; refund again once the store answers, and the till will find what it did.',
  },
  card: { id: 'returns.refund.card', defaultMessage: '{brand} •••• {digits}' },
  unbrandedCard: { id: 'returns.refund.unbrandedCard', defaultMessage: 'Card •••• {digits}' },
});

/** A quote the till is holding: the store's authorization, the sale it is for and the reason given. */
export interface HeldQuote {
  authorization: ReturnAuthorization;
  order: PlatformOrder;
  reason: string | null;
  foundBy: SaleFoundBy;
  /** The manager who approved it (no receipt, past the window, or above the limit); null when none had to. */
  approvedBy: Approver | null;
  /** Authorized earlier at the store (`takeUp`), not by this till: letting it go leaves it authorized there. */
  takenUp?: true;
  /** Why a manager had to, kept with the store's refunds: set when the approval came after the store's authorization (above the limit). */
  memo?: string;
}

/** What is given back: a refund the clerk chose, or an exchange's value toward the new sale `exchangeOrderNumber`. */
export type GiveBackInput = Omit<ReturnRefundInput, 'to'> & { to: ReturnRefundInput['to'] | 'exchange'; exchangeOrderNumber?: string };

/** A quote as the page shows it, each item named from the sale's lines. */
export const quoteView = ({ authorization, order, takenUp }: HeldQuote): ReturnQuote => ({
  authorizationId: authorization.id,
  authorizationNumber: authorization.number,
  orderNumber: order.number,
  currency: order.currency,
  items: authorization.items.map((item) => ({
    id: item.id,
    lineItemId: item.lineItemId,
    name: order.lineItems.find((l) => l.id === item.lineItemId)?.name ?? 'Item',
    quantity: item.quantity,
    amount: item.amount,
    displayAmount: item.displayAmount,
  })),
  total: authorization.total,
  displayTotal: authorization.displayTotal,
  windowOverridden: authorization.windowOverridden,
  ...(takenUp ? { takenUp } : {}),
});

/**
 * The store's reimbursement of the quote. When the answer is lost or refused (a retry after a
 * lost answer finds the goods already received), the order is read once: a reimbursement of
 * exactly these items means the money went back, and the return goes on as if answered. Else the
 * clerk is told whether anything may have been given, never that nothing was when it may have been.
 */
async function reimbursed(deps: GiveBackDeps, quote: HeldQuote, input: GiveBackInput): Promise<Reimbursement> {
  const { returns, withAdmin } = deps;
  const { authorization, order } = quote;
  try {
    const exchange = input.exchangeOrderNumber ? { exchangeOrderNumber: input.exchangeOrderNumber } : {};
    return await withAdmin((token) =>
      returns.reimburse(token, {
        returnAuthorizationId: authorization.id,
        items: input.items,
        type: input.to,
        ...exchange,
        ...(quote.memo ? { memo: quote.memo } : {}),
      }),
    );
  } catch (error) {
    const answered = isStorefrontError(error) && error.kind !== 'network' && !(error.kind === 'server' && error.status >= 500);
    const items = new Set(authorization.items.map((i) => i.id));
    const found = await withAdmin((token) => returns.reimbursementsOfOrder(token, order.number)).then(
      (all) => all.find((r) => r.returnItemIds.length === items.size && r.returnItemIds.every((id) => items.has(id))) ?? null,
      () => undefined,
    );
    if (found) return found;
    if (found === null && answered) throw error;
    if (found === null) throw new TillRefusal({ kind: 'offline', message: wordsOf(messages.nothingRefunded) });
    throw new TillRefusal({
      kind: 'offline',
      message: wordsOf(messages.mayHaveGone),
    });
  }
}

/** What a refund handed back in cash instead of to a card that refused it is named, on the receipt and in the journal. */
const CASH_INSTEAD = 'Cash (card refused)';

const BRANDS: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** A card as the return receipt names it: its brand and last four digits ("Visa •••• 4242"), in words ("Card" when the store names no brand). */
const cardWords = (card: { ccType: string | null; lastDigits: string }): Words => {
  const brand = BRANDS[card.ccType ?? ''] ?? card.ccType;
  return brand ? wordsOf(messages.card, { brand, digits: card.lastDigits }) : wordsOf(messages.unbrandedCard, { digits: card.lastDigits });
};

interface GiveBackDeps {
  returns: PlatformReturnsClient;
  journal: TillJournal;
  drawer: CashDrawer;
  withAdmin<T>(call: (token: string) => Promise<T>): Promise<T>;
  now(): Date;
}

/** Reimburses the quote at the store, journals it (with `shiftId`, the shift the cash leaves from) and opens the drawer for any cash. */
export async function giveBack(deps: GiveBackDeps, quote: HeldQuote, input: GiveBackInput, shiftId: string | null): Promise<ReturnDone> {
  const { journal, now } = deps;
  const { authorization, order } = quote;
  const reimbursement = await reimbursed(deps, quote, input);

  const resellable = new Map(input.items.map((i) => [i.id, i.resellable]));
  const view = quoteView(quote);
  const items = view.items.map((item) => ({
    lineItemId: item.lineItemId,
    name: item.name,
    quantity: item.quantity,
    amount: authorization.items.find((i) => i.id === item.id)!.amount,
    displayAmount: item.displayAmount,
    resellable: resellable.get(item.id) ?? false,
  }));
  // Cash instead of a card: each card's refund the store recorded was handed back from the drawer.
  const refunds = reimbursement.refunds.map((r) => {
    const inCash = reimbursement.type === 'cash' && r.card !== null;
    return {
      method: inCash ? CASH_INSTEAD : (r.paymentMethod ?? 'Payment'),
      amount: r.amount,
      displayAmount: r.displayAmount,
      ...(r.card && !inCash && { card: cardWords(r.card) }),
    };
  });
  const cashCents = refunds.filter((r) => /cash/i.test(r.method)).reduce((sum, r) => sum + toCents(r.amount), 0);
  const at = now().toISOString();
  journal.append('return.refunded', {
    orderNumber: order.number,
    authorizationNumber: authorization.number,
    reimbursementNumber: reimbursement.number,
    currency: order.currency,
    total: reimbursement.total,
    to: reimbursement.type,
    ...(reimbursement.exchange ? { exchange: { saleNumber: reimbursement.exchange.orderNumber, credit: reimbursement.exchange.credit } } : {}),
    reason: quote.reason,
    items: items.map(({ lineItemId, name, quantity, amount, resellable: r }) => ({ lineItemId, name, quantity, amount, resellable: r })),
    refunds: refunds.map(({ method, amount }) => ({ method, amount })),
    cashOut: fromCents(cashCents),
    shiftId,
    windowOverridden: authorization.windowOverridden,
    foundBy: quote.foundBy,
    approvedBy: quote.approvedBy && approverEnglish(quote.approvedBy),
  });
  if (cashCents > 0) await deps.drawer.open({ reason: 'Cash refund', orderNumber: order.number });
  return {
    orderNumber: order.number,
    authorizationNumber: authorization.number,
    reimbursementNumber: reimbursement.number,
    currency: order.currency,
    to: reimbursement.type,
    total: reimbursement.total,
    displayTotal: reimbursement.displayTotal,
    items: items.map(({ name, quantity, amount, displayAmount, resellable: r }) => ({ name, quantity, amount, displayAmount, resellable: r })),
    refunds,
    cashOut: cashCents > 0 ? fromCents(cashCents) : null,
    ...(reimbursement.exchange ? { exchange: { saleNumber: reimbursement.exchange.orderNumber, credit: reimbursement.exchange.credit } } : {}),
    at,
    reason: quote.reason,
    servedBy: journal.who()?.name ?? null,
    approvedBy: quote.approvedBy,
  };
}
