/** Who is or was on the till, as the journal, receipts and reports name them. */

export type StaffRole = 'staff' | 'manager';

/** Who was on the till: enough to name them on a receipt and in a report. */
export interface StaffRef {
  id: string;
  name: string;
  role: StaffRole;
}
