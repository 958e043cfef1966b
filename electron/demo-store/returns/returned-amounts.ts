/**
 * What returns changed on an order, as its states need it (orders.ts refreshOrderStates): the
 * money given back (refunds against its payments, store credit issued by its reimbursements), what
 * the goods that came back were due, and how many units came back. Reads only.
 */
import { get, type DemoDb } from '../db/database.js';

export interface ReturnedAmounts {
  refundedCents: number;
  /** Store credit issued by store-credit reimbursements (money given back without a payment). */
  creditedCents: number;
  /** What the received return items were due back. */
  returnedCents: number;
  unitsReturned: number;
}

export function refundedCentsOf(db: DemoDb, orderId: number): number {
  return (
    get<{ n: number | null }>(db, 'SELECT SUM(r.amount_cents) AS n FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.order_id = ?', orderId)?.n ?? 0
  );
}

export function returnedAmountsOf(db: DemoDb, orderId: number): ReturnedAmounts {
  const received = get<{ due: number | null; units: number | null }>(
    db,
    `SELECT SUM(i.pre_tax_amount_cents + i.additional_tax_cents) AS due, SUM(i.quantity) AS units FROM return_items i
     JOIN return_authorizations a ON a.id = i.return_authorization_id WHERE a.order_id = ? AND i.reception_status = 'received'`,
    orderId,
  );
  const credited = get<{ n: number | null }>(
    db,
    "SELECT SUM(total_cents) AS n FROM reimbursements WHERE order_id = ? AND reimbursement_type = 'store_credit'",
    orderId,
  );
  return {
    refundedCents: refundedCentsOf(db, orderId),
    creditedCents: credited?.n ?? 0,
    returnedCents: received?.due ?? 0,
    unitsReturned: received?.units ?? 0,
  };
}
