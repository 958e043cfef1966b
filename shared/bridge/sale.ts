/**
 * The sale at the counter and its receipt, across the bridge: the cart as the page sees it, the
 * customer, payments and split tenders, the sale the store has not answered for, and printing.
 */
import type { Words } from '../i18n/words.js';
import type { ArgKit } from './arg-kit.js';
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { Cart, CheckoutValidation, EstimatedShippingRate, Order, PaymentMethod } from '../storefront/types/types.js';
import type { DiscountKind } from '../sale/discount-labels.js';
import type { IssuedGiftCard } from '../giftcards/issued-gift-card.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  discountSetReasons: { id: 'sell.managerOnly.discountSetReasons', defaultMessage: 'Change the reasons a discount may carry' },
});
import { ENTRY_RULES } from './rules/entry-rules.js';

/** A cart as the renderer sees it: the order token never crosses the bridge. */
export type SaleCart = Omit<Cart, 'token'>;

/** A postal address as the cashier types it. */
export interface AddressDetails {
  firstname: string;
  lastname: string;
  address1: string;
  address2?: string;
  city: string;
  zipcode: string;
  phone?: string;
  stateName?: string;
  countryIso: string;
}

/** The customer's email and billing address, and where to ship when that is elsewhere. */
export interface CustomerDetails extends AddressDetails {
  email: string;
  /** Absent: ship to the billing address (or, picked up in store, to the store). */
  shipping?: AddressDetails;
  /**
   * The customer collects at the counter: the store's location is the shipping address (so the
   * tax is the store's own) and in-store pickup is chosen; their address is the billing address.
   */
  pickupInStore?: boolean;
}

export interface CashTender {
  /** Amount handed over by the customer, decimal string in the cart currency. */
  tendered: string;
}

/**
 * What one tender of a split sale came to: the order placed (the tenders covered it), or a part
 * taken with what is still to pay (amounts as decimal strings in `currency`).
 */
export type TenderResult =
  { outcome: 'placed'; receipt: Receipt } | { outcome: 'partial'; taken: { methodName: string; amount: string }; remaining: string; currency: string };

/** A card payment by processor token (the card itself never reaches the app). */
export interface CardTender {
  token: string;
  name: string;
  ccType?: 'visa' | 'mastercard' | 'amex';
  lastDigits?: string;
  month?: number;
  year?: number;
}

export interface Receipt {
  order: Omit<Order, 'token'>;
  storeName: string;
  paymentMethodName: string;
  /** A split sale's tenders, each by the till's name for it and the amount the store took. */
  tenders?: { methodName: string; amount: string }[];
  tendered: string | null;
  change: string | null;
  printedAt: string;
  /** The store's return policy, printed under the totals; null when the store publishes none. */
  returnPolicy?: { name: string; body: string } | null;
  /**
   * Set when the order was placed by an earlier attempt whose answer was lost (e.g. before a
   * restart), in words for the cashier: no payment may be taken again.
   */
  notice?: string | null;
  /** The notice as catalogue words, said in the clerk's language on the page (the receipt's paper: the store's). */
  noticeWords?: Words | null;
  /** The staff member on the till when the receipt was made ("Served by"), or null when no one was. */
  servedBy: string | null;
  /**
   * A sale taken while the store could not be reached: `order.number` is its local reference
   * (the store's order number follows when the sale is placed), the tax as the till estimated it.
   */
  offline?: { ref: string; taxNote: string } | null;
  /** The gift cards its gift-card lines issued or loaded, with their codes and balances (absent when it sold none). */
  giftCards?: IssuedGiftCard[];
}

type SaleValidation = Omit<CheckoutValidation, 'cart'> & { cart: SaleCart };

/** A sale the cashier must not pay again before the store has said what became of it. */
export interface SaleAttention {
  number: string;
  /** Paying: the payment was being added; completing: the order was being placed. */
  step: 'paying' | 'completing';
  message: string;
}

export type SaleCheck = { outcome: 'placed'; receipt: Receipt } | { outcome: 'open'; cart: SaleCart | null } | { outcome: 'gone' };

