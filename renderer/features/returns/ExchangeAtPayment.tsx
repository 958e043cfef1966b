/**
 * The payment step of an exchange's new sale: first the return's value goes on the sale (the
 * clerk's press), then what is left is paid as usual; when the new goods cost less, the rest is
 * handed back in cash from the drawer (the till opens it) or to the card it was paid with.
 */
import type { ReactNode, RefObject } from 'react';
import { amountWords, moneyWords, toCents } from '../../../shared/money.js';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { exchangeOpen, useExchange } from './exchange.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { tillLabelWords } from '../../ui/words/till-labels.js';

const messages = defineMessages({
  credit: { id: 'returns.exchangePayment.credit', defaultMessage: 'Exchange credit for {authorization}: <strong>{credit}</strong>' },
  handBack: { id: 'returns.exchangePayment.handBack', defaultMessage: 'Hand back {amount} in cash from the drawer.' },
  restWent: { id: 'returns.exchangePayment.restWent', defaultMessage: 'The rest went back to {refunds}.' },
  item: { id: 'returns.exchangePayment.item', defaultMessage: '{quantity} × {name}' },
  due: {
    id: 'returns.exchangePayment.due',
    defaultMessage:
      'The return {authorization} ({items}) is worth <strong>{total}</strong>. The store takes the goods back and puts their value on this sale; any rest goes back to how they were paid.',
  },
  back: { id: 'returns.exchangePayment.back', defaultMessage: 'Back' },
  taking: { id: 'returns.exchangePayment.taking', defaultMessage: 'Taking the return…' },
  take: { id: 'returns.exchangePayment.take', defaultMessage: 'Take the return’s {total} toward this sale' },
});

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

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
  const words = useWords();
  const place = usePlace();
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
          {words.formatMessage(messages.credit, {
            authorization: exchange.authorizationNumber,
            credit: amountWords(credited.credit, exchange.currency, place),
            strong,
          })}
        </p>
        {credited.cashOut && (
          <p className="banner banner-info" role="status">
            {words.formatMessage(messages.handBack, { amount: moneyWords(toCents(credited.cashOut), exchange.currency) })}
          </p>
        )}
        {!credited.cashOut && credited.refunds.length > 0 && (
          <p role="status">
            {words.formatMessage(messages.restWent, {
              refunds: credited.refunds.map((r) => `${tillLabelWords(words, r.method)} ${amountWords(r.amount, exchange.currency, place)}`).join(', '),
            })}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="exchange-due">
      <p>
        {words.formatMessage(messages.due, {
          authorization: exchange.authorizationNumber,
          items: words.formatList(
            exchange.items.map((i) => words.formatMessage(messages.item, { quantity: i.quantity, name: i.name })),
            { type: 'unit', style: 'short' },
          ),
          total: amountWords(exchange.total, exchange.currency, place),
          strong,
        })}
      </p>
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {words.formatMessage(messages.back)}
        </button>
        <button ref={primary} type="button" className="btn btn-primary" disabled={acting.busy} onClick={() => void acting.run(takeReturn)}>
          {acting.busy
            ? words.formatMessage(messages.taking)
            : words.formatMessage(messages.take, { total: amountWords(exchange.total, exchange.currency, place) })}
        </button>
      </div>
      {acting.error && <ErrorBanner message={acting.error.message} onDismiss={() => acting.setError(null)} />}
    </div>
  );
}
