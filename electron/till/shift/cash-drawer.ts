/**
 * The cash drawer: one job, open it. The default drawer has no hardware to kick and only records
 * the opening in the till's journal; a drawer kicked by the receipt printer is another adapter
 * with the same shape (kick, then record).
 */
import { currentShift } from '../../../shared/shift/shift-report.js';
import type { TillJournal } from './till-journal.js';

interface DrawerOpening {
  /** Why it opened: "Cash sale", or the reason given for opening it without a sale. */
  reason: string;
  /** The cash sale that opened it, if a sale did. */
  orderNumber: string | null;
}

export interface CashDrawer {
  open(why: DrawerOpening): Promise<void>;
}

/** Records the opening (with the shift the journal has open then, if any) and opens nothing. */
export function recordingCashDrawer(journal: TillJournal): CashDrawer {
  return {
    async open(why) {
      const shiftId = currentShift(journal.entries())?.data.shiftId ?? null;
      journal.append('drawer.opened', { shiftId, reason: why.reason, orderNumber: why.orderNumber });
    },
  };
}
