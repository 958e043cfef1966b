/** The tracked orders as a table: each order's states, its last successful check, its details and a Refresh. */
import { StatusBadge } from '../../../ui/StatusBadge.js';
import { relativeTime } from '../../../ui/words/format-time.js';
import { EmailText } from '../EmailText.js';
import type { TrackedOrder } from '../../../../shared/bridge/bridge.js';
import { useOrders } from '../orders.js';

export function TrackedOrdersTable({ shown, now, onOpen }: { shown: TrackedOrder[]; now: number; onOpen(number: string, from: HTMLElement): void }) {
  const refresh = useOrders((s) => s.refresh);
  const refreshing = useOrders((s) => s.refreshing);
  return (
    <div className="table-wrap">
      <table className="orders-table">
        <caption>Tracked orders</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col" className="num">
              Items
            </th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Order state</th>
            <th scope="col">Payment</th>
            <th scope="col">Shipment</th>
            <th scope="col">Last successful check</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && (
            <tr>
              <td colSpan={9} className="muted">
                No order matches these filters.
              </td>
            </tr>
          )}
          {shown.map((o) => (
            <tr key={o.number}>
              <th scope="row">
                <button type="button" className="link-button" aria-label={`Details of ${o.number}`} onClick={(e) => onOpen(o.number, e.currentTarget)}>
                  {o.number}
                </button>
              </th>
              <td className="order-email">{o.email ? <EmailText email={o.email} /> : '—'}</td>
              <td className="num">{o.itemCount}</td>
              <td className="num">{o.displayTotal}</td>
              <td>
                <StatusBadge value={o.state} />
              </td>
              <td>
                <StatusBadge value={o.paymentState} />
              </td>
              <td>
                <StatusBadge value={o.shipmentState} />
                {o.shipments.some((s) => s.trackingUrl) && <span className="muted"> tracked</span>}
              </td>
              <td className="order-check">
                {relativeTime(o.lastCheckedAt, now)}
                {o.lastError && <span className="field-error"> {o.lastError}</span>}
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-small btn-ghost"
                  aria-label={`Refresh ${o.number}`}
                  disabled={refreshing.has(o.number)}
                  onClick={() => void refresh(o.number)}
                >
                  {refreshing.has(o.number) ? 'Checking…' : 'Refresh'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
