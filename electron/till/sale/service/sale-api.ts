/**
 * What the sale service answers: the bridge's sale calls it answers as the contract states them
 * (with the store's cart), and what else the runtime, the card terminal, parked carts and
 * offline replay ask of it.
 */
import type { CardTender, PosCalls, Receipt, SaleAttention, SaleCart, TenderResult } from '../../../../shared/bridge/bridge.js';
import type { Cart, CheckoutValidation, CreditCard, Order } from '../../../../shared/storefront/types/types.js';
import type { LineOptionsByVariant } from '../line-options.js';

/** The store's cart, its order token kept in the main process, where the bridge answers a SaleCart. */
type WithStoreCart<R> = R extends SaleCart ? Cart : R;

/**
 * The bridge's sale calls (shared/bridge/bridge.ts) that the sale at the store answers as the contract
 * states them, with the store's cart; the counter's calls (sale-calls.ts) add offline selling, the
 * receipt's return policy and the cash drawer around them.
 */
type StoreSaleCalls = {
  [M in StoreSaleMethod]: PosCalls['sale'][M] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<WithStoreCart<R>> : never;
};
type StoreSaleMethod =
  | 'current'
  | 'addLine'
  | 'setQuantity'
  | 'removeLine'
  | 'setCustomer'
  | 'pickupInStore'
  | 'setEmail'
  | 'selectShippingRate'
  | 'paymentMethods'
  | 'payCash'
  | 'payCard'
  | 'applyCode'
  | 'removeCode'
  | 'removeAllCodes'
  | 'empty'
  | 'changeCurrency'
  | 'estimateShipping'
  | 'attachCustomer'
  | 'addStoreCredit'
  | 'removeStoreCredit'
  | 'tenderCash'
  | 'tenderCard'
  | 'completePaid'
  | 'checkAgain';

/**
 * What the runtime, the card terminal, parked carts and offline replay also ask of the sale at the
 * store: nothing here is a bridge call as such (the saved-card and validation calls take the
 * store's own shapes; attention, the unseen receipt and the order number answer at once).
 */
interface SaleServiceInternals {
  /**
   * Reads the store's payment methods before a sale needs them (at `sync` priority, with the
   * sale in progress's cart if there is one): the runtime calls it at start with the catalog.
   */
  preparePayment(): Promise<void>;
  /** `approved`: a manager already allowed what ends the sale (e.g. a demo-store reset). */
  discard(options?: { approved?: boolean }): Promise<void>;
  paySavedCard(card: CreditCard): Promise<Receipt>;
  /** Split tender: the signed-in customer's saved card pays `amount` of the balance. */
  tenderSavedCard(card: CreditCard, amount: string): Promise<TenderResult>;
  /** Split tender: a card the terminal approved (its processor token); a store's refusal is journaled as the terminal's. */
  tenderTerminalCard(card: CardTender & { amount: string; saleNumber: string; reference: string }): Promise<TenderResult>;
  validate(): Promise<CheckoutValidation>;
  /**
   * The sale whose payment was sent but not confirmed, while no step is changing it (reading it
   * again, as the start and the live-price poll do, does not hide it).
   */
  attention(): SaleAttention | null;
  /** Whether a payment or the order of the sale is unconfirmed, even while a step is running. */
  unconfirmed(): boolean;
  /** The receipt of an order found placed while no one was waiting for it, until `receiptSeen` or the next sale. */
  unseenReceipt(): Receipt | null;
  receiptSeen(orderNumber: string): void;
  /** The order number of the sale in progress, or null (read from disk, no request). */
  currentNumber(): string | null;
  /**
   * Sets the sale in progress aside, in one sale step: `keep` stores it first (its cart as last
   * shown), then the sale stops being current. Refused while a payment is unconfirmed or the
   * cart is empty. Costs no request unless the cart was never read in this run.
   */
  park(keep: (sale: ParkedSale, cart: Cart) => Promise<void>): Promise<void>;
  /**
   * Makes a parked sale the sale in progress again after one cart read (plus one order-status
   * read when the cart is gone), in one sale step; `taken` runs once it is current. Refused while
   * another sale is in progress.
   */
  resume(sale: ParkedSale, taken: () => Promise<void>): Promise<ResumedSale>;
}

/** The sale at the store: the bridge's calls it answers as stated, and what else the till asks of it. */
export type SaleService = StoreSaleCalls & SaleServiceInternals;

/** What resuming a parked sale needs: its cart's credentials and what the till added to it. */
export interface ParkedSale {
  token: string;
  number: string;
  account: string | null;
  currency: string | null;
  lineOptions: LineOptionsByVariant;
  /** The tenders taken before it was parked: the cash handed over and the till's name of each payment (absent: none kept). */
  tenders?: { cashHanded: string | null; names: Record<string, string> };
}

export type ResumedSale = { outcome: 'open'; cart: Cart } | { outcome: 'placed'; order: Order } | { outcome: 'gone' };
