/**
 * The bridge's `app.*` calls: what the first screen needs at once, the app and the store in use,
 * updates, the connection and the store's service status, the demo store's reset and the support
 * file. Answered from what the runtime holds; only the status, the connection check and the reset
 * ask the store anything.
 */
import path from 'node:path';
import type { AppInfo, PosCalls, StoreServiceStatus, UpdateState } from '../../../shared/bridge/bridge.js';
import type { Store } from '../../../shared/storefront/types/types.js';
import type { CatalogInternals } from '../catalog/catalog-calls.js';
import { beforePageCheck, type ConnectionWatch } from '../store/connection-watch.js';
import { diagnosticsBundle, diagnosticsFileName, type DiagnosticsSources } from '../diagnostics/diagnostics-bundle.js';
import { checkNativeModules } from '../diagnostics/native-modules.js';
import { TillRefusal } from './error-words.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

import type { Session } from '../account/session.js';
import type { TillThemeSetting } from '../settings/till-theme.js';

const messages = defineMessages({
  noUpdate: { id: 'app.update.noneReady', defaultMessage: 'No update is ready yet.' },
});

interface AppCallsOptions {
  /** The app and the store in use, with the store's own details once it has told them. */
  info: (store: Store | null) => AppInfo;
  /** The store's details: as known now (no request), and read when not known yet. */
  store: { known(): Store | null; read(): Promise<Store> };
  session: Pick<Session, 'status'>;
  connection: Pick<ConnectionWatch, 'check' | 'current'>;
  catalog: Pick<CatalogInternals, 'startPage'>;
  /** The store's status document, the request budget left and the agentic document, checked now. */
  storeStatus: () => Promise<StoreServiceStatus>;
  /** The demo store back to its first-start data, with this till's sale, tracked orders and catalog. */
  resetDemoStore: () => Promise<void>;
  /** What the support file is made of, read when it is asked for. */
  diagnostics: () => Omit<DiagnosticsSources, 'browser' | 'natives' | 'now'>;
  /** Saves a support file where the manager chooses (Electron): the path, or null if cancelled; absent: the page downloads it. */
  saveFile?: (suggestedName: string, text: string) => Promise<string | null>;
  /** The update state until the shell says otherwise. */
  initialUpdate: UpdateState;
  /** The theme chosen on this till, kept across restarts. */
  theme: TillThemeSetting;
  log: (line: string) => void;
}

/** What the shell tells the app calls besides the bridge: an update's state and how to restart into it. */
interface AppUpdates {
  set(state: UpdateState, restart: () => void): void;
}

export function appCalls(options: AppCallsOptions): { calls: PosCalls['app']; updates: AppUpdates } {
  const { log } = options;
  let update = options.initialUpdate;
  let restart: () => void = () => {};
  const calls = {
    start: async (firstPage) => {
      // Nothing here waits on the store: what it has not told yet is asked for after the first screen.
      const known = options.store.known();
      return {
        info: known ? options.info(known) : null,
        session: options.session.status(),
        update,
        // The page asks main to check the store next: until then, no Online it has not confirmed.
        connection: beforePageCheck(options.connection.current()),
        catalog: options.catalog.startPage(firstPage),
        theme: options.theme.get(),
      };
    },
    info: async () => options.info(await options.store.read().catch(() => null)),
    update: async () => update,
    restartToUpdate: async () => {
      if (update.state !== 'ready') throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.noUpdate) });
      restart();
    },
    storeStatus: () => options.storeStatus(),
    connection: () => options.connection.check(),
    resetDemoStore: () => options.resetDemoStore(),
    saveDiagnostics: async (browser) => {
      const now = new Date();
      const text = diagnosticsBundle({ ...options.diagnostics(), browser, natives: await checkNativeModules(), now });
      const fileName = diagnosticsFileName(now);
      if (!options.saveFile) {
        log('diagnostics: bundle handed to the page to download');
        return { outcome: 'download', fileName, text };
      }
      const written = await options.saveFile(fileName, text);
      log(written ? 'diagnostics: bundle saved where the manager chose' : 'diagnostics: save cancelled');
      return written ? { outcome: 'saved', fileName: path.basename(written) } : { outcome: 'cancelled' };
    },
    setTheme: async (theme) => options.theme.set(theme),
  } satisfies PosCalls['app'];
  return {
    calls,
    updates: {
      set(state, restartFn) {
        update = state;
        restart = restartFn;
      },
    },
  };
}
