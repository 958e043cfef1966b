/** What the till's journal says of a stock count applied at the store: who, the approver, the lines and units. */
import type { StaffRef } from '../shift/staff-ref.js';

export interface StockCountJournalEvents {
  /** A count applied at the store (written once, when its last batch was answered). */
  'stock.counted': {
    countId: string;
    stockLocation: string;
    scope: 'full' | 'partial';
    category: string | null;
    /** Lines reviewed, and those that moved the store's stock. */
    lines: number;
    movements: number;
    unitsUp: number;
    unitsDown: number;
    approver: StaffRef | null;
  };
}
