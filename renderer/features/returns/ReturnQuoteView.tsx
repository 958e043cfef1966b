/**
 * What the store gives back for the goods chosen, before anything is given: refund it, or cancel
 * the return. When the card refuses its refund, cash from the drawer (a manager approves) is offered too.
 */
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useReturns } from './returns.js';
import { amountWords, moneyWords, toCents } from '../../../shared/money.js';
import { useExchange } from './exchange.js';
import { useApp } from '../../shell/app.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { tillLabelWords } from '../../ui/words/till-labels.js';

const messages = defineMessages({
  dueBack: { id: 'returns.quote.dueBack', defaultMessage: 'Due back {total}, at what the store charged' },
  storeGives: { id: 'returns.quote.storeGives', defaultMessage: 'The store gives back {total}' },
  pastWindow: { id: 'returns.quote.pastWindow', defaultMessage: 'Past the return window: approved by a manager.' },
  aboveLimit: {
    id: 'returns.quote.aboveLimit',
    defaultMessage: 'Above the return limit of {limit}: a manager approves it when it is given back.',
  },
  table: { id: 'returns.quote.table', defaultMessage: 'What comes back and what it is due' },
  line: { id: 'returns.quote.line', defaultMessage: '{quantity} × {name}' },
  resellable: { id: 'returns.condition.resellable', defaultMessage: 'Resellable: back in stock' },
  damaged: { id: 'returns.condition.damaged', defaultMessage: 'Damaged: not restocked' },
  conditionOf: { id: 'returns.condition.of', defaultMessage: 'Condition of {name}' },
  refund: { id: 'returns.quote.refund', defaultMessage: 'Refund' },
  paidWith: { id: 'returns.quote.paidWith', defaultMessage: 'Paid with {payments}.' },
  giveCash: { id: 'returns.quote.giveCash', defaultMessage: 'Give {total} in cash from the drawer' },
  refundOriginal: { id: 'returns.quote.refundOriginal', defaultMessage: 'Refund {total} to how it was paid' },
  storeCredit: { id: 'returns.quote.storeCredit', defaultMessage: 'As store credit' },
  exchange: { id: 'returns.quote.exchange', defaultMessage: 'Exchange for new goods' },
  cash: { id: 'returns.quote.cash', defaultMessage: 'Cash from the drawer' },
  cancel: { id: 'returns.quote.cancel', defaultMessage: 'Cancel return' },
});

export function ReturnQuoteView() {
  const quote = useReturns((s) => s.quote)!;
  const payments = useReturns((s) => s.sale?.payments ?? null);
  const managerAbove = useReturns((s) => s.desk?.managerAbove ?? null);
  const tillOnly = useReturns((s) => s.desk?.state === 'till_only');
  const choices = useReturns((s) => s.choices);
  const choose = useReturns((s) => s.choose);
  const aboveLimit = managerAbove !== null && toCents(quote.total) > toCents(managerAbove);
  const refund = useReturns((s) => s.refund);
  const withdraw = useReturns((s) => s.withdraw);
  const exchange = useExchange((s) => s.start);
  const go = useApp((s) => s.go);
  const acting = useAction();
  const words = useWords();
  const place = usePlace();
  const [refused, setRefused] = useState(false);
  const toOriginal = async () => {
    try {
      await refund('original');
    } catch (error) {
      setRefused(true);
      throw error;
    }
  };
  const primary = useRef<HTMLButtonElement>(null);
  useEffect(() => primary.current?.focus({ preventScroll: true }), []);

  return (
    <section className="card returns-quote" aria-labelledby="returns-quote-title">
      <h3 id="returns-quote-title">
        {words.formatMessage(tillOnly ? messages.dueBack : messages.storeGives, { total: amountWords(quote.total, quote.currency, place) })}
      </h3>
      {quote.windowOverridden && <p className="banner banner-warning">{words.formatMessage(messages.pastWindow)}</p>}
      {aboveLimit && (
        <p className="banner banner-info">{words.formatMessage(messages.aboveLimit, { limit: moneyWords(toCents(managerAbove), quote.currency) })}</p>
      )}
      <table className="returns-lines">
        <caption className="visually-hidden">{words.formatMessage(messages.table)}</caption>
        <tbody>
          {quote.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{words.formatMessage(messages.line, { quantity: item.quantity, name: item.name })}</th>
              {quote.takenUp && (
                <td>
                  <select
                    aria-label={words.formatMessage(messages.conditionOf, { name: item.name })}
                    value={(choices[item.lineItemId]?.resellable ?? true) ? 'resellable' : 'damaged'}
                    onChange={(e) => choose(item.lineItemId, { resellable: e.target.value === 'resellable' })}
                  >
                    <option value="resellable">{words.formatMessage(messages.resellable)}</option>
                    <option value="damaged">{words.formatMessage(messages.damaged)}</option>
                  </select>
                </td>
              )}
              <td className="num">{amountWords(item.amount, quote.currency, place)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={quote.takenUp ? 2 : 1}>
              {words.formatMessage(messages.refund)}
            </th>
            <td className="num">
              <strong>{amountWords(quote.total, quote.currency, place)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {payments && payments.length > 0 && (
        <p className="muted">
          {words.formatMessage(messages.paidWith, {
            payments: payments.map((p) => `${tillLabelWords(words, p.method)} ${amountWords(p.amount, quote.currency, place)}`).join(', '),
          })}
        </p>
      )}
      <div className="returns-actions">
        <button
          ref={primary}
          type="button"
          className="btn btn-primary"
          disabled={acting.busy}
          onClick={() => void acting.run(tillOnly ? () => refund('cash') : toOriginal)}
        >
          {words.formatMessage(tillOnly ? messages.giveCash : messages.refundOriginal, { total: amountWords(quote.total, quote.currency, place) })}
        </button>
        <button type="button" className="btn" disabled={acting.busy} onClick={() => void acting.run(() => refund('store_credit'))}>
          {words.formatMessage(messages.storeCredit)}
        </button>
        {!tillOnly && (
          <button
            type="button"
            className="btn"
            disabled={acting.busy}
            onClick={() =>
              void acting.run(async () => {
                await exchange();
                go('sell');
              })
            }
          >
            {words.formatMessage(messages.exchange)}
          </button>
        )}
        {refused && (
          <button type="button" className="btn" disabled={acting.busy} onClick={() => void acting.run(() => refund('cash'))}>
            {words.formatMessage(messages.cash)}
          </button>
        )}
        <button type="button" className="btn btn-ghost" disabled={acting.busy} onClick={() => void acting.run(withdraw)}>
          {words.formatMessage(messages.cancel)}
        </button>
      </div>
      {acting.error && <ErrorBanner message={acting.error.message} onDismiss={() => acting.setError(null)} />}
    </section>
  );
}
