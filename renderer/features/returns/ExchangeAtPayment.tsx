/**
 * The payment step of an exchange's new sale: first the return's value goes on the sale (the
 * clerk's press), then what is left is paid as usual; when the new goods cost less, the rest is
 * handed back in cash from the drawer (the till opens it) or to the card it was paid with.
 */
import type { RefObject } from 'react';
import { moneyWords, toCents } from '../../../shared/money.js';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { exchangeOpen, useExchange } from './exchange.js';

/** Whether the sale in progress must take an exchange's value before it is paid. */
export function useExchangeDue(): boolean {
  const exchange = useExchange((s) => s.exchange);
  return exchangeOpen(exchange) && exchange.credited === null;
}

/**
 * `primary`: the ref checkout gives the focus to as payment opens (Enter then takes the return);
 * once the return is taken the same ref is the Exact cash key, which then has the focus.
 */
export function ExchangeAtPayment({ onBack, primary }: { onBack(): void; primary?: RefObject<HTMLButtonElement | null> }) {
  const exchange = useExchange((s) => s.exchange);
  const apply = useExchange((s) => s.apply);
  const acting = useAction();
  const takeReturn = async () => {
    await apply();
    // The tenders are drawn on the next render: the focus goes to the key that pays what is left.
    setTimeout(() => primary?.current?.focus({ preventScroll: true }), 0);
  };
  if (!exchangeOpen(exchange)) return null;
  const { credited } = exchange;

  if (credited) {
    return (
      <div className="exchange-credited">
        <p>
          Exchange credit for {exchange.authorizationNumber}: <strong>{credited.displayCredit}</strong>
        </p>
        {credited.cashOut && (
          <p className="banner banner-info" role="status">
            Hand back {moneyWords(toCents(credited.cashOut), exchange.currency)} in cash from the drawer.
          </p>
        )}
        {!credited.cashOut && credited.refunds.length > 0 && (
          <p role="status">The rest went back to {credited.refunds.map((r) => `${r.method} ${r.displayAmount}`).join(', ')}.</p>
        )}
      </div>
    );
  }
  return (
    <div className="exchange-due">
      <p>
        The return {exchange.authorizationNumber} ({exchange.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}) is worth{' '}
        <strong>{exchange.displayTotal}</strong>. The store takes the goods back and puts their value on this sale; any rest goes back to how they were paid.
      </p>
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          Back
        </button>
        <button ref={primary} type="button" className="btn btn-primary" disabled={acting.busy} onClick={() => void acting.run(takeReturn)}>
          {acting.busy ? 'Taking the return…' : `Take the return’s ${exchange.displayTotal} toward this sale`}
        </button>
      </div>
      {acting.error && <ErrorBanner message={acting.error.message} onDismiss={() => acting.setError(null)} />}
    </div>
  );
}
