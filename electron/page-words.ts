/**
 * Words an Electron adapter shows itself (a save dialog's title) in the language of the page it
 * serves: the page names its language on `<html lang>` (renderer/i18n/screen-language.ts), which
 * the adapter asks of the window; English when the page cannot say.
 */
import type { BrowserWindow } from 'electron';
import { sayerIn, type Sayer } from '../shared/i18n/say-in.js';
import { appLocaleFor } from '../shared/i18n/locales.js';

export async function pageSayer(win: BrowserWindow): Promise<Sayer> {
  const lang = await win.webContents.executeJavaScript('document.documentElement.lang', false).catch(() => null);
  return sayerIn(appLocaleFor(typeof lang === 'string' ? lang : null)).catch(() => sayerIn('en'));
}
