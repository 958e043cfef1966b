/**
 * The app itself, across the bridge: the first screen's state in one answer, the app and store in
 * use, updates, the connection to the store, the demo store's reset and diagnostics for support.
 */
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { CatalogQuery, CatalogResults } from './catalog.js';
import type { SessionStatus } from './account.js';
import type { LineOptionView, StoreServiceStatus } from './store.js';
import type { AppLocale } from '../i18n/locales.js';

/** A word for the clerk from the till's start or since: English text, or catalogue words said in the clerk's language. */
export type StartupWarning = string | Words;
import { defineMessages, type Words } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  appResetDemoStore: { id: 'app.managerOnly.appResetDemoStore', defaultMessage: 'Reset the demo store' },
  appSaveDiagnostics: { id: 'app.managerOnly.appSaveDiagnostics', defaultMessage: 'Save diagnostics for support' },
});

/**
 * "Save diagnostics": where the bundle went. Under Electron it is written where the manager chose
 * in the save dialog (or not at all, when they cancelled); the browser host answers the bundle
 * itself and the page downloads it.
 */
export type DiagnosticsSaved = { outcome: 'saved'; fileName: string } | { outcome: 'cancelled' } | { outcome: 'download'; fileName: string; text: string };

export interface AppInfo {
  version: string;
  /** 'demo' when the embedded demo store serves the app, 'store' for a configured store. */
  mode: 'demo' | 'store';
  storeName: string;
  storeUrl: string;
  currency: string;
  /**
   * The store's language: what customers read (receipts, labels, the customer display, emails) is
   * in it, whatever the screen's language. The store's `default_locale` when shipped, else English.
   */
  storeLocale: AppLocale;
  /** The store's time zone (IANA), which every time on screen and paper is read in: the one set for its reports, else the till's own. */
  timeZone: string;
  /** Where the app runs: inside Electron or served to a browser by the browser host. */
  shell: 'electron' | 'browser';
  /** Custom line-item options the store in use has registered (none for most stores). */
  lineOptions: LineOptionView[];
  /**
   * What the till found damaged on disk at its start and how it went on, and what happened since
   * that the clerk must know (the embedded demo store stopped…), in words (usually none): English
   * text, or catalogue words the page says in the clerk's language.
   */
  warnings: StartupWarning[];
}

export type UpdateState =
  | { state: 'disabled'; reason: string }
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'downloading'; percent: number }
  | { state: 'ready'; version: string }
  | { state: 'error'; message: string };

/** What the app knows of the store's connection; `lastOkAt`: when the store last answered (ISO 8601), or null. */
export type ConnectionState =
  /** Nothing known yet: the store has not answered since the app started. */
  | { state: 'checking'; lastOkAt: string | null }
  | { state: 'online'; lastOkAt: string | null }
  /** `message`: why, in English (for logs); `words`: the same as catalogue words, said on the page in the clerk's language. */
  | { state: 'offline'; message: string; words?: Words; lastOkAt: string | null }
  | { state: 'rate_limited'; retryAt: string; lastOkAt: string | null };

/**
 * What the first screen needs, in one answer that never waits on the store: the app and store
 * (null while the store's own details are on their way: ask `app.info()`), who is signed in, the
 * update, the connection as main knows it now, and the first page of the local catalog (null when
 * none is cached yet: ask `catalog.search`, which asks the store).
 */
/** The screen's colours as chosen on this till. */
export type TillTheme = 'light' | 'dark';
export const TILL_THEMES = ['light', 'dark'] as const satisfies readonly TillTheme[];

export interface StartState {
  info: AppInfo | null;
  session: SessionStatus;
  update: UpdateState;
  connection: ConnectionState;
  catalog: CatalogResults | null;
  /** The theme last chosen on this till (kept across restarts); null: never chosen, the screen follows the system's. */
  theme: TillTheme | null;
}

export interface AppCalls {
  /** Everything the first screen needs at once, answered from what main holds (see StartState). */
  start(firstPage: CatalogQuery): Promise<StartState>;
  info(): Promise<AppInfo>;
  update(): Promise<UpdateState>;
  /** Restarts into a downloaded update, when the user chooses to. */
  restartToUpdate(): Promise<void>;
  /** The store's `/status` and the budget left. */
  storeStatus(): Promise<StoreServiceStatus>;
  /** The connection to the store, checked with the store now (a page that opens asks), with when it last answered. */
  connection(): Promise<ConnectionState>;
  /** Demo store only: back to its first-start data; this till's sale, tracked orders and catalog start over. */
  resetDemoStore(): Promise<void>;
  /**
   * One file for support: the log, versions, settings without secrets, the journal's state and the
   * native modules (never a token, PIN, PIN hash, order token or customer address). `browser`: the
   * page's user agent, naming its Chromium when the page is not Electron's.
   */
  saveDiagnostics(browser: string): Promise<DiagnosticsSaved>;
  /** Keeps the theme chosen on this till for its next starts (null: follow the system's again). */
  setTheme(theme: TillTheme | null): Promise<void>;
}

export const appCalls = {
  start: { args: ({ z, catalogQuery }) => z.tuple([catalogQuery]), openWhileLocked: true },
  info: { args: noArgs, openWhileLocked: true },
  update: { args: noArgs, openWhileLocked: true },
  restartToUpdate: { args: noArgs },
  storeStatus: { args: noArgs },
  connection: { args: noArgs, openWhileLocked: true },
  resetDemoStore: { args: noArgs, managerOnly: managerActions.appResetDemoStore },
  saveDiagnostics: { args: ({ z, text }) => z.tuple([text(512)]), managerOnly: managerActions.appSaveDiagnostics },
  // Anyone at the till, locked or not: the header's switch is there for whoever uses the screen.
  setTheme: { args: ({ z }) => z.tuple([z.enum(TILL_THEMES).nullable()]), openWhileLocked: true },
} satisfies CallDeclarations<AppCalls>;
