/**
 * What the till's journal says of money owed to customers and given back from the Returns screen
 * (electron/till/returns/owed-records.ts): a card charge the terminal approved that no sale took,
 * refunded at the terminal; an offline sale a manager settled as a refund owed, handed back in
 * cash from the drawer. Each is written once, by whoever is on the till (the entry's staff), with
 * the manager who approved it.
 */
import type { StaffRef } from './staff-ref.js';

export interface OwedJournalEvents {
  /** A terminal approval no sale took (`terminal.approval_unused`, its `reference`) given back to its card at the terminal. */
  'owed.terminal_refunded': {
    reference: string;
    orderNumber: string;
    currency: string;
    /** Decimal string, in `currency`. */
    amount: string;
    /** The refund's own reference at the terminal. */
    refundReference: string;
    approver: StaffRef | null;
  };
  /** A refund owed for an offline sale (`offline.resolved`, its `ref`) handed back in cash from the drawer of shift `shiftId`. */
  'owed.cash_refunded': {
    ref: string;
    currency: string;
    /** Decimal string, in `currency`. */
    amount: string;
    shiftId: string;
    approver: StaffRef | null;
  };
}
