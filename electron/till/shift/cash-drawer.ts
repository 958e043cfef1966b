/**
 * The cash drawer: one job, open it. The default drawer has no hardware to kick and only records
 * the opening in the till's journal; a drawer kicked by the receipt printer is another adapter
 * with the same shape (kick, then record).
 */
import { defineMessages, englishOf, wordsOf } from '../../../shared/i18n/words.js';
import { currentShift } from '../../../shared/shift/shift-report.js';
import type { PrintOutcome } from '../../../shared/hardware/hardware-calls.js';
import { composeWords, type ComposedWords } from '../../../shared/staff/composed-words.js';
import { TillRefusal } from '../runtime/error-words.js';

import type { TillJournal } from './till-journal.js';

const messages = defineMessages({
  notOpened: { id: 'shift.drawer.notOpened', defaultMessage: 'The drawer did not open: {why} Open it with its key; the opening is recorded.' },
  noAnswer: { id: 'printer.drawer.noAnswer', defaultMessage: '{reason, select, null {The printer did not answer.} other {{reason}}}' },
});

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

/**
 * A drawer wired to the receipt printer (when one is set with a drawer): the opening is recorded first (as the recording drawer
 * does), then the printer kicks it. A kick that fails is logged and told in words (thrown as a
 * refusal); the opening stays recorded and whatever opened it (a sale, a refund) stands.
 */
export function kickingCashDrawer(
  recorded: CashDrawer,
  kick: () => Promise<PrintOutcome> | null,
  told: {
    log: (line: string) => void;
    /** A sale's drawer that did not open, in words, for its receipt screen. */ notOpened?: (orderNumber: string, words: ComposedWords) => void;
  },
): CashDrawer {
  return {
    async open(why) {
      await recorded.open(why);
      // No drawer on the printer (or no printer): the opening is recorded and nothing is kicked.
      const kicked = kick();
      if (!kicked) return;
      const outcome = await kicked.catch((error: unknown): PrintOutcome => ({
        ok: false,
        words: wordsOf(messages.noAnswer, { reason: error instanceof Error ? error.message : null }),
      }));
      if (outcome.ok) return;
      told.log(`cash drawer not kicked (${why.reason}${why.orderNumber ? `, ${why.orderNumber}` : ''}): ${englishOf(outcome.words)}`);
      const notOpened = composeWords(messages.notOpened, {}, { why: outcome.words });
      if (why.orderNumber) told.notOpened?.(why.orderNumber, notOpened);
      throw new TillRefusal({ kind: 'invalid_input', message: notOpened });
    },
  };
}