export interface SaleCalls {
  /** The sale in progress, or null when none has started. */
  current(): Promise<SaleCart | null>;
  /** `lineOptions`: values of the store's custom line options by name (an empty value clears one). */
  addLine(variantId: string, quantity: number, lineOptions?: Record<string, string>): Promise<SaleCart>;
  /** Adds the variant a scanned SKU or barcode names. */
  addByCode(code: string, quantity: number): Promise<SaleCart>;
  setQuantity(lineItemId: string, quantity: number): Promise<SaleCart>;
  removeLine(lineItemId: string): Promise<SaleCart>;
  /** Email and address in one update; answers the cart with its shipments and rates. */
  setCustomer(details: CustomerDetails): Promise<SaleCart>;
  /**
   * A walk-in sale collected at the counter: the store's location as billing and shipping
   * address and its walk-in email, stepped to shipping with in-store pickup chosen.
   */
  pickupInStore(): Promise<SaleCart>;
  /**
   * Where the store mails its order confirmation: the customer's email typed at checkout, set on
   * the order (a walk-in sale's too); kept for the sale if its address is set again. An address
   * that is not one is refused in words; refused offline (there is no store to tell).
   */
  setEmail(email: string): Promise<SaleCart>;
  selectShippingRate(shipmentId: string, rateId: string): Promise<SaleCart>;
  paymentMethods(): Promise<PaymentMethod[]>;
  /** Takes cash, completes the order, starts tracking it and answers the receipt. */
  payCash(tender: CashTender): Promise<Receipt>;
  /** Pays by card with a processor token; a decline leaves the sale open for another payment. */
  payCard(card: CardTender): Promise<Receipt>;
  /**
   * Split tender: cash toward the balance. Cash at or above the balance places the order (change
   * only from cash); less pays that part and answers what is still to pay.
   */
  tenderCash(tender: CashTender): Promise<TenderResult>;
  /** Split tender: a card by processor token pays `amount` of the balance (never more). */
  tenderCard(card: CardTender & { amount: string }): Promise<TenderResult>;
  /** Split tender: the signed-in customer's saved card pays `amount` of the balance. */
  tenderSavedCard(cardId: string, amount: string): Promise<TenderResult>;
  /** Abandons the sale in progress (the cart is deleted at the store). */
  discard(): Promise<void>;
  /** Applies a coupon or gift-card code; the store's message when it refuses. */
  applyCode(code: string): Promise<SaleCart>;
  removeCode(code: string): Promise<SaleCart>;
  removeAllCodes(): Promise<SaleCart>;
  /** Empties the cart and keeps the sale open. */
  empty(): Promise<SaleCart>;
  changeCurrency(currency: string): Promise<SaleCart>;
  estimateShipping(countryIso: string): Promise<EstimatedShippingRate[]>;
  /** Attaches the sale to the signed-in customer's account (a guest cart becomes theirs). */
  attachCustomer(): Promise<SaleCart>;
  /** The signed-in customer's store credit toward this sale (all that covers it when no amount). */
  addStoreCredit(amount?: string): Promise<SaleCart>;
  removeStoreCredit(): Promise<SaleCart>;
  /** Pays with a card the signed-in customer saved, and completes. */
  paySavedCard(cardId: string): Promise<Receipt>;
  /** Completes a sale whose payments (store credit, gift cards) already cover it. */
  completePaid(): Promise<Receipt>;
  /** Asks the store whether the sale can be paid as it stands: what changed if not. */
  validate(): Promise<SaleValidation>;
  /** A sale whose payment was sent but not confirmed (the store could not be reached), or null. */
  attention(): Promise<SaleAttention | null>;
  /** Asks the store what became of that sale: placed (with its receipt) or still open. */
  checkAgain(): Promise<SaleCheck>;
  /**
   * The receipt of an order the store placed although the till never saw its answer (found when
   * the sale was reconciled, e.g. after a restart), until the cashier has seen it or started the
   * next sale; else null.
   */
  unseenReceipt(): Promise<Receipt | null>;
  /** The cashier has seen that order's receipt: it is not offered again. */
  receiptSeen(orderNumber: string): Promise<void>;
}

