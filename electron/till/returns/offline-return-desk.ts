/**
 * The returns desk while the store cannot be reached: a sale this till rang (its journal keeps
 * each sale's lines as the store priced them) comes back for cash only, at the store's own amount
 * for each unit (its share of the line's total, never the till's own price), not more than was
 * sold less what this till already took back, within the manager's offline limits and the cash
 * the drawer should hold. The return is journaled (`offline.return`, flushed before the drawer
 * opens) and recorded at the store later, exactly once (electron/till/offline/returns/).
 */
import type { ReturnDone, ReturnQuote, ReturnQuoteInput, ReturnRefundInput, ReturnableSale } from '../../../shared/bridge/returns.js';
import { fromCents, moneyWords, toCents } from '../../../shared/money.js';
import { checkOfflineReturnLimits, type OfflineLimits } from '../../../shared/offline/offline-limits.js';
import type { OfflineReturnItem } from '../../../shared/returns/offline-return-journal.js';
import {
  nextOfflineReturnNumber,
  offlineReturnCashInShift,
  offlineReturnRef,
  offlineReturns,
  returnedHere,
  saleRungHere,
  unitsShareCents,
} from '../../../shared/returns/offline-returns.js';
import { currentShift, shiftReport } from '../../../shared/shift/shift-report.js';
import type { ReturnReason } from '../../../shared/storefront/types/return-types.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, englishOf, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { TillJournal } from '../shift/till-journal.js';
import { returnLimit } from './return-limit.js';
import type { ApprovalAction, ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import { aboveLimitAction } from './return-approval-actions.js';
import type { ReturnsDeskCalls } from './return-routing.js';

const messages = defineMessages({
  offline: {
    id: 'returns.offlineDesk.offline',
    defaultMessage:
      'The store cannot be reached: a sale rung at this till can come back for cash only, within the manager’s offline limits. It is recorded at the store once it answers.',
  },
  storeCredit: {
    id: 'returns.offlineDesk.storeCredit',
    defaultMessage: 'Store credit needs the store: offline, a return is refunded in cash only. Refund it in cash, or wait until the store answers.',
  },
  needsStore: {
    id: 'returns.offlineDesk.needsStore',
    defaultMessage: 'Looking up a customer’s sales needs the store: offline, only a sale rung at this till can come back, by its receipt or number.',
  },
  soldOffline: {
    id: 'returns.offlineDesk.soldOffline',
    defaultMessage: '{order} was sold while the store could not be reached: it can come back once the store answers.',
  },
  notRungHere: {
    id: 'returns.offlineDesk.notRungHere',
    defaultMessage: 'The store cannot be reached, and order {order} was not rung at this till: offline, only this till’s own sales can come back.',
  },
  noLines: {
    id: 'returns.offlineDesk.noLines',
    defaultMessage: 'Order {order} was rung before this till kept its sales’ lines: it can come back once the store answers.',
  },
  openShift: { id: 'returns.offlineDesk.openShift', defaultMessage: 'Open a shift first: cash for this return goes back from the drawer.' },
  moreThanDrawer: {
    id: 'returns.offlineDesk.moreThanDrawer',
    defaultMessage:
      'This return gives back {cash} in cash, more than the {expected} the drawer should hold. Pay cash into the drawer first, or wait until the store answers.',
  },
  notCashAlone: {
    id: 'returns.offlineDesk.notCashAlone',
    defaultMessage: 'Order {order} was not paid in cash alone: its refund needs the store. Wait until the store answers.',
  },
  noSuchLine: { id: 'returns.offlineDesk.noSuchLine', defaultMessage: 'That line is not in order {order}.' },
  left: { id: 'returns.offlineDesk.left', defaultMessage: '{name}: {left} of {sold} can still come back (this till took back {returned}).' },
  notOpenHere: { id: 'returns.offlineDesk.notOpenHere', defaultMessage: 'That return is not open on this till.' },
  notOpen: { id: 'returns.offlineDesk.notOpen', defaultMessage: 'That return is not open on this till: find the sale again.' },
});

/** Where the store's reasons are kept when last read, so they exist offline. */
export const KNOWN_REASONS_KEY = 'returns.knownReasons';

/** The till's own reasons, when it never read the store's. */
const TILL_REASONS: ReturnReason[] = [
  { id: 'till-changed-mind', name: 'Changed mind' },
  { id: 'till-damaged', name: 'Damaged' },
  { id: 'till-wrong-item', name: 'Wrong item' },
  { id: 'till-other', name: 'Other' },
];

const OFFLINE_WORDS = wordsOf(messages.offline);
const STORE_CREDIT_OFFLINE = wordsOf(messages.storeCredit);
const NEEDS_STORE = wordsOf(messages.needsStore);

const refuse = (message: string | Words, kind: 'invalid_input' | 'not_found' | 'offline' = 'invalid_input') => new TillRefusal({ kind, message });

interface OfflineReturnDeskOptions {
  journal: TillJournal;
  settings: SettingsStore;
  drawer: CashDrawer;
  /** The manager's offline limits as kept. */
  limits(): OfflineLimits;
  /** This till's short id (its offline references carry it). */
  tillId(): string;
  /** The staff rule for an action a manager must approve (spends an approval of that very action). */
  requireManager(request: ApprovalRequest, action: ApprovalAction): void;
  now?: () => Date;
}

/** A return the clerk is about to give cash for (nothing is journaled before the refund). */
interface OfflineQuote {
  id: string;
  orderNumber: string;
  currency: string;
  reasonId: string;
  reason: string | null;
  items: (Omit<OfflineReturnItem, 'resellable'> & { id: string })[];
  totalCents: number;
}

/** The sale this till rang, with its lines kept; refused in words otherwise. */
function knownSale(journal: TillJournal, orderNumber: string) {
  const sale = saleRungHere(journal.entries({ kinds: ['sale.completed'] }), orderNumber);
  const soldOffline = journal
    .entries({ kinds: ['offline.sale', 'offline.placed'] })
    .some((e) => e.data.ref === orderNumber || (e.kind === 'offline.placed' && e.data.orderNumber === orderNumber));
  if (!sale && soldOffline) throw refuse(wordsOf(messages.soldOffline, { order: orderNumber }));
  if (!sale) throw refuse(wordsOf(messages.notRungHere, { order: orderNumber }), 'not_found');
  const lines = sale.data.lines;
  if (!lines) throw refuse(wordsOf(messages.noLines, { order: orderNumber }));
  return { ...sale.data, lines, at: sale.at };
}

/** The offline quote as the page shows a store's quote. */
function quoteShown(quote: OfflineQuote): ReturnQuote {
  const money = (cents: number) => moneyWords(cents, quote.currency);
  return {
    authorizationId: quote.id,
    authorizationNumber: 'Offline return',
    orderNumber: quote.orderNumber,
    currency: quote.currency,
    items: quote.items.map((i) => ({
      id: i.id,
      lineItemId: i.lineItemId,
      name: i.name,
      quantity: i.quantity,
      amount: i.amount,
      displayAmount: money(toCents(i.amount)),
    })),
    total: fromCents(quote.totalCents),
    displayTotal: money(quote.totalCents),
    windowOverridden: false,
  };
}

/** The offline return done, as the page shows a return: all of it in cash from the drawer, with its reference. */
function returnDone(quote: OfflineQuote, items: OfflineReturnItem[], ref: string, at: string, servedBy: string | null): ReturnDone {
  const money = (cents: number) => moneyWords(cents, quote.currency);
  const cash = fromCents(quote.totalCents);
  return {
    orderNumber: quote.orderNumber,
    authorizationNumber: ref,
    reimbursementNumber: ref,
    currency: quote.currency,
    to: 'original',
    total: cash,
    displayTotal: money(quote.totalCents),
    items: items.map((i) => ({ name: i.name, quantity: i.quantity, amount: i.amount, displayAmount: money(toCents(i.amount)), resellable: i.resellable })),
    refunds: [{ method: 'Cash', amount: cash, displayAmount: money(quote.totalCents) }],
    cashOut: cash,
    at,
    reason: quote.reason,
    servedBy,
    approvedBy: null,
    offlineRef: ref,
  };
}

/** An offline sale's tenders and its earlier offline returns, as the returns desk shows a sale's. */
function paidAndReturned(sale: ReturnType<typeof knownSale>, earlier: ReturnType<typeof offlineReturns>): Pick<ReturnableSale, 'payments' | 'earlierReturns'> {
  const money = (amount: string) => moneyWords(toCents(amount), sale.currency);
  return {
    payments: sale.payments.filter((p) => p.state === 'completed').map((p) => ({ method: p.methodName, amount: p.amount, displayAmount: money(p.amount) })),
    earlierReturns: earlier.map((r) => ({ number: r.ref, state: `offline, ${r.state.replace('_', ' ')}`, total: r.total, displayTotal: money(r.total) })),
  };
}

export function createOfflineReturnDesk(options: OfflineReturnDeskOptions): ReturnsDeskCalls {
  const { journal, settings } = options;
  const now = options.now ?? (() => new Date());
  const held = new Map<string, OfflineQuote>();
  let quotes = 0;

  const reasons = (): ReturnReason[] => {
    const kept = settings.get(KNOWN_REASONS_KEY);
    return Array.isArray(kept) && kept.length > 0 ? (kept as ReturnReason[]) : TILL_REASONS;
  };

  /** Each line: sold, and how many this till already took back. */
  const linesOf = (sale: ReturnType<typeof knownSale>) => {
    const returned = returnedHere(journal.entries({ kinds: ['return.refunded', 'offline.return'] }), sale.orderNumber, sale.lines);
    return sale.lines.map((line) => ({ ...line, returned: returned.get(line.lineItemId) ?? 0 }));
  };

  /** The shift the cash leaves from; refused in words past the manager's limits or the cash the drawer should hold. */
  const cashShift = (currency: string, cents: number): string => {
    const entries = journal.entries();
    const shift = currentShift(entries);
    if (!shift) throw refuse(wordsOf(messages.openShift));
    const shiftId = shift.data.shiftId;
    const limit = checkOfflineReturnLimits(options.limits(), currency, cents, offlineReturnCashInShift(entries, shiftId, currency));
    if (!limit.ok) throw refuse(limit.words, 'offline');
    const expected = toCents(shiftReport(entries, shiftId).cash.expected ?? '0');
    if (cents > expected) {
      throw refuse(wordsOf(messages.moreThanDrawer, { cash: moneyWords(cents, currency), expected: moneyWords(expected, currency) }));
    }
    return shiftId;
  };

  return {
    async open() {
      return {
        state: 'ready',
        message: englishOf(OFFLINE_WORDS),
        words: OFFLINE_WORDS,
        reasons: reasons(),
        offline: true,
        managerAbove: returnLimit(settings).get(),
      };
    },

    async findSale(orderNumber): Promise<ReturnableSale> {
      const sale = knownSale(journal, orderNumber.trim().toUpperCase());
      const money = (cents: number) => moneyWords(cents, sale.currency);
      const earlier = offlineReturns(journal.entries()).filter((r) => r.orderNumber === sale.orderNumber);
      return {
        orderNumber: sale.orderNumber,
        completedAt: sale.at,
        email: null,
        customerName: null,
        currency: sale.currency,
        total: sale.total,
        displayTotal: money(toCents(sale.total)),
        lines: linesOf(sale).map((line) => ({
          lineItemId: line.lineItemId,
          name: line.name,
          optionsText: '',
          sold: line.quantity,
          returnable: Math.max(0, line.quantity - line.returned),
          price: fromCents(unitsShareCents(line.total, line.quantity, 0, 1)),
          displayPrice: money(unitsShareCents(line.total, line.quantity, 0, 1)),
        })),
        ...paidAndReturned(sale, earlier),
      };
    },

    async findByCustomer() {
      throw refuse(NEEDS_STORE, 'offline');
    },

    async quote(input: ReturnQuoteInput): Promise<ReturnQuote> {
      const sale = knownSale(journal, input.orderNumber.trim().toUpperCase());
      const paidOtherwise = sale.payments.some((p) => p.state === 'completed' && !/cash/i.test(p.methodName));
      if (paidOtherwise) throw refuse(wordsOf(messages.notCashAlone, { order: sale.orderNumber }), 'offline');
      const lines = linesOf(sale);
      const items = input.lines.map((wanted) => {
        const line = lines.find((l) => l.lineItemId === wanted.lineItemId);
        if (!line) throw refuse(wordsOf(messages.noSuchLine, { order: sale.orderNumber }), 'not_found');
        const left = line.quantity - line.returned;
        if (wanted.quantity > left) throw refuse(wordsOf(messages.left, { name: line.name, left, sold: line.quantity, returned: line.returned }));
        const cents = unitsShareCents(line.total, line.quantity, line.returned, wanted.quantity);
        return { id: `${line.lineItemId}`, lineItemId: line.lineItemId, name: line.name, quantity: wanted.quantity, amount: fromCents(cents) };
      });
      const totalCents = items.reduce((sum, i) => sum + toCents(i.amount), 0);
      cashShift(sale.currency, totalCents);
      const id = `offline-quote-${++quotes}`; // the prefix return-routing.ts routes by
      const reason = reasons().find((r) => r.id === input.reasonId)?.name ?? null;
      held.set(id, { id, orderNumber: sale.orderNumber, currency: sale.currency, reasonId: input.reasonId, reason, items, totalCents });
      return quoteShown(held.get(id)!);
    },

    async cancelQuote(authorizationId) {
      if (!held.delete(authorizationId)) throw refuse(wordsOf(messages.notOpenHere), 'not_found');
    },

    async refund(input: ReturnRefundInput): Promise<ReturnDone> {
      const quote = held.get(input.authorizationId);
      if (!quote) throw refuse(wordsOf(messages.notOpen), 'not_found');
      if (input.to !== 'original') throw refuse(STORE_CREDIT_OFFLINE, 'offline');
      const limit = returnLimit(settings).get();
      if (limit !== null && quote.totalCents > toCents(limit)) {
        // Above the manager's return limit a manager approves this very return, offline as online.
        const record = `${quote.orderNumber} offline, ${fromCents(quote.totalCents)}`;
        options.requireManager({ method: 'returns.refund', record }, aboveLimitAction(moneyWords(quote.totalCents, quote.currency), quote.orderNumber, limit));
      }
      const shiftId = cashShift(quote.currency, quote.totalCents);
      const resellable = new Map(input.items.map((i) => [i.id, i.resellable]));
      const items = quote.items.map(({ lineItemId, name, quantity, amount, id }) => ({
        lineItemId,
        name,
        quantity,
        amount,
        resellable: resellable.get(id) ?? false,
      }));
      const id = options.tillId();
      const ref = offlineReturnRef(id, nextOfflineReturnNumber(id, journal.entries({ kinds: ['offline.return'] })));
      const at = now().toISOString();
      const cash = fromCents(quote.totalCents);
      const staff = journal.who();
      // Written (and flushed) before the drawer opens: no cash leaves for a return the journal does not hold.
      journal.append(
        'offline.return',
        {
          ref,
          orderNumber: quote.orderNumber,
          currency: quote.currency,
          total: cash,
          cashOut: cash,
          reasonId: quote.reasonId,
          reason: quote.reason,
          items,
          shiftId,
          takenAt: at,
          staff,
        },
        staff,
      );
      held.delete(quote.id);
      await options.drawer.open({ reason: 'Cash refund', orderNumber: quote.orderNumber });
      return returnDone(quote, items, ref, at, journal.who()?.name ?? null);
    },
  };
}
