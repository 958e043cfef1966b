/**
 * On Payment: "Email receipt to", the customer's email typed before the sale is paid. It is set on
 * the order at the store (`sale.setEmail`), so the store mails its own confirmation when the order
 * is placed; the till mails nothing. A signed-in customer's email is already the order's. A typed
 * address that is not one is said in words and stays in the field.
 */
import { useState, type FormEvent } from 'react';
import type { SaleCart } from '../../../shared/bridge/bridge.js';
import { checkReceiptEmail } from '../../../shared/sale/receipt-email.js';
import { pos } from '../../bridge/pos.js';
import { Field } from '../../ui/Field.js';
import { useAction } from '../../ui/use-action.js';
import { isWalkInAddress } from './walk-in.js';
import '../../styles/email-receipts.css';
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  label: { id: 'checkout.receiptEmail.label', defaultMessage: 'Email receipt to' },
  placeholder: { id: 'checkout.receiptEmail.placeholder', defaultMessage: 'customer@example.com' },
  goesTo: { id: 'checkout.receiptEmail.goesTo', defaultMessage: 'The store emails its receipt to {email} when the sale is placed.' },
  setting: { id: 'checkout.receiptEmail.setting', defaultMessage: 'Setting…' },
  change: { id: 'checkout.receiptEmail.change', defaultMessage: 'Change email' },
  set: { id: 'checkout.receiptEmail.set', defaultMessage: 'Set email' },
});

export function ReceiptEmailField({ cart }: { cart: SaleCart }) {
  const [typed, setTyped] = useState('');
  const [setTo, setSetTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction();
  const words = useWords();
  // A customer's details (signed in, or typed on Customer) already give the order their email.
  const customerEmail = cart.billAddress && !isWalkInAddress(cart.billAddress) ? cart.email : null;
  const goesTo = setTo ?? customerEmail;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkReceiptEmail(typed);
    if (!checked.ok) {
      setProblem(sayWords(checked.message));
      return;
    }
    setProblem(null);
    const done = await action.run(() => pos().sale.setEmail(checked.email));
    if (done) {
      setSetTo(checked.email);
      setTyped('');
    }
  };

  return (
    <form className="receipt-email" noValidate onSubmit={(e) => void submit(e)}>
      <Field
        label={words.formatMessage(messages.label)}
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder={words.formatMessage(messages.placeholder)}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setProblem(null);
        }}
        error={problem ?? action.error?.message ?? null}
        hint={goesTo ? words.formatMessage(messages.goesTo, { email: goesTo }) : undefined}
      />
      <button type="submit" className="btn btn-small" disabled={action.busy || typed.trim() === ''}>
        {words.formatMessage(action.busy ? messages.setting : goesTo ? messages.change : messages.set)}
      </button>
    </form>
  );
}
