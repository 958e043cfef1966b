/**
 * The main-process services wired together: the store connection, the sale at the counter, the
 * order tracker and the events they raise. Electron's main process and the browser host both
 * start exactly this and differ only in how calls and events reach the renderer.
 */
import path from 'node:path';
import type { AppInfo, BridgeEvent, PosCalls, StatusChange, StoreProfileView, TrackedOrder, UpdateState } from '../../../shared/bridge/bridge.js';
import { createStorefrontClient } from '../../../shared/storefront/client.js';
import { createPlatformClient } from '../../../shared/storefront/platform-client.js';
import type { StorefrontClient } from '../../../shared/storefront/client-types.js';
import { withoutRedirects } from '../../../shared/storefront/redirects.js';
import { withSignedRequests } from '../../../shared/storefront/signed-requests.js';
import type { Order, Store } from '../../../shared/storefront/types.js';
import { createOAuthClient, discoverEndpoints } from '../../../shared/oauth/token-client.js';
import { createRequestScheduler } from '../../../shared/schedule/request-scheduler.js';
import { CATALOG_FILE, createCatalogSync } from '../catalog/catalog-sync.js';
import { catalogCalls } from '../catalog/catalog-calls.js';
import { appCalls } from './app-calls.js';
import { SaleError } from './error-words.js';
import { openSecretStore, type SecretStore } from '../account/secret-store.js';
import { adminCalls, createAdminConnection } from '../store/admin-client.js';
import { createOrdersBoard } from '../orders/orders-board.js';
import { createWalkInHandover } from '../orders/walk-in-handover.js';
import { createBrowserSignIn } from '../account/browser-sign-in.js';
import { createLivePrices } from '../sale/live-prices.js';
import { createAgenticDiscovery } from '../store/agentic-discovery.js';
import { createProductImages } from '../catalog/product-images.js';
import { PICTURES_FOLDER } from '../catalog/picture-cache.js';
import { contentCalls } from '../catalog/content-calls.js';
import { customerCalls } from '../account/customer-calls.js';
import { createPublishableKeys } from '../store/publishable-keys.js';
import { createSession } from '../account/session.js';
import { lineOptionViews, storeProfileCalls } from '../store/store-profile-calls.js';
import { tillCalls } from './till-calls.js';
import { sessionCalls } from '../account/session-calls.js';
import { PAGE_PRINTS_ITSELF, type ReceiptPrinter } from '../sale/receipt-calls.js';
import { offlineCalls } from '../offline/offline-calls.js';
import type { StoreLocation } from '../../../shared/store-location.js';
import { salesToReplay } from '../../../shared/offline/offline-outbox.js';
import { callsOfStoreInUse } from '../store/calls-of-store-in-use.js';
import { createStoreProfiles, dialectOf } from '../store/store-profiles.js';
import { watchConnection } from '../store/connection-watch.js';
import type { DemoStoreStarter } from '../embedded-store/demo-store-link.js';
import { createEventHub, type EventHub } from './event-hub.js';
import { createOrderTracker, orderCalls } from '../orders/order-tracker.js';
import { openParkedCarts, parkedCalls, type ParkedCartsService } from '../parked/parked-carts.js';
import { PARKED_CARTS_FILE } from '../parked/parked-carts-file.js';
import { createSaleService } from '../sale/sale.js';
import { saleCalls } from '../sale/sale-calls.js';
import { counterRouting } from '../sale/counter-routing.js';
import { placedReceipts } from '../sale/placed-receipts.js';
import { createOfflineReplay, REPLAY_SALE_KEYS, type OfflineReplay } from '../offline/offline-replay.js';
import { createOfflineSales, type OfflineSales } from '../offline/offline-sales.js';
import { JOURNAL_FILE, journalCutWarning, openTillJournal, type TillJournal } from '../shift/till-journal.js';
import type { StaffRef } from '../../../shared/shift/till-journal.js';
import { recordingCashDrawer, type CashDrawer } from '../shift/cash-drawer.js';
import { createShiftService } from '../shift/shift.js';
import { openStaffRoster, staffCalls, type StaffRoster } from '../staff/staff-roster.js';
import { STAFF_FILE } from '../staff/roster-file.js';
import type { BridgeGate } from './bridge-dispatch.js';
import { SETTINGS_FILE_NAME, type SettingsStore } from '../settings/settings-store.js';
import { DEMO_STORE_FOLDER, openStoreTarget, storeAddress, type DemoStoreRunOptions } from '../store/store-target.js';
import { preparePrivateFolder } from '../../private-files.js';
import { fetchServiceStatus } from '../store/store-status.js';
import { createTillKey, tillKeyAccount } from '../store/till-key.js';
import { terminalCalls } from '../terminal/terminal-calls.js';
import type { TerminalAttemptEnds } from '../terminal/terminal-tender.js';
import { signTillRequests } from '../store/till-request-signature.js';
import { redactUrlsInText } from '../../../shared/logging/redact-url.js';
import { LOGS_FOLDER, openAppLog, type AppLog } from '../diagnostics/app-log.js';
import { createStoreOrderReads } from '../orders/store-order-reads.js';
import { reportCalls, type TextFileSaver } from '../shift/report-calls.js';
import { alertCalls, createOrderAlerts } from '../orders/order-alerts.js';

