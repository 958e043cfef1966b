/** Who approved an action by PIN: the manager of the latest approval of `method` on `record` in the till's journal, or null. */
import type { StaffRef } from '../../../shared/shift/staff-ref.js';
import type { TillJournal } from '../shift/till-journal.js';

export function approvalBy(journal: TillJournal, method: string, record: string): StaffRef | null {
  const approved = journal
    .entries({ kinds: ['staff.approved'] })
    .reverse()
    .find((e) => e.data.method === method && e.data.record === record);
  return approved?.data.manager ?? null;
}