export interface ReceiptCalls {
  /** Prints the screen's receipt through the OS print dialog; false where the shell cannot (the browser prints itself). */
  print(): Promise<boolean>;
  /** Saves the receipt as a PDF where the user chooses; the path, or null if cancelled or not possible here. */
  savePdf(suggestedName: string): Promise<string | null>;
}

/** A card by processor token (strict where used). */
const cardTender = ({ z }: ArgKit) =>
  z.object({
    token: z.string().trim().min(1).max(200),
    name: z.string().trim().max(100).min(1),
    ccType: z.enum(['visa', 'mastercard', 'amex']).optional(),
    lastDigits: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    month: z.number().int().min(1).max(12).optional(),
    year: z.number().int().min(2000).max(2100).optional(),
  });

const customerDetails = ({ z, addressFields }: ArgKit) =>
  z
    .object({ email: z.email().max(254), ...addressFields, shipping: z.object(addressFields).strict().optional(), pickupInStore: z.boolean().optional() })
    .strict()
    .refine((d) => !(d.pickupInStore && d.shipping), { message: ENTRY_RULES.pickupNoShipping.id, path: ['shipping'] });

export const saleCalls = {
  current: { args: noArgs },
  addLine: {
    args: ({ z, id, quantity, lineOptionName, text }) =>
      z.tuple([id, quantity, z.record(lineOptionName, text(255), { error: ENTRY_RULES.lineOptionName.id }).optional()]),
  },
  addByCode: { args: ({ z, text, quantity }) => z.tuple([text(64).min(1), quantity]) },
  setQuantity: { args: ({ z, id, quantity }) => z.tuple([id, quantity]) },
  removeLine: { args: ({ z, id }) => z.tuple([id]) },
  setCustomer: { args: (kit) => kit.z.tuple([customerDetails(kit)]) },
  pickupInStore: { args: noArgs },
  setEmail: { args: ({ z, text }) => z.tuple([text(320)]) },
  selectShippingRate: { args: ({ z, id }) => z.tuple([id, id]) },
  paymentMethods: { args: noArgs },
  payCash: { args: ({ z, decimal }) => z.tuple([z.object({ tendered: decimal }).strict()]) },
  payCard: { args: (kit) => kit.z.tuple([cardTender(kit).strict()]) },
  tenderCash: { args: ({ z, decimal }) => z.tuple([z.object({ tendered: decimal }).strict()]) },
  tenderCard: { args: (kit) => kit.z.tuple([cardTender(kit).extend({ amount: kit.decimal }).strict()]) },
  tenderSavedCard: { args: ({ z, id, decimal }) => z.tuple([id, decimal]) },
  discard: { args: noArgs, managerWhenFound: true, right: 'voids' },
  applyCode: { args: ({ z, text }) => z.tuple([text(64).min(1)]) },
  removeCode: { args: ({ z, text }) => z.tuple([text(64).min(1)]) },
  removeAllCodes: { args: noArgs },
  empty: { args: noArgs },
  changeCurrency: {
    args: ({ z }) =>
      z.tuple([
        z
          .string()
          .trim()
          .regex(/^[A-Za-z]{3}$/, 'a currency code such as EUR'),
      ]),
  },
  estimateShipping: {
    args: ({ z }) =>
      z.tuple([
        z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2,3}$/, 'a country code such as US'),
      ]),
  },
  attachCustomer: { args: noArgs },
  addStoreCredit: { args: ({ z, decimal }) => z.tuple([decimal.optional()]) },
  removeStoreCredit: { args: noArgs },
  paySavedCard: { args: ({ z, id }) => z.tuple([id]) },
  completePaid: { args: noArgs },
  validate: { args: noArgs },
  attention: { args: noArgs },
  checkAgain: { args: noArgs },
  unseenReceipt: { args: noArgs },
  receiptSeen: { args: ({ z, text }) => z.tuple([text(40).min(1)]) },
} satisfies CallDeclarations<SaleCalls>;

