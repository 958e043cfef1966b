/**
 * The main-process services wired together: the store connection, the sale at the counter, the
 * order tracker and the events they raise. Electron's main process and the browser host both
 * start exactly this and differ only in how calls and events reach the renderer.
 */
import { z } from 'zod';
import type { AppInfo, BridgeEvent, CatalogFacets, CatalogSort, LineOptionView, Receipt, StoreServiceStatus, PosCalls, StatusChange, TillSigningStatus, TrackedOrder, UpdateState } from '../../shared/bridge.js';
import { createStorefrontClient } from '../../shared/storefront/client.js';
import { createPlatformClient } from '../../shared/storefront/platform-client.js';
import type { StorefrontClient } from '../../shared/storefront/client-types.js';
import { SHOP_DIALECT } from '../../shared/storefront/dialect.js';
import { withoutRedirects } from '../../shared/storefront/redirects.js';
import { withSignedRequests } from '../../shared/storefront/signed-requests.js';
import type { Product, Store, Taxon } from '../../shared/storefront/types.js';
import { facetsOf, filterProducts, sortProducts, taxonWithDescendants } from './catalog-filters.js';
import { createOAuthClient, discoverEndpoints } from '../../shared/oauth/token-client.js';
import { createRequestScheduler } from '../../shared/schedule/request-scheduler.js';
import { CATALOG_FILE, createCatalogSync } from './catalog-sync.js';
import { SaleError } from './error-words.js';
import { openSecretStore, type SecretStore } from './secret-store.js';
import { createAdminConnection } from './admin-client.js';
import { createBrowserSignIn } from './browser-sign-in.js';
import { createLivePrices } from './live-prices.js';
import { createAgenticDiscovery } from './agentic-discovery.js';
import { createProductImages } from './product-images.js';
import { contentCalls } from './content-calls.js';
import { customerCalls } from './customer-calls.js';
import { createPublishableKeys } from './publishable-keys.js';
import { createSession } from './session.js';
import { defaultWalkInEmail, type StoreLocation } from '../../shared/store-location.js';
import { createStoreProfiles, DEMO_PROFILE_ID, dialectOf, type StoreProfile } from './store-profiles.js';
import { watchConnection } from './connection-watch.js';
import type { DemoStoreOptions } from '../demo-store/server.js';
import { createEventHub, type EventHub } from './event-hub.js';
import { createOrderTracker } from './order-tracker.js';
import { createSaleService } from './sale.js';
import { JOURNAL_FILE, openTillJournal } from './till-journal.js';
import { SETTINGS_FILE_NAME, type SettingsStore } from './settings-store.js';
import { DEMO_STORE_FOLDER, openStoreTarget } from './store-target.js';
import { preparePrivateFolder } from '../private-files.js';
import { fetchServiceStatus } from './store-status.js';
import { createTillKey, tillKeyAccount } from './till-key.js';
import { signTillRequests } from './till-request-signature.js';
import { lineOptionLabel, MAX_LINE_OPTIONS } from '../../shared/line-options.js';
import { redactUrlsInText } from '../../shared/redact-url.js';

export interface PosRuntimeOptions {
  dataDir: string;
  settings: SettingsStore;
  version: string;
  shell: AppInfo['shell'];
  /** A configured store's base URL; absent means the active store profile, else the embedded demo store. */
  storeUrl?: string | null;
  /**
   * Where the store given as `storeUrl` sells from, when no store profile names that store (a
   * profile's own location, set in Settings, is used otherwise): an in-store pickup sale's address.
   */
  storeLocation?: StoreLocation | null;
  demoStore?: Omit<DemoStoreOptions, 'dataDir'>;
  /** The store's request budget as the app keeps to it (default 60 per 60 s). */
  rateLimit?: { limit: number; windowMs: number };
  /** Where tokens rest; defaults to the OS keychain, or memory where there is none. */
  secrets?: SecretStore;
  /** How often the local catalog is refreshed from the store, in ms (default 5 minutes). */
  catalogRefreshMs?: number;
  /** Opens a URL in the system browser (Electron's checked shell.openExternal); absent: the page is asked to open it. */
  openExternal?: (url: string) => Promise<void>;
  /** Prints and saves the receipt on screen (Electron); absent under the browser host, where the page prints itself. */
  printer?: ReceiptPrinter;
  /**
   * While a sale left unconfirmed by the last run cannot be settled (the store does not answer),
   * how often it is tried again, in ms (default 15 s).
   */
  unconfirmedSaleRetryMs?: number;
  /** Shows a desktop notification (Electron) or nothing (browser host). */
  notify?: (title: string, body: string) => void;
  log?: (line: string) => void;
}

