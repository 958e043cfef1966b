/**
 * The split tender's running account on the payment step: what is still to pay, above the
 * payments the store has taken so far (each by its method and amount). Shown once a payment
 * counts toward the sale; the last part paid is announced in words.
 */
import type { SaleCart } from '../../../shared/bridge/bridge.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import type { ReactNode } from 'react';
import { remainingBalance, tendersSoFar } from '../../../shared/sale/tenders.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  toPay: { id: 'checkout.paymentsSoFar.toPay', defaultMessage: 'To pay <strong>{amount}</strong><muted> of {total}</muted>' },
  title: { id: 'checkout.paymentsSoFar.title', defaultMessage: 'Payments so far' },
});

export function PaymentsSoFar({ cart, lastTender }: { cart: SaleCart; lastTender: string | null }) {
  const tenders = tendersSoFar(cart);
  const words = useWords();
  if (tenders.length === 0) return null;
  const money = (amount: string) => moneyWords(toCents(amount), cart.currency);
  return (
    <section className="payments-so-far" aria-labelledby="payments-so-far-title">
      <p className="pay-total">
        {words.formatMessage(messages.toPay, {
          amount: money(remainingBalance(cart.total, cart.payments)),
          total: money(cart.total),
          strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
          muted: (chunks: ReactNode[]) => <span className="muted">{chunks}</span>,
        })}
      </p>
      {lastTender && (
        <p className="tender-last" role="status">
          {lastTender}
        </p>
      )}
      <h3 id="payments-so-far-title">{words.formatMessage(messages.title)}</h3>
      <ul className="tender-list">
        {tenders.map((t, i) => (
          <li key={`${t.methodName}-${i}`}>
            <span>{t.methodName}</span>
            <span className="tender-amount">{money(t.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
