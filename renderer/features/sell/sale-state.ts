/** What the sale store holds and offers: the page's view of the sale at the counter. */
import type { BridgeArgs, CardTender, CustomerDetails, Receipt, SaleAttention, SaleCart } from '../../../shared/bridge/bridge.js';
import type { Screen } from '../../shell/app.js';
import type { ShownError } from '../../shell/errors.js';

export interface SaleState {
  cart: SaleCart | null;
  /** What is being waited for, in words ("Adding to cart"), or null. */
  busy: string | null;
  /**
   * F9 was pressed while the cart was still changing: checkout opens once the change is done,
   * unless it was refused or Enter ended in a choice to make (a product to pick, a grid to browse).
   */
  checkoutAsked: boolean;
  /** How many Enters in the search are still being looked up (before anything is added). */
  lookingUp: number;
  /**
   * Runs Enter in the search counted in `lookingUp`, so an F9 pressed while its text is looked up
   * waits for the add instead of being lost on a cart still empty.
   */
  lookUp(work: () => Promise<void>): Promise<void>;
  error: ShownError | null;
  /** Which step the error came from (its busy label, e.g. "Applying the code"), so it shows where it belongs. */
  errorFrom: string | null;
  /** The screen the clerk was on when it failed: it is told there, not on the screens they go to next. */
  errorOn?: Screen | null;
  /** The last thing that happened, for the polite live region. */
  announcement: string;
  receipt: Receipt | null;
  /** A sale whose payment the store has not confirmed; nothing may be charged again until it is checked. */
  attention: SaleAttention | null;
  /** Loads the sale in progress, the flag and any receipt found placed meanwhile; answers whether there is such a receipt. */
  load(): Promise<boolean>;
  /**
   * Once the store answers again: reads the sale the start could not read, and drops words that
   * only held while it was away (an offline limit's refusal, "cannot be reached"); answers whether a receipt was found.
   */
  reloadAfterOutage(): Promise<boolean>;
  setAttention(attention: SaleAttention | null): void;
  /** Shows the receipt of an order the store placed although the till never saw its answer. */
  showPlaced(receipt: Receipt): void;
  /** Asks the store what became of the unconfirmed sale; answers whether it was placed. */
  checkAgain(): Promise<'placed' | 'open' | 'gone' | null>;
  setCart(cart: SaleCart | null): void;
  /** `lineOptions`: the store's custom line options by name, only those filled in. */
  addLine(variantId: string, quantity: number, label: string, lineOptions?: Record<string, string>): Promise<boolean>;
  addByCode(code: string, quantity?: number): Promise<boolean>;
  /** Adds the one item Enter in the search found; a refusal is told in the cart (no dialog is open). */
  addFromSearch(variantId: string, quantity: number, label: string): Promise<boolean>;
  setQuantity(lineItemId: string, quantity: number): Promise<boolean>;
  removeLine(lineItemId: string, name: string): Promise<void>;
  discard(): Promise<void>;
  setCustomer(details: CustomerDetails): Promise<boolean>;
  /** A walk-in sale: picked up in store at the store's address, nothing typed; answers whether it worked. */
  pickupInStore(): Promise<boolean>;
  selectRate(shipmentId: string, rateId: string): Promise<void>;
  payCash(tendered: string): Promise<boolean>;
  payCard(card: CardTender): Promise<boolean>;
  paySavedCard(cardId: string): Promise<boolean>;
  completePaid(): Promise<boolean>;
  /**
   * Split tender: one more payment toward the sale. Answers 'placed' (the receipt is shown next),
   * 'partial' (what was taken and what is left are announced), or false (the error is shown).
   */
  tenderCash(tendered: string): Promise<TenderStep>;
  tenderCard(card: BridgeArgs<'sale', 'tenderCard'>[0]): Promise<TenderStep>;
  tenderSavedCard(cardId: string, amount: string): Promise<TenderStep>;
  /** The card terminal for `amount`; a decline, a cancel or a timeout is told as the error. */
  presentCard(amount: string): Promise<TenderStep>;
  /** The last part paid, in words ("Paid $20.00 Cash · $14.50 to pay"), until the sale ends. */
  lastTender: string | null;
  applyCode(code: string): Promise<boolean>;
  removeCode(code: string): Promise<void>;
  removeAllCodes(): Promise<void>;
  changeCurrency(currency: string): Promise<void>;
  empty(): Promise<void>;
  newSale(): void;
  clearError(): void;
  /** Shows a refusal the app makes itself (a typed quantity that is not one), as if the step had failed. */
  refuse(from: string, message: string): void;
}

export type TenderStep = 'placed' | 'partial' | false;
