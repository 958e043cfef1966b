/**
 * The receipts the sale service gives: of an order it placed, of one an earlier attempt placed
 * (saying so, in words), and the one kept of an order found placed until the cashier has seen it.
 * A receipt of an order the store placed for more than its payments says what to collect, and one
 * placed for less what to give back: a store may place an order its payments do not cover (with a
 * balance due) or more than cover (a credit owed), as a walk-in pickup whose total changed at
 * `complete` after the till learnt it would not would be (walk-in-delivery.ts).
 */
import { defineMessages, englishOf, wordsOf, type Words } from '../../../../shared/i18n/words.js';
import type { CashTender, Receipt } from '../../../../shared/bridge/bridge.js';
import { amountDue } from '../../../../shared/sale/amount-due.js';
import { paysSomething } from '../../../../shared/sale/tenders.js';
import { fromCents, moneyWords, toCents } from '../../../../shared/money.js';
import type { Order } from '../../../../shared/storefront/types/types.js';
import type { SaleContext, SaleRecord } from './sale-context.js';

/** How an order came to be placed without the answer to the clerk's complete. */
export type PlacedHow = 'lost_answer' | 'before_restart' | 'before_complete';

/** What the cashier is told about a receipt of an order placed other than by the complete they saw answered. */
export function placedEarlierWords(number: string, how: PlacedHow): Words {
  switch (how) {
    case 'before_restart':
      return wordsOf(messages.beforeRestart, { number });
    case 'before_complete':
      return wordsOf(messages.beforeComplete, { number });
    default:
      return wordsOf(messages.lostAnswer, { number });
  }
}

/** A receipt's notice of an order placed earlier: its words for the page, and the English for logs and old readers. */
export function placedEarlierNotice(number: string, how: PlacedHow): Pick<Receipt, 'notice' | 'noticeWords'> {
  const words = placedEarlierWords(number, how);
  return { notice: englishOf(words), noticeWords: words };
}

const messages = defineMessages({
  beforeRestart: {
    id: 'checkout.placedEarlier.beforeRestart',
    defaultMessage: 'Order {number} was placed before the restart: the store has it. Do not take payment again.',
  },
  beforeComplete: {
    id: 'checkout.placedEarlier.beforeComplete',
    defaultMessage:
      'Order {number} was placed by the store at an earlier checkout step, before the sale was completed here: the store has it. Do not take payment again.',
  },
  lostAnswer: {
    id: 'checkout.placedEarlier.lostAnswer',
    defaultMessage: "Order {number} was placed, although the store's answer was lost on the way. Do not take payment again.",
  },
  owed: {
    id: 'checkout.placedOwing.giveBack',
    defaultMessage: 'The store placed order {number} at {total}, {due} less than was paid: give {due} back to the customer. The store shows a credit owed.',
  },
  owing: {
    id: 'checkout.placedOwing.collect',
    defaultMessage: 'The store placed order {number} at {total}, {due} more than was paid: collect {due} from the customer. The store shows a balance due.',
  },
});

/** The notice of an order placed for more, or for less, than its payments took; or nothing. */
function owingNotice(order: Order): Pick<Receipt, 'notice' | 'noticeWords'> {
  if (!order.completedAt) return {};
  const paid = order.payments.filter(paysSomething).reduce((sum, p) => sum + toCents(p.amount), 0);
  const gap = toCents(order.total) - paid;
  if (gap === 0) return {};
  const words = wordsOf(gap > 0 ? messages.owing : messages.owed, {
    number: order.number,
    total: moneyWords(toCents(order.total), order.currency),
    due: moneyWords(Math.abs(gap), order.currency),
  });
  return { notice: englishOf(words), noticeWords: words };
}

/** The names of the order's payments, as the store gives them, for a receipt that has no other. */
export function paymentNames(order: Order): string {
  return (
    order.payments
      .map((p) => p.paymentMethodName)
      .filter(Boolean)
      .join(' + ') || 'Paid'
  );
}

export interface SaleReceipts {
  receiptFor(order: Order, tender: CashTender | null, methodName: string, splitChange?: string | null): Promise<Receipt>;
  /**
   * The receipt of an order an earlier attempt placed: paid as that attempt recorded (cash with
   * its change), and saying so.
   */
  placedEarlierReceipt(order: Order, sale: SaleRecord, tenderNow?: CashTender | null, how?: PlacedHow): Promise<Receipt>;
  /** The receipt kept of an order found placed, until the cashier has seen it. */
  unseenReceipt(): Receipt | null;
}

export function saleReceipts(ctx: SaleContext): SaleReceipts {
  const receiptFor = async (order: Order, tender: CashTender | null, methodName: string, splitChange?: string | null): Promise<Receipt> => {
    const change =
      splitChange !== undefined
        ? splitChange === null
          ? null
          : toCents(splitChange)
        : tender
          ? Math.max(0, toCents(tender.tendered) - toCents(amountDue(order)))
          : null;
    return {
      order,
      storeName: await ctx.options.storeName().catch(() => ''),
      paymentMethodName: methodName,
      tendered: tender ? fromCents(toCents(tender.tendered)) : null,
      change: change === null ? null : fromCents(change),
      printedAt: ctx.now().toISOString(),
      servedBy: ctx.options.journal?.who()?.name ?? null,
      ...owingNotice(order),
    };
  };

  return {
    receiptFor,
    placedEarlierReceipt: async (order, sale, tenderNow = null, how = sale.number === ctx.fromEarlierRun ? 'before_restart' : 'lost_answer') => {
      const tender = sale.paid?.tendered ? { tendered: sale.paid.tendered } : tenderNow;
      const methodName = sale.paid?.methodName || paymentNames(order);
      const receipt = await receiptFor(order, tender, methodName, sale.paid?.change);
      return { ...receipt, ...placedEarlierNotice(order.number, how) };
    },
    unseenReceipt: () => (ctx.settings.get(ctx.keys.unseenReceipt) as Receipt | undefined) ?? null,
  };
}
