/** The tracked orders as a table: each order's states, its last successful check, its details and a Refresh. */
import { defineMessages } from '../../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../../i18n/use-words.js';
import { StatusBadge } from '../../../ui/StatusBadge.js';
import { relativeTime } from '../../../ui/words/format-time.js';
import { EmailText } from '../EmailText.js';
import type { TrackedOrder } from '../../../../shared/bridge/bridge.js';
import { useOrders } from '../orders.js';
import { amountWords } from '../../../../shared/money.js';

const messages = defineMessages({
  caption: { id: 'orders.tracked.caption', defaultMessage: 'Tracked orders' },
  order: { id: 'orders.tracked.order', defaultMessage: 'Order' },
  customer: { id: 'orders.tracked.customer', defaultMessage: 'Customer' },
  items: { id: 'orders.tracked.items', defaultMessage: 'Items' },
  total: { id: 'orders.tracked.total', defaultMessage: 'Total' },
  orderState: { id: 'orders.tracked.orderState', defaultMessage: 'Order state' },
  payment: { id: 'orders.tracked.payment', defaultMessage: 'Payment' },
  shipment: { id: 'orders.tracked.shipment', defaultMessage: 'Shipment' },
  lastCheck: { id: 'orders.tracked.lastCheck', defaultMessage: 'Last successful check' },
  actions: { id: 'orders.tracked.actions', defaultMessage: 'Actions' },
  noMatch: { id: 'orders.tracked.noMatch', defaultMessage: 'No order matches these filters.' },
  details: { id: 'orders.tracked.details', defaultMessage: 'Details of {number}' },
  tracked: { id: 'orders.tracked.tracked', defaultMessage: 'tracked' },
  refreshOrder: { id: 'orders.tracked.refreshOrder', defaultMessage: 'Refresh {number}' },
  checking: { id: 'orders.tracked.checking', defaultMessage: 'Checking…' },
  refresh: { id: 'orders.tracked.refresh', defaultMessage: 'Refresh' },
});

export function TrackedOrdersTable({ shown, now, onOpen }: { shown: TrackedOrder[]; now: number; onOpen(number: string, from: HTMLElement): void }) {
  const words = useWords();
  const place = usePlace();
  const refresh = useOrders((s) => s.refresh);
  const refreshing = useOrders((s) => s.refreshing);
  return (
    <div className="table-wrap">
      <table className="orders-table">
        <caption>{words.formatMessage(messages.caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{words.formatMessage(messages.order)}</th>
            <th scope="col">{words.formatMessage(messages.customer)}</th>
            <th scope="col" className="num">
              {words.formatMessage(messages.items)}
            </th>
            <th scope="col" className="num">
              {words.formatMessage(messages.total)}
            </th>
            <th scope="col">{words.formatMessage(messages.orderState)}</th>
            <th scope="col">{words.formatMessage(messages.payment)}</th>
            <th scope="col">{words.formatMessage(messages.shipment)}</th>
            <th scope="col">{words.formatMessage(messages.lastCheck)}</th>
            <th scope="col">
              <span className="visually-hidden">{words.formatMessage(messages.actions)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && (
            <tr>
              <td colSpan={9} className="muted">
                {words.formatMessage(messages.noMatch)}
              </td>
            </tr>
          )}
          {shown.map((o) => (
            <tr key={o.number}>
              <th scope="row">
                <button
                  type="button"
                  className="link-button"
                  aria-label={words.formatMessage(messages.details, { number: o.number })}
                  onClick={(e) => onOpen(o.number, e.currentTarget)}
                >
                  {o.number}
                </button>
              </th>
              <td className="order-email">{o.email ? <EmailText email={o.email} /> : '—'}</td>
              <td className="num">{o.itemCount}</td>
              <td className="num">{amountWords(o.total, o.currency, place)}</td>
              <td>
                <StatusBadge value={o.state} />
              </td>
              <td>
                <StatusBadge value={o.paymentState} />
              </td>
              <td>
                <StatusBadge value={o.shipmentState} />
                {o.shipments.some((s) => s.trackingUrl) && <span className="muted"> {words.formatMessage(messages.tracked)}</span>}
              </td>
              <td className="order-check">
                {relativeTime(o.lastCheckedAt, now)}
                {o.lastError && <span className="field-error"> {o.lastError}</span>}
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-small btn-ghost"
                  aria-label={words.formatMessage(messages.refreshOrder, { number: o.number })}
                  disabled={refreshing.has(o.number)}
                  onClick={() => void refresh(o.number)}
                >
                  {words.formatMessage(refreshing.has(o.number) ? messages.checking : messages.refresh)}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
