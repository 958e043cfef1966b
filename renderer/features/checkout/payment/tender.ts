/** The tenders of the payment step, each a tab. */
export type Tender = 'cash' | 'card' | 'saved';

export const TAB_NAMES: Record<Tender, string> = { cash: 'Cash', card: 'Card', saved: 'Saved card' };
