/**
 * The orders this till rang, by order number, with who rang each, from its journal: its sales
 * completed at the store and its offline sales once replay placed them (rung here too, by whoever
 * took the cash). One answer for the orders board and the reports, so both say "This till" of them.
 */
import type { StaffRef } from '../../../shared/shift/till-journal.js';
import type { TillJournal } from '../shift/till-journal.js';

export function salesRungHere(journal: TillJournal): Map<string, StaffRef | null> {
  const sales = new Map<string, StaffRef | null>();
  for (const entry of journal.entries({ kinds: ['sale.completed'] })) sales.set(entry.data.orderNumber, entry.staff);
  const offlineStaff = new Map<string, StaffRef | null>();
  for (const entry of journal.entries({ kinds: ['offline.sale'] })) offlineStaff.set(entry.data.ref, entry.data.staff ?? entry.staff);
  for (const entry of journal.entries({ kinds: ['offline.placed'] })) sales.set(entry.data.orderNumber, offlineStaff.get(entry.data.ref) ?? entry.staff);
  return sales;
}
