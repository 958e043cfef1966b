/**
 * One order in full, read from the store when opened: lines, shipments with their tracking,
 * payments, addresses, totals, and the history of its state changes as this till saw them.
 * A native modal dialog: focus stays inside, Escape closes, focus goes back to what opened it.
 */
import { lineAmountText } from '../checkout/line-amount.js';
import { useEffect, useId, useRef } from 'react';
import type { StatusChange, TrackedOrder } from '../../shared/bridge.js';
import { useOrders } from '../stores/orders.js';
import { AddressBlock } from './AddressBlock.js';
import { PaymentsSection } from './PaymentsSection.js';
import { StatusBadge } from './StatusBadge.js';
import { LineOptionsNote } from './LineOptionFields.js';

const FIELD_WORDS: Record<StatusChange['field'], string> = { state: 'Order', paymentState: 'Payment', shipmentState: 'Shipment' };

export function OrderDetailDialog({ tracked, onClose }: { tracked: TrackedOrder | undefined; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const detail = useOrders((s) => s.detail);
  const openDetail = useOrders((s) => s.openDetail);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  if (!detail) return null;
  const order = detail.order;

  return (
    <dialog
      ref={ref}
      className="dialog order-dialog"
      aria-labelledby={titleId}
      aria-busy={detail.loading}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="order-dialog-head">
        <h2 id={titleId}>Order {detail.number}</h2>
        {order && (
          <span className="order-badges">
            <StatusBadge value={order.state} />
            <StatusBadge value={order.paymentState} />
            <StatusBadge value={order.shipmentState} />
          </span>
        )}
      </div>
      <div className="order-dialog-body">
        {detail.loading && (
          <p className="muted" role="status">
            Reading the order from the store…
          </p>
        )}
        {detail.error && (
          <div className="banner banner-error" role="alert">
            <span>{detail.error}</span>
            <button type="button" className="btn btn-small" onClick={() => void openDetail(detail.number)}>
              Try again
            </button>
          </div>
        )}
        {order && (
          <>
            <p className="muted">
              {order.email ?? 'No email'}
              {order.completedAt ? ` · completed ${new Date(order.completedAt).toLocaleString()}` : ''}
            </p>
            <section aria-labelledby={`${titleId}-lines`}>
              <h3 id={`${titleId}-lines`}>Items</h3>
              <table className="detail-table">
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">SKU</th>
                    <th scope="col" className="num">
                      Qty
                    </th>
                    <th scope="col" className="num">
                      Price
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
                        <LineOptionsNote options={l.customOptions} block />
                      </td>
                      <td className="muted">{l.sku ?? '—'}</td>
                      <td className="num">{l.quantity}</td>
                      <td className="num">{l.displayPrice}</td>
                      <td className="num">{lineAmountText(l, order.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <div className="detail-columns">
              <section aria-labelledby={`${titleId}-shipments`}>
                <h3 id={`${titleId}-shipments`}>Shipments</h3>
                {order.shipments.length === 0 && <p className="muted">No shipments.</p>}
                <ul className="plain-list">
                  {order.shipments.map((s) => {
                    const rate = s.rates.find((r) => r.id === s.selectedRateId);
                    return (
                      <li key={s.id} className="list-row">
                        <span>
                          <strong>{s.number}</strong>
                          <span className="muted">
                            {rate ? ` · ${rate.name}` : ''}
                            {s.stockLocation ? ` · from ${s.stockLocation}` : ''}
                            {s.backordered ? ' · back-ordered' : ''}
                          </span>
                          {s.trackingUrl && (
                            <>
                              <br />
                              <a href={s.trackingUrl} target="_blank" rel="noreferrer">
                                Track shipment {s.number}
                                <span className="visually-hidden"> (opens in your browser)</span>
                              </a>
                            </>
                          )}
                        </span>
                        <StatusBadge value={s.state} />
                      </li>
                    );
                  })}
                </ul>
              </section>
              <PaymentsSection payments={order.payments} currency={order.currency} titleId={`${titleId}-payments`} />
            </div>
            <div className="detail-columns detail-columns-3">
              <AddressBlock title="Billing address" address={order.billAddress} />
              <AddressBlock title="Shipping address" address={order.shipAddress} />
              <dl className="totals detail-totals">
                <div>
                  <dt>Subtotal</dt>
                  <dd>{order.displayItemTotal}</dd>
                </div>
                {Number(order.promoTotal) !== 0 && (
                  <div>
                    <dt>Promotions</dt>
                    <dd>{order.displayPromoTotal}</dd>
                  </div>
                )}
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
              </dl>
            </div>
          </>
        )}
        <section aria-labelledby={`${titleId}-history`}>
          <h3 id={`${titleId}-history`}>History</h3>
          {!tracked || tracked.history.length === 0 ? (
            <p className="muted">No changes seen yet: this till records each change of state it finds.</p>
          ) : (
            <ol className="history">
              {[...tracked.history].reverse().map((h, i) => (
                <li key={`${h.at}-${h.field}-${i}`}>
                  <time dateTime={h.at}>{new Date(h.at).toLocaleString()}</time>
                  <span>
                    {FIELD_WORDS[h.field]}: {h.from ? <StatusBadge value={h.from} /> : <span className="muted">none</span>} →{' '}
                    {h.to ? <StatusBadge value={h.to} /> : <span className="muted">none</span>}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
