/** What the till's journal says of goods taken back at this till (electron/till/returns/). */

export interface ReturnJournalEvents {
  /**
   * Goods came back and the store gave the money back (its reimbursement): to which tenders, how
   * much cash left the drawer, why, and who approved it when a manager had to.
   */
  'return.refunded': {
    orderNumber: string;
    authorizationNumber: string;
    reimbursementNumber: string;
    currency: string;
    /** Decimal strings, in `currency`. */
    total: string;
    /**
     * `exchange`: the value paid toward a new sale (`exchange`), the rest in `refunds`; `cash`: from
     * the drawer, where the card refused its refund and a manager approved cash instead (the store
     * records it so), or at a store without return routes (`recordedOnly`).
     */
    to: 'original' | 'store_credit' | 'exchange' | 'cash';
    /** An exchange: the new sale its value paid toward and the Exchange credit put on it (decimal string). */
    exchange?: { saleNumber: string; credit: string };
    reason: string | null;
    /** `lineItemId`: the sale's line (absent before it was kept). */
    items: { name: string; quantity: number; amount: string; resellable: boolean; lineItemId?: string }[];
    refunds: { method: string; amount: string }[];
    /** Cash handed back from the drawer ('0.00' when none). */
    cashOut: string;
    /** The shift the drawer's cash left in, when one was open. */
    shiftId: string | null;
    windowOverridden: boolean;
    /** How the sale was found: its receipt scanned, its number typed, or looked up without a receipt (absent before it was kept). */
    foundBy?: 'scanned' | 'typed' | 'lookup';
    /** The manager who approved it (no receipt, past the window, above the limit); null when none had to (absent before it was kept). */
    approvedBy?: string | null;
    /** Recorded on the order by the till only, at a store without return routes (its stock and totals unchanged). */
    recordedOnly?: true;
  };
}
