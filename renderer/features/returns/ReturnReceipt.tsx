/** The return done: what came back, what went back to which tender, the cash to hand back; print it or save it as a PDF. */
import { useEffect, useRef } from 'react';
import { usePaper } from '../../ui/use-paper.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { dateTime } from '../../ui/words/format-time.js';
import { useReturns } from './returns.js';
import { OfflineReturnMark } from './OfflineReturnMark.js';
import { ReturnedItemRows } from './ReturnedItemRows.js';

export function ReturnReceipt() {
  const done = useReturns((s) => s.done)!;
  const reset = useReturns((s) => s.reset);
  const { working, note, print, savePdf } = usePaper();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus({ preventScroll: true }), []);

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
          {done.servedBy && <p>Served by {done.servedBy}</p>}
          {done.approvedBy && <p>Approved by {done.approvedBy}</p>}
          {done.recordedOnly && <p className="muted">Recorded on the order by the till: the store’s stock and totals did not change.</p>}
        </header>
        <table className="returns-lines">
          <caption>Items returned</caption>
          <ReturnedItemRows items={done.items} />
        </table>
        <table className="returns-lines">
          <caption>{done.to === 'store_credit' ? 'Given as store credit' : 'Refunded to'}</caption>
          <tbody>
            {done.refunds.map((r, i) => (
              <tr key={i}>
                <th scope="row">
                  {r.card ?? r.method}
                  {r.card && <span className="muted"> ({r.method})</span>}
                </th>
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
        <button type="button" className="btn" aria-busy={working === 'print'} onClick={() => void print()}>
          {working === 'print' ? 'Printing…' : 'Print return receipt'}
        </button>
        <button type="button" className="btn" aria-busy={working === 'pdf'} onClick={() => void savePdf(`Return ${done.authorizationNumber}`)}>
          {working === 'pdf' ? 'Saving…' : 'Save as PDF'}
        </button>
        <button ref={next} type="button" className="btn btn-primary" onClick={() => void reset()}>
          Next return
        </button>
      </div>
      <p className={`receipt-note${note?.error ? ' field-error' : ''}`} role="status">
        {note?.text}
      </p>
    </div>
  );
}