export interface PosRuntimeOptions {
  dataDir: string;
  settings: SettingsStore;
  version: string;
  shell: AppInfo['shell'];
  /**
   * A store's base URL given on the command line: its store profile (added when there is none) is
   * made the store in use; absent, the active store profile, else the embedded demo store.
   */
  storeUrl?: string | null;
  /**
   * Where the store given as `storeUrl` sells from, when no store profile names that store yet: the
   * location of the profile added for it (set in Settings from then on), an in-store pickup sale's address.
   */
  storeLocation?: StoreLocation | null;
  /** How the embedded demo store runs (when no store is configured). */
  demoStore?: DemoStoreRunOptions;
  /**
   * Starts the embedded demo store: in a process of its own (an Electron utility process, a Node
   * child under the browser host). Needed only when no store is configured; never called otherwise.
   */
  startDemoStore?: DemoStoreStarter;
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
   * Saves a support file where the user chooses (Electron's save dialog): the path written, or null
   * when they cancelled. Absent under the browser host, where the page downloads it.
   */
  saveFile?: (suggestedName: string, text: string) => Promise<string | null>;
  /**
   * While a sale left unconfirmed by the last run cannot be settled (the store does not answer),
   * how often it is tried again, in ms (default 15 s).
   */
  unconfirmedSaleRetryMs?: number;
  /** The cash drawer (default: none to kick, each opening recorded in the till's journal). */
  cashDrawer?: CashDrawer;
  /** Shows a desktop notification (Electron) or nothing (browser host). */
  notify?: (title: string, body: string) => void;
  /** Saves a report's CSV where the user chooses (Electron); absent under the browser host, where the page downloads it. */
  textFiles?: TextFileSaver;
  /** How often the store's orders are checked for alerts, in ms (default 3 minutes). */
  alertCheckMs?: number;
  /** Also given every line the app's log file gets (e.g. the console); the file is written whatever this is. */
  log?: (line: string) => void;
}

export interface PosRuntime {
  calls: PosCalls;
  /** The till's lock and manager rules: every transport passes it to the bridge dispatch. */
  gate: BridgeGate;
  /** This till's staff roster and who is on the till. */
  staff: StaffRoster;
  /** Tells the UI about updates (Electron only; the browser host never updates). */
  setUpdate(state: UpdateState, restart: () => void): void;
  events: EventHub;
  /** The till's journal (offline sales are written to it by the counter and read back as the outbox). */
  journal: TillJournal;
  client: StorefrontClient;
  storeUrl: string;
  /** The app's log file (logs/ in the data folder): transports record each bridge call and their errors in it. */
  log: AppLog;
  close(): Promise<void>;
}

/** What the till keeps whichever store it sells for: who is on it, its journal, its log, its events. */
interface TillParts {
  options: PosRuntimeOptions;
  log: (line: string) => void;
  appLog: AppLog;
  emit: (event: BridgeEvent) => void;
  roster: StaffRoster;
  journal: TillJournal;
  startupWarnings: string[];
  secrets: SecretStore;
  /** Makes a store profile the store in use at once (the services are opened again for it). */
  useStore: (id: string) => Promise<StoreProfileView[]>;
}

/** The services of the store in use, opened again for each store the till changes to. */
interface StoreServices {
  calls: PosCalls;
  client: StorefrontClient;
  storeUrl: string;
  /** Why the till cannot change store now, in words, or null. */
  switchRefusal(): string | null;
  setUpdate(state: UpdateState, restart: () => void): void;
  close(): Promise<void>;
}

/** The app's public OAuth client at a store (no secret: it signs in with PKCE). */
const POS_OAUTH_CLIENT_ID = 'storefront-pos';

function describeChange(order: TrackedOrder, changes: StatusChange[]): string {
  const words = changes.map((c) => {
    const label = c.field === 'shipmentState' ? 'shipment' : c.field === 'paymentState' ? 'payment' : 'order';
    return `${label} ${c.to ?? 'cleared'}`;
  });
  return `Order ${order.number}: ${words.join(', ')}`;
}

export async function startPosRuntime(options: PosRuntimeOptions): Promise<PosRuntime> {
  // Order tokens and customers' words rest in the data folder: this user's alone, whatever an older version left.
  preparePrivateFolder(options.dataDir, [
    SETTINGS_FILE_NAME,
    CATALOG_FILE,
    DEMO_STORE_FOLDER,
    JOURNAL_FILE,
    PICTURES_FOLDER,
    STAFF_FILE,
    PARKED_CARTS_FILE,
    LOGS_FOLDER,
  ]);
  const appLog = await openAppLog({ dataDir: options.dataDir, process: options.shell === 'electron' ? 'main' : 'browser-host' });
  // Every line of the app's log goes out with the credentials in any URL it names redacted (the file's own redaction follows).
  const log = (line: string): void => {
    const clean = redactUrlsInText(line);
    appLog.info(clean);
    options.log?.(clean);
  };
  log(
    `start: Storefront POS ${options.version} (${options.shell}) on ${process.platform} ${process.arch}, node ${process.versions.node}` +
      (process.versions.electron ? `, electron ${process.versions.electron}, chromium ${process.versions.chrome}` : ''),
  );
  const events = createEventHub();
  const emit = (event: BridgeEvent) => events.emit(event);
  // Who is on the till: the roster answers the journal, and records its unlocks, locks and failed PINs in it.
  const roster = openStaffRoster({
    dataDir: options.dataDir,
    settings: options.settings,
    journal: () => journal,
    log,
    onChange: (till) => emit({ type: 'staff.changed', till }),
  });
  const journal = openTillJournal({ dataDir: options.dataDir, staff: () => roster.current() });
  /** What was found damaged on disk at the start, said once in the log and shown on every screen until dismissed. */
  const startupWarnings: string[] = [];
  startupWarnings.push(...(options.settings.warnings ?? []));
  const journalWarning = journalCutWarning(journal.cutLines);
  if (journalWarning) startupWarnings.push(journalWarning);
  for (const warning of startupWarnings) log(`at start: ${warning}`);
  const secrets = options.secrets ?? (await openSecretStore({ log }));
  // The store given on the command line is a store profile like any other: listed in Settings, where its location is set.
  if (options.storeUrl) createStoreProfiles(options.settings).adopt(storeAddress(options.storeUrl), options.storeLocation ?? null);
  const openStore = () => openStoreServices({ options, log, appLog, emit, roster, journal, startupWarnings, secrets, useStore });
  let services = await openStore();
  /** The last word on updates, given again to the services of a store chosen later. */
  let update: { state: UpdateState; restart: () => void } | null = null;
  let switching: Promise<StoreProfileView[]> | null = null;
  /** Makes that store profile the store in use, at once: the store's services are closed and opened again for it. */
  async function useStore(id: string): Promise<StoreProfileView[]> {
    if (switching) throw new SaleError({ kind: 'invalid_input', message: 'The till is changing store: try again in a moment.' });
    const refusal = services.switchRefusal();
    if (refusal) throw new SaleError({ kind: 'invalid_input', message: refusal });
    const profiles = createStoreProfiles(options.settings);
    const before = profiles.active();
    if (before.id === id) return services.calls.stores.list();
    const chosen = profiles.activate(id);
    switching = (async () => {
      log(`store: changing from ${before.name} to ${chosen.name}`);
      await services.close();
      try {
        services = await openStore();
      } catch (error) {
        const words = error instanceof Error ? error.message : 'unknown error';
        log(`store: ${chosen.name} could not be opened (${words}); back to ${before.name}`);
        profiles.activate(before.id);
        services = await openStore();
        throw new SaleError({ kind: 'invalid_input', message: `The till could not change to ${chosen.name}: ${words}` });
      }
      if (update) services.setUpdate(update.state, update.restart);
      emit({ type: 'store.changed' });
      return services.calls.stores.list();
    })().finally(() => {
      switching = null;
    });
    return switching;
  }

  // The idle lock is the main process's: checked on every call, and here so the screen locks on time.
  const idleTimer = setInterval(() => roster.lockIfIdle(), 5_000);
  idleTimer.unref?.();

  return {
    calls: callsOfStoreInUse(() => services.calls),
    gate: roster,
    staff: roster,
    setUpdate(state, restartFn) {
      update = { state, restart: restartFn };
      services.setUpdate(state, restartFn);
      emit({ type: 'update.changed', update: state });
    },
    events,
    journal,
    get client() {
      return services.client;
    },
    get storeUrl() {
      return services.storeUrl;
    },
    log: appLog,
    async close() {
      clearInterval(idleTimer);
      await switching?.catch(() => undefined);
      await services.close();
      journal.close();
      log('stopped');
      await appLog.close();
    },
  };
}

/**
 * Everything that talks to the store in use (the active store profile): opened at the start, and
 * again at once when a manager chooses or adds another store between sales.
 */
async function openStoreServices(till: TillParts): Promise<StoreServices> {
  const { options, log, appLog, emit, roster, journal, startupWarnings, secrets } = till;
  const profiles = createStoreProfiles(options.settings);
  const active = profiles.active();
  const dialect = dialectOf(active);
  /** What the clerk should know about the embedded demo store now (it crashed and was started again…). */
  let demoStoreWarning: string | null = null;
  const warnings = (): string[] => (demoStoreWarning ? [...startupWarnings, demoStoreWarning] : [...startupWarnings]);
  const target = await openStoreTarget({
    storeUrl: active.baseUrl,
    dataDir: options.dataDir,
    demo: options.demoStore,
    startDemoStore: options.startDemoStore,
    onDemoStoreWarning: (words) => {
      demoStoreWarning = words;
      if (words) log(`demo store: ${words}`);
      emit({ type: 'app.warnings', warnings: warnings() });
    },
    log,
  });
  const inUseId = active.id;
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

  /** Selling while the store cannot be reached (made once the local catalog is open, below). */
  let offlineSales: OfflineSales | null = null;
  // Every request to the store: client -> scheduler (budget, priority, Retry-After) -> watch -> network,
  // which follows no redirect whoever asks and is signed with the till's key where that is on.
  /** Offline sales go to the store each time it answers again (set once the services it needs are up). */
  let offlineReplay: OfflineReplay | null = null;
  const replayOffline = () =>
    void offlineReplay?.run().catch((error: unknown) => log(`offline replay failed: ${error instanceof Error ? error.message : 'unknown'}`));
  const connection = watchConnection(
    withoutRedirects(withSignedRequests((input, init) => fetch(input, init as RequestInit), tillSigner)),
    (state) => {
      log(`connection: ${state.state}${state.state === 'offline' ? ` (${state.message})` : state.state === 'rate_limited' ? ` until ${state.retryAt}` : ''}`);
      emit({ type: 'connection.changed', connection: state });
      offlineSales?.connectionChanged(state);
      if (state.state === 'online') replayOffline();
    },
    // The store's status document: one small read, in tracking's share of the budget.
    {
      probe: () => fetchServiceStatus(scheduler.fetch, target.baseUrl, { priority: 'tracking', timeoutMs: 5_000 }),
    },
  );
  const scheduler = createRequestScheduler({
    fetch: connection.fetch,
    ...(options.rateLimit ?? {}),
    onPause: (until) => {
      log(`scheduler: the store asked for a pause; requests wait until ${new Date(until).toISOString()}`);
      connection.pause(until);
    },
    // The counter waiting for the budget is said where the clerk looks, like a pause the store asked for.
    onCounterWait: (until) => {
      log(`scheduler: a counter request waits for the request budget until ${new Date(until).toISOString()}`);
      connection.pause(until);
    },
  });
  const client = createStorefrontClient({ baseUrl: target.baseUrl, dialect, fetch: scheduler.fetch, publishableKey: () => publishableKeys.get(inUseId) });

  let store: Promise<Store> | null = null;
  /** The store's details once it has told them (for answers that must not wait for them). */
  let storeKnown: Store | null = null;
  const currentStore = (): Promise<Store> => {
    const pending =
      store ??
      client.store({ priority: 'sync' }).then(
        (answer) => {
          storeKnown = answer;
          return answer;
        },
        (error: unknown) => {
          store = null;
          throw error;
        },
      );
    store = pending;
    return pending;
  };

  // Metadata that is not the store's own is refused: every sign-in then answers with the refusal's words.
  // Only sign-in waits for it; the till is ready to sell while it is on its way.
  const endpoints = discoverEndpoints(target.baseUrl, dialect, scheduler.fetch);
  void endpoints.catch((error: unknown) => log(`sign-in refused: ${error instanceof Error ? error.message : "the store's OAuth metadata"}`));
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
  // The store's location is read at each sale, so Settings applies at once.
  const walkInPickup = () => profiles.pickup(inUseId);
  /** The card terminal's tender, told when the store took one of its approvals or a sale ended (made below, with the terminal). */
  let terminalAttempts: TerminalAttemptEnds | null = null;
  /** A walk-in sale handed over at completion (made below, with the orders board whose action it takes). */
  let handOver: ((order: Order) => Promise<void>) | null = null;
  const handedOver = (order: Order) => void handOver?.(order);
  const sale = createSaleService({
    client,
    settings: options.settings,
    tracker,
    journal,
    onTerminalTenderTaken: (reference) => void terminalAttempts?.taken(reference),
    requireManager: (request, action) => roster.requireManager(request, action),
    account: () => {
      const email = signedInAccount();
      return email ? { email, withBearer: session.withBearer } : null;
    },
    storeName: async () => (await currentStore()).name,
    walkInPickup,
    onCompleted: handedOver,
    onChange: (cart) => {
      emit({ type: 'sale.changed', cart });
      cartSlugs = (cart?.lineItems ?? []).map((l) => l.slug).filter((slug): slug is string => Boolean(slug));
      watchLivePrices();
    },
    onAttention: (attention) => emit({ type: 'sale.attention', attention }),
    onPlaced: (receipt) => void receipts.shown(receipt).then((shown) => emit({ type: 'sale.placed', receipt: shown })),
  });
  tracker.start();

  // Offline sales: a walk-in pickup cash sale each, through a sale service of the replay's own (its
  // own record in the settings, `sync` priority: the counter's requests always go first). Placed
  // orders are tracked like the counter's; they are not journaled as counter sales again.
  const platform = createPlatformClient({ baseUrl: target.baseUrl, fetch: scheduler.fetch });
  const replay = createOfflineReplay({
    journal,
    settings: options.settings,
    client,
    openSale: (hooks) =>
      createSaleService({
        ...hooks,
        client,
        settings: options.settings,
        tracker,
        storeName: async () => (await currentStore()).name,
        walkInPickup,
        onCompleted: handedOver,
        keys: REPLAY_SALE_KEYS,
        priority: 'sync',
      }),
    onChange: (outbox) => {
      emit({ type: 'offline.changed', outbox });
      offlineSales?.outboxChanged();
    },
    onProblem: (problem) => emit({ type: 'offline.problem', problem }),
    // The offline price rule: the difference between the price paid and the store's is adjusted at the store.
    adjustments: {
      connected: () => admin.status().connected,
      adjust: (adjustment) => admin.withToken((token) => platform.createAdjustment(token, adjustment, { priority: 'sync' })),
    },
    log,
  });
  offlineReplay = replay;
  // The store may have answered already during the start.
  if (connection.current().state === 'online') replayOffline();
  /** Who made a manager's decision: the manager on the till, or the one whose PIN approved the call. */
  const decidedBy = (): StaffRef | null => {
    const onTill = roster.current();
    if (onTill?.role === 'manager') return onTill;
    return journal.entries({ kinds: ['staff.approved'] }).at(-1)?.data.manager ?? onTill;
  };

  const drawer: CashDrawer = options.cashDrawer ?? recordingCashDrawer(journal, () => shift.openShiftId());
  const shift = createShiftService({
    journal,
    drawer,
    currency: async () => (await currentStore().catch(() => null))?.defaultCurrency ?? 'USD',
    attention: () => sale.attention(),
    settings: options.settings,
    // (The offline sales, made below, keep the till's id; a report is made only once both exist.)
    place: () => ({ store: storeKnown?.name ?? (target.mode === 'demo' ? 'Demo store' : new URL(target.baseUrl).host), till: offline.tillId() }),
  });
  // The products of the open cart and of the parked ones: their prices and stock are kept current,
  // so a parked cart resumed says what the store will charge now.
  let cartSlugs: string[] = [];
  let parked: ParkedCartsService | null = null;
  const watchLivePrices = () => void live.watch([...new Set([...cartSlugs, ...(parked?.slugs() ?? [])])]).catch(() => undefined);
  parked = openParkedCarts({
    dataDir: options.dataDir,
    store: target.mode === 'demo' ? 'embedded-demo-store' : target.baseUrl,
    client,
    sale,
    journal,
    log,
    requireManager: (request, action) => roster.requireManager(request, action),
    catalogVariant: (variantId) => {
      const variant = catalog.index.productOfVariant(variantId)?.variants.find((v) => v.id === variantId);
      return variant
        ? {
            currency: variant.currency,
            price: variant.price,
            displayPrice: variant.displayPrice,
            inStock: variant.inStock,
            backorderable: variant.backorderable,
          }
        : null;
    },
    onChange: (list) => {
      emit({ type: 'parked.changed', parked: list });
      watchLivePrices();
    },
  });
  const parkedCarts = parked;

  const catalog = createCatalogSync({ client, dataDir: options.dataDir });
  const offline = createOfflineSales({
    journal,
    settings: options.settings,
    catalogVariant: (variantId) => {
      const product = catalog.index.productOfVariant(variantId);
      const variant = product?.variants.find((v) => v.id === variantId);
      return product && variant ? { product, variant } : null;
    },
    connection: () => connection.current(),
    storeName: () => storeKnown?.name ?? (target.mode === 'demo' ? 'Demo store' : new URL(target.baseUrl).host),
    currency: () => storeKnown?.defaultCurrency ?? 'USD',
    onCart: (cart) => emit({ type: 'sale.changed', cart }),
    onStatus: (status) => emit({ type: 'offline.selling', offline: status }),
  });
  offlineSales = offline;
  /** Which sale the counter's calls go to: the offline sale or the sale at the store. */
  const counter = counterRouting(sale, offline);
  // Prices and stock of the products in the open cart, live over MCP where the store offers it,
  // at the endpoint its verified agentic document names.
  const agenticUrl = target.mode === 'demo' ? target.baseUrl : (active.agenticUrl ?? null);
  const agentic = createAgenticDiscovery({ agenticUrl, fetch: scheduler.fetch, log });
  const live = createLivePrices({
    agenticUrl,
    discovery: agentic,
    fetch: scheduler.fetch,
    onProductChanged: async (slug) => {
      const product = await client.product(slug, { priority: 'sync' }).catch(() => null);
      if (product) catalog.index.upsert([product]);
      // A parked cart's product: its price is kept for the resume; the open cart is not read again.
      if (cartSlugs.includes(slug) && sale.attention() === null) await sale.current().catch(() => null);
    },
    poll: async () => {
      await sale.current().catch(() => null);
    },
    log,
  });
  if (parkedCarts.slugs().length > 0) watchLivePrices();
  await catalog.load();
  const syncCatalog = () =>
    catalog.sync().catch((error: unknown) => {
      log(`catalog sync failed: ${error instanceof Error ? error.message : 'unknown'}`);
      return null;
    });
  void syncCatalog();
  // The payment methods are read again with the catalog before the hour they are kept for is up.
  const catalogTimer = setInterval(
    () => {
      void syncCatalog();
      void sale.preparePayment().catch(() => undefined);
    },
    options.catalogRefreshMs ?? 5 * 60_000,
  );
  catalogTimer.unref?.();

  const board = createOrdersBoard({ admin, platform, journal, walkInPickup, onReading: (reading) => emit({ type: 'board.reading', reading }) });
  handOver = createWalkInHandover({
    connected: () => admin.status().connected,
    walkInPickup,
    markPickedUp: (orderNumber, shipmentNumber) => board.handOver(orderNumber, shipmentNumber),
    log,
  });
  // Paper, reports and alerts read the store's orders through the admin client, at tracking priority.
  const storeOrders = createStoreOrderReads({ admin, platform });
  const paperAndReports = reportCalls({ reads: storeOrders, journal, saver: options.textFiles, timeZone: () => profiles.timeZone(inUseId).name });
  const alerts = createOrderAlerts({
    settings: options.settings,
    read: () => storeOrders.waiting(),
    canCheck: () => admin.status().connected,
    walkInPickup,
    notify: options.notify,
    onChange: (view) => emit({ type: 'alerts.changed', alerts: view }),
    intervalMs: options.alertCheckMs,
    log,
  });
  alerts.start();
  const browserSignIn = createBrowserSignIn({
    authorizationEndpoint: async () => (await endpoints).authorization,
    clientId: POS_OAUTH_CLIENT_ID,
    scope: 'read write',
    openExternal: options.openExternal ?? (async (url) => emit({ type: 'browser.open', url })),
    exchangeCode: (input) => oauth.exchangeCode(input),
  });

  // The store in use keeps its options while it is in use (removing its profile does not change them).
  const inUseLineOptions = [...(profiles.list().find((p) => p.id === inUseId)?.lineOptions ?? [])];

  // The store's own details are asked for now, so they are usually known when the window starts.
  void currentStore().catch(() => undefined);

  // Pictures are kept on disk in the data folder and fetched at the lowest priority; the grid is told when one is there.
  const pictures = createProductImages({
    storeUrl: target.baseUrl,
    fetch: scheduler.fetch,
    cacheDir: path.join(options.dataDir, PICTURES_FOLDER),
    onCached: (productId) => emit({ type: 'catalog.pictureCached', productId }),
  });
  const catalogAnswers = catalogCalls({ catalog, client, pictures });
  const customer = customerCalls(client, session, (variantId) => catalog.index.productOfVariant(variantId)?.name ?? null);
  const content = contentCalls(client, currentStore);
  /** Every placed sale's receipt: the store's return policy on it, the drawer opened for cash. */
  const receipts = placedReceipts({
    returnPolicy: () => content.policy('return'),
    offline,
    drawer,
    log,
    saleEnded: (orderNumber) => void terminalAttempts?.saleEnded(orderNumber),
  });
  const { calls: terminal, ends: terminalEnds } = terminalCalls({
    sale,
    settings: options.settings,
    secrets,
    journal,
    parked: () => parkedCarts.list().carts.map((cart) => cart.number),
    demo: target.mode === 'demo',
    onChange: (state) => emit({ type: 'terminal.changed', terminal: state }),
    counter,
    receipts,
  });
  terminalAttempts = terminalEnds;

  // What a sale needs besides its cart (its payment methods, the store's name and return policy for
  // the receipt) is read now, with the catalog and at its priority: a cold till's first sale costs
  // what a warm one's does.
  void Promise.all([
    sale.preparePayment().catch((error: unknown) => log(`payment methods not read at start: ${error instanceof Error ? error.message : 'unknown'}`)),
    currentStore().catch(() => undefined),
    content.policies().catch(() => undefined),
  ]);

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

  /** The app and the store in use; the store's own name and currency once it has told them. */
  const appInfo = (s: Store | null): AppInfo => ({
    version: options.version,
    mode: target.mode,
    storeName: s?.name ?? (target.mode === 'demo' ? 'Demo store' : new URL(target.baseUrl).host),
    storeUrl: target.baseUrl,
    currency: s?.defaultCurrency ?? 'USD',
    shell: options.shell,
    lineOptions: lineOptionViews(inUseLineOptions),
    warnings: warnings(),
  });

  /** Demo store only: back to its first-start data; this till's sale, tracked orders and catalog start over. */
  const resetDemoStore = async () => {
    if (target.mode !== 'demo' || !target.reset) {
      throw new SaleError({ kind: 'invalid_input', message: 'Only the built-in demo store can be reset.' });
    }
    // A manager already allowed the reset (it is manager-only): the sale it ends needs no second approval.
    await sale.discard({ approved: true }).catch(() => undefined);
    await target.reset();
    // The fresh store has none of the parked carts.
    await parkedCarts.storeEmptied();
    agentic.forget(); // a fresh demo store makes new signing keys
    options.settings.delete('sale.current');
    options.settings.delete('paymentMethods');
    const unseen = sale.unseenReceipt();
    if (unseen) sale.receiptSeen(unseen.order.number);
    tracker.clear();
    emit({ type: 'sale.changed', cart: null });
    store = null;
    storeKnown = null;
    catalogAnswers.internals.forgetTaxons();
    await catalog.resync();
    void sale.preparePayment().catch(() => undefined);
    log('demo store reset to its first-start data');
  };
  const app = appCalls({
    info: appInfo,
    store: { known: () => storeKnown, read: currentStore },
    session,
    connection,
    catalog: catalogAnswers.internals,
    storeStatus: async () => {
      const checkedAt = new Date().toISOString();
      const [service, agenticDocument] = await Promise.all([
        fetchServiceStatus(scheduler.fetch, target.baseUrl, { signed: tillSigner() !== null }),
        agentic.status(),
      ]);
      return { ...service, budget: scheduler.budget(), agentic: agenticDocument, checkedAt };
    },
    resetDemoStore,
    diagnostics: () => ({
      version: options.version,
      shell: options.shell,
      settings: options.settings,
      journal,
      logFiles: appLog.files(),
      warnings: startupWarnings,
      keychainPersistent: secrets.persistent,
    }),
    saveFile: options.saveFile,
    initialUpdate: { state: 'disabled', reason: options.shell === 'browser' ? 'the browser host does not update' : 'not started' },
    log,
  });

  /** Why the till cannot change store now (a sale under way, offline sales to place here), or null. */
  const switchRefusal = (): string | null => {
    if (sale.currentNumber() !== null || sale.unconfirmed() || offline.inProgress()) {
      return 'A sale is in progress: complete, park (F7) or discard it first. The till changes store between sales.';
    }
    const waiting = salesToReplay(replay.outbox()).length;
    if (waiting > 0) {
      return `${waiting === 1 ? 'An offline sale waits' : `${waiting} offline sales wait`} to be placed at this store: the till changes store once the store has them.`;
    }
    return null;
  };

  const calls: PosCalls = {
    offline: offlineCalls({ replay, offline, decidedBy }),
    parked: parkedCalls(parkedCarts, counter),
    app: app.calls,
    catalog: catalogAnswers.calls,
    sale: saleCalls({
      sale,
      offline,
      counter,
      receipts,
      lineOptions: inUseLineOptions,
      lookupCode: catalogAnswers.internals.lookupCode,
      savedCards: () => customer.cards(),
    }),
    customer,
    content,
    orders: orderCalls(tracker),
    shift,
    receipt: options.printer ?? PAGE_PRINTS_ITSELF,
    stores: storeProfileCalls({
      profiles,
      publishableKeys,
      secrets,
      dataDir: options.dataDir,
      inUseId,
      useStore: till.useStore,
      switchRefusal,
      stockLocation: async () => {
        if (!admin.status().connected) {
          throw new SaleError({ kind: 'invalid_input', message: 'Connect the store’s admin client (Settings → Admin client) to read its stock location.' });
        }
        const locations = await admin.withToken((token) => platform.stockLocations(token, { priority: 'sale' }));
        const usable = locations.filter((l) => l.active && l.location);
        const chosen = usable.find((l) => l.isDefault) ?? usable[0];
        if (!chosen?.location)
          throw new SaleError({ kind: 'invalid_input', message: 'The store lists no stock location with an address: set the location by hand.' });
        return chosen.location;
      },
      tryPublishableKey: (key) =>
        createStorefrontClient({ baseUrl: target.baseUrl, dialect, fetch: scheduler.fetch, publishableKey: () => key }).store({ priority: 'sale' }),
      log,
    }),
    terminal,
    till: tillCalls({ tillKey, profiles, inUseId, signing: () => tillSigner() !== null, persistent: secrets.persistent, log }),
    ...paperAndReports,
    alerts: alertCalls(alerts),
    admin: adminCalls({
      admin,
      platform,
      onConnected: () => {
        void alerts.check();
        // Offline sales waiting only for the admin client (the store asks another price) are placed now.
        replayOffline();
      },
    }),
    board,
    session: sessionCalls({ session, browserSignIn, client }),
    staff: staffCalls(roster),
  };

  log(`store: ${target.mode === 'demo' ? 'embedded demo store' : `store profile ${active.name}`} at ${target.baseUrl}`);

  return {
    calls,
    client,
    storeUrl: target.baseUrl,
    switchRefusal,
    setUpdate: (state, restartFn) => app.updates.set(state, restartFn),
    async close() {
      closed = true;
      offlineReplay = null;
      if (settleTimer) clearTimeout(settleTimer);
      clearInterval(catalogTimer);
      catalogAnswers.internals.stop();
      await catalog.stop();
      connection.stop();
      tracker.stop();
      alerts.stop();
      await live.close();
      await target.close();
      pictures.flush();
    },
  };
}
