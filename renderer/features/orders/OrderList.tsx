/** A plain list of orders read from the store (an account's, or the whole store's), with paging. */
import type { SaleCart } from '../../../shared/bridge/bridge.js';
import type { Page } from '../../../shared/storefront/types/types.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { dateTime } from '../../ui/words/format-time.js';

export function OrderList({ caption, orders, page, onPage }: { caption: string; orders: Page<SaleCart>; page: number; onPage(page: number): void }) {
  if (orders.items.length === 0) return <p className="empty">No orders yet.</p>;
  return (
    <>
      <table className="orders-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Completed</th>
            <th scope="col">Customer</th>
            <th scope="col" className="num">
              Items
            </th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Payment</th>
            <th scope="col">Shipment</th>
          </tr>
        </thead>
        <tbody>
          {orders.items.map((o) => (
            <tr key={o.number}>
              <th scope="row">{o.number}</th>
              <td>{o.completedAt ? dateTime(o.completedAt) : '—'}</td>
              <td>{o.email ?? '—'}</td>
              <td className="num">{o.itemCount}</td>
              <td className="num">{o.displayTotal}</td>
              <td>
                <StatusBadge value={o.paymentState} />
              </td>
              <td>
                <StatusBadge value={o.shipmentState} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {orders.meta.totalPages > 1 && (
        <div className="form-actions">
          <button type="button" className="btn btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Newer
          </button>
          <span className="muted">
            Page {page} of {orders.meta.totalPages}
          </span>
          <button type="button" className="btn btn-small" disabled={!orders.nextPage} onClick={() => onPage(page + 1)}>
            Older
          </button>
        </div>
      )}
    </>
  );
}
