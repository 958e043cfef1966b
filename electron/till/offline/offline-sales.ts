/**
 * Selling while the store cannot be reached: cash only, from the local catalog at its last known
 * prices and stock, the tax estimated at the store's last observed rate for walk-in sales. The
 * sale in progress is kept in the settings file (a restart keeps it); a tendered sale is written
 * to the till's journal as an `offline.sale` entry, flushed to disk before its receipt is
 * answered, and replayed to the store later (not here). The manager's limits (one sale's amount,
 * the total not yet placed, the time since the store last answered) are checked as lines are added
 * and again when the cash is taken; past one, the sale is refused in words that name it.
 *
 * A sale begun offline is finished offline even if the store comes back meanwhile: it is never
 * half at the store. The next sale after the store answers again is an ordinary one.
 */
import { randomBytes } from 'node:crypto';
import type { CashTender, ConnectionState, OfflineStatus, Receipt } from '../../../shared/bridge/bridge.js';
import { filledLineOptions, sameLineOptions, type LineOptions } from '../../../shared/sale/line-options.js';
import { fromCents, isAmount, toCents } from '../../../shared/money.js';
import { offlineCart, offlineTotals, OFFLINE_PICKUP_RATE_ID, type OfflineCartRecord } from '../../../shared/offline/offline-cart.js';
import { checkOfflineLimits, DEFAULT_OFFLINE_LIMITS, moneyWords, type OfflineLimits } from '../../../shared/offline/offline-limits.js';
import { pendingOfflineTotal } from '../../../shared/offline/offline-pending.js';
import { isTillShortId, nextOfflineNumber, offlineRef, tillShortIdFrom, TILL_SHORT_ID_LENGTH } from '../../../shared/offline/offline-ref.js';
import type { OfflineSale } from '../../../shared/offline/offline-sales.js';
import { observedRate, taxWords, type ObservedTaxRate, type PlacedTotals } from '../../../shared/offline/offline-tax.js';
import type { Cart, Product, Variant } from '../../../shared/storefront/types/types.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { TillJournal } from '../shift/till-journal.js';

const CART_KEY = 'offline.cart';
const LIMITS_KEY = 'offline.limits';
const TAX_RATE_KEY = 'offline.taxRate';
const TILL_ID_KEY = 'offline.tillId';
const LAST_ANSWERED_KEY = 'offline.storeLastAnsweredAt';

/** Why only cash is taken offline, in the clerk's words. */
const OFFLINE_CASH_ONLY = 'Offline sales take cash only: a card needs the store to take its payment, and gift cards and store credit need the store’s balance.';
const OFFLINE_PICKUP_ONLY =
  'An offline sale is picked up at the counter: shipping, customer details and codes need the store. Finish it in cash, or wait until the store answers.';

export interface OfflineSalesOptions {
  journal: TillJournal;
  settings: SettingsStore;
  /** The local catalog's product and variant for a variant id, or null when it has none. */
  catalogVariant(variantId: string): { product: Product; variant: Variant } | null;
  /** The connection to the store as the till knows it now. */
  connection(): ConnectionState;
  /** The store's name for the receipt, as last known. */
  storeName(): string;
  /** The store's currency as last known (the limits and the pending total are in it). */
  currency(): string;
  now?: () => Date;
  onCart?: (cart: Cart | null) => void;
  onStatus?: (status: OfflineStatus) => void;
}

