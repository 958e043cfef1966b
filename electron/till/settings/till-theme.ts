/**
 * The theme chosen on this till, kept in its settings file so the screen opens in it after a
 * restart (the page's own storage would not do: the browser host's page may come from another
 * port each start). Anything else found under the key reads as never chosen.
 */
import { TILL_THEMES, type TillTheme } from '../../../shared/bridge/app.js';
import type { SettingsStore } from './settings-store.js';

const THEME_KEY = 'till.theme';

export interface TillThemeSetting {
  get(): TillTheme | null;
  set(theme: TillTheme | null): void;
}

export function tillThemeSetting(settings: SettingsStore): TillThemeSetting {
  return {
    get() {
      const kept = settings.get(THEME_KEY);
      return TILL_THEMES.find((theme) => theme === kept) ?? null;
    },
    set(theme) {
      if (theme) settings.set(THEME_KEY, theme);
      else settings.delete(THEME_KEY);
    },
  };
}
