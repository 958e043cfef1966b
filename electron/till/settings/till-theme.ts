/**
 * The theme chosen on this till, kept in its settings file so the screen opens in it after a
 * restart (the page's own storage would not do: the browser host's page may come from another
 * port each start). Anything else found under the key reads as never chosen.
 *
 * The services write it; the shells only read it (`keptThemeIn`), before the page is served and
 * the window made, so the page's first frame and the window behind it are already in it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TILL_THEMES, type TillTheme } from '../../../shared/bridge/app.js';
import { SETTINGS_FILE_NAME, type SettingsStore } from './settings-store.js';

/** Where it is kept: `till.theme` (the settings file nests dotted keys). */
const THEME_KEY = 'till.theme';

const asTheme = (value: unknown): TillTheme | null => TILL_THEMES.find((theme) => theme === value) ?? null;

export interface TillThemeSetting {
  get(): TillTheme | null;
  set(theme: TillTheme | null): void;
}

export function tillThemeSetting(settings: SettingsStore): TillThemeSetting {
  return {
    get: () => asTheme(settings.get(THEME_KEY)),
    set(theme) {
      if (theme) settings.set(THEME_KEY, theme);
      else settings.delete(THEME_KEY);
    },
  };
}

/** The theme kept in the settings file of the data folder, read as it stands (null: none, or no file that reads). */
export function keptThemeIn(dataDir: string): TillTheme | null {
  try {
    const settings = JSON.parse(readFileSync(path.join(dataDir, SETTINGS_FILE_NAME), 'utf8')) as { till?: { theme?: unknown } } | null;
    return asTheme(settings?.till?.theme);
  } catch {
    return null;
  }
}
