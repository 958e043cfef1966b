/** On the Sell screen while an exchange's new goods are rung up: what comes back and its value; withdraw it before payment. */
import { useEffect } from 'react';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { exchangeOpen, useExchange } from './exchange.js';

export function ExchangeBanner() {
  const exchange = useExchange((s) => s.exchange);
  const load = useExchange((s) => s.load);
  const cancel = useExchange((s) => s.cancel);
  const acting = useAction();
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  if (!exchangeOpen(exchange)) return null;
  const what = exchange.items.map((i) => `${i.quantity} × ${i.name}`).join(', ');

  return (
    <section className="banner banner-info exchange-banner" aria-label="Exchange in progress">
      <p>
        <strong>
          Exchange for {exchange.authorizationNumber} — {exchange.displayTotal} back
        </strong>{' '}
        <span className="muted">
          ({what}, order {exchange.orderNumber}). Add the new goods; the return pays toward them at payment.
        </span>
      </p>
      {!exchange.credited && (
        <button type="button" className="btn btn-ghost" disabled={acting.busy} onClick={() => void acting.run(cancel)}>
          Withdraw exchange
        </button>
      )}
      {acting.error && <ErrorBanner message={acting.error.message} onDismiss={() => acting.setError(null)} />}
    </section>
  );
}
