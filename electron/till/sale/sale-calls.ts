/**
 * The bridge's `sale.*` calls: the counter's sale, at the store or offline (counter-routing.ts),
 * each placed sale's receipt finished the same way (placed-receipts.ts). Custom line options are
 * only those the store in use has registered; a saved card is the signed-in customer's.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { CreditCard } from '../../../shared/storefront/types/types.js';
import type { CounterRouting } from './counter-routing.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { OfflineSales } from '../offline/offline-sales.js';
import type { PlacedReceipts } from './placed-receipts.js';
import type { SaleService } from './sale.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  unknownOption: { id: 'sell.refusal.unknownOption', defaultMessage: 'This store has no custom option called {names}.' },
  savedCardGone: { id: 'sell.refusal.savedCardGone', defaultMessage: 'That saved card is no longer on the customer’s account.' },
  noSuchCode: { id: 'sell.refusal.noSuchCode', defaultMessage: 'No product has the code {code}.' },
  noOfflineSale: { id: 'sell.refusal.noOfflineSale', defaultMessage: 'There is no offline sale in progress.' },
});

interface SaleCallsOptions {
  sale: SaleService;
  offline: OfflineSales;
  counter: CounterRouting;
  receipts: PlacedReceipts;
  /** The custom line options the store in use has registered (fixed for the run). */
  lineOptions: readonly string[];
  /** The variant a scanned or typed SKU or barcode names in the local catalog, or null. */
  lookupCode: (code: string) => Promise<{ variantId: string } | null>;
  /** The signed-in customer's saved cards. */
  savedCards: () => Promise<CreditCard[]>;
}

/** Said when an email is typed for an offline sale: the store mails its confirmation, and it cannot be told now. */
const NO_EMAIL_OFFLINE =
  'The store sends the receipt by email, and it cannot be reached now: this offline sale keeps no email. Print the receipt, or email it from the Receipt screen of the order once the store has it.';

/** The cash an offline sale takes: its one payment method. */
const OFFLINE_CASH = { id: 'offline-cash', type: 'cash', name: 'Cash', description: 'Offline sales take cash only.' };

