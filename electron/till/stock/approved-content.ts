/**
 * A stock change goes to the store only with the content its key names (the key an approval, if
 * one was needed, was given for): lines changed since, or other lines sent with an old key, are
 * refused in words and nothing is changed.
 */
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';
import { unitsKey, type UnitLine } from '../../../shared/stock/stock-approval.js';
import { TillRefusal } from '../runtime/error-words.js';

const changedSince = defineMessages({
  delivery: {
    id: 'stock.refusal.deliveryChanged',
    defaultMessage: 'The delivery changed since it was shown for approval: look at it again, and ask for the approval again if it needs one.',
  },
  count: {
    id: 'stock.refusal.countChanged',
    defaultMessage: 'The count changed since it was shown for approval: look at it again, and ask for the approval again if it needs one.',
  },
  transfer: {
    id: 'stock.refusal.transferChanged',
    defaultMessage: 'The transfer changed since it was shown for approval: look at it again, and ask for the approval again if it needs one.',
  },
  countedIn: {
    id: 'stock.refusal.countedInChanged',
    defaultMessage: 'What was counted in changed since it was shown for approval: look at it again, and ask for the approval again if it needs one.',
  },
});

/** Refuses unless `key` is the key of these lines; `what` is what the lines are. */
export async function requireApprovedContent(key: string, lines: readonly UnitLine[], what: keyof typeof changedSince): Promise<void> {
  if ((await unitsKey(lines)) !== key) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(changedSince[what]) });
}
