/** On the Sell screen while an exchange's new goods are rung up: what comes back and its value; withdraw it before payment. */
import { useEffect } from 'react';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { exchangeOpen, useExchange } from './exchange.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  label: { id: 'returns.exchangeBanner.label', defaultMessage: 'Exchange in progress' },
  title: { id: 'returns.exchangeBanner.title', defaultMessage: 'Exchange for {authorization} — {total} back' },
  item: { id: 'returns.exchangeBanner.item', defaultMessage: '{quantity} × {name}' },
  detail: {
    id: 'returns.exchangeBanner.detail',
    defaultMessage: '({items}, order {order}). Add the new goods; the return pays toward them at payment.',
  },
  withdraw: { id: 'returns.exchangeBanner.withdraw', defaultMessage: 'Withdraw exchange' },
});

export function ExchangeBanner() {
  const exchange = useExchange((s) => s.exchange);
  const load = useExchange((s) => s.load);
  const cancel = useExchange((s) => s.cancel);
  const acting = useAction();
  const words = useWords();
  const place = usePlace();
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  if (!exchangeOpen(exchange)) return null;
  const what = words.formatList(
    exchange.items.map((i) => words.formatMessage(messages.item, { quantity: i.quantity, name: i.name })),
    { type: 'unit', style: 'short' },
  );

  return (
    <section className="banner banner-info exchange-banner" aria-label={words.formatMessage(messages.label)}>
      <p>
        <strong>
          {words.formatMessage(messages.title, { authorization: exchange.authorizationNumber, total: amountWords(exchange.total, exchange.currency, place) })}
        </strong>{' '}
        <span className="muted">{words.formatMessage(messages.detail, { items: what, order: exchange.orderNumber })}</span>
      </p>
      {!exchange.credited && (
        <button type="button" className="btn btn-ghost" disabled={acting.busy} onClick={() => void acting.run(cancel)}>
          {words.formatMessage(messages.withdraw)}
        </button>
      )}
      {acting.error && <ErrorBanner message={acting.error.message} onDismiss={() => acting.setError(null)} />}
    </section>
  );
}
