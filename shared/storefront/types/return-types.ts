/**
 * Returns as the till reads them from the store's Platform API (its return routes: return
 * authorizations, reimbursements, refunds and their reasons). Amounts are the store's: decimal
 * strings with their display form.
 */

/** A reason the store keeps, for goods coming back or for money going back. */
export interface ReturnReason {
  id: string;
  name: string;
}

/** Some units of one line of an order, coming back, and what the store gives back for them. */
export interface ReturnItem {
  id: string;
  lineItemId: string;
  quantity: number;
  /** What the store gives back for these units: their share of the line less promotions, plus tax added on top. */
  amount: string;
  displayAmount: string;
  /** `manual_intervention_required`: past the store's return window. */
  eligibility: 'eligible' | 'manual_intervention_required';
  receptionStatus: 'awaiting' | 'received' | 'canceled';
  /** Set when received: true when the units went back in stock. */
  resellable: boolean | null;
  reimbursed: boolean;
}

/** An order's return: the units authorized to come back, and what they are due back. */
export interface ReturnAuthorization {
  id: string;
  number: string;
  state: 'authorized' | 'canceled';
  reason: string | null;
  total: string;
  displayTotal: string;
  /** Authorized past the return window by a manager's decision. */
  windowOverridden: boolean;
  /** The store's memo on it (an offline return's names its reference), where the store says. */
  memo?: string | null;
  items: ReturnItem[];
}

/** Money given back against one payment of the order. */
export interface Refund {
  number: string;
  amount: string;
  displayAmount: string;
  /** The payment it went back to (its number at the store). */
  paymentNumber: string | null;
  /** The payment's kind as the store names its method: card, cash, gift card, store credit… */
  paymentMethod: string | null;
  /** The card it went back to, when the payment was a card (its brand and last four digits). */
  card: { ccType: string | null; lastDigits: string } | null;
  transactionId: string | null;
  reason: string | null;
}

/** The money for received return items, given back once: to the order's payments, or as store credit. */
export interface Reimbursement {
  number: string;
  /** `cash`: to the order's payments, a card's share handed back in cash at the counter (its issuer refused the refund). */
  type: 'original' | 'store_credit' | 'exchange' | 'cash';
  total: string;
  displayTotal: string;
  refunds: Refund[];
  /** Type exchange: the new order its value paid toward and the credit put on it (the refunds are the rest). */
  exchange?: { orderNumber: string; credit: string };
  /** The store credit it issued (type store_credit). */
  storeCreditId: string | null;
  /** The return items it gave the money back for. */
  returnItemIds: string[];
}

/** What comes back: a line of the order and how many of its units. */
interface ReturnLineInput {
  lineItemId: string;
  quantity: number;
}

export interface ReturnAuthorizationInput {
  /** The order's number. */
  orderNumber: string;
  reasonId: string;
  lines: readonly ReturnLineInput[];
  memo?: string;
  /** A manager decided to take the goods back past the store's return window. */
  overrideReturnWindow?: boolean;
}

/** Goods in hand at the counter: each return item received (back in stock when resellable) and reimbursed at once. */
export interface ReimbursementInput {
  returnAuthorizationId: string;
  items: readonly { id: string; resellable: boolean }[];
  type: 'original' | 'store_credit' | 'exchange' | 'cash';
  /** Kept with each refund and store credit it makes (who approved it, and why). */
  memo?: string;
  /** Type exchange: the new order (in checkout) the return's value pays toward. */
  exchangeOrderNumber?: string;
}
