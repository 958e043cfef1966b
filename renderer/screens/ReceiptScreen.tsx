/** The receipt of the sale just completed: print it, or start the next sale with Enter. */
import { useEffect, useRef } from 'react';
import { useApp } from '../stores/app.js';
import { useSale } from '../stores/sale.js';
import { formatMoney } from '../format-money.js';
import { toCents } from '../../shared/money.js';

export function ReceiptScreen() {
  const { receipt, newSale } = useSale();
  const go = useApp((s) => s.go);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    next.current?.focus();
  }, []);

  if (!receipt) return null;
  const { order } = receipt;
  const startNext = () => {
    newSale();
    go('sell');
  };
  return (
    <div className="receipt-screen">
      <article className="receipt card" aria-labelledby="receipt-title">
        <header>
          <h2 id="receipt-title">Receipt</h2>
          <p className="store-name">{receipt.storeName}</p>
          <p>
            Order <strong>{order.number}</strong>
          </p>
          <p className="muted">{new Date(order.completedAt ?? receipt.printedAt).toLocaleString()}</p>
        </header>
        <table className="receipt-lines">
          <caption className="visually-hidden">Items</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lineItems.map((l) => (
              <tr key={l.id}>
                <td>
                  {l.name}
                  {l.optionsText && <span className="muted"> · {l.optionsText}</span>}
                </td>
                <td className="num">{l.quantity}</td>
                <td className="num">{l.displayTotal}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{order.displayItemTotal}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{order.displayShipTotal}</dd>
          </div>
          <div>
            <dt>Tax</dt>
            <dd>{order.displayTaxTotal}</dd>
          </div>
          <div className="grand-total">
            <dt>Total</dt>
            <dd>{order.displayTotal}</dd>
          </div>
          <div>
            <dt>Paid ({receipt.paymentMethodName})</dt>
            <dd>{receipt.tendered ? formatMoney(toCents(receipt.tendered), order.currency) : order.displayTotal}</dd>
          </div>
          {receipt.change && (
            <div>
              <dt>Change</dt>
              <dd>{formatMoney(toCents(receipt.change), order.currency)}</dd>
            </div>
          )}
        </dl>
        <p className="muted thanks">Thank you for shopping with us.</p>
      </article>
      <div className="receipt-actions">
        <button type="button" className="btn" onClick={() => window.print()}>
          Print receipt
        </button>
        <button
          ref={next}
          type="button"
          className="btn btn-primary"
          onClick={startNext}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              startNext();
            }
          }}
        >
          New sale <kbd>Enter</kbd>
        </button>
      </div>
    </div>
  );
}
