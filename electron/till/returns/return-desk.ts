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
import type { ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import { toCents } from '../../../shared/money.js';
import { currentShift } from '../../../shared/shift/shift-report.js';
import type { PlatformClient } from '../../../shared/storefront/client/platform-client.js';
import type { PlatformReturnsClient } from '../../../shared/storefront/client/platform-returns-client.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import type { PlatformOrder } from '../../../shared/storefront/types/platform-types.js';
import type { ReturnAuthorization } from '../../../shared/storefront/types/return-types.js';
import type { AdminConnection } from '../store/admin-client.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { TillJournal } from '../shift/till-journal.js';
import { billingName, returnableSale } from './returnable-sale.js';
import { drawerShiftFor } from './return-cash.js';
import { giveBack, quoteView, type HeldQuote } from './return-refund.js';
import { KNOWN_REASONS_KEY } from './offline-return-desk.js';

/** Where an open quote is written down until it is refunded or withdrawn. */
const OPEN_QUOTE_KEY = 'returns.openQuote';

interface ReturnDeskOptions {
  admin: AdminConnection;
  platform: PlatformClient;
  returns: PlatformReturnsClient;
  journal: TillJournal;
  settings: SettingsStore;
  drawer: CashDrawer;
  /** The staff rule for an action a manager must approve (spends an approval of that very action). */
  requireManager(request: ApprovalRequest, action: string): void;
  log(line: string): void;
  now?: () => Date;
}

const refuse = (message: string, kind: 'invalid_input' | 'not_found' = 'invalid_input') => new TillRefusal({ kind, message });

const NO_ADMIN = 'Connect the store’s admin client (Settings → Admin client) to take goods back: returns go through it.';
const UNSUPPORTED = 'This store has no return routes, so the till cannot take goods back here. Refund from the store’s own admin; nothing was changed.';

/** The store's refusal of a return past its window (its words name the window). */
const isPastWindow = (error: unknown) => isStorefrontError(error) && error.kind === 'validation' && /return window/i.test(error.message);

export function createReturnDesk(options: ReturnDeskOptions): ReturnsCalls {
  const { admin, platform, returns, journal, settings } = options;
  const now = options.now ?? (() => new Date());
  const held = new Map<string, HeldQuote>();
  /** The sale last found and how, read again only when a quote is for another (the quote then costs one request). */
  let lastFound: { order: PlatformOrder; foundBy: SaleFoundBy } | null = null;
  let reasons: { id: string; name: string }[] = [];

  /** The manager who approved the action on `record` just now (or the manager on the till). */
  const approverOf = (record: string): string => {
    const approved = journal
      .entries({ kinds: ['staff.approved'] })
      .reverse()
      .find((e) => e.data.method === 'returns.quote' && e.data.record === record);
    return approved?.data.manager.name ?? journal.who()?.name ?? 'a manager';
  };

  const withAdmin = <T>(call: (token: string) => Promise<T>): Promise<T> => {
    if (!admin.status().connected) throw refuse(NO_ADMIN);
    return admin.withToken(call);
  };

  const readOrder = async (orderNumber: string): Promise<PlatformOrder> => {
    const order = await withAdmin((token) => platform.order(token, orderNumber)).catch((error: unknown) => {
      if (isStorefrontError(error) && error.kind === 'not_found') throw refuse(`No order ${orderNumber} at this store.`, 'not_found');
      throw error;
    });
    if (!order.completedAt) throw refuse(`Order ${orderNumber} was never placed, so nothing of it can come back.`);
    return order;
  };

  /** Withdraws the quote a till killed mid-return left open at the store (once; a failure is logged and tried at the next open). */
  const withdrawLeftOver = async (token: string) => {
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
  };

  return {
    async open(): Promise<ReturnsDesk> {
      if (!admin.status().connected) return { state: 'no_admin', message: NO_ADMIN, reasons: [] };
      return withAdmin(async (token) => {
        const kept = await returns.returnReasons(token);
        if (!kept) return { state: 'unsupported', message: UNSUPPORTED, reasons: [] };
        reasons = kept;
        settings.set(KNOWN_REASONS_KEY, kept);
        await withdrawLeftOver(token);
        return { state: 'ready', message: null, reasons };
      });
    },

    async findSale(orderNumber, foundBy = 'typed') {
      const number = orderNumber.trim().toUpperCase();
      const [order, earlier] = await Promise.all([readOrder(number), withAdmin((token) => returns.returnsOfOrder(token, number))]);
      lastFound = { order, foundBy };
      return returnableSale(order, earlier);
    },

    async findByCustomer(query) {
      const words = query.trim();
      const byEmail = words.includes('@') || /\.\w+$/.test(words);
      const page = await withAdmin((token) =>
        platform.orders(token, { state: 'complete', perPage: 20, ...(byEmail ? { emailContains: words } : { lastNameStarts: words }) }),
      );
      return page.items.map((o) => ({
        orderNumber: o.number,
        completedAt: o.completedAt,
        displayTotal: o.displayTotal,
        itemCount: o.itemCount,
        email: o.email,
        customerName: billingName(o),
      }));
    },

    async quote(input: ReturnQuoteInput) {
      const number = input.orderNumber.trim().toUpperCase();
      const found = lastFound?.order.number === number ? lastFound : { order: await readOrder(number), foundBy: 'typed' as const };
      const { order, foundBy } = found;
      const reason = reasons.find((r) => r.id === input.reasonId)?.name ?? null;
      const ask = (override: boolean, memo?: string) =>
        withAdmin((token) =>
          returns.authorizeReturn(token, { ...input, orderNumber: order.number, overrideReturnWindow: override, ...(memo ? { memo } : {}) }),
        );
      let authorization: ReturnAuthorization;
      if (foundBy === 'lookup') {
        // No receipt: a manager decides before the store is asked (and that decision covers the window too).
        const request = { method: 'returns.quote', record: `${order.number} without a receipt` } as const;
        options.requireManager(request, `Take goods back without a receipt (${order.number})`);
        authorization = await ask(true, `No receipt: approved at the till by ${approverOf(request.record)}`);
      } else {
        try {
          authorization = await ask(false);
        } catch (error) {
          if (!isPastWindow(error)) throw error;
          // A manager decides: this refuses (naming the order) until one approves this very return.
          options.requireManager({ method: 'returns.quote', record: order.number }, `Take goods back past the return window (${order.number})`);
          authorization = await ask(true, `Past the return window: approved at the till by ${approverOf(order.number)}`);
        }
      }
      const quote: HeldQuote = { authorization, order, reason, foundBy };
      held.set(authorization.id, quote);
      settings.set(OPEN_QUOTE_KEY, { id: authorization.id, number: authorization.number });
      return quoteView(quote);
    },

    async cancelQuote(authorizationId) {
      const quote = held.get(authorizationId);
      if (!quote) throw refuse('That return is not open on this till.', 'not_found');
      await withAdmin((token) => returns.cancelReturn(token, authorizationId));
      held.delete(authorizationId);
      settings.delete(OPEN_QUOTE_KEY);
    },

    async refund(input: ReturnRefundInput): Promise<ReturnDone> {
      const quote = held.get(input.authorizationId);
      if (!quote) throw refuse('That return is not open on this till: find the sale again.', 'not_found');
      const { authorization, order } = quote;
      const ids = new Set(authorization.items.map((i) => i.id));
      if (input.items.length !== ids.size || input.items.some((i) => !ids.has(i.id))) throw refuse('Say the condition of every item coming back.');
      const shiftId =
        input.to === 'original' ? drawerShiftFor(journal, order, toCents(authorization.total)) : (currentShift(journal.entries())?.data.shiftId ?? null);
      const done = await giveBack({ ...options, withAdmin, now }, quote, input, shiftId);
      held.delete(authorization.id);
      settings.delete(OPEN_QUOTE_KEY);
      return done;
    },
  };
}
