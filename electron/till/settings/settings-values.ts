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

/** The stored values' names, as the drop warnings' messages select their words by. */
type StoredValueName =
  | 'storeProfiles'
  | 'storesPickup'
  | 'activeStore'
  | 'storesSigning'
  | 'storesTimeZone'
  | 'saleInProgress'
  | 'unseenReceipt'
  | 'idleLockTime'
  | 'pinAttempts'
  | 'pinFailures'
  | 'terminalPending'
  | 'terminalLeftTokens'
  | 'paymentMethods'
  | 'paymentMethodsCart'
  | 'trackedOrders'
  | 'storeUrl'
  | 'blindCount'
  | 'openReturnQuote'
  | 'returnsManagerAbove'
  | 'discountReasons'
  | 'receiptPrinter'
  | 'hardwareChecks'
  | 'displayEnabled'
  | 'displayScreen'
  | 'tillLanguage'
  | 'staffLanguages'
  | 'storesLanguages';

export interface StoredValue {
  /** The key as the services name it (dotted: conf keeps `stores.profiles` as `stores` → `profiles`). */
  key: string;
  /**
   * What it is, as the settings' drop warnings (settings-check.ts) name it: one of their catalogue
   * messages' select keys, whose words a manager understands.
   */
  name: StoredValueName;
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
  { key: 'stores.profiles', name: 'storeProfiles', schema: storeProfile, list: true },
  { key: 'stores.pickup', name: 'storesPickup', schema: z.record(text, pickup) },
  { key: 'stores.active', name: 'activeStore', schema: text },
  { key: 'stores.signing', name: 'storesSigning', schema: z.array(text) },
  { key: 'stores.timeZone', name: 'storesTimeZone', schema: z.record(text, text) },
  { key: 'sale.current', name: 'saleInProgress', schema: saleRecord },
  { key: 'sale.unseenReceipt', name: 'unseenReceipt', schema: receipt },
  { key: 'staff.idleLockMinutes', name: 'idleLockTime', schema: z.number().int().min(1).max(240).nullable() },
  { key: 'staff.pinAttempts', name: 'pinAttempts', schema: z.object({ failures: z.number().int().min(0), retryAt: z.number().nullable() }) },
  {
    key: 'staff.pinFailures',
    name: 'pinFailures',
    schema: z.object({ unlock: z.array(z.number()).max(10_000).optional(), approve: z.array(z.number()).max(10_000).optional() }).strict(),
  },
  {
    key: 'terminal.pending',
    name: 'terminalPending',
    schema: z.looseObject({ saleNumber: text, reference: text, amount: text, currency: text }),
  },
  { key: 'terminal.leftTokens', name: 'terminalLeftTokens', schema: z.array(text) },
  {
    key: 'paymentMethods',
    name: 'paymentMethods',
    schema: z.looseObject({ store: text, at: z.number(), methods: z.array(z.looseObject({ id: text })) }),
  },
  { key: 'paymentMethodsCart', name: 'paymentMethodsCart', schema: text },
  { key: 'trackedOrders', name: 'trackedOrders', schema: trackedOrder, list: true },
  { key: 'storeUrl', name: 'storeUrl', schema: text },
  { key: 'shift.blindCount', name: 'blindCount', schema: z.boolean() },
  { key: 'returns.openQuote', name: 'openReturnQuote', schema: z.object({ id: text.min(1), number: text }) },
  { key: 'returns.managerAbove', name: 'returnsManagerAbove', schema: text.regex(/^\d{1,9}(\.\d{1,2})?$/) },
  { key: 'discounts.reasons', name: 'discountReasons', schema: z.array(text.min(1)).min(1).max(30) },
  { key: 'hardware.printer', name: 'receiptPrinter', schema: printerSettings({ z }) },
  {
    key: 'hardware.checks',
    name: 'hardwareChecks',
    schema: z.array(z.object({ what: z.enum(['test print', 'test kick']), at: text, outcome: z.looseObject({ ok: z.boolean() }) })).max(10),
  },
  { key: 'display.enabled', name: 'displayEnabled', schema: z.boolean() },
  { key: 'display.screenId', name: 'displayScreen', schema: text.min(1).max(64) },
  { key: TILL_LANGUAGE_KEY, name: 'tillLanguage', schema: appLocale },
  { key: STAFF_LANGUAGES_KEY, name: 'staffLanguages', schema: z.record(text, appLocale) },
  { key: STORE_LANGUAGES_KEY, name: 'storesLanguages', schema: z.record(text, appLocale) },
];
