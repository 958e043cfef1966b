/**
 * Store credit given to a customer's account, found by email: what they hold, then an amount and a
 * reason. Above the clerk's refund right a manager approves that one credit with their PIN (the
 * bridge asks for it); the answer says who gave it and who approved it.
 */
import { useState, type ReactNode } from 'react';
import type { CustomerCredit, StoreCreditIssued } from '../../../shared/giftcards/gift-card-calls.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  title: { id: 'giftcards.credit.title', defaultMessage: 'Store credit' },
  email: { id: 'giftcards.credit.email', defaultMessage: 'Customer’s email' },
  find: { id: 'giftcards.credit.find', defaultMessage: 'Find customer' },
  giveTo: { id: 'giftcards.credit.giveTo', defaultMessage: 'Give store credit to {email}' },
  holds: { id: 'giftcards.credit.holds', defaultMessage: '<strong>{name}</strong> holds <strong>{credit}</strong> of store credit.' },
  amount: { id: 'giftcards.credit.amount', defaultMessage: 'Amount' },
  reason: { id: 'giftcards.credit.reason', defaultMessage: 'Reason' },
  giving: { id: 'giftcards.credit.giving', defaultMessage: 'Giving…' },
  give: { id: 'giftcards.credit.give', defaultMessage: 'Give store credit' },
  given: {
    id: 'giftcards.credit.given',
    defaultMessage:
      '{amount} of store credit given to {email} ({reason}) by {issuedBy, select, none {the till} other {{issuedBy}}}, approved by {approvedBy}. They now hold {creditNow}.',
  },
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function StoreCreditForm() {
  const [email, setEmail] = useState('');
  const [customer, setCustomer] = useState<CustomerCredit | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [issued, setIssued] = useState<StoreCreditIssued | null>(null);
  const lookup = useAction();
  const give = useAction();
  const words = useWords();
  const place = usePlace();
  const lookUp = async () => {
    setCustomer(null);
    setIssued(null);
    const found = await lookup.run(() => pos().giftCards.customerCredit(email.trim()));
    if (found) setCustomer(found);
  };
  const issue = async () => {
    if (!customer) return;
    const done = await give.run(() => pos().giftCards.issueStoreCredit({ email: customer.email, amount: amount.trim(), reason: reason.trim() }));
    if (done) {
      setIssued(done);
      setCustomer({ ...customer, credit: done.creditNow, displayCredit: done.displayCreditNow });
      setAmount('');
      setReason('');
    }
  };
  return (
    <section className="giftcards-section" aria-labelledby="giftcards-credit-title">
      <h3 id="giftcards-credit-title">{words.formatMessage(messages.title)}</h3>
      <form
        className="giftcards-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (email.includes('@')) void lookUp();
        }}
      >
        <label htmlFor="giftcards-credit-email">{words.formatMessage(messages.email)}</label>
        <div className="inline-row">
          <input id="giftcards-credit-email" type="email" value={email} autoComplete="off" onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className="btn" disabled={lookup.busy || !email.includes('@')}>
            {words.formatMessage(messages.find)}
          </button>
        </div>
        {lookup.error && (
          <p className="field-error" role="alert">
            {lookup.error.message}
          </p>
        )}
      </form>
      {customer && (
        <form
          className="giftcards-form"
          noValidate
          aria-label={words.formatMessage(messages.giveTo, { email: customer.email })}
          onSubmit={(e) => {
            e.preventDefault();
            void issue();
          }}
        >
          <p>
            {words.formatMessage(messages.holds, {
              name: customer.name ?? customer.email,
              credit: amountWords(customer.credit, customer.currency, place),
              strong,
            })}
          </p>
          <div className="giftcards-credit-fields">
            <label>
              {words.formatMessage(messages.amount)}
              <input inputMode="decimal" value={amount} autoComplete="off" onChange={(e) => setAmount(e.target.value)} />
            </label>
            <label>
              {words.formatMessage(messages.reason)}
              <input value={reason} maxLength={200} autoComplete="off" onChange={(e) => setReason(e.target.value)} />
            </label>
          </div>
          <button type="submit" className="btn btn-primary" disabled={give.busy || !/^\d+(\.\d{1,2})?$/.test(amount.trim()) || !reason.trim()}>
            {words.formatMessage(give.busy ? messages.giving : messages.give)}
          </button>
          {give.error && (
            <p className="field-error" role="alert">
              {give.error.message}
            </p>
          )}
        </form>
      )}
      {issued && (
        <p className="banner banner-info giftcards-done" role="status">
          {words.formatMessage(messages.given, {
            amount: amountWords(issued.amount, issued.currency, place),
            email: issued.email,
            reason: issued.reason,
            issuedBy: issued.issuedBy ?? 'none',
            approvedBy: issued.approvedBy,
            creditNow: amountWords(issued.creditNow, issued.currency, place),
          })}
        </p>
      )}
    </section>
  );
}
