/**
 * Goods taken back at the counter, across the bridge: find the sale (its receipt's barcode or
 * number), choose what comes back and why, see what the store gives back for it, then take the
 * goods and give the money back in one step at the store. The store works out every amount; the
 * till never computes a refund itself.
 */
import type { ArgKit } from './arg-kit.js';
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { ReturnReason } from '../storefront/types/return-types.js';
import type { OwedRecord } from '../shift/owed-records.js';
import { defineMessages, type Words } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  returnsSetManagerLimit: { id: 'returns.managerOnly.returnsSetManagerLimit', defaultMessage: 'Change the amount above which a return needs a manager' },
  returnsRefundApproval: { id: 'returns.managerOnly.returnsRefundApproval', defaultMessage: 'Refund a card charge no sale took at the terminal' },
  returnsHandBackOwed: { id: 'returns.managerOnly.returnsHandBackOwed', defaultMessage: 'Hand back a refund owed in cash from the drawer' },
});
import { ENTRY_RULES } from './rules/entry-rules.js';

export type { OwedRecord } from '../shift/owed-records.js';

/** A record owed to a customer, settled just now: what went back, how, and who approved it. */
export interface OwedSettled {
  record: OwedRecord;
  /** `terminal`: given back to the card at the terminal; `cash`: handed back from the drawer (opened "Refund owed"). */
  how: 'terminal' | 'cash';
  displayAmount: string;
  at: string;
  approver: string | null;
}

/** Whether this till can take goods back at the store in use, and the store's reasons. */
export interface ReturnsDesk {
  /**
   * `ready`; `no_admin`: the manager's admin client is not connected (returns go through it);
   * `till_only`: the store has no return routes (a stock store): the till can still give cash from
   * the drawer or store credit, with a manager's approval, and records it at the store, saying so.
   */
  state: 'ready' | 'no_admin' | 'till_only';
  /** What the clerk is told when not ready (or offline), in English for logs; `words`: the same, said on the page in the clerk's language. */
  message: string | null;
  words?: Words | null;
  reasons: ReturnReason[];
  /** The amount above which a return needs a manager's approval (set by a manager); null: no such limit. */
  managerAbove: string | null;
  /** The store cannot be reached: this till's own sales come back for cash only, within the manager's limits (`message` says so). */
  offline?: boolean;
}

/** A line of the sale and how many of its units can still come back. */
interface ReturnableLine {
  lineItemId: string;
  name: string;
  optionsText: string;
  sold: number;
  /** Sold less what earlier returns (not canceled) already authorized. */
  returnable: number;
  /** Its unit price (decimal string). */
  price: string;
  displayPrice: string;
}

/** A placed sale as the returns desk shows it. */
export interface ReturnableSale {
  orderNumber: string;
  completedAt: string | null;
  email: string | null;
  customerName: string | null;
  currency: string;
  total: string;
  displayTotal: string;
  lines: ReturnableLine[];
  /** The tenders it was paid with: where "to the original tender" sends the money. */
  payments: { method: string; amount: string; displayAmount: string }[];
  /** Its earlier returns. */
  earlierReturns: { number: string; state: string; total: string; displayTotal: string }[];
}

/** How the clerk found the sale: its receipt's barcode scanned, its number typed, or the customer's orders looked up (no receipt). */
export type SaleFoundBy = 'scanned' | 'typed' | 'lookup';

/** A return the store authorized whose goods have not come back yet (a web order sent back, say): the counter receives them. */
export interface AwaitingReturn {
  authorizationId: string;
  authorizationNumber: string;
  orderNumber: string;
  currency: string;
  total: string;
  displayTotal: string;
  /** Units still to be received. */
  units: number;
  reason: string | null;
}

/** One of a customer's placed sales, as a receipt-less return lists them. */
export interface CustomerSale {
  orderNumber: string;
  completedAt: string | null;
  currency: string;
  total: string;
  displayTotal: string;
  itemCount: number;
  email: string | null;
  customerName: string | null;
}

export interface ReturnQuoteInput {
  orderNumber: string;
  reasonId: string;
  lines: { lineItemId: string; quantity: number }[];
}

/** What the store will give back for the goods chosen (its return authorization), before anything is given. */
export interface ReturnQuote {
  authorizationId: string;
  authorizationNumber: string;
  orderNumber: string;
  currency: string;
  items: { id: string; lineItemId: string; name: string; quantity: number; amount: string; displayAmount: string }[];
  total: string;
  displayTotal: string;
  /** Authorized past the store's return window by a manager's approval. */
  windowOverridden: boolean;
  /** Authorized earlier at the store (a return whose goods were awaited), taken up here: the clerk says each item's condition now. */
  takenUp?: true;
}

