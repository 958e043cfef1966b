/**
 * The languages a manager set, as the settings file keeps them: the till's (`till.language`), each
 * staff member's (`staff.languages`, by member id) and each store profile's (`stores.language`, by
 * profile id). A value that is not a shipped language is read as not set.
 */
import { isAppLocale, type AppLocale } from '../../../shared/i18n/locales.js';
import type { SettingsStore } from './settings-store.js';
import { STAFF_LANGUAGES_KEY, STORE_LANGUAGES_KEY, TILL_LANGUAGE_KEY } from './language-keys.js';

function byId(settings: SettingsStore, key: string): Record<string, AppLocale> {
  const raw = settings.get(key);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter((e): e is [string, AppLocale] => isAppLocale(e[1])));
}

function setById(settings: SettingsStore, key: string, id: string, locale: AppLocale | null): void {
  const { [id]: _old, ...others } = byId(settings, key);
  settings.set(key, locale ? { ...others, [id]: locale } : others);
}

export function languageSettings(settings: SettingsStore) {
  return {
    till(): AppLocale | null {
      const set = settings.get(TILL_LANGUAGE_KEY);
      return isAppLocale(set) ? set : null;
    },
    setTill(locale: AppLocale | null): void {
      if (locale) settings.set(TILL_LANGUAGE_KEY, locale);
      else settings.delete(TILL_LANGUAGE_KEY);
    },
    staff(memberId: string): AppLocale | null {
      return byId(settings, STAFF_LANGUAGES_KEY)[memberId] ?? null;
    },
    setStaff: (memberId: string, locale: AppLocale | null) => setById(settings, STAFF_LANGUAGES_KEY, memberId, locale),
    store(profileId: string): AppLocale | null {
      return byId(settings, STORE_LANGUAGES_KEY)[profileId] ?? null;
    },
    setStore: (profileId: string, locale: AppLocale | null) => setById(settings, STORE_LANGUAGES_KEY, profileId, locale),
  };
}
