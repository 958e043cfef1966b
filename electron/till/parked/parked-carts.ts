/**
 * Parked carts: the clerk sets the sale in progress aside (with a label, or none), starts
 * another at once, and resumes any parked one later, after a restart too. The cart stays at the
 * store; the till keeps its order token and what it held when parked in its own 0600 file
 * (parked-carts-file.ts). Parking and listing cost no request; resuming costs one cart read (and
 * one order-status read when the cart is gone), after which the clerk is told what changed at the
 * store. The swap of the sale in progress runs inside the sale's own step queue (sale.park and
 * sale.resume), so it never races a sale step, and each move is written before the other side is
 * cleared: a crash leaves a cart in both places, never in neither.
 */
import type { PosCalls, SaleCart } from '../../../shared/bridge/bridge.js';
import { parkedCartChanges, type CatalogVariantNow } from '../../../shared/parked/parked-cart-changes.js';
import type { ParkedCarts, ParkedCartView } from '../../../shared/parked/parked-carts.js';
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import { isStorefrontError } from '../../../shared/storefront/errors.js';
import type { Cart } from '../../../shared/storefront/types/types.js';
import type { ParkedCartFacts } from '../../../shared/shift/till-journal.js';
import type { ApprovalAction, ApprovalRequest } from '../../../shared/shift/manager-approval.js';
import { judgeSaleChange } from '../../../shared/sale/sale-with-tenders-rules.js';
import { discardWords } from '../sale/service/sale-change-words.js';
import type { CounterRouting } from '../sale/counter-routing.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, englishOf, wordsOf } from '../../../shared/i18n/words.js';
import { openParkedCartsFile, type ParkedCartEntry } from './parked-carts-file.js';
import type { ParkedSale, SaleService } from '../sale/sale.js';
import type { TillJournal } from '../shift/till-journal.js';

export interface ParkedCartsOptions {
  dataDir: string;
  /**
   * Which store the carts are at: its base URL, or one fixed name for the embedded demo store
   * (whose port changes at each start). Only that store's parked carts are listed and resumed.
   */
  store: string;
  client: Pick<StorefrontClient, 'deleteCart' | 'cart'>;
  /**
   * Throws (`manager_required`) unless a manager is on the till or approved this one action (the
   * method and the record it acts on): asked before a parked cart that has a payment is discarded.
   */
  requireManager?: (request: ApprovalRequest, action: ApprovalAction) => void;
  sale: Pick<SaleService, 'park' | 'resume' | 'currentNumber'>;
  journal?: TillJournal;
  /** The till's catalog's word on a variant now (price, stock), to say what the store will charge. */
  catalogVariant?: (variantId: string) => CatalogVariantNow | null;
  now?: () => Date;
  log?: (line: string) => void;
  /** The list changed (parked, resumed, discarded, found gone). */
  onChange?: (parked: ParkedCarts) => void;
}

/**
 * The parked carts: the bridge's park, resume and discard as the contract states them
 * (shared/bridge/bridge.ts), the list at once, and what the runtime asks of them besides.
 */
export interface ParkedCartsService extends Pick<PosCalls['parked'], 'park' | 'resume' | 'discard'> {
  /** The parked carts now (no request). */
  list(): ParkedCarts;
  /** The products of the parked carts (so the till keeps their prices current). */
  slugs(): string[];
  /** The store in use lost every cart (the demo store was reset): its parked carts are forgotten, each journalled as gone. */
  storeEmptied(): Promise<ParkedCarts>;
}

const MAX_PARKED = 1000;

const messages = defineMessages({
  noSuchCart: { id: 'parked.refusal.noSuchCart', defaultMessage: 'There is no parked cart {number} on this till.' },
  tooMany: { id: 'parked.refusal.tooMany', defaultMessage: 'This till already holds {count} parked carts: resume or discard some first.' },
  placed: {
    id: 'parked.resume.placed',
    defaultMessage: 'Parked cart {number} was already placed at the store as order {order}. It is no longer parked here.',
  },
  placedLabelled: {
    id: 'parked.resume.placedLabelled',
    defaultMessage: 'Parked cart {number} ({label}) was already placed at the store as order {order}. It is no longer parked here.',
  },
  gone: {
    id: 'parked.resume.gone',
    defaultMessage: 'The store no longer has parked cart {number}: it expired or was deleted. It is no longer parked here.',
  },
  goneLabelled: {
    id: 'parked.resume.goneLabelled',
    defaultMessage: 'The store no longer has parked cart {number} ({label}): it expired or was deleted. It is no longer parked here.',
  },
  offline: {
    id: 'parked.refusal.offline',
    defaultMessage: 'An offline sale cannot be parked (parked carts are kept at the store): take its cash or discard it.',
  },
});

