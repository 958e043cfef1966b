/** On the receipt of an exchange's new sale: what came back, its value, the credit put on the sale and any rest given back. */
import { useEffect } from 'react';
import { useExchange } from './exchange.js';
import { ReturnedItemRows } from './ReturnedItemRows.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';
import { tillLabelWords } from '../../ui/words/till-labels.js';

const messages = defineMessages({
  label: { id: 'returns.exchangeReceipt.label', defaultMessage: 'Exchange' },
  from: { id: 'returns.exchangeReceipt.from', defaultMessage: 'From order {order} · Return {authorization}' },
  returned: { id: 'returns.exchangeReceipt.returned', defaultMessage: 'Returned in exchange' },
  value: { id: 'returns.exchangeReceipt.value', defaultMessage: 'Value of the return' },
  credit: { id: 'returns.exchangeReceipt.credit', defaultMessage: 'Exchange credit toward this sale' },
  rest: { id: 'returns.exchangeReceipt.rest', defaultMessage: 'Rest refunded to {method}' },
});

export function ExchangeOnReceipt({ orderNumber }: { orderNumber: string }) {
  const exchange = useExchange((s) => s.exchange);
  const load = useExchange((s) => s.load);
  const words = useWords();
  const place = usePlace();
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  const credited = exchange?.credited;
  if (!exchange || !credited || credited.saleNumber !== orderNumber) return null;

  return (
    <section className="receipt-exchange" aria-label={words.formatMessage(messages.label)}>
      <p className="muted">{words.formatMessage(messages.from, { order: exchange.orderNumber, authorization: exchange.authorizationNumber })}</p>
      <table className="returns-lines">
        <caption>{words.formatMessage(messages.returned)}</caption>
        <ReturnedItemRows items={exchange.items} currency={exchange.currency} />
        <tfoot>
          <tr>
            <th scope="row">{words.formatMessage(messages.value)}</th>
            <td className="num">{amountWords(exchange.total, exchange.currency, place)}</td>
          </tr>
          <tr>
            <th scope="row">{words.formatMessage(messages.credit)}</th>
            <td className="num">
              <strong>{amountWords(credited.credit, exchange.currency, place)}</strong>
            </td>
          </tr>
          {credited.refunds.map((r, i) => (
            <tr key={i}>
              <th scope="row">{words.formatMessage(messages.rest, { method: tillLabelWords(words, r.method) })}</th>
              <td className="num">{amountWords(r.amount, exchange.currency, place)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </section>
  );
}
