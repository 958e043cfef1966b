/**
 * One order of the store in full on the board: its lines, shipments (method, state, tracking),
 * payments, addresses, where and by whom it was sold, every action it offers now, and its history
 * of actions taken at this till (who, when, why, and the store's answer). A native modal dialog:
 * focus stays inside, Escape closes, focus goes back to what opened it.
 */
import { useId } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import { BOARD_ACTION_WORDS, type BoardOrderDetail } from '../../../shared/orders/orders-board-actions.js';
import { HistorySection } from '../orders/HistorySection.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { DetailListSection } from '../orders/DetailListSection.js';
import { storeLineView } from '../../ui/words/line-views.js';
import { platformOrderTotalsRows } from '../../ui/words/totals-rows.js';
import { OrderDetailSections } from '../orders/OrderDetailSections.js';
import { OrderDialogHead } from '../orders/OrderDialogHead.js';
import { useBoard } from './board.js';
import type { ActionRequest } from './BoardActionDialog.js';
import { orderActions } from './order-actions.js';
import { dateTime } from '../../ui/words/format-time.js';

const SOLD: Record<string, string> = { this_till: 'Sold at this till', other_tills: 'Sold at another till', web: 'Ordered on the web' };

export function BoardOrderDialog({
  detail,
  onAct,
  onClose,
}: {
  detail: BoardOrderDetail;
  onAct(request: ActionRequest, immediate: boolean): void;
  onClose(): void;
}) {
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
      <OrderDialogHead titleId={titleId} number={order.number} states={order} />
      <div className="order-dialog-body">
        <p className="muted">
          {order.customerName ?? 'No name'} · {order.email ?? 'No email'} · {SOLD[order.sold]}
          {order.soldBy ? ` by ${order.soldBy.name}` : ''}
          {order.completedAt ? ` · completed ${dateTime(order.completedAt)}` : ''}
          {order.approvedAt ? ` · approved ${dateTime(order.approvedAt)}` : ''}
        </p>
        {actions.length > 0 && (
          <div className="row-actions board-detail-actions" role="group" aria-label="Actions">
            {actions.map((a) => (
              <button
                key={a.id}
                type="button"
                className={`btn btn-touch${a.primary ? ' btn-primary' : ''}`}
                aria-label={a.label}
                onClick={() => onAct(a.request, a.immediate)}
              >
                {a.text}
              </button>
            ))}
          </div>
        )}
        <OrderDetailSections
          titleId={titleId}
          lines={order.lineItems.map((l) => storeLineView(l, order.currency))}
          shipments={order.shipments.map((s) => ({
            ...s,
            facts: [
              ...(s.method ? [s.method] : []),
              ...(s.stockLocation ? [`from ${s.stockLocation}`] : []),
              ...(s.backordered ? ['back-ordered'] : []),
              ...(s.tracking ? [`tracking ${s.tracking}`] : []),
            ],
          }))}
          payments={order.payments}
          currency={order.currency}
          billAddress={order.billAddress}
          shipAddress={order.shipAddress}
          totals={platformOrderTotalsRows(order)}
        />
        {order.returns.length > 0 && (
          <DetailListSection
            title="Returns"
            titleId={`${titleId}-returns`}
            empty=""
            rows={order.returns.map((r) => ({
              key: r.number,
              main: (
                <>
                  <strong>{r.number}</strong> · {r.displayTotal}
                  {r.awaiting > 0 ? ` · ${r.awaiting} awaited` : ''}
                  {r.received > 0 ? ` · ${r.received} received` : ''}
                </>
              ),
              side: <StatusBadge value={r.state === 'canceled' ? 'canceled' : r.awaiting > 0 ? 'awaiting' : 'received'} />,
            }))}
          />
        )}
        <HistorySection
          title="History at this till"
          empty="No action taken on this order from this till."
          entries={history.map((h, i) => ({
            key: `${h.at}-${i}`,
            at: h.at,
            body: (
              <>
                <strong>{BOARD_ACTION_WORDS[h.action]}</strong>
                {h.outcome === 'refused' ? ' (refused by the store)' : ''}
                <span className="muted">
                  {' '}
                  · {h.who?.name ?? 'no one on the till'}
                  {h.reason ? ` · “${h.reason}”` : ''}
                  {h.tracking ? ` · ${h.carrier ?? ''} ${h.tracking}` : ''}
                  {h.message ? ` · ${h.message}` : ''}
                </span>
              </>
            ),
          }))}
        />
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-touch" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