export interface ReceiptPrinter {
  print(): Promise<boolean>;
  savePdf(suggestedName: string): Promise<string | null>;
}

export interface PosRuntime {
  calls: PosCalls;
  /** Tells the UI about updates (Electron only; the browser host never updates). */
  setUpdate(state: UpdateState, restart: () => void): void;
  events: EventHub;
  client: StorefrontClient;
  storeUrl: string;
  close(): Promise<void>;
}

/** The app's public OAuth client at a store (no secret: it signs in with PKCE). */
export const POS_OAUTH_CLIENT_ID = 'storefront-pos';

/** The local sorts as the store's `sort` parameter (relevance has no equivalent there: by name). */
const STORE_SORTS: Record<CatalogSort, string> = {
  relevance: 'name', name: 'name', '-name': '-name', price: 'price', '-price': '-price', newest: '-updated_at',
};

function describeChange(order: TrackedOrder, changes: StatusChange[]): string {
  const words = changes.map((c) => {
    const label = c.field === 'shipmentState' ? 'shipment' : c.field === 'paymentState' ? 'payment' : 'order';
    return `${label} ${c.to ?? 'cleared'}`;
  });
  return `Order ${order.number}: ${words.join(', ')}`;
}

export async function startPosRuntime(options: PosRuntimeOptions): Promise<PosRuntime> {
  // Every line of the app's log goes out with the credentials in any URL it names redacted.
  const log = (line: string): void => options.log?.(redactUrlsInText(line));
  // Order tokens and customers' words rest in the data folder: this user's alone, whatever an older version left.
  preparePrivateFolder(options.dataDir, [SETTINGS_FILE_NAME, CATALOG_FILE, DEMO_STORE_FOLDER, JOURNAL_FILE]);
  const journal = openTillJournal({ dataDir: options.dataDir });
  if (journal.skippedLines > 0) log(`till journal: ${journal.skippedLines} damaged line(s) skipped on reading`);
  const active = createStoreProfiles(options.settings).active();
  const storeUrl = options.storeUrl ?? active.baseUrl;
  const dialect = options.storeUrl ? SHOP_DIALECT : dialectOf(active);
  const target = await openStoreTarget({ storeUrl, dataDir: options.dataDir, demo: options.demoStore });
  const events = createEventHub();
  const emit = (event: BridgeEvent) => events.emit(event);
  const secrets = options.secrets ?? (await openSecretStore({ log }));

  const profiles = createStoreProfiles(options.settings);
  const inUseId = target.mode === 'demo' ? DEMO_PROFILE_ID : (profiles.list().find((p) => p.baseUrl === target.baseUrl)?.id ?? null);
  // This till's key for the store in use (one per store profile), and whether its requests are signed.
  const tillKey = inUseId ? createTillKey({ secrets, account: tillKeyAccount(options.dataDir, inUseId), log }) : null;
  // The store in use's publishable key goes with every storefront request, from the moment it is set.
  const publishableKeys = createPublishableKeys(secrets, log);
  // Both are read from the keychain before the first request, together rather than one after the other.
  await Promise.all([tillKey?.restore(), publishableKeys.load(profiles.list().map((p) => p.id))]);
  const tillSigner = () => {
    const signer = inUseId && profiles.signs(inUseId) ? tillKey?.signer() : null;
    return signer ? signTillRequests(signer) : null;
  };

  // Every request to the store: client -> scheduler (budget, priority, Retry-After) -> watch -> network,
  // which follows no redirect whoever asks and is signed with the till's key where that is on.
  const connection = watchConnection(
    withoutRedirects(withSignedRequests((input, init) => fetch(input, init as RequestInit), tillSigner)),
    (state) => emit({ type: 'connection.changed', connection: state }),
    // The store's status document: one small read, in tracking's share of the budget.
    {
      probe: () => fetchServiceStatus(scheduler.fetch, target.baseUrl, { priority: 'tracking', timeoutMs: 5_000 }),
    },
  );
  const scheduler = createRequestScheduler({
    fetch: connection.fetch,
    ...(options.rateLimit ?? {}),
    onPause: (until) => connection.pause(until),
  });
  const client = createStorefrontClient({ baseUrl: target.baseUrl, dialect, fetch: scheduler.fetch, publishableKey: () => publishableKeys.get(inUseId) });

  let store: Promise<Store> | null = null;
  const currentStore = (): Promise<Store> => {
    const pending =
      store ??
      client.store({ priority: 'sync' }).catch((error: unknown) => {
        store = null;
        throw error;
      });
    store = pending;
    return pending;
  };

  // Metadata that is not the store's own is refused: every sign-in then answers with the refusal's words.
  // Only sign-in waits for it; the till is ready to sell while it is on its way.
  const endpoints = discoverEndpoints(target.baseUrl, dialect, scheduler.fetch);
  void endpoints.catch((error: unknown) => log(`sign-in refused: ${error instanceof Error ? error.message : 'the store\'s OAuth metadata'}`));
  const oauth = createOAuthClient({ endpoints, fetch: scheduler.fetch });
  const session = createSession({
    issuer: oauth,
    secrets,
    account: `session:${target.baseUrl}`,
    log,
    onChange: (status) => emit({ type: 'session.changed', session: status }),
  });
  const admin = createAdminConnection({
    grant: (id, secret, scope) => oauth.clientCredentials(id, secret, scope),
    revoke: (token, clientId, clientSecret) => oauth.revoke(token, { clientId, clientSecret }),
    secrets,
    account: `admin-client:${target.baseUrl}`,
  });
  // The saved sign-in and the admin client, from the keychain together.
  await Promise.all([session.restore(), admin.restore()]);

  /** The signed-in account, for sales that belong to it and for reading its orders together. */
  const signedInAccount = () => {
    const status = session.status();
    return status.signedIn && status.email ? status.email : null;
  };
  const tracker = createOrderTracker({
    client,
    settings: options.settings,
    accountOrders: {
      signedInAs: signedInAccount,
      fetch: (numbers) =>
        session.withBearer(async (bearer) => {
          // Newest first: the orders a till tracks are recent, so one page of 100 usually holds them all.
          const wanted = new Set(numbers);
          const found = [];
          for (let page = 1; page <= Math.ceil(numbers.length / 100) + 1; page++) {
            const result = await client.accountOrders(bearer, { page, perPage: 100 }, { priority: 'tracking' });
            for (const order of result.items) if (wanted.delete(order.number)) found.push(order);
            if (wanted.size === 0 || !result.nextPage) break;
          }
          return found;
        }),
    },
    onChange: (orders) => emit({ type: 'orders.changed', orders }),
    onStatusChange: (order, changes) => options.notify?.('Order update', describeChange(order, changes)),
  });
  const sale = createSaleService({
    client,
    settings: options.settings,
    tracker,
    journal,
    account: () => {
      const email = signedInAccount();
      return email ? { email, withBearer: session.withBearer } : null;
    },
    storeName: async () => (await currentStore()).name,
    // The store in use is fixed for the run; its location is read at each sale, so Settings applies at once.
    walkInPickup: () => (inUseId ? profiles.pickup(inUseId) : { location: options.storeLocation ?? null, email: defaultWalkInEmail(target.baseUrl) }),
    onChange: (cart) => {
      emit({ type: 'sale.changed', cart });
      void live.watch((cart?.lineItems ?? []).map((l) => l.slug).filter((slug): slug is string => Boolean(slug))).catch(() => undefined);
    },
    onAttention: (attention) => emit({ type: 'sale.attention', attention }),
    onPlaced: (receipt) => void withPolicyIfAny(receipt).then((shown) => emit({ type: 'sale.placed', receipt: shown })),
  });
  tracker.start();

  const catalog = createCatalogSync({ client, dataDir: options.dataDir });
  // Prices and stock of the products in the open cart, live over MCP where the store offers it,
  // at the endpoint its verified agentic document names.
  const agenticUrl = options.storeUrl ? null : target.mode === 'demo' ? target.baseUrl : (active.agenticUrl ?? null);
  const agentic = createAgenticDiscovery({ agenticUrl, fetch: scheduler.fetch, log });
  const live = createLivePrices({
    agenticUrl,
    discovery: agentic,
    fetch: scheduler.fetch,
    onProductChanged: async (slug) => {
      const product = await client.product(slug, { priority: 'sync' }).catch(() => null);
      if (product) catalog.index.upsert([product]);
      if (sale.attention() === null) await sale.current().catch(() => null);
    },
    poll: async () => {
      await sale.current().catch(() => null);
    },
    log,
  });
  await catalog.load();
  const syncCatalog = () =>
    catalog.sync().catch((error: unknown) => {
      log(`catalog sync failed: ${error instanceof Error ? error.message : 'unknown'}`);
      return null;
    });
  void syncCatalog();
  const catalogTimer = setInterval(() => void syncCatalog(), options.catalogRefreshMs ?? 5 * 60_000);
  catalogTimer.unref?.();

  const platform = createPlatformClient({ baseUrl: target.baseUrl, fetch: scheduler.fetch });
  const browserSignIn = createBrowserSignIn({
    authorizationEndpoint: async () => (await endpoints).authorization,
    clientId: POS_OAUTH_CLIENT_ID,
    scope: 'read write',
    openExternal: options.openExternal ?? (async (url) => emit({ type: 'browser.open', url })),
    exchangeCode: (input) => oauth.exchangeCode(input),
  });


  const profileViews = () => {
    const active = profiles.active().id;
    return profiles.list().map((p: StoreProfile) => ({
      id: p.id,
      name: p.name,
      baseUrl: p.baseUrl,
      dialect: p.dialect,
      currency: p.currency,
      active: p.id === active,
      inUse: p.id === inUseId,
      signsRequests: profiles.signs(p.id),
      lineOptions: lineOptionViews(p.lineOptions ?? []),
      publishableKey: publishableKeys.has(p.id),
      location: profiles.pickup(p.id).location,
      walkInEmail: profiles.pickup(p.id).email,
    }));
  };
  // The store in use is fixed for the run, and so are its options (removing its profile changes the next start).
  const inUseLineOptions = [...(profiles.list().find((p) => p.id === inUseId)?.lineOptions ?? [])];
  /** Only the options the store in use has registered go with a line; anything else is refused here. */
  const checkedLineOptions = (given: Record<string, string> | undefined) => {
    if (!given) return undefined;
    const unknown = Object.keys(given).filter((name) => !inUseLineOptions.includes(name));
    if (unknown.length > 0) {
      throw new SaleError({ kind: 'invalid_input', message: `This store has no custom option called ${unknown.join(', ')}.` });
    }
    return given;
  };
  const profileCall = <T>(work: () => T) => {
    try {
      work();
    } catch (error) {
      const message = error instanceof z.ZodError ? profileProblem(error) : error instanceof Error ? error.message : 'Not saved.';
      throw new SaleError({ kind: 'invalid_input', message });
    }
    return profileViews();
  };
  /** The store profile with this id; a call naming none is refused in words. */
  const requireProfile = (id: string): StoreProfile => {
    const profile = profiles.list().find((p) => p.id === id);
    if (!profile) throw new SaleError({ kind: 'invalid_input', message: 'No such store profile.' });
    return profile;
  };

  const tillNotAvailable = 'This store was given on the command line, not chosen from the store profiles: its requests cannot be signed.';
  const requireTillKey = () => {
    if (!tillKey) throw new SaleError({ kind: 'invalid_input', message: tillNotAvailable });
    return tillKey;
  };
  const tillStatus = (): TillSigningStatus => ({
    available: tillKey !== null,
    profileName: profiles.list().find((p) => p.id === inUseId)?.name ?? null,
    key: tillKey?.publicKey() ?? null,
    signing: tillSigner() !== null,
    persistent: secrets.persistent,
  });

  /** Facets of the last few browses: paging and filtering the same browse does not count them again. */
  const facetCache = new Map<string, CatalogFacets>();
  const facetsFor = (key: string, browsed: Product[]): CatalogFacets => {
    const known = facetCache.get(key);
    if (known) return known;
    const facets = facetsOf(browsed);
    facetCache.set(key, facets);
    if (facetCache.size > 20) facetCache.delete(facetCache.keys().next().value!);
    return facets;
  };

  // The first screen browses the whole catalog: its facets are ready before the window asks.
  if (catalog.index.size > 0) facetsFor(`${catalog.index.version}||`, catalog.index.search('', { limit: Number.MAX_SAFE_INTEGER }));

  let taxons: Promise<Taxon[]> | null = null;
  /** The store's taxons, read once per run (they change rarely and cost a request each time). */
  const taxonTree = (): Promise<Taxon[]> => {
    taxons ??= client.taxons({ priority: 'sync' }).catch((error: unknown) => {
      taxons = null;
      throw error;
    });
    return taxons;
  };

  const lookupCode = (code: string) => {
    const match = catalog.index.resolveCode(code);
    return match ? { product: match.product, variantId: match.variant.id } : null;
  };

  let update: UpdateState = { state: 'disabled', reason: options.shell === 'browser' ? 'the browser host does not update' : 'not started' };
  let restart: () => void = () => {};

  const pictures = createProductImages({ storeUrl: target.baseUrl, fetch: scheduler.fetch });
  const customer = customerCalls(client, session, (variantId) => catalog.index.productOfVariant(variantId)?.name ?? null);
  const content = contentCalls(client, currentStore);
  /** Receipts carry the store's return policy when it publishes one. */
  const withPolicy = async (receipt: Receipt): Promise<Receipt> => {
    const policy = await content.policy('return');
    return { ...receipt, returnPolicy: policy ? { name: policy.name, body: policy.body } : null };
  };
  /** A receipt that must be shown whatever happens: without the policy when the store cannot give it. */
  const withPolicyIfAny = (receipt: Receipt): Promise<Receipt> => withPolicy(receipt).catch(() => receipt);

  // A sale the last run left unconfirmed is settled with the store at once, and again until the
  // store answers: an order placed meanwhile shows its receipt; otherwise the flag stays for the cashier.
  let settleTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  const settleUnconfirmedSale = () => {
    settleTimer = null;
    if (closed || !sale.unconfirmed()) return;
    sale.current().catch(() => {
      if (!closed && sale.unconfirmed()) settleTimer = setTimeout(settleUnconfirmedSale, options.unconfirmedSaleRetryMs ?? 15_000);
    });
  };
  settleUnconfirmedSale();

  const calls: PosCalls = {
    app: {
      update: async () => update,
      restartToUpdate: async () => {
        if (update.state !== 'ready') throw new SaleError({ kind: 'invalid_input', message: 'No update is ready yet.' });
        restart();
      },
      connection: () => connection.check(),
      storeStatus: async (): Promise<StoreServiceStatus> => {
        const checkedAt = new Date().toISOString();
        const [service, agenticDocument] = await Promise.all([
          fetchServiceStatus(scheduler.fetch, target.baseUrl, { signed: tillSigner() !== null }),
          agentic.status(),
        ]);
        return { ...service, budget: scheduler.budget(), agentic: agenticDocument, checkedAt };
      },
      resetDemoStore: async () => {
        if (target.mode !== 'demo' || !target.reset) {
          throw new SaleError({ kind: 'invalid_input', message: 'Only the built-in demo store can be reset.' });
        }
        await sale.discard().catch(() => undefined);
        await target.reset();
        agentic.forget(); // a fresh demo store makes new signing keys
        options.settings.delete('sale.current');
        options.settings.delete('paymentMethods');
        const unseen = sale.unseenReceipt();
        if (unseen) sale.receiptSeen(unseen.order.number);
        tracker.clear();
        emit({ type: 'sale.changed', cart: null });
        store = null;
        taxons = null;
        await catalog.resync();
        log('demo store reset to its first-start data');
      },
      info: async () => {
        const s = await currentStore().catch(() => null);
        return {
          version: options.version,
          mode: target.mode,
          storeName: s?.name ?? (target.mode === 'demo' ? 'Demo store' : new URL(target.baseUrl).host),
          storeUrl: target.baseUrl,
          currency: s?.defaultCurrency ?? 'USD',
          shell: options.shell,
          lineOptions: lineOptionViews(inUseLineOptions),
        };
      },
    },
    catalog: {
      search: async (query) => {
        // The local index answers at once once it holds the catalog; the store otherwise.
        if (catalog.index.size > 0) {
          const perPage = query.perPage ?? 48;
          const page = query.page ?? 1;
          const inTaxon = query.taxonId ? taxonWithDescendants(query.taxonId, await taxonTree()) : null;
          const found = catalog.index.search(query.text ?? '', { limit: Number.MAX_SAFE_INTEGER });
          const browsed = inTaxon ? filterProducts(found, {}, inTaxon) : found;
          const all = sortProducts(filterProducts(browsed, query, null), query.sort);
          const items = all.slice((page - 1) * perPage, page * perPage);
          return {
            items,
            meta: { count: items.length, totalCount: all.length, totalPages: Math.ceil(all.length / perPage) },
            nextPage: all.length > page * perPage ? page + 1 : null,
            facets: facetsFor(`${catalog.index.version}|${query.text ?? ''}|${query.taxonId ?? ''}`, browsed),
          };
        }
        return client.products(
          {
            filter: {
              ...(query.text ? { name: query.text } : {}),
              ...(query.taxonId ? { taxons: [query.taxonId] } : {}),
              ...(query.priceMin != null || query.priceMax != null ? { price: [query.priceMin ?? null, query.priceMax ?? null] as [number | null, number | null] } : {}),
              ...(query.inStock ? { inStock: true } : {}),
              ...(query.backorderable ? { backorderable: true } : {}),
              ...(query.options && Object.keys(query.options).length > 0 ? { options: query.options } : {}),
              ...(query.properties && Object.keys(query.properties).length > 0 ? { properties: query.properties } : {}),
            },
            sort: STORE_SORTS[query.sort ?? 'name'],
            page: query.page ?? 1,
            perPage: query.perPage ?? 48,
          },
          { priority: 'sale' },
        );
      },
      product: (slugOrId) => client.product(slugOrId, { priority: 'sale' }),
      taxons: () => taxonTree(),
      images: async (productId) => {
        const product = catalog.index.get(productId) ?? (await client.product(productId, { priority: 'sync' }).catch(() => null));
        return product ? pictures.of(product) : [];
      },
      lookupCode: async (code) => lookupCode(code),
      status: async () => ({ products: catalog.index.size, syncedAt: catalog.syncedAt() }),
    },
    sale: {
      current: () => sale.current(),
      addLine: async (variantId, quantity, lineOptions) => sale.addLine(variantId, quantity, checkedLineOptions(lineOptions)),
      addByCode: async (code, quantity) => {
        const match = lookupCode(code);
        if (!match) throw new SaleError({ kind: 'not_found', message: `No product has the code ${code}.` });
        return sale.addLine(match.variantId, quantity);
      },
      setQuantity: (lineItemId, quantity) => sale.setQuantity(lineItemId, quantity),
      removeLine: (lineItemId) => sale.removeLine(lineItemId),
      setCustomer: (details) => sale.setCustomer(details),
      pickupInStore: () => sale.pickupInStore(),
      selectShippingRate: (shipmentId, rateId) => sale.selectShippingRate(shipmentId, rateId),
      paymentMethods: () => sale.paymentMethods(),
      payCash: async (tender) => withPolicyIfAny(await sale.payCash(tender)),
      payCard: async (card) => withPolicyIfAny(await sale.payCard(card)),
      applyCode: (code) => sale.applyCode(code),
      removeCode: (code) => sale.removeCode(code),
      removeAllCodes: () => sale.removeAllCodes(),
      empty: () => sale.empty(),
      changeCurrency: (currency) => sale.changeCurrency(currency),
      estimateShipping: (countryIso) => sale.estimateShipping(countryIso),
      attachCustomer: () => sale.attachCustomer(),
      addStoreCredit: (amount) => sale.addStoreCredit(amount),
      removeStoreCredit: () => sale.removeStoreCredit(),
      paySavedCard: async (cardId) => {
        const card = (await customer.cards()).find((c) => c.id === cardId);
        if (!card) throw new SaleError({ kind: 'not_found', message: 'That saved card is no longer on the customer’s account.' });
        return withPolicyIfAny(await sale.paySavedCard(card));
      },
      completePaid: async () => withPolicyIfAny(await sale.completePaid()),
      validate: () => sale.validate(),
      discard: () => sale.discard(),
      attention: async () => sale.attention(),
      checkAgain: async () => {
        const check = await sale.checkAgain();
        return check.outcome === 'placed' ? { ...check, receipt: await withPolicyIfAny(check.receipt) } : check;
      },
      unseenReceipt: async () => {
        const receipt = sale.unseenReceipt();
        return receipt ? withPolicyIfAny(receipt) : null;
      },
      receiptSeen: async (orderNumber) => sale.receiptSeen(orderNumber),
    },
    customer,
    content: { store: content.store, policies: content.policies, posts: content.posts, postCategories: content.postCategories },
    orders: {
      list: async () => tracker.list(),
      refresh: (number) => tracker.refresh(number),
      detail: (number) => tracker.detail(number),
      lookup: (number, token) => tracker.lookup(number, token),
    },
    receipt: {
      print: async () => (options.printer ? options.printer.print() : false),
      savePdf: async (name) => (options.printer ? options.printer.savePdf(name) : null),
    },
    stores: {
      list: async () => profileViews(),
      add: async (input) => profileCall(() => profiles.add(input)),
      remove: async (id) => {
        const views = profileCall(() => {
          if (id === DEMO_PROFILE_ID) throw new Error('The built-in demo store cannot be removed.');
          profiles.remove(id);
        });
        // A removed store's publishable key and till key leave the keychain with it (the store in use
        // keeps signing with the key it holds until the app closes).
        await publishableKeys.clear(id).catch(() => undefined);
        await secrets.delete(tillKeyAccount(options.dataDir, id)).catch(() => undefined);
        return views;
      },
      activate: async (id) => profileCall(() => profiles.activate(id)),
      setPublishableKey: async (id, key) => {
        const profile = requireProfile(id);
        const header = dialectOf(profile).publishableKeyHeader;
        if (!header) throw new SaleError({ kind: 'invalid_input', message: 'Unmodified Spree stores take no publishable key.' });
        // The store in use is asked first, with this key only: a key it refuses is not kept.
        if (id === inUseId) {
          await createStorefrontClient({ baseUrl: target.baseUrl, dialect, fetch: scheduler.fetch, publishableKey: () => key }).store({ priority: 'sale' });
        }
        await publishableKeys.set(id, key);
        log(`publishable key set for store profile ${profile.name}`);
        return profileViews();
      },
      setPickup: async (id, pickup) => {
        requireProfile(id);
        return profileCall(() => profiles.setPickup(id, pickup));
      },
      clearPublishableKey: async (id) => {
        const profile = requireProfile(id);
        await publishableKeys.clear(id);
        log(`publishable key cleared for store profile ${profile.name}`);
        return profileViews();
      },
    },
    till: {
      status: async () => tillStatus(),
      createKey: async () => {
        await requireTillKey().create();
        log('made a new signing key for this till');
        return tillStatus();
      },
      setSigning: async (on) => {
        if (!inUseId) throw new SaleError({ kind: 'invalid_input', message: tillNotAvailable });
        if (on && !tillKey?.publicKey()) throw new SaleError({ kind: 'invalid_input', message: 'Make this till’s key first, then register it with the store.' });
        profiles.setSigning(inUseId, on);
        return tillStatus();
      },
    },
    admin: {
      status: async () => admin.status(),
      connect: (details) => admin.connect(details.clientId, details.clientSecret),
      disconnect: () => admin.disconnect(),
      storeOrders: (query) => admin.withToken((token) => platform.orders(token, query, { priority: 'tracking' })),
    },
    session: {
      status: async () => session.status(),
      signIn: (details) => session.signIn(details.email, details.password),
      signInWithBrowser: async () => {
        const token = await browserSignIn.run();
        // Whose token it is: the account the store answers for it.
        const account = await client.account(token.accessToken, { priority: 'sale' });
        return session.adopt(account.email, token);
      },
      cancelBrowserSignIn: async () => browserSignIn.cancel(),
      signOut: () => session.signOut(),
    },
  };

  log(`store: ${target.mode === 'demo' ? 'embedded demo store' : 'configured store'} at ${target.baseUrl}`);

  return {
    calls,
    setUpdate(state, restartFn) {
      update = state;
      restart = restartFn;
      emit({ type: 'update.changed', update: state });
    },
    events,
    client,
    storeUrl: target.baseUrl,
    async close() {
      closed = true;
      if (settleTimer) clearTimeout(settleTimer);
      clearInterval(catalogTimer);
      connection.stop();
      tracker.stop();
      await live.close();
      await target.close();
      journal.close();
    },
  };
}

/** A refused store profile in the words of the form's fields. */
function profileProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  switch (issue?.path[0]) {
    case 'location':
      return `The store’s location: ${issue.message === 'Invalid input' ? 'check the address' : issue.message.replace(/^Too small.*$/, 'fill in the street, city and ZIP or postal code')}.`;
    case 'walkInEmail':
      return 'The walk-in email must be an email address, such as walk-in@yourstore.com.';
    case 'lineOptions':
      return `Custom line options: ${issue.code === 'too_big' ? `at most ${MAX_LINE_OPTIONS}` : issue.message}.`;
    case 'name':
      return 'Give the store a name (up to 80 characters).';
    case 'currency':
      return 'Currency: a three-letter code such as USD.';
    default:
      return 'Check the store address: it must start with https:// (plain http only on this computer).';
  }
}

/** Registered option names as the counter shows them. */
function lineOptionViews(names: readonly string[]): LineOptionView[] {
  return names.map((name) => ({ name, label: lineOptionLabel(name) }));
}
