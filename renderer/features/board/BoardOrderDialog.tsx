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
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { ltr } from '../orders/left-to-right.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  noName: { id: 'board.detail.noName', defaultMessage: 'No name' },
  noEmail: { id: 'board.detail.noEmail', defaultMessage: 'No email' },
  sold: {
    id: 'board.detail.sold',
    defaultMessage: '{channel, select, this_till {Sold at this till} other_tills {Sold at another till} other {Ordered on the web}}',
  },
  soldBy: {
    id: 'board.detail.soldBy',
    defaultMessage:
      '{channel, select, this_till {Sold at this till by {name}} other_tills {Sold at another till by {name}} other {Ordered on the web by {name}}}',
  },
  completed: { id: 'board.detail.completed', defaultMessage: '· completed {time}' },
  approved: { id: 'board.detail.approved', defaultMessage: '· approved {time}' },
  actions: { id: 'board.detail.actions', defaultMessage: 'Actions' },
  from: { id: 'board.detail.from', defaultMessage: 'from {location}' },
  backordered: { id: 'board.detail.backordered', defaultMessage: 'back-ordered' },
  tracking: { id: 'board.detail.tracking', defaultMessage: 'tracking {number}' },
  returns: { id: 'board.detail.returns', defaultMessage: 'Returns' },
  awaited: { id: 'board.detail.awaited', defaultMessage: '· {count} awaited' },
  received: { id: 'board.detail.received', defaultMessage: '· {count} received' },
  history: { id: 'board.detail.history', defaultMessage: 'History at this till' },
  noHistory: { id: 'board.detail.noHistory', defaultMessage: 'No action taken on this order from this till.' },
  refused: { id: 'board.detail.refused', defaultMessage: '(refused by the store)' },
  noOne: { id: 'board.detail.noOne', defaultMessage: 'no one on the till' },
  reason: { id: 'board.detail.reason', defaultMessage: '· “{reason}”' },
  shipped: { id: 'board.detail.shipped', defaultMessage: '· {carrier} <ltr>{tracking}</ltr>' },
  close: { id: 'board.detail.close', defaultMessage: 'Close' },
});

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
  const words = useWords();
  const place = usePlace();
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
          {order.customerName ?? words.formatMessage(messages.noName)} · {order.email ?? words.formatMessage(messages.noEmail)} ·{' '}
          {order.soldBy
            ? words.formatMessage(messages.soldBy, { channel: order.sold, name: order.soldBy.name })
            : words.formatMessage(messages.sold, { channel: order.sold })}
          {order.completedAt ? <> {words.formatMessage(messages.completed, { time: dateTime(order.completedAt) })}</> : ''}
          {order.approvedAt ? <> {words.formatMessage(messages.approved, { time: dateTime(order.approvedAt) })}</> : ''}
        </p>
        {actions.length > 0 && (
          <div className="row-actions board-detail-actions" role="group" aria-label={words.formatMessage(messages.actions)}>
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
              ...(s.stockLocation ? [words.formatMessage(messages.from, { location: s.stockLocation })] : []),
              ...(s.backordered ? [words.formatMessage(messages.backordered)] : []),
              ...(s.tracking ? [words.formatMessage(messages.tracking, { number: s.tracking })] : []),
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
            title={words.formatMessage(messages.returns)}
            titleId={`${titleId}-returns`}
            empty=""
            rows={order.returns.map((r) => ({
              key: r.number,
              main: (
                <>
                  <strong>{r.number}</strong> · {amountWords(r.total, order.currency, place)}
                  {r.awaiting > 0 ? <> {words.formatMessage(messages.awaited, { count: r.awaiting })}</> : ''}
                  {r.received > 0 ? <> {words.formatMessage(messages.received, { count: r.received })}</> : ''}
                </>
              ),
              side: <StatusBadge value={r.state === 'canceled' ? 'canceled' : r.awaiting > 0 ? 'awaiting' : 'received'} />,
            }))}
          />
        )}
        <HistorySection
          title={words.formatMessage(messages.history)}
          empty={words.formatMessage(messages.noHistory)}
          entries={history.map((h, i) => ({
            key: `${h.at}-${i}`,
            at: h.at,
            body: (
              <>
                <strong>{words.formatMessage(BOARD_ACTION_WORDS[h.action])}</strong>
                {h.outcome === 'refused' ? <> {words.formatMessage(messages.refused)}</> : ''}
                <span className="muted">
                  {' '}
                  · {h.who?.name ?? words.formatMessage(messages.noOne)}
                  {h.reason ? <> {words.formatMessage(messages.reason, { reason: h.reason })}</> : ''}
                  {h.tracking ? <> {words.formatMessage(messages.shipped, { carrier: h.carrier ?? '', tracking: h.tracking, ltr })}</> : ''}
                  {h.message ? ` · ${h.message}` : ''}
                </span>
              </>
            ),
          }))}
        />
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-touch" onClick={onClose}>
          {words.formatMessage(messages.close)}
        </button>
      </div>
    </dialog>
  );
}
