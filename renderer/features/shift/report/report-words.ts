/** How a shift report words its figures: amounts (withheld under a blind count), money out, staff, over or short. */
import type { StaffRef } from '../../../../shared/shift/till-journal.js';
import { moneyWords, toCents } from '../../../../shared/money.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { say } from '../../../i18n/screen-language.js';

const messages = defineMessages({
  hidden: { id: 'shift.report.hidden', defaultMessage: 'Counted at the close (blind count)' },
  even: { id: 'shift.report.even', defaultMessage: 'Even' },
  short: { id: 'shift.report.short', defaultMessage: 'Short {amount}' },
  over: { id: 'shift.report.over', defaultMessage: 'Over {amount}' },
});

/** A figure a blind count withholds until the drawer is counted (main sends it as null). */
const hidden = () => say(messages.hidden);

/** An amount in the report's currency, or the words for one a blind count withholds. */
export const reportMoney = (currency: string) => (amount: string | null) => (amount === null ? hidden() : moneyWords(toCents(amount), currency));

/** An amount taken out, shown with its minus (and none on nothing). */
export const out = (amount: string | null, currency: string) => {
  if (amount === null) return hidden();
  const cents = toCents(amount);
  return moneyWords(cents === 0 ? 0 : -cents, currency);
};
export const who = (staff: StaffRef | null) => staff?.name ?? '—';

export function overShortWords(cents: number, currency: string): string {
  if (cents === 0) return say(messages.even);
  return say(cents < 0 ? messages.short : messages.over, { amount: moneyWords(Math.abs(cents), currency) });
}
