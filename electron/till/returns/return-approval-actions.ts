/**
 * What a return asks a manager (or a role that may) to approve, in catalogue words: the approval
 * dialog names it in the clerk's language, the journal and the log keep its English.
 */
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  noReceipt: { id: 'returns.approvalAction.noReceipt', defaultMessage: 'Take goods back without a receipt ({order})' },
  pastWindow: { id: 'returns.approvalAction.pastWindow', defaultMessage: 'Take goods back past the return window ({order})' },
  tillOnly: { id: 'returns.approvalAction.tillOnly', defaultMessage: 'Take goods back for {order} where the store cannot check the return' },
  cashInstead: { id: 'returns.approvalAction.cashInstead', defaultMessage: 'Give {total} back in cash: the card refused the refund ({order})' },
  aboveLimit: { id: 'returns.approvalAction.aboveLimit', defaultMessage: 'Give back {total} for {order}: above the return limit of {limit}' },
  aboveRole: { id: 'returns.approvalAction.aboveRole', defaultMessage: 'Give back {total} for {order}: more than your role may refund' },
});

/** A sale found without its receipt taken back. */
export const noReceiptAction = (order: string): Words => wordsOf(messages.noReceipt, { order });

/** A sale past the store's return window taken back. */
export const pastWindowAction = (order: string): Words => wordsOf(messages.pastWindow, { order });

/** A sale taken back at a store without return routes (the till works the return out itself). */
export const tillOnlyAction = (order: string): Words => wordsOf(messages.tillOnly, { order });

/** Cash from the drawer instead of the card that refused the refund. */
export const cashInsteadAction = (total: string, order: string): Words => wordsOf(messages.cashInstead, { total, order });

/** A refund above the amount the manager set. */
export const aboveLimitAction = (total: string, order: string, limit: string): Words => wordsOf(messages.aboveLimit, { total, order, limit });

/** A refund above what the role of the person on the till may refund. */
export const aboveRoleAction = (total: string, order: string): Words => wordsOf(messages.aboveRole, { total, order });
