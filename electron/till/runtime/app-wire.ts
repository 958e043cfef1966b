/**
 * The bridge's `app.*` calls for the store in use: the app and the store as the first screen shows
 * them, the store's service status, the embedded demo store's reset (this till's sale, tracked
 * orders and catalog start over with it) and the support file.
 */
import { warningInEnglish } from './warning-english.js';
import { storeLanguage } from '../settings/language-wire.js';
import type { AppInfo, PosCalls } from '../../../shared/bridge/bridge.js';
import type { Store } from '../../../shared/storefront/types/types.js';
import type { AccountWire } from '../account/wire.js';
import type { CatalogWire } from '../catalog/wire.js';
import type { OrdersWire } from '../orders/wire.js';
import type { ParkedWire } from '../parked/wire.js';
import type { SaleWire } from '../sale/wire.js';
import { lineOptionViews } from '../store/store-profile-calls.js';
import type { StoreWire } from '../store/wire.js';
import { appCalls } from './app-calls.js';
import { tillThemeSetting } from '../settings/till-theme.js';
import { TillRefusal } from './error-words.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

import type { TillParts } from './till-parts.js';

const messages = defineMessages({
  demoOnly: { id: 'app.demoStore.resetDemoOnly', defaultMessage: 'Only the built-in demo store can be reset.' },
});

interface AppWireDeps {
  till: TillParts;
  store: StoreWire;
  catalog: CatalogWire;
  account: AccountWire;
  orders: OrdersWire;
  sale: SaleWire;
  parked: ParkedWire;
}

/** Demo store only: back to its first-start data; this till's sale, tracked orders and catalog start over. */
function demoStoreReset(deps: AppWireDeps): () => Promise<void> {
  const { options, emit, log } = deps.till;
  const { target } = deps.store;
  const { sale } = deps.sale;
  return async () => {
    if (target.mode !== 'demo' || !target.reset) {
      throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.demoOnly) });
    }
    // A manager already allowed the reset (it is manager-only): the sale it ends needs no second approval.
    await sale.discard({ approved: true }).catch(() => undefined);
    await target.reset();
    // The fresh store has none of the parked carts.
    await deps.parked.parked.storeEmptied();
    deps.store.agentic.forget(); // a fresh demo store makes new signing keys
    options.settings.delete('sale.current');
    options.settings.delete('paymentMethods');
    const unseen = sale.unseenReceipt();
    if (unseen) sale.receiptSeen(unseen.order.number);
    deps.orders.tracker.clear();
    emit({ type: 'sale.changed', cart: null });
    deps.store.details.forget();
    deps.catalog.internals.forgetTaxons();
    await deps.catalog.catalog.resync();
    void sale.preparePayment().catch(() => undefined);
    log('demo store reset to its first-start data');
  };
}

export function wireApp(deps: AppWireDeps) {
  const { options, log, appLog, journal, startupWarnings, secrets } = deps.till;
  const { target, details } = deps.store;
  /** The app and the store in use; the store's own name and currency once it has told them. */
  const appInfo = (s: Store | null): AppInfo => ({
    version: options.version,
    mode: target.mode,
    storeName: deps.store.nameOf(s),
    storeUrl: target.baseUrl,
    currency: s?.defaultCurrency ?? 'USD',
    storeLocale: storeLanguage(deps.till, { ...deps.store, details: { ...deps.store.details, known: () => s ?? deps.store.details.known() } }),
    timeZone: deps.store.profiles.timeZone(deps.store.inUseId).name,
    shell: options.shell,
    lineOptions: lineOptionViews(deps.store.lineOptions),
    warnings: deps.store.warnings(),
  });
  const app = appCalls({
    info: appInfo,
    store: { known: details.known, read: details.read },
    session: deps.account.session,
    connection: deps.store.connection,
    catalog: deps.catalog.internals,
    storeStatus: deps.store.serviceStatus,
    resetDemoStore: demoStoreReset(deps),
    diagnostics: () => ({
      version: options.version,
      shell: options.shell,
      settings: options.settings,
      journal,
      logFiles: appLog.files(),
      warnings: startupWarnings.map(warningInEnglish),
      keychainPersistent: secrets.persistent,
    }),
    saveFile: options.saveFile,
    initialUpdate: { state: 'disabled', reason: options.shell === 'browser' ? 'the browser host does not update' : 'not started' },
    theme: tillThemeSetting(options.settings),
    log,
  });
  return {
    calls: { app: app.calls } satisfies Pick<PosCalls, 'app'>,
    stop: async () => {},
    updates: app.updates,
  };
}
