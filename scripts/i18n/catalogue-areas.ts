/**
 * The parts of the app whose words are kept apart in each language's catalogue: a message's id
 * starts with its part ("sell.search.placeholder"), and each part is one file per language
 * (shared/i18n/catalogues/<language>/<part>.json), so translators and reviewers work part by part.
 */
export const CATALOGUE_AREAS = [
  'app',
  'ui',
  'sell',
  'parked',
  'alerts',
  'display',
  'checkout',
  'receipt',
  'giftcards',
  'mail',
  'printer',
  'stock',
  'labels',
  'settings',
  'customer',
  'orders',
  'board',
  'offline',
  'shift',
  'reports',
  'staff',
  'returns',
  'language',
] as const;
