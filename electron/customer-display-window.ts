/**
 * Electron adapter: the customer display's window. On a second screen when there is one (or the
 * screen Settings chose), frameless and full screen there; otherwise a normal window the clerk can
 * move. Its page is the display's own (app://pos/display/index.html) with its own preload, which
 * exposes a subscribe to the view and nothing else; the bridge's IPC answers the main window alone.
 * Electron's screen and window are passed in, so this is tested with stand-ins.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import type { DisplayScreen } from '../shared/display/display-calls.js';
import type { CustomerDisplayView } from '../shared/display/customer-display-view.js';
import type { DisplayHost } from './till/display/customer-display.js';
import { mainWindowOptions } from './window.js';
import { defineMessages, wordsOf } from '../shared/i18n/words.js';

const messages = defineMessages({
  screen: {
    id: 'app.displayScreen.label',
    defaultMessage: '{primary, select, yes {Screen {n} ({width} × {height}), the till’s} other {Screen {n} ({width} × {height})}}',
  },
});

export const DISPLAY_ENTRY = 'app://pos/display/index.html';
/** The one channel the display window hears on: the view, each time it changes. */
export const DISPLAY_VIEW_CHANNEL = 'pos-display:view';

/** A screen as Electron's `screen` module describes it. */
export interface ScreenInfo {
  id: number;
  bounds: { x: number; y: number; width: number; height: number };
}

/** What of a BrowserWindow the adapter uses. */
export interface DisplayWindow {
  loadURL(url: string): Promise<void>;
  isDestroyed(): boolean;
  close(): void;
  setBounds(bounds: ScreenInfo['bounds']): void;
  setFullScreen(on: boolean): void;
  on(event: 'closed', listener: () => void): void;
  webContents: { send(channel: string, view: CustomerDisplayView): void; on(event: 'did-finish-load', listener: () => void): void };
}

interface DisplayWindowDeps {
  screens: { getAllDisplays(): ScreenInfo[]; getPrimaryDisplay(): ScreenInfo };
  createWindow(options: BrowserWindowConstructorOptions): DisplayWindow;
  feed: { view(): CustomerDisplayView; subscribe(listener: (view: CustomerDisplayView) => void): () => void };
  preloadPath: string;
}

/** The screen the display opens on: the one chosen when it is still attached, else the first that is not the primary one; null: none but the primary. */
export function displayScreenFor(chosen: string | null, all: ScreenInfo[], primary: ScreenInfo): ScreenInfo | null {
  const picked = chosen === null ? undefined : all.find((s) => String(s.id) === chosen);
  return picked ?? all.find((s) => s.id !== primary.id) ?? null;
}

/** The display window's options: the main window's locked-down page settings with the display's preload; frameless on a screen of its own. */
function displayWindowOptions(preloadPath: string, screen: ScreenInfo | null): BrowserWindowConstructorOptions {
  const locked = mainWindowOptions(preloadPath, 'dark');
  const common = { title: 'Customer display', backgroundColor: locked.backgroundColor!, autoHideMenuBar: true, webPreferences: locked.webPreferences! };
  if (!screen) return { ...common, width: 1024, height: 600, minWidth: 640, minHeight: 400 };
  return { ...common, ...screen.bounds, frame: false, fullscreen: true };
}

export function customerDisplayWindows(deps: DisplayWindowDeps): DisplayHost {
  let open: { window: DisplayWindow; stop: () => void } | null = null;
  const screenWords = (s: ScreenInfo, primary: ScreenInfo, n: number): DisplayScreen => ({
    id: String(s.id),
    // Sizes as written ("1024"), not as numbers the language would group.
    label: wordsOf(messages.screen, { primary: s.id === primary.id ? 'yes' : 'no', n, width: String(s.bounds.width), height: String(s.bounds.height) }),
  });

  const close = () => {
    if (!open) return;
    const { window, stop } = open;
    open = null;
    stop();
    if (!window.isDestroyed()) window.close();
  };

  return {
    screens() {
      const primary = deps.screens.getPrimaryDisplay();
      return deps.screens.getAllDisplays().map((s, i) => screenWords(s, primary, i + 1));
    },
    open(chosen) {
      const screen = displayScreenFor(chosen, deps.screens.getAllDisplays(), deps.screens.getPrimaryDisplay());
      close();
      const window = deps.createWindow(displayWindowOptions(deps.preloadPath, screen));
      const send = (view: CustomerDisplayView) => {
        if (!window.isDestroyed()) window.webContents.send(DISPLAY_VIEW_CHANNEL, view);
      };
      const unsubscribe = deps.feed.subscribe(send);
      // The page hears the view as it is now once it has loaded, then every change.
      window.webContents.on('did-finish-load', () => send(deps.feed.view()));
      window.on('closed', () => {
        unsubscribe();
        if (open?.window === window) open = null;
      });
      open = { window, stop: unsubscribe };
      void window.loadURL(DISPLAY_ENTRY).catch(() => undefined);
    },
    close,
    isOpen: () => open !== null,
    address: () => null,
  };
}