export function saleCalls(options: SaleCallsOptions) {
  const { sale, offline, counter, receipts } = options;
  const { offlineOr, firstLineOr, cashOnly, pickupOnly } = counter;
  /** Only the options the store in use has registered go with a line; anything else is refused here. */
  const checkedLineOptions = (given: Record<string, string> | undefined) => {
    if (!given) return undefined;
    const unknown = Object.keys(given).filter((name) => !options.lineOptions.includes(name));
    if (unknown.length > 0) {
      throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.unknownOption, { names: unknown.join(', ') }) });
    }
    return given;
  };
  const savedCard = async (cardId: string): Promise<CreditCard> => {
    const card = (await options.savedCards()).find((c) => c.id === cardId);
    if (!card) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.savedCardGone) });
    return card;
  };
  /** Cash taken offline: its receipt at once, the drawer opened. */
  const offlineCash = (tender: Parameters<OfflineSales['tenderCash']>[0]) => {
    const receipt = offline.tenderCash(tender);
    receipts.openDrawerFor(receipt);
    return receipt;
  };
  return {
    current: () =>
      offlineOr(
        () => offline.cart(),
        () => sale.current(),
      ),
    addLine: async (variantId, quantity, lineOptions) => {
      const checked = checkedLineOptions(lineOptions);
      return firstLineOr(
        () => offline.addLine(variantId, quantity, checked),
        () => sale.addLine(variantId, quantity, checked),
      );
    },
    addByCode: async (code, quantity) => {
      const match = await options.lookupCode(code);
      if (!match) throw new TillRefusal({ kind: 'not_found', message: wordsOf(messages.noSuchCode, { code }) });
      return firstLineOr(
        () => offline.addLine(match.variantId, quantity),
        () => sale.addLine(match.variantId, quantity),
      );
    },
    setQuantity: (lineItemId, quantity) =>
      offlineOr(
        () => offline.setQuantity(lineItemId, quantity),
        () => sale.setQuantity(lineItemId, quantity),
      ),
    removeLine: (lineItemId) =>
      offlineOr(
        () => offline.removeLine(lineItemId),
        () => sale.removeLine(lineItemId),
      ),
    setCustomer: (details) => pickupOnly(() => sale.setCustomer(details)),
    pickupInStore: () =>
      offlineOr(
        () => offline.pickupInStore(),
        () => sale.pickupInStore(),
      ),
    setEmail: (email) =>
      offlineOr(
        () => {
          throw new TillRefusal({ kind: 'offline', message: NO_EMAIL_OFFLINE });
        },
        () => sale.setEmail(email),
      ),
    selectShippingRate: (shipmentId, rateId) =>
      offlineOr(
        () => offline.selectShippingRate(rateId),
        () => sale.selectShippingRate(shipmentId, rateId),
      ),
    paymentMethods: () =>
      offlineOr(
        () => [OFFLINE_CASH],
        () => sale.paymentMethods(),
      ),
    payCash: async (tender) => {
      if (counter.sellingOffline()) return offlineCash(tender);
      const receipt = await sale.payCash(tender);
      receipts.openDrawerFor(receipt);
      return receipts.shown(receipt);
    },
    payCard: (card) => cashOnly(async () => receipts.shown(await sale.payCard(card))),
    applyCode: (code) => pickupOnly(() => sale.applyCode(code)),
    removeCode: (code) => pickupOnly(() => sale.removeCode(code)),
    removeAllCodes: () => pickupOnly(() => sale.removeAllCodes()),
    empty: () =>
      offlineOr(
        () => offline.empty(),
        () => sale.empty(),
      ),
    changeCurrency: (currency) => pickupOnly(() => sale.changeCurrency(currency)),
    estimateShipping: (countryIso) => pickupOnly(() => sale.estimateShipping(countryIso)),
    attachCustomer: () => pickupOnly(() => sale.attachCustomer()),
    addStoreCredit: (amount) => cashOnly(() => sale.addStoreCredit(amount)),
    removeStoreCredit: () => cashOnly(() => sale.removeStoreCredit()),
    paySavedCard: (cardId) => cashOnly(async () => receipts.shown(await sale.paySavedCard(await savedCard(cardId)))),
    completePaid: () => cashOnly(async () => receipts.shown(await sale.completePaid())),
    tenderCash: async (tender) => {
      if (counter.sellingOffline()) return { outcome: 'placed', receipt: offlineCash(tender) };
      return receipts.placed(await sale.tenderCash(tender));
    },
    tenderCard: (card) => cashOnly(async () => receipts.placed(await sale.tenderCard(card))),
    tenderSavedCard: (cardId, amount) => cashOnly(async () => receipts.placed(await sale.tenderSavedCard(await savedCard(cardId), amount))),
    validate: () =>
      offlineOr(
        () => {
          const cart = offline.cart();
          if (!cart) throw new TillRefusal({ kind: 'no_sale', message: wordsOf(messages.noOfflineSale) });
          return { ready: true, cart, messages: [] };
        },
        () => sale.validate(),
      ),
    discard: () =>
      offlineOr(
        () => offline.discard(),
        () => sale.discard(),
      ),
    attention: async () => sale.attention(),
    checkAgain: async () => {
      const check = await sale.checkAgain();
      return check.outcome === 'placed' ? { ...check, receipt: await receipts.shown(check.receipt) } : check;
    },
    unseenReceipt: async () => {
      const receipt = sale.unseenReceipt();
      return receipt ? receipts.shown(receipt) : null;
    },
    receiptSeen: async (orderNumber) => sale.receiptSeen(orderNumber),
  } satisfies PosCalls['sale'];
}
