/**
 * The sale at the counter as the renderer sees it. Every change goes through the bridge and
 * the cart shown is always the one the store answered; totals are the server's.
 */
import { create, type StoreApi } from 'zustand';
import { completeWords, saleRunner } from './sale-run.js';
import { pos } from '../../bridge/pos.js';
import { useApp } from '../../shell/app.js';
import type { SaleState } from './sale-state.js';

/** The busy label of presenting a card at the terminal. */
export const AT_TERMINAL = 'Waiting for the card terminal';

/** The busy label of adding from the product dialog, which its error is keyed to. */
export const ADDING_TO_CART = 'Adding to cart';

/** The busy label of applying a code, which the code field's error is keyed to. */
export const APPLYING_CODE = 'Applying the code';

/** The busy label of adding what Enter in the search found: its error is told in the cart. */
export const ADDING_FROM_SEARCH = 'Adding from the search';

/** The busy label of a scan, which may come from any screen. */
export const SCANNING = 'Adding scanned item';

/** The busy label of a quantity change, stepped or typed. */
export const UPDATING_QUANTITY = 'Updating quantity';

/** The busy label of reading the sale in progress at the start. */
export const LOADING_SALE = 'Loading the sale';

/** What the cart says when the sale in progress cannot be read because the store does not answer. */
const SALE_UNREADABLE_OFFLINE =
  'The store cannot be reached, so the sale in progress cannot be shown yet. Check the network: the sale appears here by itself once the store answers.';

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
        set({ cart, announcement: `Added ${quantity} × ${label} to the cart` });
      }),
    addFromSearch: (variantId, quantity, label) =>
      run(ADDING_FROM_SEARCH, async () => {
        const cart = await pos().sale.addLine(variantId, quantity);
        set({ cart, announcement: `Added ${quantity} × ${label} to the cart` });
      }),
    addByCode: (code, quantity = 1) =>
      run(SCANNING, async () => {
        const cart = await pos().sale.addByCode(code, quantity);
        const line = cart.lineItems.find((l) => l.sku === code) ?? cart.lineItems[cart.lineItems.length - 1];
        set({ cart, announcement: `Scanned ${quantity > 1 ? `${quantity} × ` : ''}${line ? line.name : code}` });
      }),
    setQuantity: (lineItemId, quantity) => run(UPDATING_QUANTITY, async () => set({ cart: await pos().sale.setQuantity(lineItemId, quantity) })),
    removeLine: async (lineItemId, name) => {
      await run('Removing', async () => set({ cart: await pos().sale.removeLine(lineItemId), announcement: `Removed ${name}` }));
    },
    discard: async () => {
      await run('Discarding the sale', async () => {
        await pos().sale.discard();
        set({ cart: null, announcement: 'Sale discarded' });
      });
    },
    applyCode: (code) => run(APPLYING_CODE, async () => set({ cart: await pos().sale.applyCode(code), announcement: `Code ${code} applied` })),
    removeCode: async (code) => {
      await run('Removing the code', async () => set({ cart: await pos().sale.removeCode(code), announcement: `Code ${code} removed` }));
    },
    removeAllCodes: async () => {
      await run('Removing the codes', async () => set({ cart: await pos().sale.removeAllCodes(), announcement: 'All codes removed' }));
    },
    changeCurrency: async (currency) => {
      await run('Changing the currency', async () => set({ cart: await pos().sale.changeCurrency(currency), announcement: `Prices now in ${currency}` }));
    },
    empty: async () => {
      await run('Emptying the cart', async () => set({ cart: await pos().sale.empty(), announcement: 'Cart emptied' }));
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
    setCustomer: (details) => run('Saving customer details', async () => set({ cart: await pos().sale.setCustomer(details) })),
    pickupInStore: () =>
      run('Setting in-store pickup', async () => set({ cart: await pos().sale.pickupInStore(), announcement: 'Walk-in sale, picked up in store' })),
    selectRate: async (shipmentId, rateId) => {
      await run('Choosing shipping', async () => set({ cart: await pos().sale.selectShippingRate(shipmentId, rateId) }));
    },
    payCash: (tendered) =>
      run('Taking payment', async () => {
        const receipt = await pos().sale.payCash({ tendered });
        set({ receipt, cart: null, announcement: completeWords(receipt) });
      }),
    payCard: (card) =>
      run('Taking card payment', async () => {
        const receipt = await pos().sale.payCard(card);
        set({ receipt, cart: null, announcement: completeWords(receipt) });
      }),
    paySavedCard: (cardId) =>
      run('Taking card payment', async () => {
        const receipt = await pos().sale.paySavedCard(cardId);
        set({ receipt, cart: null, announcement: completeWords(receipt) });
      }),
    completePaid: () =>
      run('Completing the sale', async () => {
        const receipt = await pos().sale.completePaid();
        set({ receipt, cart: null, announcement: completeWords(receipt) });
      }),
    tenderCash: (tendered) => tender('Taking payment', () => pos().sale.tenderCash({ tendered })),
    tenderCard: (card) => tender('Taking card payment', () => pos().sale.tenderCard(card)),
    tenderSavedCard: (cardId, amount) => tender('Taking card payment', () => pos().sale.tenderSavedCard(cardId, amount)),
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
        else if (error.kind === 'offline') set({ error: { ...error, message: SALE_UNREADABLE_OFFLINE } });
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
    showPlaced: (receipt) => set({ receipt, announcement: receipt.notice ?? `Order ${receipt.order.number} was placed` }),
    async checkAgain() {
      let outcome: 'placed' | 'open' | 'gone' | null = null;
      await run('Checking with the store', async () => {
        const check = await pos().sale.checkAgain();
        outcome = check.outcome;
        if (check.outcome === 'placed') {
          set({ receipt: check.receipt, cart: null, attention: null, announcement: `Order ${check.receipt.order.number} was placed` });
        } else if (check.outcome === 'open') {
          set({ cart: check.cart, attention: null, announcement: 'The order was not placed: the sale is still open' });
        } else {
          set({ cart: null, attention: null, announcement: 'The sale is no longer open at the store' });
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
