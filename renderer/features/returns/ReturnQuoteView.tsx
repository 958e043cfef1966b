/**
 * What the store gives back for the goods chosen, before anything is given: refund it, or cancel
 * the return. When the card refuses its refund, cash from the drawer (a manager approves) is offered too.
 */
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../ui/use-action.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useReturns } from './returns.js';
import { moneyWords, toCents } from '../../../shared/money.js';
import { useExchange } from './exchange.js';
import { useApp } from '../../shell/app.js';

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
      <h3 id="returns-quote-title">{tillOnly ? `Due back ${quote.displayTotal}, at what the store charged` : `The store gives back ${quote.displayTotal}`}</h3>
      {quote.windowOverridden && <p className="banner banner-warning">Past the return window: approved by a manager.</p>}
      {aboveLimit && (
        <p className="banner banner-info">
          Above the return limit of {moneyWords(toCents(managerAbove), quote.currency)}: a manager approves it when it is given back.
        </p>
      )}
      <table className="returns-lines">
        <caption className="visually-hidden">What comes back and what it is due</caption>
        <tbody>
          {quote.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {item.quantity} × {item.name}
              </th>
              {quote.takenUp && (
                <td>
                  <select
                    aria-label={`Condition of ${item.name}`}
                    value={(choices[item.lineItemId]?.resellable ?? true) ? 'resellable' : 'damaged'}
                    onChange={(e) => choose(item.lineItemId, { resellable: e.target.value === 'resellable' })}
                  >
                    <option value="resellable">Resellable: back in stock</option>
                    <option value="damaged">Damaged: not restocked</option>
                  </select>
                </td>
              )}
              <td className="num">{item.displayAmount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={quote.takenUp ? 2 : 1}>
              Refund
            </th>
            <td className="num">
              <strong>{quote.displayTotal}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {payments && payments.length > 0 && <p className="muted">Paid with {payments.map((p) => `${p.method} ${p.displayAmount}`).join(', ')}.</p>}
      <div className="returns-actions">
        <button
          ref={primary}
          type="button"
          className="btn btn-primary"
          disabled={acting.busy}
          onClick={() => void acting.run(tillOnly ? () => refund('cash') : toOriginal)}
        >
          {tillOnly ? `Give ${quote.displayTotal} in cash from the drawer` : `Refund ${quote.displayTotal} to how it was paid`}
        </button>
        <button type="button" className="btn" disabled={acting.busy} onClick={() => void acting.run(() => refund('store_credit'))}>
          As store credit
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
            Exchange for new goods
          </button>
        )}
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
