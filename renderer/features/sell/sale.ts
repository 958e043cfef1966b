/**
 * The sale at the counter as the renderer sees it. Every change goes through the bridge and
 * the cart shown is always the one the store answered; totals are the server's.
 */
import { create, type StoreApi } from 'zustand';
import { completeWords, saleRunner } from './sale-run.js';
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';
import type { SaleState } from './sale-state.js';
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  saleUnreadableOffline: {
    id: 'sell.sale.unreadableOffline',
    defaultMessage:
      'The store cannot be reached, so the sale in progress cannot be shown yet. Check the network: the sale appears here by itself once the store answers.',
  },
  added: { id: 'sell.sale.added', defaultMessage: 'Added {quantity} × {name} to the cart' },
  scanned: { id: 'sell.sale.scanned', defaultMessage: 'Scanned {name}' },
  scannedQuantity: { id: 'sell.sale.scannedQuantity', defaultMessage: 'Scanned {quantity} × {name}' },
  removed: { id: 'sell.sale.removed', defaultMessage: 'Removed {name}' },
  discarded: { id: 'sell.sale.discarded', defaultMessage: 'Sale discarded' },
  codeApplied: { id: 'sell.sale.codeApplied', defaultMessage: 'Code {code} applied' },
  codeRemoved: { id: 'sell.sale.codeRemoved', defaultMessage: 'Code {code} removed' },
  allCodesRemoved: { id: 'sell.sale.allCodesRemoved', defaultMessage: 'All codes removed' },
  pricesIn: { id: 'sell.sale.pricesIn', defaultMessage: 'Prices now in {currency}' },
  emptied: { id: 'sell.sale.emptied', defaultMessage: 'Cart emptied' },
  pickup: { id: 'sell.sale.pickup', defaultMessage: 'Walk-in sale, picked up in store' },
  placed: { id: 'sell.sale.placed', defaultMessage: 'Order {number} was placed' },
  stillOpen: { id: 'sell.sale.stillOpen', defaultMessage: 'The order was not placed: the sale is still open' },
  gone: { id: 'sell.sale.gone', defaultMessage: 'The sale is no longer open at the store' },
});

/** The busy label of presenting a card at the terminal. (not-words: a key, never shown) */
export const AT_TERMINAL = 'Waiting for the card terminal';

/** The busy label of adding from the product dialog, which its error is keyed to. (not-words: a key, never shown) */
export const ADDING_TO_CART = 'Adding to cart';

/** The busy label of applying a code, which the code field's error is keyed to. (not-words: a key, never shown) */
export const APPLYING_CODE = 'Applying the code';

/** The busy label of adding what Enter in the search found: its error is told in the cart. (not-words: a key, never shown) */
export const ADDING_FROM_SEARCH = 'Adding from the search';

/** The busy label of a scan, which may come from any screen. (not-words: a key, never shown) */
export const SCANNING = 'Adding scanned item';

/** The busy label of a quantity change, stepped or typed. (not-words: a key, never shown) */
export const UPDATING_QUANTITY = 'Updating quantity';

/** The busy label of reading the sale in progress at the start. (not-words: a key, never shown) */
export const LOADING_SALE = 'Loading the sale';

/** The busy labels of the other steps (keys an error is kept with, never shown). */
const BUSY = {
  REMOVING: 'Removing', // not-words: a busy label, a key
  DISCARDING: 'Discarding the sale', // not-words: a busy label, a key
  REMOVING_CODE: 'Removing the code', // not-words: a busy label, a key
  REMOVING_CODES: 'Removing the codes', // not-words: a busy label, a key
  CHANGING_CURRENCY: 'Changing the currency', // not-words: a busy label, a key
  EMPTYING: 'Emptying the cart', // not-words: a busy label, a key
  SAVING_CUSTOMER: 'Saving customer details', // not-words: a busy label, a key
  SETTING_PICKUP: 'Setting in-store pickup', // not-words: a busy label, a key
  CHOOSING_SHIPPING: 'Choosing shipping', // not-words: a busy label, a key
  TAKING_PAYMENT: 'Taking payment', // not-words: a busy label, a key
  TAKING_CARD_PAYMENT: 'Taking card payment', // not-words: a busy label, a key
  COMPLETING: 'Completing the sale', // not-words: a busy label, a key
  CHECKING: 'Checking with the store', // not-words: a busy label, a key
} as const;

type SaleSet = StoreApi<SaleState>['setState'];
type SaleRunner = ReturnType<typeof saleRunner>;

