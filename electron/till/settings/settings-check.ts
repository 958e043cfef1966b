/**
 * The settings document checked value by value against STORED_VALUES: what passes stays as it
 * is, what does not is taken out and answered (with its words), so the start can keep it aside
 * and say so. Pure: no files.
 */
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import { STORED_VALUES, type StoredValue } from './settings-values.js';
import type { SettingsDocument } from './settings-migrations.js';

export interface DroppedValue {
  key: string;
  /** The value as found (for a list, only the entries dropped). */
  value: unknown;
  /** In words (catalogue words: the page says them in the clerk's language), for the start's warning. */
  warning: Words;
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The value at a dotted key, and a way to set or remove it there. */
function at(document: SettingsDocument, key: string) {
  const parts = key.split('.');
  const last = parts.pop()!;
  let parent: Record<string, unknown> | null = document;
  for (const part of parts) parent = parent && isObject(parent[part]) ? (parent[part] as Record<string, unknown>) : null;
  return {
    present: parent !== null && last in parent,
    value: parent?.[last],
    set: (value: unknown) => {
      if (parent) parent[last] = value;
    },
    remove: () => {
      if (parent) delete parent[last];
    },
  };
}

const messages = defineMessages({
  dropped: {
    id: 'settings.dropped.value',
    defaultMessage:
      'The {value, select, storeProfiles {list of store profiles} storesPickup {stores’ pickup locations} activeStore {active store} storesSigning {stores whose requests this till signs} storesTimeZone {stores’ report time zones} saleInProgress {sale in progress} unseenReceipt {last receipt not yet shown} idleLockTime {idle lock time} pinAttempts {count of wrong PINs} pinFailures {wrong PINs of the last hour} terminalPending {card terminal charge in progress} terminalLeftTokens {card terminal approvals to clear from the keychain} paymentMethods {store’s payment methods} paymentMethodsCart {cart opened to read the payment methods} trackedOrders {list of tracked orders} storeUrl {store address} blindCount {blind count of the drawer} openReturnQuote {return quote left open} returnsManagerAbove {amount above which a return needs a manager} discountReasons {reasons a discount may carry} receiptPrinter {receipt printer} hardwareChecks {last hardware check} displayEnabled {customer display on} displayScreen {customer display’s screen} tillLanguage {till’s language} staffLanguages {staff’s languages} storesLanguages {stores’ languages} other {value}} kept in the settings could not be read and was left out (kept aside for support); the till goes on without it.',
  },
  droppedEntries: {
    id: 'settings.dropped.entries',
    defaultMessage:
      '{count, plural, one {# {value, select, storeProfiles {store profile} other {tracked order}}} other {# {value, select, storeProfiles {store profiles} other {tracked orders}}}} kept in the settings could not be read and {count, plural, one {was} other {were}} left out (kept aside for support); the others are kept.',
  },
});

/** The start's warning of a value dropped whole (a list's entries: `count` of them). */
const dropWarning = (value: StoredValue, count?: number): Words =>
  count === undefined ? wordsOf(messages.dropped, { value: value.name }) : wordsOf(messages.droppedEntries, { value: value.name, count });

/** Checks every known value of `document` in place, removing what does not fit; answers what was removed. */
export function dropValuesOfWrongShape(document: SettingsDocument): DroppedValue[] {
  const dropped: DroppedValue[] = [];
  for (const stored of STORED_VALUES) {
    const found = at(document, stored.key);
    if (!found.present) continue;
    if (stored.list && Array.isArray(found.value)) {
      const bad = found.value.filter((entry) => !stored.schema.safeParse(entry).success);
      if (bad.length === 0) continue;
      found.set(found.value.filter((entry) => stored.schema.safeParse(entry).success));
      dropped.push({ key: stored.key, value: bad, warning: dropWarning(stored, bad.length) });
    } else if (stored.list || !stored.schema.safeParse(found.value).success) {
      found.remove();
      dropped.push({
        key: stored.key,
        value: found.value,
        warning: dropWarning(stored),
      });
    }
  }
  return dropped;
}
