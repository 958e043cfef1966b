/** On the receipt of an exchange's new sale: what came back, its value, the credit put on the sale and any rest given back. */
import { useEffect } from 'react';
import { useExchange } from './exchange.js';
import { ReturnedItemRows } from './ReturnedItemRows.js';

export function ExchangeOnReceipt({ orderNumber }: { orderNumber: string }) {
  const exchange = useExchange((s) => s.exchange);
  const load = useExchange((s) => s.load);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  const credited = exchange?.credited;
  if (!exchange || !credited || credited.saleNumber !== orderNumber) return null;

  return (
    <section className="receipt-exchange" aria-label="Exchange">
      <p className="muted">
        From order {exchange.orderNumber} · Return {exchange.authorizationNumber}
      </p>
      <table className="returns-lines">
        <caption>Returned in exchange</caption>
        <ReturnedItemRows items={exchange.items} />
        <tfoot>
          <tr>
            <th scope="row">Value of the return</th>
            <td className="num">{exchange.displayTotal}</td>
          </tr>
          <tr>
            <th scope="row">Exchange credit toward this sale</th>
            <td className="num">
              <strong>{credited.displayCredit}</strong>
            </td>
          </tr>
          {credited.refunds.map((r, i) => (
            <tr key={i}>
              <th scope="row">Rest refunded to {r.method}</th>
              <td className="num">{r.displayAmount}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </section>
  );
}
