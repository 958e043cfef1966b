/**
 * The store in use, opened: its profile, where it is (the embedded demo store or a store's URL),
 * this till's keys for it, every request to it (client -> scheduler -> connection watch -> network),
 * its details, its OAuth endpoints and admin client; and the bridge's `stores.*`, `till.*` and
 * `admin.*` calls. Services made later hear the connection and the admin client through its signals.
 */
import type { StartupWarning } from '../../../shared/bridge/app.js';
import { englishOf } from '../../../shared/i18n/words.js';
import type { ConnectionState, PosCalls, StoreServiceStatus } from '../../../shared/bridge/bridge.js';
import { createOAuthClient, discoverEndpoints } from '../../../shared/oauth/token-client.js';
import { createRequestScheduler, type RequestScheduler } from '../../../shared/schedule/request-scheduler.js';
import { createStorefrontClient } from '../../../shared/storefront/client/client.js';
import { createPlatformClient } from '../../../shared/storefront/client/platform-client.js';
import { withoutRedirects } from '../../../shared/storefront/redirects.js';
import { withSignedRequests } from '../../../shared/storefront/signed-requests.js';
import type { Store } from '../../../shared/storefront/types/types.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';
import { createSignal, type Listen } from '../runtime/signal.js';
import type { TillParts } from '../runtime/till-parts.js';
import { tillCalls } from './till-calls.js';
import { adminCalls, createAdminConnection } from './admin-client.js';
import { createAgenticDiscovery } from './agentic-discovery.js';
import { watchConnection } from './connection-watch.js';
import { createPublishableKeys } from './publishable-keys.js';
import { storeProfileCalls } from './store-profile-calls.js';
import { createStoreProfiles, dialectOf } from './store-profiles.js';
import { fetchServiceStatus } from './store-status.js';
import { openStoreTarget, type StoreTarget } from './store-target.js';
import { createTillKey, tillKeyAccount } from './till-key.js';
import { signTillRequests } from './till-request-signature.js';

const messages = defineMessages({
  adminForLocation: {
    id: 'settings.location.adminForLocation',
    defaultMessage: 'Connect the store’s admin client (Settings → Admin client) to read its stock location.',
  },
  noLocationAddress: {
    id: 'settings.location.noLocationAddress',
    defaultMessage: 'The store lists no stock location with an address: set the location by hand.',
  },
});

/** The store's details once asked for: read once (again after a failure), and known without a request once told. */
function storeDetails(read: () => Promise<Store>) {
  let store: Promise<Store> | null = null;
  let known: Store | null = null;
  return {
    read(): Promise<Store> {
      const pending =
        store ??
        read().then(
          (answer) => {
            known = answer;
            return answer;
          },
          (error: unknown) => {
            store = null;
            throw error;
          },
        );
      store = pending;
      return pending;
    },
    known: () => known,
    /** A fresh demo store: its details are asked for again. */
    forget() {
      store = null;
      known = null;
    },
  };
}

/** Where the store in use is, with the embedded demo store's warnings (it crashed and was started again…) told as they come. */
async function openTarget(till: TillParts, storeUrl: string | null) {
  const { options, log, emit, startupWarnings } = till;
  let demoStoreWarning: StartupWarning | null = null;
  const warnings = (): StartupWarning[] => (demoStoreWarning ? [...startupWarnings, demoStoreWarning] : [...startupWarnings]);
  const target = await openStoreTarget({
    storeUrl,
    dataDir: options.dataDir,
    demo: options.demoStore,
    startDemoStore: options.startDemoStore,
    onDemoStoreWarning: (words) => {
      demoStoreWarning = words;
      if (words) log(`demo store: ${englishOf(words)}`);
      emit({ type: 'app.warnings', warnings: warnings() });
    },
    log,
  });
  return { target, warnings };
}

/**
 * Every request to the store: client -> scheduler (budget, priority, Retry-After) -> watch -> network,
 * which follows no redirect whoever asks and is signed with the till's key where that is on.
 */
