/**
 * An approval's card token from the terminal's answer until the attempt ends: held in memory and
 * the keychain (never in the settings file), found again after a restart, and deleted from the
 * keychain once the attempt has ended (a token the keychain kept is tried again at the next start).
 */
import { TillRefusal } from '../../runtime/error-words.js';
import { answerWithin, KEYCHAIN_WAIT_MS, NO_ANSWER, within } from './answer-within.js';
import { tokenAccount, type Approval, type ApprovedCharge, type KeptApproval, type PendingCharge, type TenderContext } from './tender-context.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { bareAmount } from '../../../../shared/money.js';

const messages = defineMessages({
  approvalLost: {
    id: 'checkout.terminal.approvalLost',
    defaultMessage:
      "The terminal approved {amount} {currency} on this sale (reference {reference}), but the till lost that approval when it restarted, so nothing more is charged to a card here. Check the terminal's report before taking this payment another way.",
  },
});

export interface AttemptTokens {
  /**
   * The attempt has ended (the store took the tender, or nothing was charged): nothing of it is
   * kept. The file forgets it at once (so a crash from here on never uses the approval again);
   * its token is named for deletion before that, and deleted from the keychain after.
   */
  forget(): Promise<void>;
  /**
   * An approval kept until the store has the tender: its token in memory and the keychain first,
   * the rest in the file. A keychain that refuses the token does not stop the tender: the token
   * is then held in memory only, as where there is no keychain.
   */
  keepApproved(attempt: PendingCharge, approval: Approval): Promise<ApprovedCharge>;
  /**
   * A kept approval with its token: from the keychain (or, in a file from before, the file, moved
   * to the keychain now), else from the terminal, which recorded it. When neither has it, nothing
   * is charged again: the clerk is told to check the terminal.
   */
  withToken(attempt: PendingCharge & { approved: KeptApproval & { token?: string } }): Promise<ApprovedCharge>;
  /**
   * At the start: a file from before the keychain has its token leave the file now (not at the
   * next present of that sale), and the tokens of ended attempts the keychain kept the last time
   * it was asked to delete them are deleted again.
   */
  tidyEarlierRun(): void;
}

export function attemptTokens(ctx: TenderContext): AttemptTokens {
  const { secrets } = ctx.options;

  /** Deletes an ended attempt's token from the keychain; one the keychain kept stays named in settings, to try again. */
  const dropToken = async (reference: string): Promise<void> => {
    // A write still on its way would land after the delete: it is waited for first (as long as any keychain call).
    const written = (await answerWithin(() => ctx.writing.get(reference) ?? Promise.resolve(), KEYCHAIN_WAIT_MS, NO_ANSWER)) !== NO_ANSWER;
    const deleted = written && (await answerWithin(() => secrets.delete(tokenAccount(reference)), KEYCHAIN_WAIT_MS, NO_ANSWER)) !== NO_ANSWER;
    if (!deleted) return;
    ctx.writing.delete(reference);
    ctx.setLeftTokens(ctx.leftTokens().filter((r) => r !== reference));
  };

  const forget = async (): Promise<void> => {
    const ended = ctx.pending();
    if (!ended) return;
    ctx.held.delete(ended.reference);
    if (!ended.approved) {
      ctx.drop();
      return;
    }
    ctx.setLeftTokens([...ctx.leftTokens().filter((r) => r !== ended.reference), ended.reference]);
    ctx.drop();
    await dropToken(ended.reference);
  };

  const keepApproved = async (attempt: PendingCharge, approval: Approval): Promise<ApprovedCharge> => {
    const { token, ...kept } = approval;
    ctx.held.set(attempt.reference, token);
    // The approval is on disk first (without its token): a crash from here on leaves it known.
    ctx.keep({ saleNumber: attempt.saleNumber, reference: attempt.reference, amount: attempt.amount, currency: attempt.currency, approved: kept });
    const write = secrets.set(tokenAccount(attempt.reference), token);
    ctx.writing.set(
      attempt.reference,
      write.catch(() => undefined),
    );
    await within(() => write, undefined);
    return { ...attempt, approved: approval };
  };

  return {
    forget,
    keepApproved,

    withToken: async (attempt) => {
      const { token: filed, ...kept } = attempt.approved;
      const token = filed ?? ctx.held.get(attempt.reference) ?? (await within(() => secrets.get(tokenAccount(attempt.reference)), null));
      if (token) return filed ? keepApproved(attempt, { ...kept, token }) : { ...attempt, approved: { ...kept, token } };
      const outcome = await ctx.outcomeOf(attempt);
      if (outcome?.kind === 'approved') return keepApproved(attempt, outcome);
      throw new TillRefusal({
        kind: 'validation',
        message: wordsOf(messages.approvalLost, { currency: attempt.currency, reference: attempt.reference }, { amount: bareAmount(attempt.amount) }),
      });
    },

    tidyEarlierRun: () => {
      const older = ctx.pending();
      if (older?.approved?.token) {
        const { token, ...kept } = older.approved;
        ctx.held.set(older.reference, token);
        ctx.keep({ ...older, approved: kept });
        void within(() => secrets.set(tokenAccount(older.reference), token), undefined);
      }
      for (const reference of ctx.leftTokens()) if (reference !== ctx.pending()?.reference) void dropToken(reference);
    },
  };
}