/** The cart's lines, codes and currency: each a call whose answer is the cart shown. */
function cartActions(
  run: SaleRunner['run'],
  set: SaleSet,
): Pick<
  SaleState,
  | 'addLine'
  | 'addFromSearch'
  | 'addByCode'
  | 'setQuantity'
  | 'removeLine'
  | 'discard'
  | 'applyCode'
  | 'removeCode'
  | 'removeAllCodes'
  | 'changeCurrency'
  | 'empty'
> {
  return {
    addLine: (variantId, quantity, label, lineOptions) =>
      run(ADDING_TO_CART, async () => {
        const cart = await pos().sale.addLine(variantId, quantity, ...(lineOptions && Object.keys(lineOptions).length > 0 ? [lineOptions] : []));
        set({ cart, announcement: say(messages.added, { quantity, name: label }) });
      }),
    addFromSearch: (variantId, quantity, label) =>
      run(ADDING_FROM_SEARCH, async () => {
        const cart = await pos().sale.addLine(variantId, quantity);
        set({ cart, announcement: say(messages.added, { quantity, name: label }) });
      }),
    addByCode: (code, quantity = 1) =>
      run(SCANNING, async () => {
        const cart = await pos().sale.addByCode(code, quantity);
        const line = cart.lineItems.find((l) => l.sku === code) ?? cart.lineItems[cart.lineItems.length - 1];
        const name = line ? line.name : code;
        set({ cart, announcement: quantity > 1 ? say(messages.scannedQuantity, { quantity, name }) : say(messages.scanned, { name }) });
      }),
    setQuantity: (lineItemId, quantity) => run(UPDATING_QUANTITY, async () => set({ cart: await pos().sale.setQuantity(lineItemId, quantity) })),
    removeLine: async (lineItemId, name) => {
      await run(BUSY.REMOVING, async () => set({ cart: await pos().sale.removeLine(lineItemId), announcement: say(messages.removed, { name }) }));
    },
    discard: async () => {
      await run(BUSY.DISCARDING, async () => {
        await pos().sale.discard();
        set({ cart: null, announcement: say(messages.discarded) });
      });
    },
    applyCode: (code) => run(APPLYING_CODE, async () => set({ cart: await pos().sale.applyCode(code), announcement: say(messages.codeApplied, { code }) })),
    removeCode: async (code) => {
      await run(BUSY.REMOVING_CODE, async () => set({ cart: await pos().sale.removeCode(code), announcement: say(messages.codeRemoved, { code }) }));
    },
    removeAllCodes: async () => {
      await run(BUSY.REMOVING_CODES, async () => set({ cart: await pos().sale.removeAllCodes(), announcement: say(messages.allCodesRemoved) }));
    },
    changeCurrency: async (currency) => {
      await run(BUSY.CHANGING_CURRENCY, async () =>
        set({ cart: await pos().sale.changeCurrency(currency), announcement: say(messages.pricesIn, { currency }) }),
      );
    },
    empty: async () => {
      await run(BUSY.EMPTYING, async () => set({ cart: await pos().sale.empty(), announcement: say(messages.emptied) }));
    },
  };
}

/** Checkout's calls: the customer, the shipping, and the payment (whole or tendered in parts). */
function checkoutActions(
  run: SaleRunner['run'],
  tender: SaleRunner['tender'],
  set: SaleSet,
): Pick<
  SaleState,
  | 'setCustomer'
  | 'pickupInStore'
  | 'selectRate'
  | 'payCash'
  | 'payCard'
  | 'paySavedCard'
  | 'completePaid'
  | 'tenderCash'
  | 'tenderCard'
  | 'tenderSavedCard'
  | 'presentCard'
