/** One group of the board (what needs doing) as a table of its orders. */
import type { BoardOrder } from '../../../shared/orders/orders-board.js';
import type { ActionRequest } from './BoardActionDialog.js';
import { BoardRow } from './BoardRow.js';

export interface BoardGroupTableProps {
  label: string;
  orders: BoardOrder[];
  onOpen(number: string, from: HTMLElement): void;
  onAct(request: ActionRequest, immediate: boolean): void;
}

export function BoardGroupTable({ label, orders, onOpen, onAct }: BoardGroupTableProps) {
  return (
    <div className="table-wrap board-group">
      <table className="orders-table board-table">
        <caption>
          {label} ({orders.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Sold</th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Fulfilment</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
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
