/**
 * The window's options and navigation policy as pure functions, so the security settings are
 * tested without Electron: an isolated, sandboxed renderer with no Node, served from app://.
 */
import type { BrowserWindowConstructorOptions } from 'electron';

export { isSafeExternalUrl, isSignInPageUrl } from '../shared/external-urls.js';

export const APP_SCHEME = 'app';
export const APP_HOST = 'pos';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 680,
    show: false,
    title: 'Storefront POS',
    backgroundColor: '#f6f7f9',
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
