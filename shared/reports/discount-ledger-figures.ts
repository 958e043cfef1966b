/**
 * The discount ledger's figures as the X/Z report and Reports carry them (discount-ledger.ts tallies
 * them from the journal). Types only, so the report's types need nothing of the journal.
 */
import type { DiscountKind } from '../sale/discount-labels.js';
import type { StaffRef } from '../shift/staff-ref.js';

interface LedgerRow {
  count: number;
  amount: string;
}

export interface DiscountLedger extends LedgerRow {
  byKind: (LedgerRow & { kind: DiscountKind })[];
  byReason: (LedgerRow & { reason: string })[];
  byStaff: (LedgerRow & { staff: StaffRef | null })[];
  /** Null: given within the giver's own limit. */
  byApprover: (LedgerRow & { approver: StaffRef | null })[];
}