export interface OfflineSales {
  status(): OfflineStatus;
  /** This till's short id (as its offline references carry it, e.g. K7QM): made once, kept. */
  tillId(): string;
  /** An offline sale is in progress (it is finished offline, whatever the connection does). */
  inProgress(): boolean;
  /** The store cannot be reached now: a new sale would be taken offline. */
  storeUnreachable(): boolean;
  cart(): Cart | null;
  addLine(variantId: string, quantity: number, lineOptions?: LineOptions): Cart;
  setQuantity(lineItemId: string, quantity: number): Cart;
  removeLine(lineItemId: string): Cart;
  empty(): Cart;
  discard(): void;
  /** The offline sale's one way to go: picked up at the counter (nothing to ask the store). */
  pickupInStore(): Cart;
  selectShippingRate(rateId: string): Cart;
  /** Cash for the whole sale: written to the journal (flushed) before the receipt is answered. */
  tenderCash(tender: CashTender): Receipt;
  setLimits(limits: OfflineLimits): OfflineStatus;
  /** A placed order's tax, kept as the store's rate when it was a walk-in pickup sale at the store. */
  learnTaxRate(order: PlacedTotals & { number: string }): void;
  /** The connection changed: when the store last answered is kept, and the counter told. */
  connectionChanged(state: ConnectionState): void;
  /** The outbox changed in the journal (a sale placed at the store): the counter is told. */
  outboxChanged(): void;
  /** Refuses a call an offline sale cannot make, in words. */
  refuse(kind: 'tender' | 'pickup_only'): never;
}

