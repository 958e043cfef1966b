/**
 * One-press cash: "Exact" pays the amount due, and each note above it pays that note (the change
 * shows on the receipt). The first key takes the focus when the cash tab opens, so a press of
 * Enter pays exactly and Tab reaches the notes.
 */
import { forwardRef } from 'react';
import { fromCents, moneyWords } from '../../../shared/money.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { wholeMoneyText } from '../../../shared/i18n/formats.js';
import { useWords } from '../../i18n/use-words.js';
import { cashNotesAbove } from './cash-notes.js';

const messages = defineMessages({
  group: { id: 'checkout.cashKeys.group', defaultMessage: 'Cash received, one press' },
  exact: { id: 'checkout.cashKeys.exact', defaultMessage: 'Exact {amount}' },
  received: { id: 'checkout.cashKeys.received', defaultMessage: '{amount} received' },
});

interface CashQuickKeysProps {
  dueCents: number;
  currency: string;
  disabled: boolean;
  /** Pays this much cash (a decimal string in the cart's currency). */
  onPay(tendered: string): void;
}

export const CashQuickKeys = forwardRef<HTMLButtonElement, CashQuickKeysProps>(function CashQuickKeys({ dueCents, currency, disabled, onPay }, exactRef) {
  const notes = cashNotesAbove(dueCents);
  const words = useWords();
  return (
    <div className="cash-keys" role="group" aria-label={words.formatMessage(messages.group)}>
      <button ref={exactRef} type="button" className="btn btn-primary cash-key" disabled={disabled} onClick={() => onPay(fromCents(dueCents))}>
        {words.formatMessage(messages.exact, { amount: moneyWords(dueCents, currency) })}
      </button>
      {notes.map((cents) => (
        <button
          key={cents}
          type="button"
          className="btn cash-key"
          disabled={disabled}
          aria-label={words.formatMessage(messages.received, { amount: wholeMoneyText(cents, currency) })}
          onClick={() => onPay(fromCents(cents))}
        >
          {wholeMoneyText(cents, currency)}
        </button>
      ))}
    </div>
  );
});
