/** One order on the board: its tick box (the pick list's selection), who bought it, where it was sold, what it paid, its fulfilment and its next actions. */
import type { BoardChannel, BoardOrder } from '../../../shared/orders/orders-board.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { ltr } from '../orders/left-to-right.js';
import { dateTime, timeOfDay } from '../../ui/words/format-time.js';
import { useBoard } from './board.js';
import type { ActionRequest } from './BoardActionDialog.js';
import { orderActions } from './order-actions.js';
import { orderReturnWords } from './order-return-words.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const SOLD_WORDS = defineMessages<BoardChannel>({
  this_till: { id: 'board.row.thisTill', defaultMessage: 'This till' },
  other_tills: { id: 'board.row.anotherTill', defaultMessage: 'Another till' },
  web: { id: 'board.row.web', defaultMessage: 'Web' },
});

const messages = defineMessages({
  select: { id: 'board.row.select', defaultMessage: 'Select {number}' },
  details: { id: 'board.row.details', defaultMessage: 'Details of {number}' },
  by: { id: 'board.row.by', defaultMessage: 'by {name}' },
  waitingSince: { id: 'board.row.waitingSince', defaultMessage: 'waiting since {time}' },
  tracking: { id: 'board.row.tracking', defaultMessage: 'tracking <ltr>{number}</ltr>' },
});
const shortTime = (iso: string | null) => (iso ? dateTime(iso) : '—');

export function BoardRow({
  order,
  onOpen,
  onAct,
}: {
  order: BoardOrder;
  onOpen(number: string, from: HTMLElement): void;
  onAct(request: ActionRequest, immediate: boolean): void;
}) {
  const words = useWords();
  const place = usePlace();
  const selected = useBoard((s) => s.selected);
  const toggle = useBoard((s) => s.toggle);
  const act = useBoard((s) => s.act);
  const primary = orderActions(order, act).filter((a) => a.primary);
  return (
    <tr>
      <td className="board-pick">
        <label className="board-pick-label">
          <input type="checkbox" checked={selected.includes(order.number)} onChange={() => toggle(order.number)} />
          <span className="visually-hidden">{words.formatMessage(messages.select, { number: order.number })}</span>
        </label>
      </td>
      <th scope="row">
        <button
          type="button"
          className="link-button"
          aria-label={words.formatMessage(messages.details, { number: order.number })}
          onClick={(e) => onOpen(order.number, e.currentTarget)}
        >
          {order.number}
        </button>
        <div className="muted small">{shortTime(order.completedAt)}</div>
      </th>
      <td className="board-customer">
        <div>{order.customerName ?? '—'}</div>
        <div className="muted small">{order.email ?? ''}</div>
      </td>
      <td>
        {words.formatMessage(SOLD_WORDS[order.sold])}
        {order.soldBy && <div className="muted small">{words.formatMessage(messages.by, { name: order.soldBy.name })}</div>}
      </td>
      <td className="num">
        {amountWords(order.total, order.currency, place)}
        <div>
          <StatusBadge value={order.paymentState} />
        </div>
      </td>
      <td>
        <StatusBadge value={order.state === 'complete' ? order.shipmentState : order.state} />
        {order.waitingSince && <div className="muted small">{words.formatMessage(messages.waitingSince, { time: timeOfDay(order.waitingSince) })}</div>}
        {order.shipments.some((s) => s.tracking) && (
          <div className="muted small">{words.formatMessage(messages.tracking, { number: order.shipments.find((s) => s.tracking)!.tracking, ltr })}</div>
        )}
        {orderReturnWords(order.returns) && <div className="muted small">{orderReturnWords(order.returns)}</div>}
      </td>
      <td>
        <div className="board-actions">
          {primary.map((a) => (
            <button key={a.id} type="button" className="btn btn-small btn-touch" aria-label={a.label} onClick={() => onAct(a.request, a.immediate)}>
              {a.text}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}
