/**
 * An approved card becomes the sale's tender through the sale service; a refusal by the store
 * ends the attempt in words, and an approval the sale no longer has room for is journaled for a
 * refund at the terminal.
 */
import type { TerminalResult } from '../../../../shared/bridge/bridge.js';
import { defineMessages, wordsOf } from '../../../../shared/i18n/words.js';
import { bareAmount } from '../../../../shared/money.js';
import { composeWords } from '../../../../shared/staff/composed-words.js';
import { TillRefusal, StoreRefusedPayment } from '../../runtime/error-words.js';
import type { AttemptTokens } from './attempt-tokens.js';
import { charged, type ApprovedCharge, type TenderContext } from './tender-context.js';

const messages = defineMessages({
  chargedUnused: {
    id: 'checkout.terminal.chargedUnused',
    defaultMessage:
      '{why} The terminal charged {amount} {currency} for this sale (reference {reference}): refund it at the terminal; it is listed on the X report. Then present the card again for what is left.',
  },
});

export function approvalUse(ctx: TenderContext, { forget }: Pick<AttemptTokens, 'forget'>): (attempt: ApprovedCharge) => Promise<TerminalResult> {
  const { sale, journal } = ctx.options;
  return async (attempt) => {
    const { approved } = attempt;
    try {
      const result = await sale.tenderTerminalCard({
        saleNumber: attempt.saleNumber,
        reference: attempt.reference,
        token: approved.token,
        name: approved.cardholder ?? 'Card present',
        amount: attempt.amount,
        ...(approved.ccType ? { ccType: approved.ccType } : {}),
        ...(approved.lastDigits ? { lastDigits: approved.lastDigits } : {}),
      });
      await forget();
      return result;
    } catch (error) {
      // The store's gateway refused the card: nothing was taken for it.
      if (error instanceof StoreRefusedPayment) {
        await forget();
        return { outcome: 'declined', message: error.message, words: error.info.words ?? null };
      }
      // The sale no longer has room for it (lowered since the terminal charged the card): the
      // customer was charged, so it is journaled for a refund at the terminal.
      if (error instanceof TillRefusal && error.info.kind === 'invalid_input') {
        journal?.append('terminal.approval_unused', { ...charged(attempt), reference: attempt.reference });
        await forget();
        const values = { currency: attempt.currency, reference: attempt.reference };
        const amounts = { amount: bareAmount(attempt.amount) };
        const said = error.info.words;
        throw new TillRefusal({
          kind: 'validation',
          message: said
            ? composeWords(messages.chargedUnused, values, { why: said }, amounts)
            : wordsOf(messages.chargedUnused, { ...values, why: error.message }, amounts),
        });
      }
      // Anything else (the store's answer lost, the cart changed at the store, another sale in
      // progress): the approval is kept, and used (not charged again) next time.
      throw error;
    }
  };
}
