/**
 * The split tender's running account on the payment step: what is still to pay, above the
 * payments the store has taken so far (each by its method and amount). Shown once a payment
 * counts toward the sale; the last part paid is announced in words.
 */
import type { SaleCart } from '../../../shared/bridge/bridge.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { remainingBalance, tendersSoFar } from '../../../shared/sale/tenders.js';

export function PaymentsSoFar({ cart, lastTender }: { cart: SaleCart; lastTender: string | null }) {
  const tenders = tendersSoFar(cart);
  if (tenders.length === 0) return null;
  const money = (amount: string) => moneyWords(toCents(amount), cart.currency);
  return (
    <section className="payments-so-far" aria-labelledby="payments-so-far-title">
      <p className="pay-total">
        To pay <strong>{money(remainingBalance(cart.total, cart.payments))}</strong>
        <span className="muted"> of {cart.displayTotal}</span>
      </p>
      {lastTender && (
        <p className="tender-last" role="status">
          {lastTender}
        </p>
      )}
      <h3 id="payments-so-far-title">Payments so far</h3>
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
