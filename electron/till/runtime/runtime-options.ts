/** What starts the till: its data folder and settings, the store, and the adapters Electron or the browser host gives it. */
import type { AppInfo } from '../../../shared/bridge/bridge.js';
import type { StoreLocation } from '../../../shared/store-location.js';
import type { SecretStore } from '../account/secret-store.js';
import type { DemoStoreStarter } from '../embedded-store/demo-store-link.js';
import type { ReceiptPrinter } from '../sale/receipt-calls.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { CashDrawer } from '../shift/cash-drawer.js';
import type { TextFileSaver } from '../shift/report-calls.js';
import type { DemoStoreRunOptions } from '../store/store-target.js';

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
  /** The simulated receipt printer's loopback address ("127.0.0.1:port") while it runs; absent: none runs. */
  simulatedPrinter?: () => string | null;
  /** Also given every line the app's log file gets (e.g. the console); the file is written whatever this is. */
  log?: (line: string) => void;
}
