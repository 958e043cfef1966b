/**
 * What the store gives back for the goods chosen, before anything is given: refund it, or cancel
 * the return. When the card refuses its refund, cash from the drawer (a manager approves) is offered too.
 */
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useReturns } from './returns.js';

export function ReturnQuoteView() {
  const quote = useReturns((s) => s.quote)!;
  const payments = useReturns((s) => s.sale?.payments ?? null);
  const refund = useReturns((s) => s.refund);
  const withdraw = useReturns((s) => s.withdraw);
  const acting = useAction();
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
      <h3 id="returns-quote-title">The store gives back {quote.displayTotal}</h3>
      {quote.windowOverridden && <p className="banner banner-warning">Past the return window: approved by a manager.</p>}
      <table className="returns-lines">
        <caption className="visually-hidden">What comes back and what it is due</caption>
        <tbody>
          {quote.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {item.quantity} × {item.name}
              </th>
              <td className="num">{item.displayAmount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Refund</th>
            <td className="num">
              <strong>{quote.displayTotal}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {payments && payments.length > 0 && <p className="muted">Paid with {payments.map((p) => `${p.method} ${p.displayAmount}`).join(', ')}.</p>}
      <div className="returns-actions">
        <button ref={primary} type="button" className="btn btn-primary" disabled={acting.busy} onClick={() => void acting.run(toOriginal)}>
          Refund {quote.displayTotal} to how it was paid
        </button>
        <button type="button" className="btn" disabled={acting.busy} onClick={() => void acting.run(() => refund('store_credit'))}>
          As store credit
        </button>
        {refused && (
          <button type="button" className="btn" disabled={acting.busy} onClick={() => void acting.run(() => refund('cash'))}>
            Cash from the drawer
          </button>
        )}
        <button type="button" className="btn btn-ghost" disabled={acting.busy} onClick={() => void acting.run(withdraw)}>
          Cancel return
        </button>
      </div>
      {acting.error && <ErrorBanner message={acting.error.message} onDismiss={() => acting.setError(null)} />}
    </section>
  );
}
