/**
 * The returns desk: goods taken back at the counter through the store's return routes, with the
 * manager's admin client. The store decides everything that is money (what each unit is due back,
 * which payments give it back, whether a unit already came back); the till finds the sale, asks,
 * shows, and hands cash back from the drawer only up to what the drawer should hold.
 *
 * A quote (the store's return authorization) is written down in the settings file while it is
 * open, so a till killed between the quote and the refund withdraws it at the next `open` instead
 * of leaving its units held at the store.
 */
import type { ReturnDone, ReturnQuoteInput, SaleFoundBy, ReturnRefundInput, ReturnsCalls, ReturnsDesk } from '../../../shared/bridge/returns.js';
import type { SaleCart } from '../../../shared/bridge/sale.js';
import type { ApprovalAction, ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import { toCents } from '../../../shared/money.js';
import { currentShift } from '../../../shared/shift/shift-report.js';
import type { PlatformClient } from '../../../shared/storefront/client/platform-client.js';
import type { PlatformReturnsClient } from '../../../shared/storefront/client/platform-returns-client.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import type { PlatformOrder } from '../../../shared/storefront/types/platform-types.js';
import type { ReturnAuthorization } from '../../../shared/storefront/types/return-types.js';
import type { AdminConnection } from '../store/admin-client.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, englishOf, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { TillJournal } from '../shift/till-journal.js';
import { customerSaleOf, returnableSale } from './returnable-sale.js';
import { awaitingCalls } from './return-awaiting.js';
import { drawerShiftFor } from './return-cash.js';
import { returnLimit, returnLimitCalls } from './return-limit.js';
import type { RightCheck } from '../../../shared/staff/role-rights.js';
import type { StaffRef } from '../../../shared/shift/staff-ref.js';
import { authorizeAtStore } from './return-authorize.js';
import { approveRefund } from './refund-approvals.js';
import { approvalBy, SOME_MANAGER, type Approver } from './approval-by.js';
import { tillOnlyReturns } from './till-only-returns.js';
import { giveBack, quoteView, type HeldQuote } from './return-refund.js';
import { createExchangeDesk } from './exchange-desk.js';
import { KNOWN_REASONS_KEY } from './offline-return-desk.js';

const messages = defineMessages({
  noAdmin: {
    id: 'returns.desk.noAdmin',
    defaultMessage: 'Connect the store’s admin client (Settings → Admin client) to take goods back: returns go through it.',
  },
  tillOnly: {
    id: 'returns.desk.tillOnly',
    defaultMessage:
      'This store has no return routes, so it cannot work out refunds or give money back to a card. With a manager’s approval the till can still give cash from the drawer or store credit, at what the store charged, and writes each return on the order at the store. The store’s stock does not change: restock returned goods in the store’s own admin.',
  },
  notOpen: { id: 'returns.desk.notOpen', defaultMessage: 'That return is not open on this till: find the sale again.' },
  notOpenHere: { id: 'returns.desk.notOpenHere', defaultMessage: 'That return is not open on this till.' },
  sayCondition: { id: 'returns.desk.sayCondition', defaultMessage: 'Say the condition of every item coming back.' },
  noOrder: { id: 'returns.desk.noOrder', defaultMessage: 'No order {order} at this store.' },
  neverPlaced: { id: 'returns.desk.neverPlaced', defaultMessage: 'Order {order} was never placed, so nothing of it can come back.' },
});

/** Where an open quote is written down until it is refunded or withdrawn. */
const OPEN_QUOTE_KEY = 'returns.openQuote';

interface ReturnDeskOptions {
  admin: AdminConnection;
  platform: PlatformClient;
  returns: PlatformReturnsClient;
  journal: TillJournal;
  settings: SettingsStore;
  drawer: CashDrawer;
  /** The sale in progress (its number, and its cart read again) that an exchange pays toward. */
  sale: { number(): string | null; cart(): Promise<SaleCart | null> };
  /** The staff rule for an action a manager must approve (spends an approval of that very action). */
  requireManager(request: ApprovalRequest, action: ApprovalAction): void;
  /** Who holds a right for one action (a role's refund limit), and who is on the till. */
  requireRight?(check: RightCheck, request: ApprovalRequest, action: string): StaffRef;
  onTill?(): StaffRef | null;
  log(line: string): void;
  now?: () => Date;
}

const refuse = (message: string | Words, kind: 'invalid_input' | 'not_found' = 'invalid_input') => new TillRefusal({ kind, message });

const NO_ADMIN = wordsOf(messages.noAdmin);
const TILL_ONLY = wordsOf(messages.tillOnly);
/** Why goods come back, where the store keeps no reasons of its own. */
const TILL_REASONS = [
  { id: 'till-changed-mind', name: 'Changed mind' },
  { id: 'till-faulty', name: 'Damaged or faulty' },
  { id: 'till-wrong-item', name: 'Wrong size or item' },
  { id: 'till-other', name: 'Other' },
];
/** A quote the till worked out itself (a store without return routes): nothing is held at the store. */
const isTillOnly = (authorizationId: string) => authorizationId.startsWith('till-');

/** The quote held on this till, its items' conditions all said (refused in words otherwise). */
function heldWithItems(held: ReadonlyMap<string, HeldQuote>, authorizationId: string, items: readonly { id: string }[]): HeldQuote {
  const quote = held.get(authorizationId);
  if (!quote) throw refuse(wordsOf(messages.notOpen), 'not_found');
  const ids = new Set(quote.authorization.items.map((i) => i.id));
  if (items.length !== ids.size || items.some((i) => !ids.has(i.id))) throw refuse(wordsOf(messages.sayCondition));
  return quote;
}

/** Withdraws the quote a till killed mid-return left open at the store (once; a failure is logged and tried at the next open). */
async function withdrawLeftOver(options: ReturnDeskOptions, held: ReadonlyMap<string, HeldQuote>, token: string): Promise<void> {
  const { settings, returns } = options;
  const left = settings.get(OPEN_QUOTE_KEY) as { id: string; number: string } | undefined;
  if (!left || held.has(left.id)) return;
  try {
    await returns.cancelReturn(token, left.id);
    options.log(`returns: withdrew quote ${left.number}, left open by an earlier run`);
    settings.delete(OPEN_QUOTE_KEY);
  } catch (error) {
    // Refunded or withdrawn already: nothing more to do. Anything else is tried again next time.
    if (isStorefrontError(error) && (error.kind === 'validation' || error.kind === 'not_found')) settings.delete(OPEN_QUOTE_KEY);
    else options.log(`returns: could not withdraw quote ${left.number} yet`);
  }
}

export function createReturnDesk(
  options: ReturnDeskOptions,
): Omit<ReturnsCalls, 'owed' | 'refundApproval' | 'handBackOwed'> & { saleEnded(orderNumber: string): void } {
  const { admin, platform, returns, journal, settings } = options;
  const now = options.now ?? (() => new Date());
  const held = new Map<string, HeldQuote>();
  /** The sale last found and how, read again only when a quote is for another (the quote then costs one request). */
  let lastFound: { order: PlatformOrder; foundBy: SaleFoundBy; earlier?: ReturnAuthorization[] } | null = null;
  let reasons: { id: string; name: string }[] = [];
  /** The store in use has no return routes (learnt at `open`). */
  let tillOnly = false;

  /** The manager who approved `method` on `record` just now (or the manager on the till). */
  const approverOf = (method: string, record: string): Approver => approvalBy(journal, method, record)?.name ?? journal.who()?.name ?? SOME_MANAGER;

  const withAdmin = <T>(call: (token: string) => Promise<T>): Promise<T> => {
    if (!admin.status().connected) throw refuse(NO_ADMIN);
    return admin.withToken(call);
  };
  const recordedOnly = tillOnlyReturns({ ...options, withAdmin, approverOf, now });
  const exchanges = createExchangeDesk({ ...options, withAdmin, now, saleNumber: options.sale.number, saleCart: options.sale.cart });

  const readOrder = async (orderNumber: string): Promise<PlatformOrder> => {
    const order = await withAdmin((token) => platform.order(token, orderNumber)).catch((error: unknown) => {
      if (isStorefrontError(error) && error.kind === 'not_found') throw refuse(wordsOf(messages.noOrder, { order: orderNumber }), 'not_found');
      throw error;
    });
    if (!order.completedAt) throw refuse(wordsOf(messages.neverPlaced, { order: orderNumber }));
    return order;
  };

  return {
    /** A sale was placed: an exchange it carried is over. */
    saleEnded: (orderNumber: string) => exchanges.saleEnded(orderNumber),

    async open(): Promise<ReturnsDesk> {
      const managerAbove = returnLimit(settings).get();
      if (!admin.status().connected) return { state: 'no_admin', message: englishOf(NO_ADMIN), words: NO_ADMIN, reasons: [], managerAbove };
      return withAdmin(async (token) => {
        const kept = await returns.returnReasons(token);
        tillOnly = kept === null;
        reasons = kept ?? TILL_REASONS;
        if (tillOnly) return { state: 'till_only', message: englishOf(TILL_ONLY), words: TILL_ONLY, reasons, managerAbove };
        // Kept for returns taken while the store cannot be reached.
        settings.set(KNOWN_REASONS_KEY, kept);
        await withdrawLeftOver(options, held, token);
        return { state: 'ready', message: null, reasons, managerAbove };
      });
    },

    async findSale(orderNumber, foundBy = 'typed') {
      const number = orderNumber.trim().toUpperCase();
      if (tillOnly) {
        const order = await readOrder(number);
        lastFound = { order, foundBy };
        return recordedOnly.sale(order);
      }
      const [order, earlier] = await Promise.all([readOrder(number), withAdmin((token) => returns.returnsOfOrder(token, number))]);
      lastFound = { order, foundBy, earlier };
      return returnableSale(order, earlier);
    },

    async findByCustomer(query) {
      const words = query.trim();
      const byEmail = words.includes('@') || /\.\w+$/.test(words);
      const page = await withAdmin((token) =>
        platform.orders(token, { state: 'complete', perPage: 20, ...(byEmail ? { emailContains: words } : { lastNameStarts: words }) }),
      );
      return page.items.map(customerSaleOf);
    },

    async quote(input: ReturnQuoteInput) {
      const number = input.orderNumber.trim().toUpperCase();
      const found = lastFound?.order.number === number ? lastFound : { order: await readOrder(number), foundBy: 'typed' as const };
      const { order, foundBy } = found;
      const reason = reasons.find((r) => r.id === input.reasonId)?.name ?? null;
      if (tillOnly) {
        const quote = { ...recordedOnly.quote(order, input, reason), foundBy };
        held.set(quote.authorization.id, quote);
        return quoteView(quote);
      }
      const { authorization, approvedBy } = await authorizeAtStore({ ...options, withAdmin, approverOf }, order, input, foundBy);
      const quote: HeldQuote = { authorization, order, reason, foundBy, approvedBy };
      held.set(authorization.id, quote);
      settings.set(OPEN_QUOTE_KEY, { id: authorization.id, number: authorization.number });
      return quoteView(quote);
    },

    async cancelQuote(authorizationId) {
      const quote = held.get(authorizationId);
      if (!quote) throw refuse(wordsOf(messages.notOpenHere), 'not_found');
      if (isTillOnly(authorizationId) || quote.takenUp) {
        held.delete(authorizationId);
        return;
      }
      await withAdmin((token) => returns.cancelReturn(token, authorizationId));
      held.delete(authorizationId);
      settings.delete(OPEN_QUOTE_KEY);
    },

    async refund(input: ReturnRefundInput): Promise<ReturnDone> {
      const quote = heldWithItems(held, input.authorizationId, input.items);
      const { authorization, order } = quote;
      if (isTillOnly(authorization.id)) {
        const done = await recordedOnly.refund(quote, input);
        held.delete(authorization.id);
        return done;
      }
      // A manager decides cash instead of a refused card, and a return above the limit: this refuses until one approves this very return.
      approveRefund({ ...options, approverOf, limit: returnLimit(settings).get() }, quote, input);
      const shiftId =
        input.to === 'store_credit'
          ? (currentShift(journal.entries())?.data.shiftId ?? null)
          : drawerShiftFor(journal, order, toCents(authorization.total), input.to === 'cash');
      const done = await giveBack({ ...options, withAdmin, now }, quote, input, shiftId);
      held.delete(authorization.id);
      settings.delete(OPEN_QUOTE_KEY);
      return done;
    },

    ...returnLimitCalls(settings, options.log),

    ...awaitingCalls({
      returns,
      withAdmin,
      held,
      found: () => lastFound,
      storeHasReturns: () => !tillOnly && admin.status().connected,
    }),
    async startExchange(input) {
      const quote = heldWithItems(held, input.authorizationId, input.items);
      // Above the limit a manager approves the exchange as a refund (its rest may go back in cash).
      approveRefund({ ...options, approverOf, limit: returnLimit(settings).get() }, quote, { ...input, to: 'original' });
      const started = exchanges.start(quote, input.items);
      // The exchange keeps the quote from here (and withdraws it if abandoned before anything is given).
      held.delete(input.authorizationId);
      settings.delete(OPEN_QUOTE_KEY);
      return started;
    },
    exchange: async () => exchanges.current(),
    applyExchange: () => exchanges.apply(),
    cancelExchange: () => exchanges.cancel(),
  };
}
