/**
 * The till's journal: what happened at this till, who did it and when. Sales, discards, parked
 * carts, drawer movements and shifts each add an entry; the Z report, the receipt's "Served by"
 * and a manager's questions are answered from it. Entries are kept on this computer only
 * (electron/till/shift/till-journal.ts); they carry no token and no card data.
 */

import type { OfflineJournalEvents } from '../offline/offline-sales.js';
import type { ReturnJournalEvents } from '../returns/return-journal.js';
import type { OwedJournalEvents } from './owed-journal.js';
import type { OfflineReturnJournalEvents } from '../returns/offline-return-journal.js';
import type { BoardJournalEvents } from '../orders/orders-board-actions.js';
import type { CashCount, ShiftReport } from './shift-report-types.js';
import type { TenderJournalEvents } from '../sale/tender-journal.js';
import type { StaffRef } from './staff-ref.js';
import type { ClockJournalEvents } from '../staff/clock-journal.js';
import type { DiscountJournalEvents } from '../sale/discount-journal.js';
import type { GiftCardJournalEvents } from '../giftcards/gift-card-journal.js';
import type { ReceiptEmailJournalEvents } from '../sale/receipt-email-journal.js';
import type { StockCountJournalEvents } from '../stock/count-journal.js';

export type { StaffRef, StaffRole } from './staff-ref.js';

/** A payment of a placed order, as the store states it. */
interface JournalPayment {
  methodName: string;
  /** Decimal string, in the order's currency. */
  amount: string;
  state: string | null;
}

/**
 * Each kind of entry and what it carries. Areas of the till add their kinds here: one list, so a
 * report can read every entry with its type.
 */
export interface JournalEvents
  extends
    OfflineJournalEvents,
    BoardJournalEvents,
    TenderJournalEvents,
    ReturnJournalEvents,
    OwedJournalEvents,
    OfflineReturnJournalEvents,
    ClockJournalEvents,
    DiscountJournalEvents,
    GiftCardJournalEvents,
    ReceiptEmailJournalEvents,
    StockCountJournalEvents {
  /** An order was placed at this till (or found placed on reconciling). Amounts are decimal strings. */
  'sale.completed': {
    orderNumber: string;
    currency: string;
    total: string;
    itemTotal: string;
    taxTotal: string;
    promoTotal: string;
    shipTotal: string;
    itemCount: number;
    payments: JournalPayment[];
    /** Cash handed over and change given, when cash was taken. */
    cashTendered: string | null;
    change: string | null;
    /** Coupon codes the store applied (absent in entries written before codes were recorded). */
    promotionCodes?: string[];
    /** Its lines as the store priced them (`total`: the line after promotions, with tax added on top), so an offline return knows them (absent before they were kept). */
    /** `sku` and `options` (its custom line options, such as the code of a gift card it loads) absent before they were kept. */
    lines?: { lineItemId: string; name: string; quantity: number; total: string; sku?: string | null; options?: Record<string, string> }[];
  };
  /** A sale abandoned before it was placed (its cart deleted at the store). */
  'sale.discarded': {
    orderNumber: string;
    currency: string;
    total: string;
    itemCount: number;
  };
  /** A shift began with the float counted in the drawer (by denomination, or a total only). */
  'shift.opened': {
    shiftId: string;
    currency: string;
    float: string;
    count: CashCount | null;
  };
  /** The shift ended: its Z report with the cash counted, written once and never recomputed. */
  'shift.closed': {
    shiftId: string;
    report: ShiftReport;
  };
  /** Cash put into the drawer outside a sale (more change, a float top-up). */
  'drawer.pay_in': { shiftId: string; currency: string; amount: string; reason: string };
  /** Cash taken out of the drawer outside a sale (a supplier paid, a bank drop). */
  'drawer.pay_out': { shiftId: string; currency: string; amount: string; reason: string };
  /** The drawer was opened: by a cash sale (its order number) or without a sale (the reason given). */
  'drawer.opened': { shiftId: string | null; reason: string; orderNumber: string | null };
  /** The till was opened by PIN (`switched`: by someone other than who was on it before). */
  'staff.unlocked': {
    who: StaffRef;
    switched: boolean;
  };
  /** The till locked: after its idle time, or by hand (the Lock button or key). */
  'staff.locked': {
    why: 'idle' | 'hand';
  };
  /** A PIN that matched no one (to open the till or to approve): how many at that target within the hour; never the digits. */
  'staff.pin_failed': {
    count: number;
    /** What the PIN was for. */
    purpose: 'unlock' | 'approve';
  };
  /** A manager approved one action by PIN for whoever is on the till: the method and the record it acts on (absent in entries before they were named). */
  'staff.approved': {
    manager: StaffRef;
    method?: string;
    record?: string | null;
  };
  /** The sale in progress was parked (its cart stays at the store; the till keeps its token). */
  'cart.parked': ParkedCartFacts;
  /** A parked cart became the sale in progress again; `changed`: the store's cart differed from what was parked. */
  'cart.resumed': ParkedCartFacts & { changed: boolean };
  /**
   * A parked cart left the parked list without being resumed: discarded by the clerk (its cart
   * deleted at the store), found gone at the store (expired or deleted), or found placed.
   */
  'cart.parked_discarded': ParkedCartFacts & { reason: 'discarded' | 'gone' | 'placed' };
  /** Stock received or moved at the store (a delivery received, a transfer sent or received): its transfer's number, where, and how many units. */
  'stock.transfer': {
    step: 'delivery received' | 'transfer sent' | 'transfer received';
    number: string;
    reference: string;
    location: string;
    units: number;
    /** Units short on a transfer received (0 otherwise). */
    short: number;
  };
}

/** What the journal says of a parked cart: its order number, the clerk's label, and what it held when parked. */
export interface ParkedCartFacts {
  orderNumber: string;
  label: string | null;
  itemCount: number;
  /** Decimal string, in `currency`. */
  total: string;
  currency: string;
}

export type JournalKind = keyof JournalEvents;

export type JournalEntry = {
  [K in JournalKind]: {
    /** 1, 2, 3… in the order written on this till. */
    seq: number;
    /** ISO 8601. */
    at: string;
    staff: StaffRef | null;
    kind: K;
    data: JournalEvents[K];
  };
}[JournalKind];

export type JournalEntryOf<K extends JournalKind> = Extract<JournalEntry, { kind: K }>;
