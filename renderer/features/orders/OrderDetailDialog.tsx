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
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const FIELD_WORDS = defineMessages<StatusChange['field']>({
  state: { id: 'orders.detail.fieldOrder', defaultMessage: 'Order' },
  paymentState: { id: 'orders.detail.fieldPayment', defaultMessage: 'Payment' },
  shipmentState: { id: 'orders.detail.fieldShipment', defaultMessage: 'Shipment' },
});

const messages = defineMessages({
  reading: { id: 'orders.detail.reading', defaultMessage: 'Reading the order from the store…' },
  tryAgain: { id: 'orders.detail.tryAgain', defaultMessage: 'Try again' },
  noEmail: { id: 'orders.detail.noEmail', defaultMessage: 'No email' },
  completed: { id: 'orders.detail.completed', defaultMessage: '· completed {time}' },
  from: { id: 'orders.detail.from', defaultMessage: 'from {location}' },
  backordered: { id: 'orders.detail.backordered', defaultMessage: 'back-ordered' },
  history: { id: 'orders.detail.history', defaultMessage: 'History' },
  noHistory: { id: 'orders.detail.noHistory', defaultMessage: 'No changes seen yet: this till records each change of state it finds.' },
  change: { id: 'orders.detail.change', defaultMessage: '{field}: {from} → {to}' },
  none: { id: 'orders.detail.none', defaultMessage: 'none' },
  close: { id: 'orders.detail.close', defaultMessage: 'Close' },
});

export function OrderDetailDialog({ tracked, onClose }: { tracked: TrackedOrder | undefined; onClose(): void }) {
  const ref = useModalDialog();
  const titleId = useId();
  const words = useWords();
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
            {words.formatMessage(messages.reading)}
          </p>
        )}
        {detail.error && (
          <div className="banner banner-error" role="alert">
            <span>{detail.error}</span>
            <button type="button" className="btn btn-small" onClick={() => void openDetail(detail.number)}>
              {words.formatMessage(messages.tryAgain)}
            </button>
          </div>
        )}
        {order && (
          <>
            <p className="muted">
              {order.email ?? words.formatMessage(messages.noEmail)}
              {order.completedAt ? <> {words.formatMessage(messages.completed, { time: dateTime(order.completedAt) })}</> : ''}
            </p>
            <OrderDetailSections
              titleId={titleId}
              lines={order.lineItems.map((l) => storeLineView(l, order.currency))}
              shipments={order.shipments.map((s) => {
                const rate = s.rates.find((r) => r.id === s.selectedRateId);
                return {
                  ...s,
                  facts: [
                    ...(rate ? [rate.name] : []),
                    ...(s.stockLocation ? [words.formatMessage(messages.from, { location: s.stockLocation })] : []),
                    ...(s.backordered ? [words.formatMessage(messages.backordered)] : []),
                  ],
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
          title={words.formatMessage(messages.history)}
          empty={words.formatMessage(messages.noHistory)}
          entries={[...(tracked?.history ?? [])].reverse().map((h, i) => ({
            key: `${h.at}-${h.field}-${i}`,
            at: h.at,
            body: (
              <>
                {words.formatMessage(messages.change, {
                  field: words.formatMessage(FIELD_WORDS[h.field]),
                  from: h.from ? (
                    <StatusBadge key="from" value={h.from} />
                  ) : (
                    <span key="from" className="muted">
                      {words.formatMessage(messages.none)}
                    </span>
                  ),
                  to: h.to ? (
                    <StatusBadge key="to" value={h.to} />
                  ) : (
                    <span key="to" className="muted">
                      {words.formatMessage(messages.none)}
                    </span>
                  ),
                })}
              </>
            ),
          }))}
        />
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {words.formatMessage(messages.close)}
        </button>
      </div>
    </dialog>
  );
}
