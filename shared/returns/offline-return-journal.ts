/**
 * What the till's journal says of goods taken back while the store could not be reached
 * (electron/till/returns/offline-return-desk.ts) and of their replay at the store
 * (electron/till/offline/returns/): the cash went out at the counter; the store is told later,
 * exactly once.
 */
import type { StaffRef } from '../shift/staff-ref.js';

/** One line of a sale coming back offline: its line at the store, how many, and what the store charged for them. */
export interface OfflineReturnItem {
  lineItemId: string;
  name: string;
  quantity: number;
  /** The units' share of what the store charged for the line (decimal string). */
  amount: string;
  resellable: boolean;
}

export interface OfflineReturnJournalEvents {
  /** Goods came back offline and their cash left the drawer; to be recorded at the store (`ref` until then). */
  'offline.return': {
    ref: string;
    orderNumber: string;
    currency: string;
    /** Decimal strings, in `currency`. */
    total: string;
    cashOut: string;
    reasonId: string | null;
    reason: string | null;
    items: OfflineReturnItem[];
    shiftId: string | null;
    takenAt: string;
    staff: StaffRef | null;
  };
  /** The store recorded the offline return: its return authorization and the cash reimbursement. */
  'offline.return_placed': { ref: string; orderNumber: string; authorizationNumber: string; reimbursementNumber: string; total: string };
  /** The store refused the offline return (a unit already returned elsewhere…): a manager decides, with its words. */
  'offline.return_needs_manager': { ref: string; storeSaid: string };
  /** A manager recorded the refund as owed by the store's books (the cash already went out at the counter). */
  'offline.return_resolved': { ref: string; resolution: 'refund_owed'; by: StaffRef | null };
}
