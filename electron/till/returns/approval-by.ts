/**
 * Who approved an action by PIN: the manager of the latest approval of `method` on `record` in the
 * till's journal, or null. A return names its approver; where the till cannot tell whom, it says
 * "a manager" in words, shown in the clerk's language and written in English (journal, store memos).
 */
import type { StaffRef } from '../../../shared/shift/staff-ref.js';
import { defineMessages, englishOf, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { TillJournal } from '../shift/till-journal.js';

const messages = defineMessages({
  someManager: { id: 'returns.approver.someManager', defaultMessage: 'a manager' },
});

export function approvalBy(journal: TillJournal, method: string, record: string): StaffRef | null {
  const approved = journal
    .entries({ kinds: ['staff.approved'] })
    .reverse()
    .find((e) => e.data.method === method && e.data.record === record);
  return approved?.data.manager ?? null;
}

/** Who approved a return: a name, or words when the till cannot tell whom. */
export type Approver = string | Words;

/** The approver when the journal names no one and no one is on the till. */
export const SOME_MANAGER: Words = wordsOf(messages.someManager);

/** The approver as the journal and the store's memos keep it (English). */
export const approverEnglish = (by: Approver): string => (typeof by === 'string' ? by : englishOf(by));