function cleanLabel(label: string | null | undefined): string | null {
  const trimmed = (label ?? '').trim().slice(0, 60);
  return trimmed === '' ? null : trimmed;
}

function view(entry: ParkedCartEntry): ParkedCartView {
  return {
    number: entry.number,
    label: entry.label,
    parkedAt: entry.parkedAt,
    parkedBy: entry.parkedBy,
    itemCount: entry.itemCount,
    currency: entry.currency,
    total: entry.total,
    displayTotal: entry.displayTotal,
  };
}

function facts(entry: ParkedCartEntry): ParkedCartFacts {
  return { orderNumber: entry.number, label: entry.label, itemCount: entry.itemCount, total: entry.total, currency: entry.currency };
}

function withoutToken(cart: Cart): SaleCart {
  const { token: _token, ...rest } = cart;
  return rest;
}

/** What the till keeps of a sale it parks: the cart's token and what the cart held, labelled and stamped. */
function parkedEntry(
  parked: ParkedSale,
  cart: Cart,
  where: { store: string; label: string | null; parkedAt: string; parkedBy: ParkedCartEntry['parkedBy'] },
): ParkedCartEntry {
  return {
    number: parked.number,
    token: parked.token,
    store: where.store,
    account: parked.account,
    currency: cart.currency,
    cartCurrency: parked.currency,
    lineOptions: parked.lineOptions,
    ...(parked.tenders && (parked.tenders.cashHanded !== null || Object.keys(parked.tenders.names).length > 0) ? { tenders: parked.tenders } : {}),
    label: cleanLabel(where.label),
    parkedAt: where.parkedAt,
    parkedBy: where.parkedBy,
    itemCount: cart.lineItems.reduce((n, l) => n + l.quantity, 0),
    total: cart.total,
    displayTotal: cart.displayTotal,
    lines: cart.lineItems.map((l) => ({
      variantId: l.variantId,
      slug: l.slug,
      name: l.name,
      optionsText: l.optionsText,
      quantity: l.quantity,
      price: l.price,
      displayPrice: l.displayPrice,
    })),
  };
}

/** The sale to resume from a parked entry. */
function resumedSale(entry: ParkedCartEntry) {
  return {
    token: entry.token,
    number: entry.number,
    account: entry.account,
    currency: entry.cartCurrency,
    lineOptions: entry.lineOptions,
    ...(entry.tenders ? { tenders: entry.tenders } : {}),
  };
}

