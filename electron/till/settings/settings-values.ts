/**
 * Every value the settings file holds, with the schema it is read back with and what it is in a
 * manager's words. A value of the wrong shape is dropped at the start (settings-check.ts), never
 * trusted through a cast. Lists whose entries stand alone (store profiles, tracked orders) are
 * checked entry by entry, so one bad entry does not cost the others. Keys not named here are
 * kept as they are (an area that adds a key adds its schema here).
 */
import { z } from 'zod';
import { printerSettings } from '../../../shared/hardware/hardware-calls.js';
import { APP_LOCALES } from '../../../shared/i18n/locales.js';
import { STAFF_LANGUAGES_KEY, STORE_LANGUAGES_KEY, TILL_LANGUAGE_KEY } from './language-keys.js';

/** The version of the settings file's shape this app writes (settings-migrations.ts brings older files to it). */
export const SETTINGS_VERSION = 1;
/** Where the file says its version (absent: version 0, every file written before versions). */
export const SETTINGS_VERSION_KEY = 'settingsVersion';

export interface StoredValue {
  /** The key as the services name it (dotted: conf keeps `stores.profiles` as `stores` → `profiles`). */
  key: string;
  /** What it is, in words a manager understands (singular for a list's entries). */
  words: string;
  /** For a list: the schema of each entry; otherwise of the value. */
  schema: z.ZodType;
  list?: boolean;
}

const text = z.string();
const nullableText = z.string().nullable();
const appLocale = z.enum(APP_LOCALES);

const storeProfile = z.looseObject({
  id: text.min(1),
  name: text,
  baseUrl: nullableText,
  agenticUrl: nullableText,
  currency: nullableText,
  locale: nullableText,
  dialect: z.enum(['shop', 'spree']),
  lineOptions: z.array(text).optional(),
});

const location = z.looseObject({ address1: text, city: text, zipcode: text, countryIso: text });
const pickup = z.looseObject({ location: location.nullable().optional(), walkInEmail: nullableText.optional() });

const saleRecord = z.looseObject({
  token: text.min(1),
  number: text.min(1),
  step: z.enum(['open', 'paying', 'completing']),
  account: nullableText.optional(),
  currency: nullableText.optional(),
});

const receipt = z.looseObject({
  order: z.looseObject({ number: text.min(1) }),
  storeName: text,
  paymentMethodName: text,
  tendered: nullableText,
});

const trackedOrder = z.looseObject({
  number: text.min(1),
  token: text.min(1),
  account: nullableText.optional(),
  state: text,
  currency: text,
  history: z.array(z.unknown()),
  shipments: z.array(z.unknown()),
});

export const STORED_VALUES: readonly StoredValue[] = [
  { key: 'stores.profiles', words: 'store profile', schema: storeProfile, list: true },
  { key: 'stores.pickup', words: 'stores’ pickup locations', schema: z.record(text, pickup) },
  { key: 'stores.active', words: 'active store', schema: text },
  { key: 'stores.signing', words: 'stores whose requests this till signs', schema: z.array(text) },
  { key: 'stores.timeZone', words: 'stores’ report time zones', schema: z.record(text, text) },
  { key: 'sale.current', words: 'sale in progress', schema: saleRecord },
  { key: 'sale.unseenReceipt', words: 'last receipt not yet shown', schema: receipt },
  { key: 'staff.idleLockMinutes', words: 'idle lock time', schema: z.number().int().min(1).max(240).nullable() },
  { key: 'staff.pinAttempts', words: 'count of wrong PINs', schema: z.object({ failures: z.number().int().min(0), retryAt: z.number().nullable() }) },
  {
    key: 'staff.pinFailures',
    words: 'wrong PINs of the last hour',
    schema: z.object({ unlock: z.array(z.number()).max(10_000).optional(), approve: z.array(z.number()).max(10_000).optional() }).strict(),
  },
  {
    key: 'terminal.pending',
    words: 'card terminal charge in progress',
    schema: z.looseObject({ saleNumber: text, reference: text, amount: text, currency: text }),
  },
  { key: 'terminal.leftTokens', words: 'card terminal approvals to clear from the keychain', schema: z.array(text) },
  {
    key: 'paymentMethods',
    words: 'store’s payment methods',
    schema: z.looseObject({ store: text, at: z.number(), methods: z.array(z.looseObject({ id: text })) }),
  },
  { key: 'paymentMethodsCart', words: 'cart opened to read the payment methods', schema: text },
  { key: 'trackedOrders', words: 'tracked order', schema: trackedOrder, list: true },
  { key: 'storeUrl', words: 'store address', schema: text },
  { key: 'shift.blindCount', words: 'blind count of the drawer', schema: z.boolean() },
  { key: 'returns.openQuote', words: 'return quote left open', schema: z.object({ id: text.min(1), number: text }) },
  { key: 'returns.managerAbove', words: 'amount above which a return needs a manager', schema: text.regex(/^\d{1,9}(\.\d{1,2})?$/) },
  { key: 'discounts.reasons', words: 'reasons a discount may carry', schema: z.array(text.min(1)).min(1).max(30) },
  { key: 'hardware.printer', words: 'receipt printer', schema: printerSettings({ z }) },
  {
    key: 'hardware.checks',
    words: 'last hardware check',
    schema: z.array(z.object({ what: z.enum(['test print', 'test kick']), at: text, outcome: z.looseObject({ ok: z.boolean() }) })).max(10),
  },
  { key: 'display.enabled', words: 'customer display on', schema: z.boolean() },
  { key: 'display.screenId', words: 'customer display’s screen', schema: text.min(1).max(64) },
  { key: TILL_LANGUAGE_KEY, words: 'till’s language', schema: appLocale },
  { key: STAFF_LANGUAGES_KEY, words: 'staff’s languages', schema: z.record(text, appLocale) },
  { key: STORE_LANGUAGES_KEY, words: 'stores’ languages', schema: z.record(text, appLocale) },
];
