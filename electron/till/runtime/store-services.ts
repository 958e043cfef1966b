/**
 * Everything that talks to the store in use (the active store profile), composed from each
 * domain's wire in the order they depend on one another: opened at the start, and again at once
 * when a manager chooses or adds another store between sales.
 */
import type { PosCalls, UpdateState } from '../../../shared/bridge/bridge.js';
import type { StorefrontClient } from '../../../shared/storefront/types/client-types.js';
import { wireAccount } from '../account/wire.js';
import { wireCatalog } from '../catalog/wire.js';
import { wireDiscounts } from '../discounts/wire.js';
import { wireGiftCards } from '../giftcards/wire.js';
import { wireMail } from '../mail/wire.js';
import { wirePrinterSimulator } from '../hardware/simulated-printer/wire.js';
import { wireLabels } from '../labels/wire.js';
import { wireStockReceiving } from '../stock/receiving/wire.js';
import { wireStockLookup } from '../stock/lookup/wire.js';
import { wireLowStock } from '../stock/low-stock/wire.js';
import { wireStockCount } from '../stock/count/wire.js';
import { wireOffline } from '../offline/wire.js';
import { wireOrders } from '../orders/wire.js';
import { wireParked } from '../parked/wire.js';
import { wireReturns } from '../returns/wire.js';
import { wireSale } from '../sale/wire.js';
import { printerAccess } from '../hardware/printer-access.js';
import { wireHardware } from '../hardware/wire.js';
import { kickingCashDrawer, recordingCashDrawer } from '../shift/cash-drawer.js';
import { wireShift } from '../shift/wire.js';
import { wireStore } from '../store/wire.js';
import { wireLanguage } from '../settings/language-wire.js';
import { wireTerminal } from '../terminal/wire.js';
import { wireApp } from './app-wire.js';
import type { TillParts } from './till-parts.js';
import { appLocaleFor } from '../../../shared/i18n/locales.js';

/** The services of the store in use, opened again for each store the till changes to. */
export interface StoreServices {
  calls: PosCalls;
  client: StorefrontClient;
  storeUrl: string;
  /** Why the till cannot change store now, in words, or null. */
  switchRefusal(): string | null;
  setUpdate(state: UpdateState, restart: () => void): void;
  close(): Promise<void>;
}

export async function openStoreServices(till: TillParts): Promise<StoreServices> {
  const { options, journal } = till;
  const store = await wireStore(till);
  const catalog = await wireCatalog({ till, store });
  const account = await wireAccount({ till, store, catalog });
  const orders = wireOrders({ till, store, account });
  const offline = wireOffline({ till, store, catalog, orders });
  const printer = printerAccess({ settings: options.settings, simulatedPrinter: options.simulatedPrinter });
  // The drawer is kicked through the receipt printer when one is set with a drawer; each opening is recorded first.
  const drawer =
    options.cashDrawer ??
    kickingCashDrawer(recordingCashDrawer(journal), printer.kick, {
      log: till.log,
      notOpened: (orderNumber, words) => till.emit({ type: 'hardware.drawer', orderNumber, words }),
    });
  const sale = wireSale({ till, store, catalog, account, orders, offline, drawer });
  const shift = wireShift({ till, store, orders, offline, sale, drawer });
  const parked = wireParked({ till, store, catalog, sale });
  const terminal = wireTerminal({ till, store, sale, parked });
  const returns = wireReturns({ till, store, drawer, sale, terminal: terminal.cardTerminal, offline });
  const app = wireApp({ till, store, catalog, account, orders, sale, parked });
  const discounts = wireDiscounts({ till, store, sale, offline });
  const giftCards = wireGiftCards({ till, store, catalog, sale });
  const mail = wireMail({ till, store });
  const hardware = wireHardware({ till, sale, printer, drawer, store });
  const stockCount = wireStockCount({ till, store, catalog });
  // The customer display hears every placed sale's receipt, and the store's name.
  sale.receipts.finishWith(till.display.receiptShown);
  till.display.feed.useStore(async () => {
    const details = await store.details.read();
    return { name: details.name, locale: appLocaleFor(details.defaultLocale) };
  });

  const calls: PosCalls = {
    ...offline.calls,
    ...parked.calls,
    ...app.calls,
    ...catalog.calls,
    ...sale.calls,
    ...account.calls,
    ...orders.calls,
    ...shift.calls,
    ...store.calls,
    ...terminal.calls,
    ...returns.calls,
    ...discounts.calls,
    ...giftCards.calls,
    ...mail.calls,
    ...hardware.calls,
    ...wirePrinterSimulator(till.simulatedPrinter).calls,
    ...wireLabels(till, printer, store).calls,
    ...wireStockReceiving({ till, store }).calls,
    ...wireStockLookup({ till, store }).calls,
    ...wireLowStock({ till, store }).calls,
    ...stockCount.calls,
    ...wireLanguage(till, store).calls,
    // Rooms that keep watch over some of the sale's calls: a discounted line's quantity, a gift card rung up.
    sale: { ...sale.calls.sale, ...discounts.saleOverrides, ...giftCards.saleOverrides },
    staff: till.staffCalls,
    display: till.display.calls,
  };
  const { target, active } = store;
  till.log(`store: ${target.mode === 'demo' ? 'embedded demo store' : `store profile ${active.name}`} at ${target.baseUrl}`);

  return {
    calls,
    client: store.client,
    storeUrl: target.baseUrl,
    switchRefusal: store.switchRefusal,
    setUpdate: (state, restartFn) => app.updates.set(state, restartFn),
    async close() {
      // Those made last stop first; the store's connection and the demo store last of all.
      for (const wire of [stockCount, app, returns, terminal, parked, shift, offline, sale, orders, account, catalog]) await wire.stop();
      await store.stop();
    },
  };
}
