/** What the till's journal says of goods taken back at this till (electron/till/returns/). */

export interface ReturnJournalEvents {
  /**
   * Goods came back and the store gave the money back (its reimbursement): to which tenders, how
   * much cash left the drawer, why, and who approved a return past the store's window.
   */
  'return.refunded': {
    orderNumber: string;
    authorizationNumber: string;
    reimbursementNumber: string;
    currency: string;
    /** Decimal strings, in `currency`. */
    total: string;
    to: 'original' | 'store_credit';
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
  };
}
