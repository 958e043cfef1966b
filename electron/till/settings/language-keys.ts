/** Where the settings file keeps the languages a manager set (language-settings.ts reads and writes them). */
export const TILL_LANGUAGE_KEY = 'till.language';
export const STAFF_LANGUAGES_KEY = 'staff.languages';
export const STORE_LANGUAGES_KEY = 'stores.language';
