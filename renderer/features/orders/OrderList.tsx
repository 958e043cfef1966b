/** A plain list of orders read from the store (an account's, or the whole store's), with paging. */
import type { SaleCart } from '../../../shared/bridge/bridge.js';
import type { Page } from '../../../shared/storefront/types/types.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { dateTime } from '../../ui/words/format-time.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  none: { id: 'orders.list.none', defaultMessage: 'No orders yet.' },
  order: { id: 'orders.list.order', defaultMessage: 'Order' },
  completed: { id: 'orders.list.completed', defaultMessage: 'Completed' },
  customer: { id: 'orders.list.customer', defaultMessage: 'Customer' },
  items: { id: 'orders.list.items', defaultMessage: 'Items' },
  total: { id: 'orders.list.total', defaultMessage: 'Total' },
  payment: { id: 'orders.list.payment', defaultMessage: 'Payment' },
  shipment: { id: 'orders.list.shipment', defaultMessage: 'Shipment' },
  newer: { id: 'orders.list.newer', defaultMessage: 'Newer' },
  page: { id: 'orders.list.page', defaultMessage: 'Page {page} of {pages}' },
  older: { id: 'orders.list.older', defaultMessage: 'Older' },
});

export function OrderList({ caption, orders, page, onPage }: { caption: string; orders: Page<SaleCart>; page: number; onPage(page: number): void }) {
  const words = useWords();
  const place = usePlace();
  if (orders.items.length === 0) return <p className="empty">{words.formatMessage(messages.none)}</p>;
  return (
    <>
      <table className="orders-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.formatMessage(messages.order)}</th>
            <th scope="col">{words.formatMessage(messages.completed)}</th>
            <th scope="col">{words.formatMessage(messages.customer)}</th>
            <th scope="col" className="num">
              {words.formatMessage(messages.items)}
            </th>
            <th scope="col" className="num">
              {words.formatMessage(messages.total)}
            </th>
            <th scope="col">{words.formatMessage(messages.payment)}</th>
            <th scope="col">{words.formatMessage(messages.shipment)}</th>
          </tr>
        </thead>
        <tbody>
          {orders.items.map((o) => (
            <tr key={o.number}>
              <th scope="row">{o.number}</th>
              <td>{o.completedAt ? dateTime(o.completedAt) : '—'}</td>
              <td>{o.email ?? '—'}</td>
              <td className="num">{o.itemCount}</td>
              <td className="num">{amountWords(o.total, o.currency, place)}</td>
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
            {words.formatMessage(messages.newer)}
          </button>
          <span className="muted">{words.formatMessage(messages.page, { page, pages: orders.meta.totalPages })}</span>
          <button type="button" className="btn btn-small" disabled={!orders.nextPage} onClick={() => onPage(page + 1)}>
            {words.formatMessage(messages.older)}
          </button>
        </div>
      )}
    </>
  );
}
