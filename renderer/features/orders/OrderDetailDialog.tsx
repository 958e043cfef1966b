/**
 * One order in full, read from the store when opened: lines, shipments with their tracking,
 * payments, addresses, totals, and the history of its state changes as this till saw them.
 * A native modal dialog: focus stays inside, Escape closes, focus goes back to what opened it.
 */
import { useId } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import type { StatusChange, TrackedOrder } from '../../../shared/bridge/bridge.js';
import { useOrders } from './orders.js';
import { OrderDetailSections } from './OrderDetailSections.js';
import { OrderDialogHead } from './OrderDialogHead.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { HistorySection } from './HistorySection.js';
import { storeLineView } from '../../ui/words/line-views.js';
import { orderTotalsRows } from '../../ui/words/totals-rows.js';
import { dateTime } from '../../ui/words/format-time.js';

const FIELD_WORDS: Record<StatusChange['field'], string> = { state: 'Order', paymentState: 'Payment', shipmentState: 'Shipment' };

export function OrderDetailDialog({ tracked, onClose }: { tracked: TrackedOrder | undefined; onClose(): void }) {
  const ref = useModalDialog();
  const titleId = useId();
  const detail = useOrders((s) => s.detail);
  const openDetail = useOrders((s) => s.openDetail);

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
      <OrderDialogHead titleId={titleId} number={detail.number} states={order} />
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
              {order.completedAt ? ` · completed ${dateTime(order.completedAt)}` : ''}
            </p>
            <OrderDetailSections
              titleId={titleId}
              lines={order.lineItems.map((l) => storeLineView(l, order.currency))}
              shipments={order.shipments.map((s) => {
                const rate = s.rates.find((r) => r.id === s.selectedRateId);
                return {
                  ...s,
                  facts: [...(rate ? [rate.name] : []), ...(s.stockLocation ? [`from ${s.stockLocation}`] : []), ...(s.backordered ? ['back-ordered'] : [])],
                };
              })}
              payments={order.payments}
              currency={order.currency}
              billAddress={order.billAddress}
              shipAddress={order.shipAddress}
              totals={orderTotalsRows(order)}
            />
          </>
        )}
        <HistorySection
          title="History"
          empty="No changes seen yet: this till records each change of state it finds."
          entries={[...(tracked?.history ?? [])].reverse().map((h, i) => ({
            key: `${h.at}-${h.field}-${i}`,
            at: h.at,
            body: (
              <>
                {FIELD_WORDS[h.field]}: {h.from ? <StatusBadge value={h.from} /> : <span className="muted">none</span>} →{' '}
                {h.to ? <StatusBadge value={h.to} /> : <span className="muted">none</span>}
              </>
            ),
          }))}
        />
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
