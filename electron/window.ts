/**
 * The window's options and navigation policy as pure functions, so the security settings are
 * tested without Electron: an isolated, sandboxed renderer with no Node, served from app://.
 */
import type { BrowserWindowConstructorOptions } from 'electron';

export { isSafeExternalUrl, isSignInPageUrl } from '../shared/external-urls.js';

export const APP_SCHEME = 'app';
const APP_HOST = 'pos';
const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

/** The page's background (`--bg` in renderer/styles/app.css) in each theme: the window is that colour before the page paints. */
const WINDOW_BACKGROUND = { light: '#f4f5f7', dark: '#0f1217' } as const;

/**
 * The main window: hidden until its first frame is ready (main shows it on `ready-to-show`), and
 * in the meantime the page's own background for the theme it starts in, so nothing flashes white.
 */
export function mainWindowOptions(preloadPath: string, theme: 'light' | 'dark'): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 680,
    show: false,
    title: 'Storefront POS',
    backgroundColor: WINDOW_BACKGROUND[theme],
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      // Middle-click must not open links in new windows.
      disableBlinkFeatures: 'Auxclick',
    },
  };
}

/** Is this URL one of the app's own pages? */
export function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST;
  } catch {
    return false;
  }
}

/** The file of the built renderer a request for app://pos/<path> maps to, or null if outside it. */
export function rendererFileFor(url: string, rendererDir: string, join: (...p: string[]) => string): string | null {
  if (!isAppUrl(url)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null; // a malformed percent-encoding names no file
  }
  if (pathname.includes('\0')) return null;
  const parts = pathname.split('/').filter((p) => p.length > 0);
  if (parts.some((p) => p === '..' || p.includes('\\'))) return null;
  return parts.length === 0 ? join(rendererDir, 'index.html') : join(rendererDir, ...parts);
}
