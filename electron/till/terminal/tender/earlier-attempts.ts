/**
 * An attempt without a known end, met when a card is presented: this sale's is reconciled with
 * what the terminal says became of it; another sale's is set aside.
 */
import { TillRefusal } from '../../runtime/error-words.js';
import type { AttemptTokens } from './attempt-tokens.js';
import { charged, type ApprovedCharge, type PendingCharge, type TenderContext } from './tender-context.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { bareAmount } from '../../../../shared/money.js';

const messages = defineMessages({
  approvedForParked: {
    id: 'checkout.terminal.approvedForParked',
    defaultMessage:
      'The terminal approved {amount} {currency} for sale {saleNumber}, which is parked and has not taken it yet. Resume sale {saleNumber} and present the card there first.',
  },
});

export interface EarlierAttempts {
  /** An earlier attempt of this sale without a known end: the terminal says what became of it. */
  reconcile(attempt: PendingCharge): Promise<ApprovedCharge | null>;
  /**
   * Another sale's attempt that never ended, met when this sale's card is presented. When the
   * terminal approved it and that sale is parked, this present is refused in words (the sale
   * takes its approval when it is resumed); when that sale is gone, the approval is journaled for
   * a refund at the terminal. Otherwise, and then, the attempt is forgotten.
   */
  setAside(other: PendingCharge): Promise<void>;
}

export function earlierAttempts(ctx: TenderContext, { forget, keepApproved, withToken }: AttemptTokens): EarlierAttempts {
  const { options } = ctx;
  const { journal } = options;
  return {
    reconcile: async (attempt) => {
      if (attempt.approved) return withToken({ ...attempt, approved: attempt.approved });
      const outcome = await ctx.outcomeOf(attempt);
      if (outcome?.kind === 'approved') return keepApproved(attempt, outcome);
      await forget();
      return null;
    },

    setAside: async (other) => {
      const charge = other.approved ?? (await ctx.outcomeOf(other).then((outcome) => (outcome?.kind === 'approved' ? outcome : null)));
      if (charge) {
        if (options.parked?.().includes(other.saleNumber)) {
          throw new TillRefusal({
            kind: 'validation',
            message: wordsOf(messages.approvedForParked, { currency: other.currency, saleNumber: other.saleNumber }, { amount: bareAmount(other.amount) }),
          });
        }
        journal?.append('terminal.approval_unused', { ...charged(other), reference: other.reference });
      }
      await forget();
    },
  };
}
