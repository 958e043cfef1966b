/**
 * Exchanges at the counter: a quote's goods come back toward a new sale rung up on the Sell screen.
 * The exchange is written to the settings file from the moment it starts, so it survives a restart
 * with the sale in progress (which the sale service keeps the same way). At payment the store takes
 * the goods and puts their value on the new sale as Exchange credit, the rest back to the original
 * tenders (reimbursement type `exchange`); the customer then pays what is left with the usual
 * tenders. Before anything is sent the sale it pays toward is written down, so a lost answer (or a
 * till killed before it saw one) is looked up at the store, never sent to give the money twice.
 */
import type { ExchangeInput, ReturnDone, ReturnExchange } from '../../../shared/bridge/returns.js';
import type { SaleCart } from '../../../shared/bridge/sale.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { remainingBalance } from '../../../shared/sale/tenders.js';
import type { PlatformReturnsClient } from '../../../shared/storefront/client/platform-returns-client.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { TillJournal } from '../shift/till-journal.js';
import { drawerShiftFor } from './return-cash.js';
import { giveBack, quoteView, type HeldQuote } from './return-refund.js';

const messages = defineMessages({
  noExchange: { id: 'returns.exchangeDesk.noExchange', defaultMessage: 'There is no exchange in progress: start one from a return’s quote.' },
  stillInProgress: {
    id: 'returns.exchangeDesk.stillInProgress',
    defaultMessage: 'Exchange for {authorization} is still in progress: finish its sale or withdraw it first.',
  },
  ringUpFirst: { id: 'returns.exchangeDesk.ringUpFirst', defaultMessage: 'Ring up the new goods first: the return’s value pays toward the sale in progress.' },
  alreadyOnSale: {
    id: 'returns.exchangeDesk.alreadyOnSale',
    defaultMessage: 'The return’s value is on this sale already: finish the sale (what is left is paid as usual).',
  },
});

/** Where the exchange in progress (or the last one, for its receipt) is written down. */
const EXCHANGE_KEY = 'returns.exchange';

interface ExchangeRecord {
  quote: HeldQuote;
  items: ExchangeInput['items'];
  /** The sale the value is being put on: written before the store is asked. */
  applyingTo: string | null;
  credited: ReturnExchange['credited'];
  placed: boolean;
}

interface ExchangeDeskOptions {
  returns: PlatformReturnsClient;
  journal: TillJournal;
  drawer: CashDrawer;
  settings: SettingsStore;
  withAdmin<T>(call: (token: string) => Promise<T>): Promise<T>;
  now(): Date;
  /** The number of the sale in progress, or null. */
  saleNumber(): string | null;
  /** The sale in progress read again from the store (shown on the screen), or null. */
  saleCart(): Promise<SaleCart | null>;
}

const refuse = (message: string | Words, kind: 'invalid_input' | 'not_found' = 'invalid_input') => new TillRefusal({ kind, message });

function view(record: ExchangeRecord): ReturnExchange {
  const { authorization, order } = record.quote;
  const resellable = new Map(record.items.map((i) => [i.id, i.resellable]));
  return {
    orderNumber: order.number,
    authorizationNumber: authorization.number,
    currency: order.currency,
    total: authorization.total,
    displayTotal: authorization.displayTotal,
    items: quoteView(record.quote).items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      amount: item.amount,
      displayAmount: item.displayAmount,
      resellable: resellable.get(item.id) ?? false,
    })),
    credited: record.credited,
    placed: record.placed,
  };
}

/** What the exchange put on the sale, from the return as the till journaled it. */
function creditedFrom(done: Pick<ReturnDone, 'reimbursementNumber' | 'refunds' | 'cashOut' | 'exchange'>, currency: string): ReturnExchange['credited'] {
  const credit = done.exchange?.credit ?? '0.00';
  return {
    saleNumber: done.exchange?.saleNumber ?? '',
    reimbursementNumber: done.reimbursementNumber,
    credit,
    displayCredit: moneyWords(toCents(credit), currency),
    refunds: done.refunds.map((r) => ({ method: r.method, amount: r.amount, displayAmount: r.displayAmount })),
    cashOut: done.cashOut,
  };
}

