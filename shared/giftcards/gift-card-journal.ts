/**
 * What the till's journal says of gift cards and store credit: a card about to be issued or loaded
 * for a line of a placed sale (written before the store is asked, so a till killed in between
 * finishes it on its next start), the card once the store answered, and store credit given to a
 * customer with who gave it and who approved it. Amounts are decimal strings.
 */
import type { StaffRef } from '../shift/staff-ref.js';

export interface GiftCardJournalEvents {
  /** A gift-card line of a placed sale is to issue a card (`topUpCode` null) or load the card with that code. */
  'giftcard.requested': {
    orderNumber: string;
    lineItemId: string;
    currency: string;
    amount: string;
    topUpCode: string | null;
  };
  /** The store issued or loaded the card for that line: its code and its balance after. */
  'giftcard.issued': {
    orderNumber: string;
    lineItemId: string;
    kind: 'issue' | 'top_up';
    code: string;
    currency: string;
    amount: string;
    balance: string;
  };
  /** Store credit given to a customer's account, outside a return. */
  'storecredit.issued': {
    email: string;
    currency: string;
    amount: string;
    reason: string;
    creditId: string;
    approvedBy: StaffRef;
  };
}
