/** Rows of the returns tables (db/schema.ts): reasons, return authorizations and items, customer returns, reimbursements, refunds. */
export interface ReasonRow {
  id: number;
  name: string;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface ReturnAuthorizationRow {
  id: number;
  number: string;
  order_id: number;
  /** `authorized` or `canceled`. */
  state: string;
  reason_id: number | null;
  memo: string | null;
  stock_location_id: number;
  /** 1 when an administrator authorized items past the return window. */
  window_overridden: number;
  /** Who authorized it: the admin client's id, else the staff member's email. */
  created_by: string;
  created_at: string;
  updated_at: string;
  canceled_at: string | null;
}

export interface ReturnItemRow {
  id: number;
  return_authorization_id: number;
  line_item_id: number;
  quantity: number;
  /** The units' share of the line's price less its promotions. */
  pre_tax_amount_cents: number;
  /** The units' share of the tax added on top of the line (part of what is due back). */
  additional_tax_cents: number;
  /** The units' share of the tax included in the line's price (already in the pre-tax amount; reported only). */
  included_tax_cents: number;
  /** `eligible`, or `manual_intervention_required` past the return window. */
  eligibility: string;
  /** `awaiting` until the goods come back, then `received`; `canceled` with its authorization. */
  reception_status: string;
  resellable: number | null;
  customer_return_id: number | null;
  reimbursement_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerReturnRow {
  id: number;
  number: string;
  order_id: number;
  stock_location_id: number;
  created_at: string;
}

export interface ReimbursementRow {
  id: number;
  number: string;
  order_id: number;
  customer_return_id: number | null;
  /** `original` (refunds against the order's payments) or `store_credit`. */
  reimbursement_type: string;
  total_cents: number;
  store_credit_id: number | null;
  created_at: string;
}

export interface RefundRow {
  id: number;
  number: string;
  payment_id: number;
  amount_cents: number;
  refund_reason_id: number;
  reimbursement_id: number | null;
  transaction_id: string | null;
  memo: string | null;
  created_at: string;
}

/** What a return item is due back: its pre-tax amount plus the tax added on top. */
export function amountDueOf(item: Pick<ReturnItemRow, 'pre_tax_amount_cents' | 'additional_tax_cents'>): number {
  return item.pre_tax_amount_cents + item.additional_tax_cents;
}
