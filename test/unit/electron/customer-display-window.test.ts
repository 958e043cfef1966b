/**
 * The customer display's Electron window, with stand-ins for Electron's screen and window: on the
 * second screen (frameless, full screen) when there is one or on the screen chosen, else a normal
 * window; the page locked down as the main window's, with the display's own preload that exposes a
 * subscribe alone; the view sent on load and on every change, and no longer once it is closed.
 */
import { readFileSync } from 'node:fs';
import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import {
  customerDisplayWindows,
  DISPLAY_ENTRY,
  DISPLAY_VIEW_CHANNEL,
  displayScreenFor,
  type DisplayWindow,
  type ScreenInfo,
} from '../../../electron/customer-display-window.js';
import { customerDisplayView, type CustomerDisplayView } from '../../../shared/display/customer-display-view.js';
import { englishOf } from '../../../shared/i18n/words.js';
import { sayerIn } from '../../../shared/i18n/say-in.js';

const PRIMARY: ScreenInfo = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
const POLE: ScreenInfo = { id: 7, bounds: { x: 1920, y: 0, width: 1024, height: 600 } };
const view = (storeName: string): CustomerDisplayView => customerDisplayView({ storeName, staffName: null, cart: null, placed: null });

function standIns(screens: ScreenInfo[]) {
  const windows: { options: BrowserWindowConstructorOptions; sent: unknown[][]; url: string | null; closed: boolean; fire(event: string): void }[] = [];
  const listeners = new Set<(v: CustomerDisplayView) => void>();
  let current = view('Harbor');
  const feed = {
    view: () => current,
    subscribe(listener: (v: CustomerDisplayView) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(next: CustomerDisplayView) {
      current = next;
      for (const l of listeners) l(next);
    },
    listeners,
  };
  const host = customerDisplayWindows({
    screens: { getAllDisplays: () => screens, getPrimaryDisplay: () => PRIMARY },
    preloadPath: '/app/display-preload.cjs',
    feed,
    createWindow(options) {
      const handlers = new Map<string, (() => void)[]>();
      const on = (event: string, listener: () => void) => void handlers.set(event, [...(handlers.get(event) ?? []), listener]);
      const record = {
        options,
        sent: [] as unknown[][],
        url: null as string | null,
        closed: false,
        fire: (event: string) => handlers.get(event)?.forEach((h) => h()),
      };
      windows.push(record);
      const window: DisplayWindow = {
        loadURL: async (url) => void (record.url = url),
        isDestroyed: () => record.closed,
        close: () => {
          record.closed = true;
          record.fire('closed');
        },
        setBounds: () => undefined,
        setFullScreen: () => undefined,
        on,
        webContents: { send: (channel, v) => void record.sent.push([channel, v]), on },
      };
      return window;
    },
  });
  return { host, windows, feed };
}

describe('the customer display window', () => {
  it('opens frameless and full screen on the second screen, with the page locked down and the display’s own preload', async () => {
    const { host, windows } = standIns([PRIMARY, POLE]);
    host.open(null);
    const { options, url } = windows[0]!;
    expect(url).toBe(DISPLAY_ENTRY);
    expect(options).toMatchObject({ ...POLE.bounds, frame: false, fullscreen: true });
    expect(options.webPreferences).toMatchObject({
      preload: '/app/display-preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(host.isOpen()).toBe(true);
    expect(host.address()).toBeNull();
    const screens = host.screens();
    expect(screens.map((s) => ({ id: s.id, label: englishOf(s.label) }))).toEqual([
      { id: '1', label: 'Screen 1 (1920 × 1080), the till’s' },
      { id: '7', label: 'Screen 2 (1024 × 600)' },
    ]);
    // In words the Settings page says in the clerk's language.
    const say = await sayerIn('es');
    expect(say(screens[0]!.label, screens[0]!.label.values)).toBe('Pantalla 1 (1920 × 1080), la de la caja');
  });

  it('with one screen is a normal window the clerk can move; a chosen screen is used while attached', () => {
    const { host, windows } = standIns([PRIMARY]);
    host.open(null);
    expect(windows[0]!.options.frame).toBeUndefined();
    expect(windows[0]!.options.fullscreen).toBeUndefined();
    expect(windows[0]!.options.width).toBe(1024);
    expect(displayScreenFor('1', [PRIMARY, POLE], PRIMARY)).toBe(PRIMARY);
    expect(displayScreenFor('99', [PRIMARY, POLE], PRIMARY)).toBe(POLE);
    expect(displayScreenFor(null, [PRIMARY], PRIMARY)).toBeNull();
  });

  it('sends the view once loaded and on each change, and stops when closed; opening again replaces the window', () => {
    const { host, windows, feed } = standIns([PRIMARY, POLE]);
    host.open(null);
    const first = windows[0]!;
    first.fire('did-finish-load');
    feed.push(view('Harbor & Pine'));
    expect(first.sent).toEqual([
      [DISPLAY_VIEW_CHANNEL, view('Harbor')],
      [DISPLAY_VIEW_CHANNEL, view('Harbor & Pine')],
    ]);
    host.open('1');
    expect(first.closed).toBe(true);
    expect(windows).toHaveLength(2);
    expect(feed.listeners.size).toBe(1);
    host.close();
    expect(windows[1]!.closed).toBe(true);
    expect(feed.listeners.size).toBe(0);
    expect(host.isOpen()).toBe(false);
    feed.push(view('after'));
    expect(windows[1]!.sent).toEqual([]);
  });

  it('its preload exposes a subscribe to the view and nothing of the bridge', () => {
    const preload = readFileSync(new URL('../../../electron/display-preload.ts', import.meta.url), 'utf8');
    expect(preload).toContain(`'${DISPLAY_VIEW_CHANNEL}'`);
    expect(preload).toMatch(/exposeInMainWorld\('posDisplay', \{\s*subscribe\(/);
    expect(preload).not.toMatch(/invoke|send\(|BRIDGE_METHODS|posIpc/);
  });
});