export const receiptCalls = {
  print: { args: noArgs },
  savePdf: {
    args: ({ z, text }) =>
      z.tuple([
        text(120)
          .regex(/^[\w .-]+$/, 'a file name of letters, digits, spaces, dots and dashes')
          .min(1),
      ]),
  },
} satisfies CallDeclarations<ReceiptCalls>;

/*
 * Discounts and price overrides at the counter (area `discounts`): a line's discount (a percent
 * or an amount), a discount of the whole sale (spread over its lines), a line's price set by hand,
 * each with a reason from the list the manager keeps; each is recorded at the store as
 * adjustments of the sale's lines, which the store taxes after. Past the limits of the role of
 * the person on the till, the call is refused as `manager_required` naming that one discount (its
 * sale, line, amount and reason), and an approval covers it alone.
 */

/** How a discount is given: a percent of what it discounts, or an amount in the sale's currency. */
export interface DiscountInput {
  by: 'percent' | 'amount';
  /** Decimal string: "20" (percent) or "5.00" (amount). */
  value: string;
  /** One of the manager's reasons. */
  reason: string;
}

/** A discount on the sale as the store keeps it (the label of its adjustment read back). */
export interface SaleDiscount {
  /** The adjustment at the store. */
  id: string;
  lineItemId: string;
  kind: DiscountKind;
  /** What it changes the line by: decimal string, negative for a reduction. */
  amount: string;
  /** "20%" or "5.00" (a sale's discount: the whole sale's); an override: "18.00 to 15.00". */
  size: string;
  reason: string;
  givenBy: string;
  approvedBy: string | null;
}

export interface DiscountCalls {
  /** The reasons a discount may carry, in the manager's order. */
  reasons(): Promise<string[]>;
  /** The manager's list of reasons, replaced (manager only); answers it as kept. */
  setReasons(reasons: string[]): Promise<string[]>;
  /** The discounts on the sale in progress, as the store keeps them (needs the admin client). */
  ofSale(): Promise<SaleDiscount[]>;
  /** The discounts on a placed sale (its receipt shows them), as the store keeps them; none without the admin client. */
  ofOrder(orderNumber: string): Promise<SaleDiscount[]>;
  /** Takes a percent or an amount off one line. */
  discountLine(lineItemId: string, discount: DiscountInput): Promise<SaleCart>;
  /** Takes a percent or an amount off the whole sale, spread over its lines in proportion. */
  discountSale(discount: DiscountInput): Promise<SaleCart>;
  /** Sets a line's unit price by hand: recorded as an adjustment of (new − old) × quantity, never as a changed price. */
  overridePrice(lineItemId: string, override: { price: string; reason: string }): Promise<SaleCart>;
  /** Takes back a line's own discounts and its price override (its adjustments removed at the store). */
  removeFromLine(lineItemId: string): Promise<SaleCart>;
  /** Takes back the discount of the whole sale. */
  removeFromSale(): Promise<SaleCart>;
}

const reason = ({ text }: ArgKit) =>
  text(80)
    .min(1)
    .regex(/^[^·]*$/, 'words without a middle dot');
const discountInput = (kit: ArgKit) => kit.z.object({ by: kit.z.enum(['percent', 'amount']), value: kit.amountAboveZero, reason: reason(kit) }).strict();

export const discountCalls = {
  reasons: { args: noArgs },
  setReasons: {
    args: (kit) => kit.z.tuple([kit.z.array(reason(kit)).min(1).max(30)]),
    managerOnly: managerActions.discountSetReasons,
  },
  ofSale: { args: noArgs },
  ofOrder: { args: ({ z, text }) => z.tuple([text(40).min(1)]) },
  discountLine: { args: (kit) => kit.z.tuple([kit.id, discountInput(kit)]), managerWhenFound: true },
  discountSale: { args: (kit) => kit.z.tuple([discountInput(kit)]), managerWhenFound: true },
  overridePrice: {
    args: (kit) => kit.z.tuple([kit.id, kit.z.object({ price: kit.decimal, reason: reason(kit) }).strict()]),
    managerWhenFound: true,
  },
  removeFromLine: { args: ({ z, id }) => z.tuple([id]) },
  removeFromSale: { args: noArgs },
} satisfies CallDeclarations<DiscountCalls>;
