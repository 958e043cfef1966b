/** A drawer count as the clerk types it, and what it adds up to (exact cents) before main checks it again. */
import type { CashCountInput } from '../../../shared/bridge/bridge.js';
import type { Denomination } from '../../../shared/sale/cash-denominations.js';
import { isAmount, toCents } from '../../../shared/money.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  check: { id: 'shift.countDraft.check', defaultMessage: 'Check the count: whole numbers of notes and coins, or an amount such as 120.50.' },
});

/** What the clerk has typed: a count per denomination (by its place in the list), or a total. */
export interface CountDraft {
  byTotal: boolean;
  counts: Record<number, string>;
  total: string;
}

export const EMPTY_COUNT: CountDraft = { byTotal: false, counts: {}, total: '' };

export const wholeCount = (typed: string | undefined) => (typed && /^\d{1,6}$/.test(typed.trim()) ? Number(typed.trim()) : 0);

/** The count in cents, or null while something typed is not a number of notes or an amount. */
export function draftCents(draft: CountDraft, denominations: readonly Denomination[]): number | null {
  if (draft.byTotal || denominations.length === 0) return isAmount(draft.total) && toCents(draft.total) >= 0 ? toCents(draft.total) : null;
  let cents = 0;
  for (const [i, d] of denominations.entries()) {
    const typed = draft.counts[i]?.trim() ?? '';
    if (typed !== '' && !/^\d{1,6}$/.test(typed)) return null;
    cents += toCents(d.value) * wholeCount(typed);
  }
  return cents;
}

/** The count as the bridge takes it. */
export function draftInput(draft: CountDraft, denominations: readonly Denomination[]): CashCountInput {
  if (draft.byTotal || denominations.length === 0) return { total: draft.total.trim() };
  return { lines: denominations.map((d, i) => ({ value: d.value, count: wholeCount(draft.counts[i]) })).filter((l) => l.count > 0) };
}

/** What is wrong with the count as typed, in words (nothing when it adds up). */
export function countError(draft: CountDraft, denominations: readonly Denomination[]): string | undefined {
  return draftCents(draft, denominations) === null ? say(messages.check) : undefined;
}
