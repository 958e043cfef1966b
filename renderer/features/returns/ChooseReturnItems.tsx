/** The sale found: how many of each line come back, in what condition, and why; then the store's quote. */
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { dateTime } from '../../ui/words/format-time.js';
import { useReturns } from './returns.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';
import { reasonWords } from './reason-words.js';
import { tillLabelWords } from '../../ui/words/till-labels.js';

const messages = defineMessages({
  order: { id: 'returns.choose.order', defaultMessage: 'Order {order}' },
  walkIn: { id: 'returns.choose.walkIn', defaultMessage: 'Walk-in customer' },
  nothingRecorded: { id: 'returns.choose.nothingRecorded', defaultMessage: 'nothing recorded' },
  paidWith: { id: 'returns.choose.paidWith', defaultMessage: '{customer} · {total} paid with {payments}' },
  items: { id: 'returns.choose.items', defaultMessage: 'Items of the sale' },
  item: { id: 'returns.choose.item', defaultMessage: 'Item' },
  sold: { id: 'returns.choose.sold', defaultMessage: 'Sold' },
  comingBack: { id: 'returns.choose.comingBack', defaultMessage: 'Coming back' },
  condition: { id: 'returns.choose.condition', defaultMessage: 'Condition' },
  allReturned: { id: 'returns.choose.allReturned', defaultMessage: 'All returned' },
  oneLess: { id: 'returns.choose.oneLess', defaultMessage: 'One less {name}' },
  oneMore: { id: 'returns.choose.oneMore', defaultMessage: 'One more {name}' },
  lineComingBack: { id: 'returns.choose.lineComingBack', defaultMessage: '{name} coming back' },
  resellable: { id: 'returns.condition.resellable', defaultMessage: 'Resellable: back in stock' },
  damaged: { id: 'returns.condition.damaged', defaultMessage: 'Damaged: not restocked' },
  conditionOf: { id: 'returns.condition.of', defaultMessage: 'Condition of {name}' },
  reason: { id: 'returns.choose.reason', defaultMessage: 'Reason' },
  asking: { id: 'returns.choose.asking', defaultMessage: 'Asking the store…' },
  chooseWhat: { id: 'returns.choose.chooseWhat', defaultMessage: 'Choose what comes back' },
  seeRefund: { id: 'returns.choose.seeRefund', defaultMessage: 'See the refund for {count, plural, one {# item} other {# items}}' },
});

export function ChooseReturnItems() {
  const sale = useReturns((s) => s.sale)!;
  const choices = useReturns((s) => s.choices);
  const reasons = useReturns((s) => s.desk?.reasons ?? null);
  const reasonId = useReturns((s) => s.reasonId);
  const choose = useReturns((s) => s.choose);
  const setReason = useReturns((s) => s.setReason);
  const askQuote = useReturns((s) => s.askQuote);
  const asking = useAction();
  const words = useWords();
  const place = usePlace();
  const coming = Object.values(choices).reduce((n, c) => n + c.quantity, 0);

  return (
    <section className="card returns-sale" aria-labelledby="returns-sale-title">
      <h3 id="returns-sale-title">
        {words.formatMessage(messages.order, { order: sale.orderNumber })} <span className="muted">{sale.completedAt ? dateTime(sale.completedAt) : ''}</span>
      </h3>
      <p className="muted">
        {words.formatMessage(messages.paidWith, {
          customer: [sale.customerName, sale.email].filter(Boolean).join(' · ') || words.formatMessage(messages.walkIn),
          total: amountWords(sale.total, sale.currency, place),
          payments:
            sale.payments.map((p) => `${tillLabelWords(words, p.method)} ${amountWords(p.amount, sale.currency, place)}`).join(', ') ||
            words.formatMessage(messages.nothingRecorded),
        })}
      </p>
      <table className="returns-lines">
        <caption className="visually-hidden">{words.formatMessage(messages.items)}</caption>
        <thead>
          <tr>
            <th scope="col">{words.formatMessage(messages.item)}</th>
            <th scope="col" className="num">
              {words.formatMessage(messages.sold)}
            </th>
            <th scope="col" className="num">
              {words.formatMessage(messages.comingBack)}
            </th>
            <th scope="col">{words.formatMessage(messages.condition)}</th>
          </tr>
        </thead>
        <tbody>
          {sale.lines.map((line) => {
            const choice = choices[line.lineItemId] ?? { quantity: 0, resellable: true };
            return (
              <tr key={line.lineItemId}>
                <th scope="row">
                  {line.name}
                  {line.optionsText && <span className="muted"> {line.optionsText}</span>}
                  <span className="muted"> · {amountWords(line.price, sale.currency, place)}</span>
                </th>
                <td className="num">{line.sold}</td>
                <td className="num">
                  {line.returnable === 0 ? (
                    <span className="muted">{words.formatMessage(messages.allReturned)}</span>
                  ) : (
                    <span className="returns-stepper">
                      <button
                        type="button"
                        className="btn btn-small btn-touch"
                        aria-label={words.formatMessage(messages.oneLess, { name: line.name })}
                        disabled={choice.quantity === 0}
                        onClick={() => choose(line.lineItemId, { quantity: choice.quantity - 1 })}
                      >
                        −
                      </button>
                      <output aria-label={words.formatMessage(messages.lineComingBack, { name: line.name })}>{choice.quantity}</output>
                      <button
                        type="button"
                        className="btn btn-small btn-touch"
                        aria-label={words.formatMessage(messages.oneMore, { name: line.name })}
                        disabled={choice.quantity >= line.returnable}
                        onClick={() => choose(line.lineItemId, { quantity: choice.quantity + 1 })}
                      >
                        +
                      </button>
                    </span>
                  )}
                </td>
                <td>
                  <select
                    aria-label={words.formatMessage(messages.conditionOf, { name: line.name })}
                    value={choice.resellable ? 'resellable' : 'damaged'}
                    disabled={choice.quantity === 0}
                    onChange={(e) => choose(line.lineItemId, { resellable: e.target.value === 'resellable' })}
                  >
                    <option value="resellable">{words.formatMessage(messages.resellable)}</option>
                    <option value="damaged">{words.formatMessage(messages.damaged)}</option>
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="returns-actions">
        <div className="field">
          <label htmlFor="return-reason">{words.formatMessage(messages.reason)}</label>
          <select id="return-reason" value={reasonId} onChange={(e) => setReason(e.target.value)}>
            {(reasons ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {reasonWords(words, r)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={coming === 0 || !reasonId || asking.busy}
          aria-busy={asking.busy}
          onClick={() => void asking.run(askQuote)}
        >
          {asking.busy
            ? words.formatMessage(messages.asking)
            : coming === 0
              ? words.formatMessage(messages.chooseWhat)
              : words.formatMessage(messages.seeRefund, { count: coming })}
        </button>
      </div>
      {asking.error && <ErrorBanner message={asking.error.message} onDismiss={() => asking.setError(null)} />}
    </section>
  );
}
