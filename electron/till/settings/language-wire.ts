/**
 * The bridge's `language.*` calls, and the store's language as the services use it: the one a
 * manager set for the store in use, else the store profile's, else the store's own
 * `default_locale` (English when the till does not ship it).
 */
import type { LanguageState } from '../../../shared/i18n/language-calls.js';
import type { PosCalls } from '../../../shared/bridge/contract.js';
import { appLocaleFor, type AppLocale } from '../../../shared/i18n/locales.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { StoreWire } from '../store/wire.js';
import { languageSettings } from './language-settings.js';

type StoreParts = Pick<StoreWire, 'inUseId' | 'active' | 'details'>;

/** The store's own language: its profile's, else what the store says (`default_locale`). */
function storesOwn(store: StoreParts): AppLocale {
  return appLocaleFor(store.active.locale ?? store.details.known()?.defaultLocale ?? null);
}

/** The language of what the store's customers read. */
export function storeLanguage(till: Pick<TillParts, 'options'>, store: StoreParts): AppLocale {
  return languageSettings(till.options.settings).store(store.inUseId) ?? storesOwn(store);
}

export function wireLanguage(till: Pick<TillParts, 'options' | 'roster'>, store: StoreParts) {
  const languages = languageSettings(till.options.settings);
  const state = (): LanguageState => ({
    till: languages.till(),
    store: { set: languages.store(store.inUseId), own: storesOwn(store) },
    staff: till.roster.list().map((m) => ({ id: m.id, name: m.name, locale: languages.staff(m.id) })),
  });
  const language = {
    state: async () => state(),
    async set(scope, id, locale) {
      if (scope === 'till') languages.setTill(locale);
      else if (scope === 'store') languages.setStore(store.inUseId, locale);
      else if (id && till.roster.list().some((m) => m.id === id)) languages.setStaff(id, locale);
      else throw new Error('No such staff member.');
      return state();
    },
  } satisfies PosCalls['language'];
  return { calls: { language } };
}
