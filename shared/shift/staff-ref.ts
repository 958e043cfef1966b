/** Who is or was on the till, as the journal, receipts and reports name them. */

/**
 * A role's id: `staff` (shown as Clerk), `supervisor`, `manager`, or one a manager defined
 * (shared/staff/role-rights.ts; the roster keeps each role's rights).
 */
export type StaffRole = 'staff' | 'supervisor' | 'manager' | (string & {});

/** Who was on the till: enough to name them on a receipt and in a report. */
export interface StaffRef {
  id: string;
  name: string;
  role: StaffRole;
}
