/** The app shell's state: which screen, the store we sell for, the connection, the theme. */
import { create } from 'zustand';
import type { AppInfo, ConnectionState, OfflineStatus, StartState, UpdateState } from '../../shared/bridge/bridge.js';
import { pos } from '../bridge/pos.js';
import type { StartupWarning, TillTheme } from '../../shared/bridge/app.js';
import { defineMessages, englishOf, wordsOf } from '../../shared/i18n/words.js';

const messages = defineMessages({
  noHost: { id: 'app.connection.noHost', defaultMessage: 'The app cannot reach its host.' },
});
const NO_HOST = wordsOf(messages.noHost);

export type Screen = 'sell' | 'checkout' | 'receipt' | 'returns' | 'orders' | 'customer' | 'store' | 'settings' | 'shift' | 'reports' | 'labels' | 'stock';
export type Theme = TillTheme;

interface AppState {
  screen: Screen;
  info: AppInfo | null;
  connection: ConnectionState;
  /** Selling while the store cannot be reached (null until main has said, or while the till is locked). */
  offline: OfflineStatus | null;
  update: UpdateState | null;
  theme: Theme;
  setUpdate(update: UpdateState): void;
  go(screen: Screen): void;
  /** Shows main's start answer (when there is one) and asks main for what it did not hold. */
  load(start?: StartState | null): Promise<void>;
  setConnection(connection: ConnectionState): void;
  /** What the till must tell the clerk now (main's whole list). */
  setWarnings(warnings: StartupWarning[]): void;
  setOffline(offline: OfflineStatus): void;
  /** Asks main whether sales are taken offline now (refused while the till is locked: kept as it was). */
  loadOffline(): Promise<void>;
  /** The theme main kept for this till (from its start answer), nothing sent back. */
  setTheme(theme: Theme): void;
  /** Switches the theme and has main keep it for the till's next start. */
  toggleTheme(): void;
}

const DARK_SCHEME = '(prefers-color-scheme: dark)'; // not-words: a media query
/** The theme the page was served in (the till's kept one, `data-theme` on its root), else the system's. */
const preferredTheme = (): Theme => {
  if (typeof document === 'undefined') return 'light';
  const served = document.documentElement.dataset.theme;
  if (served === 'light' || served === 'dark') return served;
  return window.matchMedia?.(DARK_SCHEME).matches ? 'dark' : 'light';
};

export const useApp = create<AppState>((set, get) => ({
  screen: 'sell',
  info: null,
  // Nothing is known until main has said: never an optimistic Online.
  connection: { state: 'checking', lastOkAt: null },
  offline: null,
  update: null,
  theme: preferredTheme(),
  setUpdate: (update) => set({ update }),
  go: (screen) => set({ screen }),
  async load(start = null) {
    // What main said at the start is shown at once; the rest is asked for now.
    if (start) set({ connection: start.connection, update: start.update, ...(start.info ? { info: start.info } : {}) });
    // Main checks the store for a page that has just opened; its answer replaces "checking".
    const connection = pos()
      .app.connection()
      .then((state) => set({ connection: state }))
      .catch(() => set({ connection: { state: 'offline', message: englishOf(NO_HOST), words: NO_HOST, lastOkAt: get().connection.lastOkAt } }));
    try {
      if (!start?.info) set({ info: await pos().app.info() });
      if (!start) set({ update: await pos().app.update() });
    } catch {
      // The store's name stays "Connecting…"; the connection check says what is wrong.
    }
    await connection;
    await get().loadOffline();
  },
  setConnection: (connection) => set({ connection }),
  setOffline: (offline) => set({ offline }),
  async loadOffline() {
    try {
      set({ offline: await pos().offline.status() });
    } catch {
      // Locked: main's offline.selling events and the next unlock tell it.
    }
  },
  setWarnings: (warnings) => {
    const info = get().info;
    // Before the app's info is in, its answer carries the list.
    if (info) set({ info: { ...info, warnings } });
  },
  setTheme: (theme) => set({ theme }),
  toggleTheme: () => {
    const theme = get().theme === 'dark' ? 'light' : 'dark';
    set({ theme });
    // Kept by main for the till's next start; should it not hear, the screen has changed all the same.
    void pos()
      .app.setTheme(theme)
      .catch(() => undefined);
  },
}));
