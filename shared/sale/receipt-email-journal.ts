/**
 * What the till's journal says of an email receipt: only that one was asked of the store for an
 * order, and whether the store said it sent it again; never the address (the order keeps it).
 */
export interface ReceiptEmailJournalEvents {
  'receipt.emailed': { orderNumber: string; resent: boolean };
}
