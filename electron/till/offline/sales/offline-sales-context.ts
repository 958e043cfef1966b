/**
 * What the parts of offline selling share: the options they were made with, and what they read
 * from the settings file (the sale in progress, this till's short id, the manager's limits, the
 * store's last observed tax rate, when the store last answered). Every part (offline-sales.ts
 * composes them) reads those here; the keys they are kept under are named here and nowhere else.
 */
import { randomBytes } from 'node:crypto';
import type { ConnectionState, OfflineStatus } from '../../../../shared/bridge/bridge.js';
import { isAmount } from '../../../../shared/money.js';
import type { OfflineCartRecord } from '../../../../shared/offline/offline-cart.js';
import { DEFAULT_OFFLINE_LIMITS, DEFAULT_OFFLINE_RETURN_LIMITS, type OfflineLimits } from '../../../../shared/offline/offline-limits.js';
import { isTillShortId, tillShortIdFrom, TILL_SHORT_ID_LENGTH } from '../../../../shared/offline/offline-ref.js';
import type { ObservedTaxRate } from '../../../../shared/offline/offline-tax.js';
import type { Cart, Product, Variant } from '../../../../shared/storefront/types/types.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { SettingsStore } from '../../settings/settings-store.js';
import type { TillJournal } from '../../shift/till-journal.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';

const messages = defineMessages({
  noSale: { id: 'offline.refusal.noSaleInProgress', defaultMessage: 'There is no offline sale in progress.' },
});

/** Where offline selling keeps what it knows in the settings. */
const OFFLINE_KEYS = {
  cart: 'offline.cart',
  limits: 'offline.limits',
  taxRate: 'offline.taxRate',
  tillId: 'offline.tillId',
  lastAnswered: 'offline.storeLastAnsweredAt',
} as const;

export interface OfflineSalesOptions {
  journal: TillJournal;
  settings: SettingsStore;
  /** The local catalog's product and variant for a variant id, or null when it has none. */
  catalogVariant(variantId: string): { product: Product; variant: Variant } | null;
  /** The connection to the store as the till knows it now. */
  connection(): ConnectionState;
  /** The store's name for the receipt, as last known. */
  storeName(): string;
  /** The store's currency as last known (the limits and the pending total are in it). */
  currency(): string;
  now?: () => Date;
  onCart?: (cart: Cart | null) => void;
  onStatus?: (status: OfflineStatus) => void;
}

export interface OfflineSalesContext {
  readonly options: OfflineSalesOptions;
  readonly journal: TillJournal;
  readonly settings: SettingsStore;
  readonly keys: typeof OFFLINE_KEYS;
  readonly now: () => Date;
  /** This till's short id: made (and kept) the first time it is asked for. */
  tillId(): string;
  /** The manager's limits as kept, each one not kept (or not valid) at its default. */
  limits(): OfflineLimits;
  /** The store's tax rate as last observed, or null. */
  taxRate(): string | null;
  /** When the store last answered: the later of the one kept and the connection's. */
  storeLastAnsweredAt(): string | null;
  /** The store cannot be reached now. */
  storeUnreachable(): boolean;
  /** The sale in progress; one the journal already holds (a crash between its entry and this) is over. */
  record(): OfflineCartRecord | null;
  /** The sale in progress, or a clear refusal when there is none. */
  requireSale(): OfflineCartRecord;
}

export function createOfflineSalesContext(options: OfflineSalesOptions): OfflineSalesContext {
  const { journal, settings } = options;
  const keys = OFFLINE_KEYS;

  const record = (): OfflineCartRecord | null => {
    const kept = settings.get(keys.cart) as OfflineCartRecord | undefined;
    if (!kept || typeof kept.ref !== 'string' || !Array.isArray(kept.lines)) return null;
    if (journal.entries({ kinds: ['offline.sale'] }).some((e) => e.data.ref === kept.ref)) {
      settings.delete(keys.cart);
      return null;
    }
    return kept;
  };

  return {
    options,
    journal,
    settings,
    keys,
    now: options.now ?? (() => new Date()),
    tillId: () => {
      const kept = settings.get(keys.tillId);
      if (isTillShortId(kept)) return kept;
      const made = tillShortIdFrom(randomBytes(TILL_SHORT_ID_LENGTH));
      settings.set(keys.tillId, made);
      return made;
    },
    limits: () => {
      const kept = settings.get(keys.limits) as Partial<OfflineLimits> | undefined;
      return {
        maxSale: typeof kept?.maxSale === 'string' && isAmount(kept.maxSale) ? kept.maxSale : DEFAULT_OFFLINE_LIMITS.maxSale,
        maxPending: typeof kept?.maxPending === 'string' && isAmount(kept.maxPending) ? kept.maxPending : DEFAULT_OFFLINE_LIMITS.maxPending,
        maxHours: typeof kept?.maxHours === 'number' && kept.maxHours > 0 ? kept.maxHours : DEFAULT_OFFLINE_LIMITS.maxHours,
        maxReturn: typeof kept?.maxReturn === 'string' && isAmount(kept.maxReturn) ? kept.maxReturn : DEFAULT_OFFLINE_RETURN_LIMITS.maxReturn,
        maxReturnsPerShift:
          typeof kept?.maxReturnsPerShift === 'string' && isAmount(kept.maxReturnsPerShift)
            ? kept.maxReturnsPerShift
            : DEFAULT_OFFLINE_RETURN_LIMITS.maxReturnsPerShift,
      };
    },
    taxRate: () => {
      const kept = settings.get(keys.taxRate) as Partial<ObservedTaxRate> | undefined;
      return typeof kept?.rate === 'string' && /^\d+\.\d+$/.test(kept.rate) ? kept.rate : null;
    },
    storeLastAnsweredAt: () => {
      const kept = settings.get(keys.lastAnswered);
      const seen = options.connection().lastOkAt;
      const candidates = [typeof kept === 'string' ? kept : null, seen].filter((t): t is string => t !== null && !Number.isNaN(Date.parse(t)));
      return candidates.sort().at(-1) ?? null;
    },
    storeUnreachable: () => options.connection().state === 'offline',
    record,
    requireSale: () => {
      const current = record();
      if (!current) throw new TillRefusal({ kind: 'no_sale', message: wordsOf(messages.noSale) });
      return current;
    },
  };
}
