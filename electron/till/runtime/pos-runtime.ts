/**
 * The main-process services wired together: the till's own (its log, staff roster, journal and
 * events) and the services of the store in use (store-services.ts), opened again when the till
 * changes store. Electron's main process and the browser host both start exactly this and differ
 * only in how calls and events reach the renderer.
 */
import type { BridgeEvent, PosCalls, StoreProfileView, UpdateState } from '../../../shared/bridge/bridge.js';
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import { redactUrlsInText } from '../../../shared/logging/redact-url.js';
import { openSecretStore } from '../account/secret-store.js';
import { CATALOG_FILE } from '../catalog/catalog-sync.js';
import { LEGACY_CATALOG_FILE } from '../catalog/catalog-import.js';
import { PICTURES_FOLDER } from '../catalog/picture-cache.js';
import { LOGS_FOLDER, openAppLog, type AppLog } from '../diagnostics/app-log.js';
import { PARKED_CARTS_FILE } from '../parked/parked-carts-file.js';
import { SETTINGS_FILE_NAME } from '../settings/settings-store.js';
import type { StartupWarning } from '../../../shared/bridge/app.js';
import { warningInEnglish } from './warning-english.js';
import { JOURNAL_FILE, journalCutWarning, openTillJournal, type TillJournal } from '../shift/till-journal.js';
import { STAFF_FILE } from '../staff/roster-file.js';
import type { StaffRoster } from '../staff/staff-roster.js';
import { wireStaff } from '../staff/wire.js';
import { startSimulatedPrinter, type SimulatedPrinter } from '../hardware/simulated-printer/simulated-printer.js';
import { callsOfStoreInUse } from '../store/calls-of-store-in-use.js';
import { createStoreProfiles } from '../store/store-profiles.js';
import { DEMO_STORE_FOLDER, storeAddress } from '../store/store-target.js';
import { preparePrivateFolder } from '../../private-files.js';
import type { BridgeGate } from './bridge-dispatch.js';
import { TillRefusal } from './error-words.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

import { createEventHub, type EventHub } from './event-hub.js';
import { createCustomerDisplay, type CustomerDisplay } from '../display/customer-display.js';
import { openStoreServices } from './store-services.js';
import type { PosRuntimeOptions } from './runtime-options.js';
import type { TillParts } from './till-parts.js';

const messages = defineMessages({
  changingStore: { id: 'app.stores.changing', defaultMessage: 'The till is changing store: try again in a moment.' },
  couldNotChange: { id: 'app.stores.couldNotChange', defaultMessage: 'The till could not change to {store}: {reason}' },
});

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
  /** The simulated receipt printer and drawer (loopback, jobs in memory only): started unless the options name a printer of their own. */
  simulatedPrinter: SimulatedPrinter | null;
  /** The customer display: its read-only feed, and where the shell says how it reaches a screen. */
  display: Pick<CustomerDisplay, 'feed' | 'useHost' | 'enabled' | 'screenId'>;
  close(): Promise<void>;
}

/** Changes the store in use between sales: the store's services are closed and opened again for the store chosen. */
async function openStoreSwitcher(till: Omit<TillParts, 'useStore'>) {
  const { options, log, emit } = till;
  const open = () => openStoreServices({ ...till, useStore });
  /** The last word on updates, given again to the services of a store chosen later. */
  let update: { state: UpdateState; restart: () => void } | null = null;
  let switching: Promise<StoreProfileView[]> | null = null;
  /** Makes that store profile the store in use, at once: the store's services are closed and opened again for it. */
  async function useStore(id: string): Promise<StoreProfileView[]> {
    if (switching) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.changingStore) });
    const refusal = services.switchRefusal();
    if (refusal) throw new TillRefusal({ kind: 'invalid_input', message: refusal });
    const profiles = createStoreProfiles(options.settings);
    const before = profiles.active();
    if (before.id === id) return services.calls.stores.list();
    const chosen = profiles.activate(id);
    switching = (async () => {
      log(`store: changing from ${before.name} to ${chosen.name}`);
      await services.close();
      try {
        services = await open();
      } catch (error) {
        const words = error instanceof Error ? error.message : 'unknown error';
        log(`store: ${chosen.name} could not be opened (${words}); back to ${before.name}`);
        profiles.activate(before.id);
        services = await open();
        throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.couldNotChange, { store: chosen.name, reason: words }) });
      }
      if (update) services.setUpdate(update.state, update.restart);
      emit({ type: 'store.changed' });
      return services.calls.stores.list();
    })().finally(() => {
      switching = null;
    });
    return switching;
  }
  let services = await open();
  return {
    useStore,
    current: () => services,
    setUpdate(state: UpdateState, restartFn: () => void) {
      update = { state, restart: restartFn };
      services.setUpdate(state, restartFn);
      emit({ type: 'update.changed', update: state });
    },
    /** Waits for a change of store under way, then closes the store's services. */
    async close() {
      await switching?.catch(() => undefined);
      await services.close();
    },
  };
}

