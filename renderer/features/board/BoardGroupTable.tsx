/** One group of the board (what needs doing) as a table of its orders. */
import type { BoardOrder } from '../../../shared/orders/orders-board.js';
import type { ActionRequest } from './BoardActionDialog.js';
import { BoardRow } from './BoardRow.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  caption: { id: 'board.table.caption', defaultMessage: '{group} ({count})' },
  select: { id: 'board.table.select', defaultMessage: 'Select' },
  order: { id: 'board.table.order', defaultMessage: 'Order' },
  customer: { id: 'board.table.customer', defaultMessage: 'Customer' },
  sold: { id: 'board.table.sold', defaultMessage: 'Sold' },
  total: { id: 'board.table.total', defaultMessage: 'Total' },
  fulfilment: { id: 'board.table.fulfilment', defaultMessage: 'Fulfilment' },
  actions: { id: 'board.table.actions', defaultMessage: 'Actions' },
});

export interface BoardGroupTableProps {
  label: string;
  orders: BoardOrder[];
  onOpen(number: string, from: HTMLElement): void;
  onAct(request: ActionRequest, immediate: boolean): void;
}

export function BoardGroupTable({ label, orders, onOpen, onAct }: BoardGroupTableProps) {
  const words = useWords();
  return (
    <div className="table-wrap board-group">
      <table className="orders-table board-table">
        <caption>{words.formatMessage(messages.caption, { group: label, count: orders.length })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{words.formatMessage(messages.select)}</span>
            </th>
            <th scope="col">{words.formatMessage(messages.order)}</th>
            <th scope="col">{words.formatMessage(messages.customer)}</th>
            <th scope="col">{words.formatMessage(messages.sold)}</th>
            <th scope="col" className="num">
              {words.formatMessage(messages.total)}
            </th>
            <th scope="col">{words.formatMessage(messages.fulfilment)}</th>
            <th scope="col">
              <span className="visually-hidden">{words.formatMessage(messages.actions)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <BoardRow key={o.number} order={o} onOpen={onOpen} onAct={onAct} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