export function createExchangeDesk(options: ExchangeDeskOptions) {
  const { settings, journal } = options;
  const record = (): ExchangeRecord | null => (settings.get(EXCHANGE_KEY) as ExchangeRecord | undefined) ?? null;
  const save = (next: ExchangeRecord) => settings.set(EXCHANGE_KEY, next);
  const open = (): ExchangeRecord => {
    const current = record();
    if (!current || current.placed) throw refuse(wordsOf(messages.noExchange), 'not_found');
    return current;
  };

  /** The return journaled for this exchange by a run that did not live to write it down, or null. */
  const journaled = (current: ExchangeRecord): ReturnExchange['credited'] => {
    const entry = journal
      .entries({ kinds: ['return.refunded'] })
      .find((e) => e.data.authorizationNumber === current.quote.authorization.number && e.data.to === 'exchange');
    if (!entry) return null;
    const { currency } = current.quote.order;
    const refunds = entry.data.refunds.map((r) => ({ ...r, displayAmount: moneyWords(toCents(r.amount), currency) }));
    const cashOut = toCents(entry.data.cashOut) > 0 ? entry.data.cashOut : null;
    return creditedFrom({ reimbursementNumber: entry.data.reimbursementNumber, refunds, cashOut, exchange: entry.data.exchange }, currency);
  };

  return {
    /** Takes over a quote the desk held: its goods come back toward the next sale. */
    start(quote: HeldQuote, items: ExchangeInput['items']): ReturnExchange {
      const current = record();
      if (current && !current.placed) {
        throw refuse(wordsOf(messages.stillInProgress, { authorization: current.quote.authorization.number }));
      }
      const next: ExchangeRecord = { quote, items, applyingTo: null, credited: null, placed: false };
      save(next);
      return view(next);
    },

    current: (): ReturnExchange | null => {
      const current = record();
      return current ? view(current) : null;
    },

    async apply(): Promise<ReturnExchange> {
      let current = open();
      if (current.credited) return view(current);
      const recovered = current.applyingTo ? journaled(current) : null;
      if (recovered) {
        current = { ...current, credited: recovered };
        save(current);
        return view(current);
      }
      const saleNumber = current.applyingTo ?? options.saleNumber();
      if (!saleNumber || options.saleNumber() !== saleNumber) throw refuse(wordsOf(messages.ringUpFirst));
      const cart = await options.saleCart();
      if (!cart || cart.lineItems.length === 0) throw refuse(wordsOf(messages.ringUpFirst));
      const { authorization, order } = current.quote;
      // What may go back in cash: the value above what the new sale leaves to pay.
      const rest = Math.max(0, toCents(authorization.total) - toCents(remainingBalance(cart.total, cart.payments)));
      const shiftId = drawerShiftFor(journal, order, rest);
      current = { ...current, applyingTo: saleNumber };
      save(current);
      const done = await giveBack(
        options,
        current.quote,
        { authorizationId: authorization.id, items: current.items, to: 'exchange', exchangeOrderNumber: saleNumber },
        shiftId,
      );
      current = { ...current, credited: creditedFrom(done, order.currency) };
      save(current);
      await options.saleCart().catch(() => null);
      return view(current);
    },

    async cancel(): Promise<void> {
      const current = open();
      if (current.credited || current.applyingTo) {
        throw refuse(wordsOf(messages.alreadyOnSale));
      }
      await options
        .withAdmin((token) => options.returns.cancelReturn(token, current.quote.authorization.id))
        .catch((error: unknown) => {
          // Withdrawn already: nothing more to do.
          if (!(isStorefrontError(error) && (error.kind === 'validation' || error.kind === 'not_found'))) throw error;
        });
      settings.delete(EXCHANGE_KEY);
    },

    /** A sale was placed: the exchange whose value it carries is over (kept for the receipt). */
    saleEnded(orderNumber: string): void {
      const current = record();
      if (current && !current.placed && current.credited?.saleNumber === orderNumber) save({ ...current, placed: true });
    },
  };
}