> {
  return {
    setCustomer: (details) => run(BUSY.SAVING_CUSTOMER, async () => set({ cart: await pos().sale.setCustomer(details) })),
    pickupInStore: () => run(BUSY.SETTING_PICKUP, async () => set({ cart: await pos().sale.pickupInStore(), announcement: say(messages.pickup) })),
    selectRate: async (shipmentId, rateId) => {
      await run(BUSY.CHOOSING_SHIPPING, async () => set({ cart: await pos().sale.selectShippingRate(shipmentId, rateId) }));
    },
    payCash: (tendered) =>
      run(BUSY.TAKING_PAYMENT, async () => {
        const receipt = await pos().sale.payCash({ tendered });
        set({ receipt, cart: null, announcement: completeWords(receipt) });
      }),
    payCard: (card) =>
      run(BUSY.TAKING_CARD_PAYMENT, async () => {
        const receipt = await pos().sale.payCard(card);
        set({ receipt, cart: null, announcement: completeWords(receipt) });
      }),
    paySavedCard: (cardId) =>
      run(BUSY.TAKING_CARD_PAYMENT, async () => {
        const receipt = await pos().sale.paySavedCard(cardId);
        set({ receipt, cart: null, announcement: completeWords(receipt) });
      }),
    completePaid: () =>
      run(BUSY.COMPLETING, async () => {
        const receipt = await pos().sale.completePaid();
        set({ receipt, cart: null, announcement: completeWords(receipt) });
      }),
    tenderCash: (tendered) => tender(BUSY.TAKING_PAYMENT, () => pos().sale.tenderCash({ tendered })),
    tenderCard: (card) => tender(BUSY.TAKING_CARD_PAYMENT, () => pos().sale.tenderCard(card)),
    tenderSavedCard: (cardId, amount) => tender(BUSY.TAKING_CARD_PAYMENT, () => pos().sale.tenderSavedCard(cardId, amount)),
    presentCard: (amount) => tender(AT_TERMINAL, () => pos().terminal.present(amount)),
  };
}

export const useSale = create<SaleState>((set, get) => {
  const { run, tender } = saleRunner(set, get);

  return {
    cart: null,
    lastTender: null,
    busy: null,
    checkoutAsked: false,
    lookingUp: 0,
    error: null,
    errorFrom: null,
    errorOn: null,
    announcement: '',
    receipt: null,
    attention: null,
    async load() {
      let placed = false;
      await run(LOADING_SALE, async () => {
        try {
          set({ cart: await pos().sale.current() });
        } finally {
          // Even when the store cannot be reached, the flag and a receipt found earlier are shown.
          set({ attention: await pos().sale.attention() });
          const unseen = await pos().sale.unseenReceipt();
          if (unseen) {
            get().showPlaced(unseen);
            placed = true;
          }
        }
      });
      const { error, errorFrom, attention } = get();
      if (error && errorFrom === LOADING_SALE) {
        // A flagged sale: its banner already says what to do (check with the store); one message is enough.
        if (attention || placed) set({ error: null, errorFrom: null });
        else if (error.kind === 'offline') set({ error: { ...error, message: say(messages.saleUnreadableOffline) } });
      }
      return placed;
    },
    async reloadAfterOutage() {
      if (get().busy !== null) return false;
      if (get().errorFrom === LOADING_SALE) return get().load();
      if (get().error?.kind === 'offline') set({ error: null, errorFrom: null });
      return false;
    },
    setAttention: (attention) => set({ attention }),
    showPlaced: (receipt) =>
      set({
        receipt,
        announcement: (receipt.noticeWords ? sayWords(receipt.noticeWords) : receipt.notice) ?? say(messages.placed, { number: receipt.order.number }),
      }),
    async checkAgain() {
      let outcome: 'placed' | 'open' | 'gone' | null = null;
      await run(BUSY.CHECKING, async () => {
        const check = await pos().sale.checkAgain();
        outcome = check.outcome;
        if (check.outcome === 'placed') {
          set({ receipt: check.receipt, cart: null, attention: null, announcement: say(messages.placed, { number: check.receipt.order.number }) });
        } else if (check.outcome === 'open') {
          set({ cart: check.cart, attention: null, announcement: say(messages.stillOpen) });
        } else {
          set({ cart: null, attention: null, announcement: say(messages.gone) });
        }
      });
      return outcome;
    },
    setCart: (cart) => set({ cart }),
    async lookUp(work) {
      set({ lookingUp: get().lookingUp + 1 });
      try {
        await work();
      } finally {
        set({ lookingUp: get().lookingUp - 1 });
      }
    },
    ...cartActions(run, set),
    ...checkoutActions(run, tender, set),
    newSale: () => {
      const receipt = get().receipt;
      // A receipt of an order placed earlier is not offered again once the cashier moves on.
      if (receipt?.notice)
        void pos()
          .sale.receiptSeen(receipt.order.number)
          .catch(() => undefined);
      set({ receipt: null, error: null, cart: get().cart, lastTender: null });
    },
    clearError: () => set({ error: null }),
    refuse: (from, message) => set({ error: { message, kind: 'invalid_input', fieldErrors: null }, errorFrom: from, errorOn: useApp.getState().screen }),
  };
});
