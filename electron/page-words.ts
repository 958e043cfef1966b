/**
 * Words an Electron adapter shows itself (a save dialog's title) in the language of the page it
 * serves: the page names its language on `<html lang>` (renderer/i18n/screen-language.ts), which
 * the adapter asks of the window; English when the page cannot say.
 */
import type { BrowserWindow } from 'electron';
import { sayerIn, type Sayer } from '../shared/i18n/say-in.js';
import { appLocaleFor } from '../shared/i18n/locales.js';

/** How long the page is given to say its language before the adapter goes on in English (a busy or stuck page never holds a dialog up). */
const ASK_MS = 500;

async function pageLanguage(win: BrowserWindow): Promise<string | null> {
  try {
    const asked = Promise.resolve(win.webContents.executeJavaScript('document.documentElement.lang', false));
    const lang = await Promise.race([asked, new Promise<null>((resolve) => setTimeout(() => resolve(null), ASK_MS).unref?.())]);
    return typeof lang === 'string' ? lang : null;
  } catch {
    return null;
  }
}

export async function pageSayer(win: BrowserWindow): Promise<Sayer> {
  return sayerIn(appLocaleFor(await pageLanguage(win))).catch(() => sayerIn('en'));
}
