/** The time clock's entries in the till's journal (shared/shift/till-journal.ts lists every kind). */
import type { StaffRef } from '../shift/staff-ref.js';

export interface ClockJournalEvents {
  /** Someone clocked in with their PIN (the entry's time is when). */
  'staff.clockedIn': { who: StaffRef };
  /**
   * Someone clocked out: with their PIN (`at` is the entry's time), or a manager closed a clock-in
   * left open, at the time they gave (`closedBy`: that manager).
   */
  'staff.clockedOut': { who: StaffRef; clockedInAt: string; at: string; closedBy: StaffRef | null };
}
