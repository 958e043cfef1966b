/**
 * Store credit given to a customer's account, found by email: what they hold, then an amount and a
 * reason. Above the clerk's refund right a manager approves that one credit with their PIN (the
 * bridge asks for it); the answer says who gave it and who approved it.
 */
import { useState } from 'react';
import type { CustomerCredit, StoreCreditIssued } from '../../../shared/giftcards/gift-card-calls.js';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';

export function StoreCreditForm() {
  const [email, setEmail] = useState('');
  const [customer, setCustomer] = useState<CustomerCredit | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [issued, setIssued] = useState<StoreCreditIssued | null>(null);
  const lookup = useAction();
  const give = useAction();
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
      setCustomer({ ...customer, displayCredit: done.displayCreditNow });
      setAmount('');
      setReason('');
    }
  };
  return (
    <section className="giftcards-section" aria-labelledby="giftcards-credit-title">
      <h3 id="giftcards-credit-title">Store credit</h3>
      <form
        className="giftcards-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (email.includes('@')) void lookUp();
        }}
      >
        <label htmlFor="giftcards-credit-email">Customer’s email</label>
        <div className="inline-row">
          <input id="giftcards-credit-email" type="email" value={email} autoComplete="off" onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className="btn" disabled={lookup.busy || !email.includes('@')}>
            Find customer
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
          aria-label={`Give store credit to ${customer.email}`}
          onSubmit={(e) => {
            e.preventDefault();
            void issue();
          }}
        >
          <p>
            <strong>{customer.name ?? customer.email}</strong> holds <strong>{customer.displayCredit}</strong> of store credit.
          </p>
          <div className="giftcards-credit-fields">
            <label>
              Amount
              <input inputMode="decimal" value={amount} autoComplete="off" onChange={(e) => setAmount(e.target.value)} />
            </label>
            <label>
              Reason
              <input value={reason} maxLength={200} autoComplete="off" onChange={(e) => setReason(e.target.value)} />
            </label>
          </div>
          <button type="submit" className="btn btn-primary" disabled={give.busy || !/^\d+(\.\d{1,2})?$/.test(amount.trim()) || !reason.trim()}>
            {give.busy ? 'Giving…' : 'Give store credit'}
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
          {issued.displayAmount} of store credit given to {issued.email} ({issued.reason}) by {issued.issuedBy ?? 'the till'}, approved by {issued.approvedBy}.
          They now hold {issued.displayCreditNow}.
        </p>
      )}
    </section>
  );
}
