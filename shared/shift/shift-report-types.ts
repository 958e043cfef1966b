/** A shift's X or Z report as the journal keeps it and screens show it (shift-report.ts computes it). */
import type { DenominationCount } from '../sale/cash-denominations.js';
import type { DiscountLedger } from '../reports/discount-ledger-figures.js';
import type { StaffRef } from './staff-ref.js';
import type { GiftCardShiftFigures } from '../giftcards/gift-card-figures.js';

/** Cash counted in the drawer: its total, and the notes and coins when counted by denomination. */
export interface CashCount {
  total: string;
  lines: DenominationCount[] | null;
}

export interface DrawerMovement {
  kind: 'pay_in' | 'pay_out' | 'opened';
  at: string;
  staff: StaffRef | null;
  /** Null for an opening, which moves no money by itself, and in a blind X report. */
  amount: string | null;
  reason: string;
  orderNumber: string | null;
}

/** An amount, or null where a blind X report withholds it (shared/shift/blind-count.ts). */
type Withheld = string | null;

/** Returns in a shift: their count and total, by tender and by reason. */
interface ShiftReturns {
  count: number;
  total: Withheld;
  byTender: { method: string; count: number; amount: Withheld }[];
  byReason: { reason: string; count: number; amount: Withheld }[];
}

export interface ShiftReport {
  shiftId: string;
  /** The store and the till the shift was kept at; absent in reports kept before they were named. */
  place?: { store: string; till: string };
  currency: string;
  openedAt: string;
  openedBy: StaffRef | null;
  /** Null for an X report (the shift so far). */
  closedAt: string | null;
  closedBy: StaffRef | null;
  /** The amounts are null in a blind X report (shared/shift/blind-count.ts), as are every figure below that adds up to the cash taken. */
  sales: { count: number; total: Withheld; itemTotal: Withheld; taxTotal: Withheld; promoTotal: Withheld; shipTotal: Withheld; itemCount: number };
  /**
   * Payments the store holds as taken, by payment method, in the order first seen. Every
   * amount is null in a blind X report.
   */
  byTender: { method: string; count: number; amount: Withheld }[];
  /** An X report under a blind count, made for someone not a manager: every amount that adds up to the drawer's cash is withheld until it is counted. */
  blind?: true;
  byStaff: { staff: StaffRef | null; count: number; total: Withheld }[];
  /** By the hour the sale was placed (the hour's start, ISO 8601 UTC). */
  byHour: { hour: string; count: number; total: Withheld }[];
  codes: { code: string; count: number }[];
  discarded: { count: number; total: string; orders: { orderNumber: string; total: string; itemCount: number; at: string; staff: StaffRef | null }[] };
  /** Payments the store refused or voided on sales that were placed all the same. */
  voidedPayments: { orderNumber: string; method: string; amount: string; state: string }[];
  /** Cards declined in the shift (typed, saved or at the terminal); absent in reports kept before declines were journaled. */
  cardDeclines?: number;
  /** Times the terminal did not answer in time; absent in reports kept before they were journaled. */
  terminalTimeouts?: number;
  /** Card charges the terminal made that no sale took, to refund at the terminal; absent in reports kept before they were journaled. */
  terminalRefunds?: {
    orderNumber: string;
    amount: string;
    currency: string;
    reference: string;
    at: string;
    /** When it was refunded at the terminal from the Returns screen (absent while still owed). */
    refundedAt?: string;
  }[];
  /**
   * Money owed to customers settled in the shift from the Returns screen: a terminal approval no
   * sale took refunded at the terminal, or an offline sale's refund owed handed back in cash (in
   * `cash.refunds`, so its amount is null in a blind X report). Absent in reports kept before.
   */
  owedSettled?: OwedSettledLine[];
  /** Sales whose payment or order the store had not confirmed when the report was made. */
  attention: { number: string; message: string }[];
  drawer: DrawerMovement[];
  /**
   * Goods taken back at this till in the shift (electron/till/returns/): how many returns, what
   * went back in all, by tender and by reason. Amounts are null in a blind X report (cash refunds
   * add up to the drawer's cash). Absent in reports kept before returns existed.
   */
  returns?: ShiftReturns;
  cash: {
    float: string;
    /** Cash handed over by customers (what the store took when no tender was recorded); null in a blind X report, as are change, pay-ins, pay-outs and expected. */
    taken: Withheld;
    change: Withheld;
    payIns: Withheld;
    payOuts: Withheld;
    /** Cash handed back for returns and refunds owed (absent in reports kept before returns existed). */
    refunds?: Withheld;
    expected: Withheld;
    counted: string | null;
    overShort: string | null;
    count: DenominationCount[] | null;
  };
  outsideShift: { count: number; total: string; orders: string[] };
  /** Sales in another currency than the shift's: listed, not added to its figures. */
  otherCurrencies: { orderNumber: string; currency: string; total: string }[];
  /**
   * Sales taken offline in this shift (cash only; not in `sales` above, which are the store's
   * orders), and of those, the ones the store has placed since and the ones still pending. Their
   * cash is in the drawer's expected cash. An order placed by replaying one is counted here
   * only, never again as a sale (whatever the replay writes). Absent in reports kept before offline sales existed.
   */
  offline?: OfflineShiftFigures;
  /** Discounts and price overrides on the shift's sales, by kind, reason, staff and approver (absent in reports kept before discounts existed). */
  discounts?: DiscountLedger;
  /** Gift cards sold and loaded (a liability, not revenue), the sales less them, and store credit given. Absent in reports kept before gift cards were sold. */
  giftCards?: GiftCardShiftFigures;
}

/** The offline sales' amounts are null in a blind X report (their cash is in the drawer). */
interface OfflineShiftFigures {
  count: number;
  total: Withheld;
  /**
   * Placed at the store (or settled by a manager with an order): what the customers paid, and what
   * the store's orders for them total (its cash; equal under the offline price rule). `storeTotal`
   * is absent in reports kept before the rule.
   */
  placed: { count: number; total: Withheld; storeTotal?: Withheld };
  /** Not yet placed (waiting, being replayed, or waiting for a manager). */
  pending: { count: number; total: Withheld; refs: string[] };
  /** Settled by a manager without an order (a refund owed). */
  refundOwed: { count: number; total: Withheld };
  /**
   * Sales the store priced differently from what the customer paid (the offline price rule): each
   * against its sale, adjusted at the store to the price paid, or waiting for a manager (no admin
   * client). Absent in reports kept before the rule.
   */
  differences?: OfflinePriceDifferenceLine[];
}

/** One offline sale the store priced differently: what was paid, what the store asked, and how it stands. */
export interface OfflinePriceDifferenceLine {
  ref: string;
  /** The store's order, once placed (or the cart adjusted). */
  orderNumber: string | null;
  paid: Withheld;
  store: Withheld;
  /** The store-side adjustment (negative for a reduction), once made. */
  adjustment: string | null;
  settled: 'adjusted' | 'waiting';
}

/** One record owed to a customer, settled: how, for which sale, how much, when, by whom, approved by whom. */
interface OwedSettledLine {
  how: 'terminal' | 'cash';
  /** The terminal approval's reference, or the offline sale's reference. */
  key: string;
  /** The order the terminal charged for, or the offline sale's reference. */
  sale: string;
  amount: Withheld;
  currency: string;
  at: string;
  staff: StaffRef | null;
  approver: StaffRef | null;
}

export interface ShiftClose {
  at: string;
  by: StaffRef | null;
  count: CashCount;
}
