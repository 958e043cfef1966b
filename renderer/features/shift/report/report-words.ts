/** How a shift report words its figures: amounts (withheld under a blind count), money out, staff, over or short. */
import type { StaffRef } from '../../../../shared/shift/till-journal.js';
import { moneyWords, toCents } from '../../../../shared/money.js';

/** A figure a blind count withholds until the drawer is counted (main sends it as null). */
const HIDDEN = 'Counted at the close (blind count)';

/** An amount in the report's currency, or the words for one a blind count withholds. */
export const reportMoney = (currency: string) => (amount: string | null) => (amount === null ? HIDDEN : moneyWords(toCents(amount), currency));

/** An amount taken out, shown with its minus (and none on nothing). */
export const out = (amount: string | null, currency: string) => {
  if (amount === null) return HIDDEN;
  const cents = toCents(amount);
  return moneyWords(cents === 0 ? 0 : -cents, currency);
};
export const who = (staff: StaffRef | null) => staff?.name ?? '—';

export function overShortWords(cents: number, currency: string): string {
  if (cents === 0) return 'Even';
  return `${cents < 0 ? 'Short' : 'Over'} ${moneyWords(Math.abs(cents), currency)}`;
}
