/**
 * One order of the store in full on the board: its lines, shipments (method, state, tracking),
 * payments, addresses, where and by whom it was sold, every action it offers now, and its history
 * of actions taken at this till (who, when, why, and the store's answer). A native modal dialog:
 * focus stays inside, Escape closes, focus goes back to what opened it.
 */
import { useId } from 'react';
import { useModalDialog } from '../use-modal-dialog.js';
import { BOARD_ACTION_WORDS, type BoardOrderDetail } from '../../shared/orders-board-actions.js';
import { AddressBlock } from '../components/AddressBlock.js';
import { PaymentsSection } from '../components/PaymentsSection.js';
import { StatusBadge } from '../components/StatusBadge.js';
import { useBoard } from '../stores/board.js';
import type { ActionRequest } from './BoardActionDialog.js';
import { orderActions } from './order-actions.js';

const SOLD: Record<string, string> = { this_till: 'Sold at this till', other_tills: 'Sold at another till', web: 'Ordered on the web' };

export function BoardOrderDialog({ detail, onAct, onClose }: { detail: BoardOrderDetail; onAct(request: ActionRequest, immediate: boolean): void; onClose(): void }) {
  const ref = useModalDialog();
  const titleId = useId();
  const act = useBoard((s) => s.act);
  const { order, history } = detail;
  const actions = orderActions(order, act);


  return (
    <dialog
      ref={ref}
      className="dialog order-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="order-dialog-head">
        <h2 id={titleId}>Order {order.number}</h2>
        <span className="order-badges">
          <StatusBadge value={order.state} />
          <StatusBadge value={order.paymentState} />
          <StatusBadge value={order.shipmentState} />
        </span>
      </div>
      <div className="order-dialog-body">
        <p className="muted">
          {order.customerName ?? 'No name'} · {order.email ?? 'No email'} · {SOLD[order.sold]}
          {order.soldBy ? ` by ${order.soldBy.name}` : ''}
          {order.completedAt ? ` · completed ${new Date(order.completedAt).toLocaleString()}` : ''}
          {order.approvedAt ? ` · approved ${new Date(order.approvedAt).toLocaleString()}` : ''}
        </p>
        {actions.length > 0 && (
          <div className="row-actions board-detail-actions" role="group" aria-label="Actions">
            {actions.map((a) => (
              <button key={a.id} type="button" className={`btn btn-touch${a.primary ? ' btn-primary' : ''}`} aria-label={a.label} onClick={() => onAct(a.request, a.immediate)}>
                {a.text}
              </button>
            ))}
          </div>
        )}
        <section aria-labelledby={`${titleId}-lines`}>
          <h3 id={`${titleId}-lines`}>Items</h3>
          <table className="detail-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">SKU</th>
                <th scope="col" className="num">Qty</th>
                <th scope="col" className="num">Price</th>
              </tr>
            </thead>
            <tbody>
              {order.lineItems.map((l) => (
                <tr key={l.id}>
                  <td>
                    {l.name}
                    {l.optionsText && <span className="muted"> · {l.optionsText}</span>}
                  </td>
                  <td className="muted">{l.sku ?? '—'}</td>
                  <td className="num">{l.quantity}</td>
                  <td className="num">{l.displayPrice}</td>
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
              {order.shipments.map((s) => (
                <li key={s.id} className="list-row">
                  <span>
                    <strong>{s.number}</strong>
                    <span className="muted">
                      {s.method ? ` · ${s.method}` : ''}
                      {s.backordered ? ' · back-ordered' : ''}
                      {s.tracking ? ` · tracking ${s.tracking}` : ''}
                    </span>
                  </span>
                  <StatusBadge value={s.state} />
                </li>
              ))}
            </ul>
          </section>
          <PaymentsSection payments={order.payments} currency={order.currency} titleId={`${titleId}-payments`} />
        </div>
        <div className="detail-columns">
          <AddressBlock title="Billing address" address={order.billAddress} />
          <AddressBlock title="Shipping address" address={order.shipAddress} />
        </div>
        <section aria-labelledby={`${titleId}-history`}>
          <h3 id={`${titleId}-history`}>History at this till</h3>
          {history.length === 0 ? (
            <p className="muted">No action taken on this order from this till.</p>
          ) : (
            <ol className="plain-list board-history">
              {history.map((h, i) => (
                <li key={i} className="list-row">
                  <span>
                    <strong>{BOARD_ACTION_WORDS[h.action]}</strong>
                    {h.outcome === 'refused' ? ' (refused by the store)' : ''}
                    <span className="muted">
                      {' '}· {new Date(h.at).toLocaleString()} · {h.who?.name ?? 'no one on the till'}
                      {h.reason ? ` · “${h.reason}”` : ''}
                      {h.tracking ? ` · ${h.carrier ?? ''} ${h.tracking}` : ''}
                      {h.message ? ` · ${h.message}` : ''}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-touch" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
