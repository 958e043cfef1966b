/** The sale found: how many of each line come back, in what condition, and why; then the store's quote. */
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { dateTime } from '../../ui/words/format-time.js';
import { useReturns } from './returns.js';

export function ChooseReturnItems() {
  const sale = useReturns((s) => s.sale)!;
  const choices = useReturns((s) => s.choices);
  const reasons = useReturns((s) => s.desk?.reasons ?? null);
  const reasonId = useReturns((s) => s.reasonId);
  const choose = useReturns((s) => s.choose);
  const setReason = useReturns((s) => s.setReason);
  const askQuote = useReturns((s) => s.askQuote);
  const asking = useAction();
  const coming = Object.values(choices).reduce((n, c) => n + c.quantity, 0);

  return (
    <section className="card returns-sale" aria-labelledby="returns-sale-title">
      <h3 id="returns-sale-title">
        Order {sale.orderNumber} <span className="muted">{sale.completedAt ? dateTime(sale.completedAt) : ''}</span>
      </h3>
      <p className="muted">
        {[sale.customerName, sale.email].filter(Boolean).join(' · ') || 'Walk-in customer'} · {sale.displayTotal} paid with{' '}
        {sale.payments.map((p) => `${p.method} ${p.displayAmount}`).join(', ') || 'nothing recorded'}
      </p>
      <table className="returns-lines">
        <caption className="visually-hidden">Items of the sale</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Sold
            </th>
            <th scope="col" className="num">
              Coming back
            </th>
            <th scope="col">Condition</th>
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
                  <span className="muted"> · {line.displayPrice}</span>
                </th>
                <td className="num">{line.sold}</td>
                <td className="num">
                  {line.returnable === 0 ? (
                    <span className="muted">All returned</span>
                  ) : (
                    <span className="returns-stepper">
                      <button
                        type="button"
                        className="btn btn-small btn-touch"
                        aria-label={`One less ${line.name}`}
                        disabled={choice.quantity === 0}
                        onClick={() => choose(line.lineItemId, { quantity: choice.quantity - 1 })}
                      >
                        −
                      </button>
                      <output aria-label={`${line.name} coming back`}>{choice.quantity}</output>
                      <button
                        type="button"
                        className="btn btn-small btn-touch"
                        aria-label={`One more ${line.name}`}
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
                    aria-label={`Condition of ${line.name}`}
                    value={choice.resellable ? 'resellable' : 'damaged'}
                    disabled={choice.quantity === 0}
                    onChange={(e) => choose(line.lineItemId, { resellable: e.target.value === 'resellable' })}
                  >
                    <option value="resellable">Resellable: back in stock</option>
                    <option value="damaged">Damaged: not restocked</option>
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="returns-actions">
        <div className="field">
          <label htmlFor="return-reason">Reason</label>
          <select id="return-reason" value={reasonId} onChange={(e) => setReason(e.target.value)}>
            {(reasons ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
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
          {asking.busy ? 'Asking the store…' : coming === 0 ? 'Choose what comes back' : `See the refund for ${coming} item${coming === 1 ? '' : 's'}`}
        </button>
      </div>
      {asking.error && <ErrorBanner message={asking.error.message} onDismiss={() => asking.setError(null)} />}
    </section>
  );
}