function openRequests(till: TillParts, target: StoreTarget, signer: () => ReturnType<typeof signTillRequests> | null) {
  const { options, log, emit } = till;
  const connectionChanged = createSignal<ConnectionState>();
  const connection = watchConnection(
    withoutRedirects(withSignedRequests((input, init) => fetch(input, init as RequestInit), signer)),
    (state) => {
      log(`connection: ${state.state}${state.state === 'offline' ? ` (${state.message})` : state.state === 'rate_limited' ? ` until ${state.retryAt}` : ''}`);
      emit({ type: 'connection.changed', connection: state });
      connectionChanged.emit(state);
    },
    // The store's status document: one small read, in tracking's share of the budget.
    {
      probe: () => fetchServiceStatus(scheduler.fetch, target.baseUrl, { priority: 'tracking', timeoutMs: 5_000 }),
    },
  );
  const scheduler: RequestScheduler = createRequestScheduler({
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
  return { connection, scheduler, onConnectionChange: connectionChanged.listen };
}

export async function wireStore(till: TillParts) {
  const { options, log, secrets } = till;
  const profiles = createStoreProfiles(options.settings);
  const active = profiles.active();
  const dialect = dialectOf(active);
  const { target, warnings } = await openTarget(till, active.baseUrl);
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
  const { connection, scheduler, onConnectionChange } = openRequests(till, target, tillSigner);
  const client = createStorefrontClient({ baseUrl: target.baseUrl, dialect, fetch: scheduler.fetch, publishableKey: () => publishableKeys.get(inUseId) });
  const details = storeDetails(() => client.store({ priority: 'sync' }));

  // Metadata that is not the store's own is refused: every sign-in then answers with the refusal's words.
  // Only sign-in waits for it; the till is ready to sell while it is on its way.
  const endpoints = discoverEndpoints(target.baseUrl, dialect, scheduler.fetch);
  void endpoints.catch((error: unknown) => log(`sign-in refused: ${error instanceof Error ? error.message : "the store's OAuth metadata"}`));
  const oauth = createOAuthClient({ endpoints, fetch: scheduler.fetch });
  const admin = createAdminConnection({
    grant: (id, secret, scope) => oauth.clientCredentials(id, secret, scope),
    revoke: (token, clientId, clientSecret) => oauth.revoke(token, { clientId, clientSecret }),
    secrets,
    account: `admin-client:${target.baseUrl}`,
  });
  const platform = createPlatformClient({ baseUrl: target.baseUrl, fetch: scheduler.fetch });
  // Prices and stock live over MCP where the store offers it, at the endpoint its verified agentic document names.
  const agenticUrl = target.mode === 'demo' ? target.baseUrl : (active.agenticUrl ?? null);
  const agentic = createAgenticDiscovery({ agenticUrl, fetch: scheduler.fetch, log });
  // The store in use keeps its options while it is in use (removing its profile does not change them).
  const lineOptions = [...(profiles.list().find((p) => p.id === inUseId)?.lineOptions ?? [])];

  const adminConnected = createSignal<void>();
  /** Why the till cannot change store now, asked of the services that can refuse it, in the order they said so. */
  const refusals: (() => string | null)[] = [];
  const switchRefusal = (): string | null => {
    for (const refusal of refusals) {
      const words = refusal();
      if (words) return words;
    }
    return null;
  };

  const calls = {
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
          throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.adminForLocation) });
        }
        const locations = await admin.withToken((token) => platform.stockLocations(token, { priority: 'sale' }));
        const usable = locations.filter((l) => l.active && l.location);
        const chosen = usable.find((l) => l.isDefault) ?? usable[0];
        if (!chosen?.location) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.noLocationAddress) });
        return chosen.location;
      },
      tryPublishableKey: (key) =>
        createStorefrontClient({ baseUrl: target.baseUrl, dialect, fetch: scheduler.fetch, publishableKey: () => key }).store({ priority: 'sale' }),
      log,
    }),
    till: tillCalls({ tillKey, profiles, inUseId, signing: () => tillSigner() !== null, persistent: secrets.persistent, log }),
    admin: adminCalls({ admin, platform, onConnected: () => adminConnected.emit() }),
  } satisfies Pick<PosCalls, 'stores' | 'till' | 'admin'>;

  return {
    calls,
    async stop() {
      connection.stop();
      await target.close();
    },
    profiles,
    /** The store profile in use, as it was when the store was opened. */
    active,
    inUseId,
    target,
    connection,
    scheduler,
    client,
    platform,
    /** The store's admin client: restored from the keychain with the saved sign-in (account/wire.ts). */
    admin,
    oauth,
    endpoints,
    agenticUrl,
    agentic,
    details,
    lineOptions,
    /** The startup warnings with the embedded demo store's, now. */
    warnings,
    /** The store's name as the till shows it: its own once told, else the demo store's or its host. */
    nameOf: (store: Store | null) => store?.name ?? (target.mode === 'demo' ? 'Demo store' : new URL(target.baseUrl).host),
    /** The store's location, read at each sale so Settings applies at once. */
    walkInPickup: () => profiles.pickup(inUseId),
    /** The store's status document, the request budget left and the agentic document, checked now. */
    serviceStatus: async (): Promise<StoreServiceStatus> => {
      const checkedAt = new Date().toISOString();
      const [service, agenticDocument] = await Promise.all([
        fetchServiceStatus(scheduler.fetch, target.baseUrl, { signed: tillSigner() !== null }),
        agentic.status(),
      ]);
      return { ...service, budget: scheduler.budget(), agentic: agenticDocument, checkedAt };
    },
    switchRefusal,
    /** A service that can refuse a change of store (a sale under way…) says why here. */
    refuseSwitchWhen: (refusal: () => string | null) => void refusals.push(refusal),
    onConnectionChange,
    onAdminConnected: adminConnected.listen as Listen<void>,
  };
}

export type StoreWire = Awaited<ReturnType<typeof wireStore>>;