export interface ReturnRefundInput {
  authorizationId: string;
  /** Each item's condition: resellable goes back in stock at the store's location; damaged does not. */
  items: { id: string; resellable: boolean }[];
  /**
   * To the tenders the sale was paid with, or as store credit to the customer's account; `cash`
   * from the drawer: where the card refused its refund and a manager approves cash instead (the
   * store records it against the order with the reason "Card refused"), or where the store has no
   * return routes and cannot refund its payments.
   */
  to: 'original' | 'store_credit' | 'cash';
}

/** A return done: what came back, what went back to which tender, and the cash to hand over from the drawer. */
export interface ReturnDone {
  orderNumber: string;
  authorizationNumber: string;
  reimbursementNumber: string;
  currency: string;
  /** `exchange`: its value paid toward a new sale (see ReturnExchange); `cash`: from the drawer where the store cannot refund its payments. */
  to: 'original' | 'store_credit' | 'exchange' | 'cash';
  total: string;
  displayTotal: string;
  items: { name: string; quantity: number; amount: string; displayAmount: string; resellable: boolean }[];
  /** `card`: the card it went back to, in words ("Visa •••• 4242"), when the payment was a card. */
  refunds: { method: string; amount: string; displayAmount: string; card?: Words }[];
  /** Cash to hand back from the drawer (decimal string); null when none. */
  cashOut: string | null;
  /** An exchange: the new sale its value paid toward and the Exchange credit put on it. */
  exchange?: { saleNumber: string; credit: string };
  at: string;
  reason: string | null;
  /** Who was on the till. */
  servedBy: string | null;
  /** The manager who approved this return (no receipt, past the window or above the limit), words when the till cannot tell whom; null when none had to. */
  approvedBy: string | Words | null;
  /** Recorded on the order by the till only (a store without return routes): the store's stock and totals did not change. */
  recordedOnly?: true;
  /** Taken while the store could not be reached: its reference until it is recorded at the store. */
  offlineRef?: string;
}

/** The goods of a quote coming back in exchange for a new sale: each item's condition. */
export interface ExchangeInput {
  authorizationId: string;
  items: { id: string; resellable: boolean }[];
}

/**
 * An exchange in progress: a quote whose goods come back toward a new sale rung up on the Sell
 * screen. At payment its value goes on the new sale as Exchange credit (`credited`); the customer
 * pays what is left, or, the new goods costing less, the rest goes back to the original tenders.
 */
export interface ReturnExchange {
  orderNumber: string;
  authorizationNumber: string;
  currency: string;
  /** What the goods coming back are worth (decimal string), as the store quoted it. */
  total: string;
  displayTotal: string;
  items: { name: string; quantity: number; amount: string; displayAmount: string; resellable: boolean }[];
  /** Set once the return's value went on the new sale. */
  credited: {
    saleNumber: string;
    reimbursementNumber: string;
    /** Put on the new sale as Exchange credit. */
    credit: string;
    displayCredit: string;
    /** The rest, back to the original tenders (none when the new goods cost as much or more). */
    refunds: { method: string; amount: string; displayAmount: string }[];
    /** Cash to hand back from the drawer (decimal string); null when none. */
    cashOut: string | null;
  } | null;
  /** The new sale was placed: the exchange is over (kept for its receipt). */
  placed: boolean;
}

export interface ReturnsCalls {
  /** Whether returns can be taken here (one request to the store), with its reasons. */
  open(): Promise<ReturnsDesk>;
  /**
   * A placed sale by its order number, with what can still come back. `foundBy` (default typed):
   * a sale found by looking up the customer's orders has no receipt, and its return needs a
   * manager; the journal keeps how each return's sale was found.
   */
  findSale(orderNumber: string, foundBy?: SaleFoundBy): Promise<ReturnableSale>;
  /** A customer's placed sales, newest first (at most 20), by email (any part) or last name (its start): for a return without a receipt. */
  findByCustomer(query: string): Promise<CustomerSale[]>;
  /**
   * Asks the store what it gives back for these units (it authorizes them to come back). Past the
   * store's return window a manager must approve (`manager_required`, naming the order).
   */
  quote(input: ReturnQuoteInput): Promise<ReturnQuote>;
  /** Withdraws a quote nothing was given for yet (the clerk changed their mind). */
  cancelQuote(authorizationId: string): Promise<void>;
  /**
   * Takes the goods and gives the money back at the store, in one step: to the original tenders
   * (cash from the drawer: refused in words above the cash the drawer should hold) or as store credit;
   * `cash` (a card that refused its refund) needs a manager's approval of that return
   * (`manager_required`, record "<return number> in cash").
   */
  refund(input: ReturnRefundInput): Promise<ReturnDone>;
  /** What this till owes customers, open records only: terminal approvals no sale took, and offline sales' refunds owed. */
  owed(): Promise<OwedRecord[]>;
  /**
   * Gives a terminal approval no sale took back to its card at the terminal (its reference, its
   * amount), once. After a lost answer the terminal is asked what became of it first.
   */
  refundApproval(reference: string): Promise<OwedSettled>;
  /** Hands an offline sale's refund owed back in cash from the drawer, once (refused above the cash the drawer should hold). */
  handBackOwed(ref: string): Promise<OwedSettled>;
  /**
   * Above this amount a return needs a manager's approval of that one return (`manager_required`
   * naming its authorization) when it is given back; null lifts the limit. A manager's.
   */
  setManagerLimit(amount: string | null): Promise<{ managerAbove: string | null }>;
  /** Returns the store authorized whose goods are still to come back (one request). */
  awaiting(): Promise<AwaitingReturn[]>;
  /**
   * Takes up a return the store authorized earlier (`awaiting`) for the sale just found: its goods
   * are in hand, and it is given back like a quote of this till's.
   */
  takeUp(authorizationId: string): Promise<ReturnQuote>;
  /** The amount above which a return needs a manager (no request to the store). */
  managerLimit(): Promise<{ managerAbove: string | null }>;
  /** Takes the quote's goods in exchange: the Sell screen rings up the new sale, which the return's value pays toward. */
  startExchange(input: ExchangeInput): Promise<ReturnExchange>;
  /** The exchange in progress (or the last one, placed, for its receipt), or null. */
  exchange(): Promise<ReturnExchange | null>;
  /**
   * At payment: the store takes the goods and puts their value on the sale in progress (up to what
   * it leaves to pay), the rest back to the original tenders (cash from the drawer). Done once: a
   * lost answer is looked up at the store, and asking again answers what was done.
   */
  applyExchange(): Promise<ReturnExchange>;
  /** Withdraws an exchange nothing was given for yet (its quote withdrawn at the store); refused once its value is on the sale. */
  cancelExchange(): Promise<void>;
}

