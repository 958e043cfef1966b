/** The return done: what came back, what went back to which tender, the cash to hand back; print it. */
import { useEffect, useRef } from 'react';
import { pos } from '../../bridge/pos.js';
import { useAction } from '../../ui/use-action.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { dateTime } from '../../ui/words/format-time.js';
import { useReturns } from './returns.js';
import { OfflineReturnMark } from './OfflineReturnMark.js';

export function ReturnReceipt() {
  const done = useReturns((s) => s.done)!;
  const reset = useReturns((s) => s.reset);
  const printing = useAction();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus({ preventScroll: true }), []);
  const print = () =>
    void printing.run(async () => {
      if (!(await pos().receipt.print())) setTimeout(() => window.print(), 50);
    });

  return (
    <div className="returns-done">
      {done.cashOut && (
        <p className="banner banner-info returns-cash" role="status">
          Hand back {moneyWords(toCents(done.cashOut), done.currency)} in cash from the drawer.
        </p>
      )}
      <article className="receipt card" aria-labelledby="return-receipt-title">
        <header>
          <h3 id="return-receipt-title">Return receipt</h3>
          {done.offlineRef && <OfflineReturnMark />}
          <p>
            Order <strong>{done.orderNumber}</strong> · Return {done.authorizationNumber}
          </p>
          <p className="muted">{dateTime(done.at)}</p>
          {done.reason && <p>Reason: {done.reason}</p>}
        </header>
        <table className="returns-lines">
          <caption>Items returned</caption>
          <tbody>
            {done.items.map((item, i) => (
              <tr key={i}>
                <th scope="row">
                  {item.quantity} × {item.name} <span className="muted">{item.resellable ? '(back in stock)' : '(damaged)'}</span>
                </th>
                <td className="num">{item.displayAmount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="returns-lines">
          <caption>{done.to === 'store_credit' ? 'Given as store credit' : 'Refunded to'}</caption>
          <tbody>
            {done.refunds.map((r, i) => (
              <tr key={i}>
                <th scope="row">{r.method}</th>
                <td className="num">{r.displayAmount}</td>
              </tr>
            ))}
            {done.to === 'store_credit' && (
              <tr>
                <th scope="row">Store credit</th>
                <td className="num">{done.displayTotal}</td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total refunded</th>
              <td className="num">
                <strong>{done.displayTotal}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </article>
      <div className="receipt-actions">
        <button type="button" className="btn" onClick={print}>
          Print return receipt
        </button>
        <button ref={next} type="button" className="btn btn-primary" onClick={() => void reset()}>
          Next return
        </button>
      </div>
    </div>
  );
}