export function createOfflineSales(options: OfflineSalesOptions): OfflineSales {
  const { journal, settings } = options;
  const now = options.now ?? (() => new Date());

  const tillId = (): string => {
    const kept = settings.get(TILL_ID_KEY);
    if (isTillShortId(kept)) return kept;
    const made = tillShortIdFrom(randomBytes(TILL_SHORT_ID_LENGTH));
    settings.set(TILL_ID_KEY, made);
    return made;
  };

  const limits = (): OfflineLimits => {
    const kept = settings.get(LIMITS_KEY) as Partial<OfflineLimits> | undefined;
    return {
      maxSale: typeof kept?.maxSale === 'string' && isAmount(kept.maxSale) ? kept.maxSale : DEFAULT_OFFLINE_LIMITS.maxSale,
      maxPending: typeof kept?.maxPending === 'string' && isAmount(kept.maxPending) ? kept.maxPending : DEFAULT_OFFLINE_LIMITS.maxPending,
      maxHours: typeof kept?.maxHours === 'number' && kept.maxHours > 0 ? kept.maxHours : DEFAULT_OFFLINE_LIMITS.maxHours,
    };
  };

  const taxRate = (): string | null => {
    const kept = settings.get(TAX_RATE_KEY) as Partial<ObservedTaxRate> | undefined;
    return typeof kept?.rate === 'string' && /^\d+\.\d+$/.test(kept.rate) ? kept.rate : null;
  };

  const storeLastAnsweredAt = (): string | null => {
    const kept = settings.get(LAST_ANSWERED_KEY);
    const seen = options.connection().lastOkAt;
    const candidates = [typeof kept === 'string' ? kept : null, seen].filter((t): t is string => t !== null && !Number.isNaN(Date.parse(t)));
    return candidates.sort().at(-1) ?? null;
  };

  /** The sale in progress; one the journal already holds (a crash between its entry and this) is over. */
  const record = (): OfflineCartRecord | null => {
    const kept = settings.get(CART_KEY) as OfflineCartRecord | undefined;
    if (!kept || typeof kept.ref !== 'string' || !Array.isArray(kept.lines)) return null;
    if (journal.entries({ kinds: ['offline.sale'] }).some((e) => e.data.ref === kept.ref)) {
      settings.delete(CART_KEY);
      return null;
    }
    return kept;
  };

  const pending = (currency: string) => pendingOfflineTotal(journal.entries(), currency);

  const storeUnreachable = () => options.connection().state === 'offline';

  /** The limits against a sale of `saleCents` in `currency`. */
  const check = (saleCents: number, currency: string) =>
    checkOfflineLimits({
      limits: limits(),
      currency,
      saleCents,
      pendingCents: pending(currency).cents,
      storeLastAnsweredAt: storeLastAnsweredAt(),
      now: now(),
    });

  const status = (): OfflineStatus => {
    const current = record();
    const currency = current?.currency ?? options.currency();
    const waiting = pending(currency);
    const limit = check(Math.max(current ? offlineTotals(current).totalCents : 0, 1), currency);
    return {
      selling: current !== null || storeUnreachable(),
      stopped: limit.ok ? null : limit.message,
      limits: limits(),
      pending: { count: waiting.count, total: fromCents(waiting.cents), currency },
      taxRate: current ? current.taxRate : taxRate(),
      storeLastAnsweredAt: storeLastAnsweredAt(),
    };
  };

  let lastStatus = '';
  const tellStatus = () => {
    const next = status();
    const key = JSON.stringify(next);
    if (key === lastStatus) return;
    lastStatus = key;
    options.onStatus?.(next);
  };

  const save = (next: OfflineCartRecord): Cart => {
    settings.set(CART_KEY, next);
    const cart = offlineCart(next);
    options.onCart?.(cart);
    tellStatus();
    return cart;
  };

  const requireSale = (): OfflineCartRecord => {
    const current = record();
    if (!current) throw new TillRefusal({ kind: 'no_sale', message: 'There is no offline sale in progress.' });
    return current;
  };

  /** The sale with its lines changed, refused (unchanged) when the limits do not allow it. */
  const withLines = (current: OfflineCartRecord, lines: OfflineCartRecord['lines']): Cart => {
    const next = { ...current, lines };
    const grows = offlineTotals(next).totalCents > offlineTotals(current).totalCents;
    if (grows) {
      const limit = check(offlineTotals(next).totalCents, next.currency);
      if (!limit.ok) {
        tellStatus();
        throw new TillRefusal({ kind: 'offline', message: limit.message });
      }
    }
    return save(next);
  };

  const refuse = (kind: 'tender' | 'pickup_only'): never => {
    throw new TillRefusal({ kind: 'offline', message: kind === 'tender' ? OFFLINE_CASH_ONLY : OFFLINE_PICKUP_ONLY });
  };

  return {
    tillId,
    status,
    inProgress: () => record() !== null,
    storeUnreachable,
    cart: () => {
      const current = record();
      return current ? offlineCart(current) : null;
    },
    addLine(variantId, quantity, lineOptions) {
      const found = options.catalogVariant(variantId);
      if (!found) throw new TillRefusal({ kind: 'not_found', message: 'That item is not in this till’s copy of the catalog, so it cannot be sold offline.' });
      const { product, variant } = found;
      const name = product.name;
      if (variant.price === null)
        throw new TillRefusal({ kind: 'validation', message: `${name} has no price in this till’s copy of the catalog: it cannot be sold offline.` });
      if (!variant.purchasable || (!variant.inStock && !variant.backorderable)) {
        throw new TillRefusal({ kind: 'validation', message: `${name} was out of stock when the store last answered: it cannot be sold offline.` });
      }
      let current = record();
      if (!current) {
        const currency = variant.currency;
        const used = journal.entries({ kinds: ['offline.sale'] }).map((e) => e.data.ref);
        const id = tillId();
        current = { ref: offlineRef(id, nextOfflineNumber(id, used)), currency, taxRate: taxRate(), startedAt: now().toISOString(), lines: [] };
        // A sale that may not start is refused before it is kept.
        const limit = check(toCents(variant.price) * quantity, currency);
        if (!limit.ok) {
          tellStatus();
          throw new TillRefusal({ kind: 'offline', message: limit.message });
        }
      }
      if (variant.currency !== current.currency) {
        throw new TillRefusal({ kind: 'validation', message: `${name} is priced in ${variant.currency}, and this offline sale is in ${current.currency}.` });
      }
      const options_ = filledLineOptions(lineOptions);
      const same = current.lines.find((l) => l.variantId === variantId && sameLineOptions(l.customOptions, options_));
      const lines = same
        ? current.lines.map((l) => (l === same ? { ...l, quantity: l.quantity + quantity } : l))
        : [
            ...current.lines,
            {
              id: `${current.ref}-${current.lines.reduce((n, l) => Math.max(n, Number(l.id.split('-').at(-1)) || 0), 0) + 1}`,
              variantId,
              name,
              slug: product.slug,
              sku: variant.sku || null,
              optionsText: variant.optionsText,
              quantity,
              unitPrice: fromCents(toCents(variant.price)),
              ...(Object.keys(options_).length > 0 ? { customOptions: options_ } : {}),
            },
          ];
      return withLines(current, lines);
    },
    setQuantity(lineItemId, quantity) {
      const current = requireSale();
      if (!current.lines.some((l) => l.id === lineItemId)) throw new TillRefusal({ kind: 'not_found', message: 'That line is no longer in the sale.' });
      return withLines(
        current,
        current.lines.map((l) => (l.id === lineItemId ? { ...l, quantity } : l)),
      );
    },
    removeLine(lineItemId) {
      const current = requireSale();
      return withLines(
        current,
        current.lines.filter((l) => l.id !== lineItemId),
      );
    },
    empty() {
      return withLines(requireSale(), []);
    },
    discard() {
      settings.delete(CART_KEY);
      options.onCart?.(null);
      tellStatus();
    },
    pickupInStore: () => offlineCart(requireSale()),
    selectShippingRate(rateId) {
      if (rateId !== OFFLINE_PICKUP_RATE_ID) refuse('pickup_only');
      return offlineCart(requireSale());
    },
    tenderCash(tender) {
      const current = requireSale();
      if (current.lines.length === 0) throw new TillRefusal({ kind: 'invalid_input', message: 'Add an item to the sale first.' });
      const totals = offlineTotals(current);
      const tendered = toCents(tender.tendered);
      if (tendered < totals.totalCents) {
        throw new TillRefusal({
          kind: 'invalid_input',
          message: `An offline sale is paid in cash in full: ${moneyWords(totals.totalCents, current.currency)} is due.`,
          fieldErrors: { tendered: [`at least ${moneyWords(totals.totalCents, current.currency)}`] },
        });
      }
      const limit = check(totals.totalCents, current.currency);
      if (!limit.ok) {
        tellStatus();
        throw new TillRefusal({ kind: 'offline', message: limit.message });
      }
      const staff = journal.who();
      const takenAt = now().toISOString();
      const sale: OfflineSale = {
        ref: current.ref,
        takenAt,
        staff,
        currency: current.currency,
        lines: current.lines.map((l) => {
          const options_ = l.customOptions;
          return {
            variantId: l.variantId,
            sku: l.sku,
            name: l.optionsText ? `${l.name} (${l.optionsText})` : l.name,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            amount: fromCents(toCents(l.unitPrice) * l.quantity),
            ...(options_ ? { options: options_ } : {}),
          };
        }),
        itemTotal: fromCents(totals.itemCents),
        taxTotal: fromCents(totals.taxCents),
        total: fromCents(totals.totalCents),
        cashTendered: fromCents(tendered),
        change: fromCents(tendered - totals.totalCents),
      };
      // Written and flushed before anything else: the receipt is answered only for a sale on disk.
      journal.append('offline.sale', sale, staff);
      settings.delete(CART_KEY);
      const cart = offlineCart(current);
      const receipt: Receipt = {
        order: {
          ...cart,
          state: 'complete',
          completedAt: takenAt,
          payments: [
            { id: `${current.ref}-cash`, number: current.ref, amount: sale.total, state: 'completed', paymentMethodId: null, paymentMethodName: 'Cash' },
          ],
        },
        storeName: options.storeName(),
        paymentMethodName: 'Cash',
        tendered: sale.cashTendered,
        change: sale.change,
        printedAt: takenAt,
        servedBy: staff?.name ?? null,
        offline: { ref: current.ref, taxNote: taxWords(current.taxRate) },
      };
      options.onCart?.(null);
      tellStatus();
      return receipt;
    },
    setLimits(next) {
      settings.set(LIMITS_KEY, { maxSale: fromCents(toCents(next.maxSale)), maxPending: fromCents(toCents(next.maxPending)), maxHours: next.maxHours });
      tellStatus();
      return status();
    },
    learnTaxRate(order) {
      const rate = observedRate(order);
      if (rate === null) return;
      settings.set(TAX_RATE_KEY, { rate, orderNumber: order.number, observedAt: now().toISOString() } satisfies ObservedTaxRate);
    },
    connectionChanged(state) {
      const kept = settings.get(LAST_ANSWERED_KEY);
      if (state.lastOkAt && (typeof kept !== 'string' || kept < state.lastOkAt)) settings.set(LAST_ANSWERED_KEY, state.lastOkAt);
      tellStatus();
    },
    outboxChanged: () => tellStatus(),
    refuse,
  };
}