export function openParkedCarts(options: ParkedCartsOptions): ParkedCartsService {
  const { sale, journal } = options;
  const now = options.now ?? (() => new Date());
  const file = openParkedCartsFile(options.dataDir, { now, log: options.log });
  let carts = [...file.carts];
  // A park or resume cut short by a crash left the sale both current and parked: it stays current.
  const current = sale.currentNumber();
  const isCurrent = (c: ParkedCartEntry) => c.number === current && c.store === options.store;
  const halfMoved = current !== null && carts.some(isCurrent);
  if (halfMoved) carts = carts.filter((c) => !isCurrent(c));
  let written: Promise<void> = halfMoved
    ? file
        .write(carts)
        .catch((error: unknown) => options.log?.(`parked carts: the list could not be written (${error instanceof Error ? error.message : 'unknown'})`))
    : Promise.resolve();

  const here = () => carts.filter((c) => c.store === options.store);
  const state = (): ParkedCarts => ({ carts: here().map(view), warning: file.warning });
  /** Writes the list (one write at a time, in order), then tells the screens. */
  const store = async (next: ParkedCartEntry[]) => {
    const write = written.then(() => file.write(next));
    written = write.catch(() => undefined);
    // Only a list on disk counts: a write that fails leaves the sale where it was.
    await write;
    carts = next;
    options.onChange?.(state());
  };
  const find = (number: string) => {
    const entry = here().find((c) => c.number === number);
    if (!entry) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.noSuchCart, { number }) });
    return entry;
  };
  const forget = async (entry: ParkedCartEntry, reason: 'discarded' | 'gone' | 'placed') => {
    await store(carts.filter((c) => c !== entry));
    journal?.append('cart.parked_discarded', { ...facts(entry), reason });
  };

  const park = (label: string | null) =>
    sale.park(async (parked: ParkedSale, cart: Cart) => {
      if (here().length >= MAX_PARKED) {
        throw new TillRefusal({ kind: 'validation', message: wordsOf(messages.tooMany, { count: String(MAX_PARKED) }) });
      }
      const entry = parkedEntry(parked, cart, { store: options.store, label, parkedAt: now().toISOString(), parkedBy: journal?.who() ?? null });
      await store([...carts.filter((c) => !(c.number === entry.number && c.store === entry.store)), entry]);
      journal?.append('cart.parked', facts(entry));
    });

  return {
    list: state,

    async park(label) {
      await park(label);
      return state();
    },

    async resume(number, parkOpenSale) {
      const entry = find(number);
      if (parkOpenSale && sale.currentNumber() !== null) await park(parkOpenSale.label);
      const result = await sale.resume(resumedSale(entry), () => store(carts.filter((c) => c !== entry)));
      if (result.outcome === 'placed') {
        await forget(entry, 'placed');
        const words = wordsOf(entry.label ? messages.placedLabelled : messages.placed, {
          number: entry.number,
          label: entry.label ?? '',
          order: result.order.number,
        });
        return { outcome: 'placed', orderNumber: result.order.number, message: englishOf(words), words };
      }
      if (result.outcome === 'gone') {
        await forget(entry, 'gone');
        const words = wordsOf(entry.label ? messages.goneLabelled : messages.gone, { number: entry.number, label: entry.label ?? '' });
        return { outcome: 'gone', message: englishOf(words), words };
      }
      const changes = parkedCartChanges(entry, result.cart, options.catalogVariant);
      journal?.append('cart.resumed', { ...facts(entry), changed: changes.any });
      return { outcome: 'resumed', cart: withoutToken(result.cart), changes };
    },

    async discard(number) {
      const entry = find(number);
      const creds = { orderToken: entry.token, ...(entry.cartCurrency ? { currency: entry.cartCurrency } : {}) };
      if (options.requireManager) {
        // The sale-with-tenders rules, as for the sale in progress: a cart holding a payment needs a manager.
        const cart = await options.client.cart(creds, { priority: 'sale' }).catch((error: unknown) => {
          if (isStorefrontError(error) && error.kind === 'not_found') return null;
          throw error;
        });
        const judged = judgeSaleChange('parked.discard', cart);
        if (judged.verdict === 'manager') options.requireManager({ method: 'parked.discard', record: entry.number }, discardWords('parked', entry.number));
      }
      try {
        await options.client.deleteCart(creds, { priority: 'sale' });
      } catch (error) {
        // Already gone at the store (expired, deleted or placed): nothing left to delete.
        if (!(isStorefrontError(error) && error.kind === 'not_found')) throw error;
      }
      await forget(entry, 'discarded');
      return state();
    },

    async storeEmptied() {
      const gone = here();
      await store(carts.filter((c) => !gone.includes(c)));
      for (const entry of gone) journal?.append('cart.parked_discarded', { ...facts(entry), reason: 'gone' });
      return state();
    },

    slugs: () => [
      ...new Set(
        here()
          .flatMap((c) => c.lines.map((l) => l.slug))
          .filter((s): s is string => Boolean(s)),
      ),
    ],
  };
}

/** The bridge's `parked.*` calls: the parked carts, an offline sale refused (parked carts are kept at the store). */
export function parkedCalls(parked: ParkedCartsService, counter: Pick<CounterRouting, 'offlineOr'>) {
  return {
    list: async () => parked.list(),
    park: (label) =>
      counter.offlineOr(
        () => {
          throw new TillRefusal({
            kind: 'offline',
            message: wordsOf(messages.offline),
          });
        },
        () => parked.park(label),
      ),
    resume: (number, parkOpenSale) => parked.resume(number, parkOpenSale),
    discard: (number) => parked.discard(number),
  } satisfies PosCalls['parked'];
}
