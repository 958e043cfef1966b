/**
 * Goods taken back at the counter, across the bridge: find the sale (its receipt's barcode or
 * number), choose what comes back and why, see what the store gives back for it, then take the
 * goods and give the money back in one step at the store. The store works out every amount; the
 * till never computes a refund itself.
 */
import type { ArgKit } from './arg-kit.js';
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { ReturnReason } from '../storefront/types/return-types.js';

/** Whether this till can take goods back at the store in use, and the store's reasons. */
export interface ReturnsDesk {
  /**
   * `ready`; `no_admin`: the manager's admin client is not connected (returns go through it);
   * `unsupported`: the store has no return routes (a stock store), so nothing is pretended.
   */
  state: 'ready' | 'no_admin' | 'unsupported';
  /** What the clerk is told when not ready. */
  message: string | null;
  reasons: ReturnReason[];
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
  displayPrice: string;
}

/** A placed sale as the returns desk shows it. */
export interface ReturnableSale {
  orderNumber: string;
  completedAt: string | null;
  email: string | null;
  customerName: string | null;
  currency: string;
  displayTotal: string;
  lines: ReturnableLine[];
  /** The tenders it was paid with: where "to the original tender" sends the money. */
  payments: { method: string; displayAmount: string }[];
  /** Its earlier returns. */
  earlierReturns: { number: string; state: string; displayTotal: string }[];
}

/** How the clerk found the sale: its receipt's barcode scanned, its number typed, or the customer's orders looked up (no receipt). */
export type SaleFoundBy = 'scanned' | 'typed' | 'lookup';

/** One of a customer's placed sales, as a receipt-less return lists them. */
export interface CustomerSale {
  orderNumber: string;
  completedAt: string | null;
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
  items: { id: string; lineItemId: string; name: string; quantity: number; displayAmount: string }[];
  total: string;
  displayTotal: string;
  /** Authorized past the store's return window by a manager's approval. */
  windowOverridden: boolean;
}

export interface ReturnRefundInput {
  authorizationId: string;
  /** Each item's condition: resellable goes back in stock at the store's location; damaged does not. */
  items: { id: string; resellable: boolean }[];
  /** To the tenders the sale was paid with, or as store credit to the customer's account. */
  to: 'original' | 'store_credit';
}

/** A return done: what came back, what went back to which tender, and the cash to hand over from the drawer. */
export interface ReturnDone {
  orderNumber: string;
  authorizationNumber: string;
  reimbursementNumber: string;
  currency: string;
  to: 'original' | 'store_credit';
  total: string;
  displayTotal: string;
  items: { name: string; quantity: number; displayAmount: string; resellable: boolean }[];
  refunds: { method: string; amount: string; displayAmount: string }[];
  /** Cash to hand back from the drawer (decimal string); null when none. */
  cashOut: string | null;
  at: string;
  reason: string | null;
  /** Taken while the store could not be reached: its reference until it is recorded at the store. */
  offlineRef?: string;
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
   * (cash from the drawer: refused in words above the cash the drawer should hold) or as store credit.
   */
  refund(input: ReturnRefundInput): Promise<ReturnDone>;
}

const orderNumber = ({ text }: ArgKit) =>
  text(40)
    .min(1, 'an order number')
    .regex(/^[\x21-\x7e]+$/, 'an order number');

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
              .refine((lines) => new Set(lines.map((l) => l.lineItemId)).size === lines.length, 'each line once'),
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
            items: kit.z
              .array(kit.z.object({ id: kit.id, resellable: kit.z.boolean() }).strict())
              .min(1)
              .max(200),
            to: kit.z.enum(['original', 'store_credit']),
          })
          .strict(),
      ]),
  },
} satisfies CallDeclarations<ReturnsCalls>;