const orderNumber = ({ text }: ArgKit) =>
  text(40)
    .min(1, 'an order number')
    .regex(/^[\x21-\x7e]+$/, 'an order number');

/** A terminal approval's reference or an offline sale's reference. */
const owedKey = ({ text }: ArgKit) =>
  text(80)
    .min(1, 'a reference')
    .regex(/^[\x21-\x7e]+$/, 'a reference');

/** Each item coming back with its condition (resellable or not). */
const itemConditions = (kit: ArgKit) =>
  kit.z
    .array(kit.z.object({ id: kit.id, resellable: kit.z.boolean() }).strict())
    .min(1)
    .max(200);

export const returnsCalls = {
  open: { args: noArgs },
  findSale: {
    args: (kit) => kit.z.union([kit.z.tuple([orderNumber(kit)]), kit.z.tuple([orderNumber(kit), kit.z.enum(['scanned', 'typed', 'lookup'])])]),
  },
  findByCustomer: {
    args: ({ z, text }) =>
      z.tuple([
        text(120)
          .min(2, 'at least two letters of an email or a last name')
          .regex(/^[^\p{Cc}]*$/u, 'words without control characters'),
      ]),
  },
  quote: {
    args: (kit) =>
      kit.z.tuple([
        kit.z
          .object({
            orderNumber: orderNumber(kit),
            reasonId: kit.id,
            lines: kit.z
              .array(kit.z.object({ lineItemId: kit.id, quantity: kit.quantity }).strict())
              .min(1, 'at least one line coming back')
              .max(200)
              .refine((lines) => new Set(lines.map((l) => l.lineItemId)).size === lines.length, ENTRY_RULES.eachLineOnce.id),
          })
          .strict(),
      ]),
    managerWhenFound: true,
  },
  cancelQuote: { args: (kit) => kit.z.tuple([kit.id]) },
  refund: {
    args: (kit) =>
      kit.z.tuple([
        kit.z
          .object({
            authorizationId: kit.id,
            items: itemConditions(kit),
            to: kit.z.enum(['original', 'store_credit', 'cash']),
          })
          .strict(),
      ]),
    managerWhenFound: true,
  },
  setManagerLimit: {
    args: (kit) => kit.z.tuple([kit.amountAboveZero.nullable()]),
    managerOnly: managerActions.returnsSetManagerLimit,
  },
  managerLimit: { args: noArgs },
  owed: { args: noArgs },
  refundApproval: {
    args: (kit) => kit.z.tuple([owedKey(kit)]),
    managerOnly: managerActions.returnsRefundApproval,
    approvalRecord: ([reference]) => reference,
  },
  handBackOwed: {
    args: (kit) => kit.z.tuple([owedKey(kit)]),
    managerOnly: managerActions.returnsHandBackOwed,
    approvalRecord: ([ref]) => ref,
  },
  awaiting: { args: noArgs },
  takeUp: { args: (kit) => kit.z.tuple([kit.id]) },
  startExchange: {
    args: (kit) =>
      kit.z.tuple([
        kit.z
          .object({
            authorizationId: kit.id,
            items: itemConditions(kit),
          })
          .strict(),
      ]),
  },
  exchange: { args: noArgs },
  applyExchange: { args: noArgs },
  cancelExchange: { args: noArgs },
} satisfies CallDeclarations<ReturnsCalls>;