/** The app's log, with every line going out with the credentials in any URL it names redacted (the file's own redaction follows). */
async function openLog(options: PosRuntimeOptions) {
  const appLog = await openAppLog({ dataDir: options.dataDir, process: options.shell === 'electron' ? 'main' : 'browser-host' });
  const log = (line: string): void => {
    const clean = redactUrlsInText(line);
    appLog.info(clean);
    options.log?.(clean);
  };
  log(
    `start: Storefront POS ${options.version} (${options.shell}) on ${process.platform} ${process.arch}, node ${process.versions.node}` +
      (process.versions.electron ? `, electron ${process.versions.electron}, chromium ${process.versions.chrome}` : ''),
  );
  return { appLog, log };
}

export async function startPosRuntime(options: PosRuntimeOptions): Promise<PosRuntime> {
  // Order tokens and customers' words rest in the data folder: this user's alone, whatever an older version left.
  preparePrivateFolder(options.dataDir, [
    SETTINGS_FILE_NAME,
    CATALOG_FILE,
    `${CATALOG_FILE}-wal`,
    `${CATALOG_FILE}-shm`,
    LEGACY_CATALOG_FILE,
    DEMO_STORE_FOLDER,
    JOURNAL_FILE,
    PICTURES_FOLDER,
    STAFF_FILE,
    PARKED_CARTS_FILE,
    LOGS_FOLDER,
  ]);
  const { appLog, log } = await openLog(options);
  const events = createEventHub();
  const emit = (event: BridgeEvent) => events.emit(event);
  // Who is on the till: the roster answers the journal, and records its unlocks, locks and failed PINs in it.
  const storeTimeZone = () => {
    const profiles = createStoreProfiles(options.settings);
    return profiles.timeZone(profiles.active().id).name;
  };
  const staff = wireStaff({ dataDir: options.dataDir, settings: options.settings, journal: () => journal, log, emit, timeZone: storeTimeZone });
  const roster = staff.roster;
  const journal = openTillJournal({ dataDir: options.dataDir, staff: () => roster.current() });
  /** What was found damaged on disk at the start, said once in the log and shown on every screen until dismissed. */
  const startupWarnings: StartupWarning[] = [];
  startupWarnings.push(...(options.settings.warnings ?? []));
  const journalWarning = journalCutWarning(journal.cutLines);
  if (journalWarning) startupWarnings.push(journalWarning);
  for (const warning of startupWarnings) log(`at start: ${warningInEnglish(warning)}`);
  const secrets = options.secrets ?? (await openSecretStore({ log }));
  // The store given on the command line is a store profile like any other: listed in Settings, where its location is set.
  if (options.storeUrl) createStoreProfiles(options.settings).adopt(storeAddress(options.storeUrl), options.storeLocation ?? null);
  // The simulated printer and drawer, for training and tests: the printer of kind "simulated" prints to it.
  const simulatedPrinter = options.simulatedPrinter ? null : await startSimulatedPrinter();
  const tillOptions = simulatedPrinter ? { ...options, simulatedPrinter: () => `${simulatedPrinter.host}:${simulatedPrinter.port}` } : options;
  const display = createCustomerDisplay({ settings: options.settings, events, staffName: () => roster.current()?.name ?? null });
  const till = { options: tillOptions, log, appLog, emit, roster, staffCalls: staff.calls.staff, journal, startupWarnings, secrets, simulatedPrinter, display };
  const stores = await openStoreSwitcher(till);

  return {
    calls: callsOfStoreInUse(() => stores.current().calls),
    gate: roster,
    staff: roster,
    setUpdate: stores.setUpdate,
    events,
    journal,
    get client() {
      return stores.current().client;
    },
    get storeUrl() {
      return stores.current().storeUrl;
    },
    log: appLog,
    simulatedPrinter,
    display,
    async close() {
      display.feed.close();
      await staff.stop();
      await stores.close();
      await simulatedPrinter?.close();
      journal.close();
      log('stopped');
      await appLog.close();
    },
  };
}
