/**
 * Goods taken back where the store has no return routes (a stock store's Platform API): the store
 * can neither work out what a unit is due back nor refund a payment, so the till says so and does
 * only what it still can, never pretending the store did more:
 *
 * - what a unit is due back is the store's own line total (tax and line promotions as they
 *   applied) shared per unit; what can still come back is what was sold less the returns recorded
 *   on the order;
 * - a manager approves every such return (the store checks nothing: not the window, not a unit
 *   returned twice by another till that has not written yet);
 * - the money goes back as cash from the drawer or as store credit to the customer's account (the
 *   Platform API's own `store_credits`); a card or gift card cannot be refunded from here;
 * - it is written down at the store before any money moves: on the order's private metadata
 *   (`pos_returns`, one record per return) and, for store credit, on the credit's memo. The store's
 *   stock and order totals do not change (restocking is the store's own task there).
 */
import { randomUUID } from 'node:crypto';
import type { ReturnDone, ReturnableSale, ReturnQuoteInput, ReturnRefundInput } from '../../../shared/bridge/returns.js';
import { fromCents, moneyWords, toCents } from '../../../shared/money.js';
import type { ApprovalAction, ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import { tillOnlyAction } from './return-approval-actions.js';
import type { PlatformClient } from '../../../shared/storefront/client/platform-client.js';
import type { PlatformReturnsClient } from '../../../shared/storefront/client/platform-returns-client.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import type { PlatformOrder } from '../../../shared/storefront/types/platform-types.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { TillJournal } from '../shift/till-journal.js';
import { returnableSale } from './returnable-sale.js';
import { drawerShiftForCash } from './return-cash.js';
import type { HeldQuote } from './return-refund.js';
import { approverEnglish, type Approver } from './approval-by.js';

const messages = defineMessages({
  notRecorded: {
    id: 'returns.tillOnly.notRecorded',
    defaultMessage: 'The store did not answer, so the return could not be recorded there: nothing was given. Try again.',
  },
  creditNotConfirmed: {
    id: 'returns.tillOnly.creditNotConfirmed',
    defaultMessage:
      "The return is recorded on order {order}, but the store credit was not confirmed ({reason}). Look at the customer's store credit in the store's admin before giving anything else.",
  },
  creditNoAnswer: {
    id: 'returns.tillOnly.creditNoAnswer',
    defaultMessage:
      "The return is recorded on order {order}, but the store credit was not confirmed (the store did not answer). Look at the customer's store credit in the store's admin before giving anything else.",
  },
  meanwhile: {
    id: 'returns.tillOnly.meanwhile',
    defaultMessage: 'Meanwhile another return was recorded: only {left} of that line can still come back. Nothing was given.',
  },
  noSuchLine: { id: 'returns.tillOnly.noSuchLine', defaultMessage: 'Order {order} has no such line.' },
  onlyLeft: { id: 'returns.tillOnly.onlyLeft', defaultMessage: 'Only {left} of {name} can still come back.' },
  noCardRefund: {
    id: 'returns.tillOnly.noCardRefund',
    defaultMessage: 'This store cannot refund its payments from the till: give the money back as cash from the drawer or as store credit.',
  },
  guestOrder: {
    id: 'returns.tillOnly.guestOrder',
    defaultMessage: 'Order {order} is a guest order (no customer account), so no store credit can be given: give cash from the drawer instead.',
  },
});

/** Where the order keeps the returns tills recorded on it. */
const RECORDS_KEY = 'pos_returns';

/** One return recorded on the order by a till. */
interface RecordedReturn {
  number: string;
  at: string;
  lines: { line_item_id: string; quantity: number; amount: string }[];
  total: string;
  to: 'cash' | 'store_credit';
  reason: string | null;
  approved_by: string;
  served_by: string | null;
}

const refuse = (message: string | Words) => new TillRefusal({ kind: 'invalid_input', message });

/** The returns recorded on the order (entries of another shape are left alone and not counted). */
function recordedOn(order: PlatformOrder): RecordedReturn[] {
  const kept = order.privateMetadata[RECORDS_KEY];
  return Array.isArray(kept) ? (kept.filter((r) => r && typeof r === 'object' && Array.isArray((r as RecordedReturn).lines)) as RecordedReturn[]) : [];
}

/** What `quantity` units of a line are due back: the line's total as the store charged it, shared per unit. */
function dueFor(order: PlatformOrder, lineItemId: string, quantity: number): number {
  const line = order.lineItems.find((l) => l.id === lineItemId)!;
  const charged = line.preTaxTotal !== undefined && line.taxTotal !== undefined ? toCents(line.preTaxTotal) + toCents(line.taxTotal) : toCents(line.total);
  return Math.round((charged * quantity) / line.quantity);
}

/** Writes the return on the order (before any money moves); a lost answer is looked for on the order before the clerk is told. */
async function writeOnOrder(deps: Pick<TillOnlyDeps, 'platform' | 'withAdmin'>, order: PlatformOrder, entry: RecordedReturn): Promise<void> {
  const { withAdmin } = deps;
  const fresh = await withAdmin((token) => deps.platform.order(token, order.number));
  const earlier = recordedOn(fresh);
  for (const line of entry.lines) {
    const left = returnableOf(fresh).get(line.line_item_id) ?? 0;
    if (line.quantity > left) throw refuse(wordsOf(messages.meanwhile, { left }));
  }
  try {
    await withAdmin((token) => deps.platform.setPrivateMetadata(token, order.number, { ...fresh.privateMetadata, [RECORDS_KEY]: [...earlier, entry] }));
  } catch (error) {
    const written = await withAdmin((token) => deps.platform.order(token, order.number)).then(
      (o) => recordedOn(o).some((r) => r.number === entry.number),
      () => null,
    );
    if (written) return;
    if (written === false) throw error;
    throw new TillRefusal({ kind: 'offline', message: wordsOf(messages.notRecorded) });
  }
}

/** What can still come back of each line: sold, less the returns recorded on the order. */
function returnableOf(order: PlatformOrder): Map<string, number> {
  const back = new Map<string, number>();
  for (const record of recordedOn(order)) for (const line of record.lines) back.set(line.line_item_id, (back.get(line.line_item_id) ?? 0) + line.quantity);
  return new Map(order.lineItems.map((l) => [l.id, Math.max(0, l.quantity - (back.get(l.id) ?? 0))]));
}

interface TillOnlyDeps {
  platform: PlatformClient;
  returns: PlatformReturnsClient;
  journal: TillJournal;
  drawer: CashDrawer;
  withAdmin<T>(call: (token: string) => Promise<T>): Promise<T>;
  requireManager(request: ApprovalRequest, action: ApprovalAction): void;
  approverOf(method: string, record: string): Approver;
  now(): Date;
}

export function tillOnlyReturns(deps: TillOnlyDeps) {
  const { journal, withAdmin } = deps;

  /** The order as the desk shows it, its units less those recorded as returned. */
  const sale = (order: PlatformOrder): ReturnableSale => {
    const shown = returnableSale(order, []);
    const left = returnableOf(order);
    return {
      ...shown,
      lines: shown.lines.map((l) => ({ ...l, returnable: left.get(l.lineItemId) ?? 0 })),
      earlierReturns: recordedOn(order).map((r) => ({
        number: r.number,
        state: 'recorded',
        total: r.total,
        displayTotal: moneyWords(toCents(r.total), order.currency),
      })),
    };
  };

  /** A return the till works out itself, once a manager approved it (the store checks nothing here). */
  const quote = (order: PlatformOrder, input: ReturnQuoteInput, reason: string | null): HeldQuote => {
    const request = { method: 'returns.quote', record: `${order.number} at a store without return routes` } as const;
    deps.requireManager(request, tillOnlyAction(order.number));
    const shown = sale(order);
    for (const line of input.lines) {
      const found = shown.lines.find((l) => l.lineItemId === line.lineItemId);
      if (!found) throw refuse(wordsOf(messages.noSuchLine, { order: order.number }));
      if (line.quantity > found.returnable) throw refuse(wordsOf(messages.onlyLeft, { left: found.returnable, name: found.name }));
    }
    const number = `TR${Date.now().toString(36).toUpperCase()}`;
    const items = input.lines.map((line) => {
      const cents = dueFor(order, line.lineItemId, line.quantity);
      return {
        id: `${number}-${line.lineItemId}`,
        lineItemId: line.lineItemId,
        quantity: line.quantity,
        amount: fromCents(cents),
        displayAmount: moneyWords(cents, order.currency),
        eligibility: 'eligible' as const,
        receptionStatus: 'awaiting' as const,
        resellable: null,
        reimbursed: false,
      };
    });
    const total = items.reduce((sum, i) => sum + toCents(i.amount), 0);
    return {
      authorization: {
        id: `till-${randomUUID()}`,
        number,
        state: 'authorized',
        reason,
        total: fromCents(total),
        displayTotal: moneyWords(total, order.currency),
        windowOverridden: false,
        items,
      },
      order,
      reason,
      foundBy: 'typed',
      approvedBy: deps.approverOf(request.method, request.record),
    };
  };

  const refund = async (quote: HeldQuote, input: ReturnRefundInput): Promise<ReturnDone> => {
    const { authorization, order } = quote;
    if (input.to === 'original') throw refuse(wordsOf(messages.noCardRefund));
    const totalCents = toCents(authorization.total);
    if (input.to === 'store_credit' && !order.userId) throw refuse(wordsOf(messages.guestOrder, { order: order.number }));
    const shiftId = drawerShiftForCash(journal, input.to === 'cash' ? totalCents : 0, order.currency);
    const at = deps.now().toISOString();
    const approver = quote.approvedBy ?? deps.approverOf('returns.quote', `${order.number} at a store without return routes`);
    const servedBy = journal.who()?.name ?? null;
    const entry: RecordedReturn = {
      number: authorization.number,
      at,
      lines: authorization.items.map((i) => ({ line_item_id: i.lineItemId, quantity: i.quantity, amount: i.amount })),
      total: authorization.total,
      to: input.to,
      reason: quote.reason,
      approved_by: approverEnglish(approver),
      served_by: servedBy,
    };
    await writeOnOrder(deps, order, entry);
    if (input.to === 'store_credit') {
      const memo = `Return ${entry.number} of order ${order.number}, given at the till; approved by ${entry.approved_by}`;
      await withAdmin((token) =>
        deps.returns.issueStoreCredit(token, { userId: order.userId!, amount: authorization.total, currency: order.currency, memo }),
      ).catch((error: unknown) => {
        // The store's own words when it refused; the till's when it did not answer.
        throw new TillRefusal({
          kind: 'offline',
          message: isStorefrontError(error)
            ? wordsOf(messages.creditNotConfirmed, { order: order.number, reason: error.message })
            : wordsOf(messages.creditNoAnswer, { order: order.number }),
        });
      });
    }
    const resellable = new Map(input.items.map((i) => [i.id, i.resellable]));
    const items = authorization.items.map((i) => ({
      name: order.lineItems.find((l) => l.id === i.lineItemId)?.name ?? 'Item',
      quantity: i.quantity,
      amount: i.amount,
      displayAmount: i.displayAmount,
      resellable: resellable.get(i.id) ?? false,
    }));
    const method = input.to === 'cash' ? 'Cash' : 'Store credit';
    journal.append('return.refunded', {
      orderNumber: order.number,
      authorizationNumber: entry.number,
      reimbursementNumber: entry.number,
      currency: order.currency,
      total: authorization.total,
      to: input.to,
      reason: quote.reason,
      items: items.map(({ name, quantity, amount, resellable: r }) => ({ name, quantity, amount, resellable: r })),
      refunds: [{ method, amount: authorization.total }],
      cashOut: input.to === 'cash' ? authorization.total : '0.00',
      shiftId,
      windowOverridden: false,
      foundBy: quote.foundBy,
      approvedBy: entry.approved_by,
      recordedOnly: true,
    });
    if (input.to === 'cash') await deps.drawer.open({ reason: 'Cash refund', orderNumber: order.number });
    return {
      orderNumber: order.number,
      authorizationNumber: entry.number,
      reimbursementNumber: entry.number,
      currency: order.currency,
      to: input.to,
      total: authorization.total,
      displayTotal: authorization.displayTotal,
      items: items.map(({ name, quantity, amount, displayAmount, resellable: r }) => ({ name, quantity, amount, displayAmount, resellable: r })),
      refunds: [{ method, amount: authorization.total, displayAmount: authorization.displayTotal }],
      cashOut: input.to === 'cash' ? authorization.total : null,
      at,
      reason: quote.reason,
      servedBy,
      approvedBy: approver,
      recordedOnly: true,
    };
  };

  return { sale, quote, refund };
}
