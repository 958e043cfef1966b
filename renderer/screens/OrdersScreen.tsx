/** Tracked orders, live: order, payment and shipment state, and when each was last checked. */
import { useEffect, useState } from 'react';
import { ErrorBanner } from '../components/ErrorBanner.js';
import { StatusBadge } from '../components/StatusBadge.js';
import { useOrders } from '../stores/orders.js';

export function relativeTime(iso: string | null, now: number): string {
  if (!iso) return 'never';
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 5) return 'just now';
  if (s < 60) return `${s} s ago`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min ago`;
  return new Date(iso).toLocaleString();
}

export function OrdersScreen() {
  const { orders, loading, error, load, refresh, refreshing } = useOrders();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    void load();
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [load]);

  return (
    <div className="orders">
      <header className="screen-header">
        <h2>Orders</h2>
        <span className="muted">Checked every 5–10 s while being fulfilled, every 1–2 min after shipping.</span>
      </header>
      {error && <ErrorBanner message={error} onRetry={() => void load()} />}
      {!loading && orders.length === 0 ? (
        <p className="empty">No orders yet. Sales you complete appear here.</p>
      ) : (
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
                <th scope="col">Last checked</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.number}>
                  <th scope="row">{o.number}</th>
                  <td>{o.email ?? '—'}</td>
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
                  <td>
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
      )}
    </div>
  );
}
