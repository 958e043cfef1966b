/**
 * The sale at the counter: the sale at the store or offline, the live prices of the products in its
 * cart and in the parked ones, every placed sale's receipt; the bridge's `sale.*` and `receipt.*`
 * calls. A sale left unconfirmed by the last run is settled with the store from the start.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import { salesToReplay } from '../../../shared/offline/offline-outbox.js';
import type { AccountWire } from '../account/wire.js';
import type { CatalogWire } from '../catalog/wire.js';
import type { OfflineWire } from '../offline/wire.js';
import type { OrdersWire } from '../orders/wire.js';
import { createSignal } from '../runtime/signal.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { StoreWire } from '../store/wire.js';
import { counterRouting } from './counter-routing.js';
import { createLivePrices } from './live-prices.js';
import { placedReceipts } from './placed-receipts.js';
import { PAGE_PRINTS_ITSELF } from './receipt-calls.js';
import { saleCalls } from './sale-calls.js';
import { createSaleService, type SaleService } from './sale.js';

interface SaleWireDeps {
  till: TillParts;
  store: StoreWire;
  catalog: CatalogWire;
  account: AccountWire;
  orders: OrdersWire;
  offline: OfflineWire;
  drawer: CashDrawer;
}

/**
 * A sale the last run left unconfirmed is settled with the store at once, and again until the
 * store answers: an order placed meanwhile shows its receipt; otherwise the flag stays for the cashier.
 * Answers how to stop trying.
 */
function settleUnconfirmedSale(sale: SaleService, retryMs: number): () => void {
  let settleTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  const settle = () => {
    settleTimer = null;
    if (closed || !sale.unconfirmed()) return;
    sale.current().catch(() => {
      if (!closed && sale.unconfirmed()) settleTimer = setTimeout(settle, retryMs);
    });
  };
  settle();
  return () => {
    closed = true;
    if (settleTimer) clearTimeout(settleTimer);
  };
}

export function wireSale(deps: SaleWireDeps) {
  const { options, log, emit, journal, roster } = deps.till;
  const { client, details } = deps.store;
  const { catalog, content } = deps.catalog;
  const { offline, replay } = deps.offline;
  const terminalTenderTaken = createSignal<string>();
  const saleEnded = createSignal<string>();
  // The products of the open cart and of the parked ones: their prices and stock are kept current,
  // so a parked cart resumed says what the store will charge now.
  let cartSlugs: string[] = [];
  let parkedSlugs: string[] = [];
  const watchLivePrices = () => void live.watch([...new Set([...cartSlugs, ...parkedSlugs])]).catch(() => undefined);
  const sale = createSaleService({
    client,
    settings: options.settings,
    tracker: deps.orders.tracker,
    journal,
    onTerminalTenderTaken: (reference) => terminalTenderTaken.emit(reference),
    requireManager: (request, action) => roster.requireManager(request, action),
    account: () => {
      const email = deps.account.signedInAccount();
      return email ? { email, withBearer: deps.account.session.withBearer } : null;
    },
    storeName: async () => (await details.read()).name,
    walkInPickup: deps.store.walkInPickup,
    catalogPrice: (variantId, currency) => {
      const variant = catalog.index.productOfVariant(variantId)?.variants.find((v) => v.id === variantId);
      return variant?.price && variant.currency === currency ? variant.price : null;
    },
    onCompleted: deps.orders.handOver,
    onChange: (cart) => {
      emit({ type: 'sale.changed', cart });
      cartSlugs = (cart?.lineItems ?? []).map((l) => l.slug).filter((slug): slug is string => Boolean(slug));
      watchLivePrices();
    },
    onAttention: (attention) => emit({ type: 'sale.attention', attention }),
    onPlaced: (receipt) => void receipts.shown(receipt).then((shown) => emit({ type: 'sale.placed', receipt: shown })),
  });
  /** Which sale the counter's calls go to: the offline sale or the sale at the store. */
  const counter = counterRouting(sale, offline);
  // Prices and stock of the products in the open cart, live over MCP where the store offers it.
  const live = createLivePrices({
    agenticUrl: deps.store.agenticUrl,
    discovery: deps.store.agentic,
    fetch: deps.store.scheduler.fetch,
    onProductChanged: async (slug) => {
      const product = await client.product(slug, { priority: 'sync' }).catch(() => null);
      if (product) {
        catalog.index.upsert([product]);
        // With FTS5's own merging off, each write's segment is merged in steps of the till's (one here).
        catalog.index.mergeWords();
      }
      // A parked cart's product: its price is kept for the resume; the open cart is not read again.
      if (cartSlugs.includes(slug) && sale.attention() === null) await sale.current().catch(() => null);
    },
    poll: async () => {
      await sale.current().catch(() => null);
    },
    log,
  });
  // The payment methods are read again with the catalog before the hour they are kept for is up.
  deps.catalog.onRefresh(() => void sale.preparePayment().catch(() => undefined));
  /** Every placed sale's receipt: the store's return policy on it, the drawer opened for cash. */
  const receipts = placedReceipts({
    returnPolicy: () => content.policy('return'),
    offline,
    drawer: deps.drawer,
    log,
    saleEnded: (orderNumber) => saleEnded.emit(orderNumber),
  });

  // What a sale needs besides its cart (its payment methods, the store's name and return policy for
  // the receipt) is read now, with the catalog and at its priority: a cold till's first sale costs
  // what a warm one's does.
  void Promise.all([
    sale.preparePayment().catch((error: unknown) => log(`payment methods not read at start: ${error instanceof Error ? error.message : 'unknown'}`)),
    details.read().catch(() => undefined),
    content.policies().catch(() => undefined),
  ]);
  const stopSettling = settleUnconfirmedSale(sale, options.unconfirmedSaleRetryMs ?? 15_000);

  // The till changes store between sales, once the store has this till's offline sales.
  deps.store.refuseSwitchWhen(() => {
    if (sale.currentNumber() !== null || sale.unconfirmed() || offline.inProgress()) {
      return 'A sale is in progress: complete, park (F7) or discard it first. The till changes store between sales.';
    }
    const waiting = salesToReplay(replay.outbox()).length;
    if (waiting > 0) {
      return `${waiting === 1 ? 'An offline sale waits' : `${waiting} offline sales wait`} to be placed at this store: the till changes store once the store has them.`;
    }
    return null;
  });

  const calls = {
    sale: saleCalls({
      sale,
      offline,
      counter,
      receipts,
      lineOptions: deps.store.lineOptions,
      lookupCode: deps.catalog.internals.lookupCodeOnceKnown,
      savedCards: () => deps.account.calls.customer.cards(),
    }),
    receipt: options.printer ?? PAGE_PRINTS_ITSELF,
  } satisfies Pick<PosCalls, 'sale' | 'receipt'>;

  return {
    calls,
    async stop() {
      stopSettling();
      await live.close();
    },
    sale,
    counter,
    receipts,
    /** The parked carts' products changed: their prices are watched with the open cart's. */
    watchParked(slugs: string[]) {
      parkedSlugs = slugs;
      watchLivePrices();
    },
    /** The store took one of the card terminal's approvals (its reference). */
    onTerminalTenderTaken: terminalTenderTaken.listen,
    /** A sale was placed (its order number): what waits on it, such as a card terminal's attempt, may end. */
    onSaleEnded: saleEnded.listen,
  };
}

export type SaleWire = ReturnType<typeof wireSale>;
