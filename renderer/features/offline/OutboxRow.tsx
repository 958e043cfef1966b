/** One offline sale in the outbox table: when it was taken and by whom, its total, where it stands (and any price the store set differently), its order and its receipt. */
import type { OfflineSaleView } from '../../../shared/offline/offline-outbox.js';
import { clockTime } from '../../ui/words/format-time.js';
import { differenceWords, money, priceRuleWords, standingWords } from '../orders/offline-words.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  order: { id: 'offline.outboxRow.order', defaultMessage: 'Order {order} (offline sale {ref})' },
  receiptOf: { id: 'offline.outboxRow.receiptOf', defaultMessage: 'Receipt of {ref}' },
  receipt: { id: 'offline.outboxRow.receipt', defaultMessage: 'Receipt' },
});

const TONE: Record<OfflineSaleView['state'], string> = {
  pending: 'neutral',
  replaying: 'info',
  placed: 'ok',
  needs_manager: 'bad',
  resolved: 'warn',
};

export interface OutboxRowProps {
  s: OfflineSaleView;
  now: number;
  onOpenOrder(number: string, from: HTMLElement): void;
  onReceipt(from: HTMLElement): void;
}

export function OutboxRow({ s, now, onOpenOrder, onReceipt }: OutboxRowProps) {
  const words = useWords();
  return (
    <tr>
      <th scope="row">{s.ref}</th>
      <td>
        {clockTime(s.takenAt, now)}
        {s.staff && <span className="muted"> · {s.staff.name}</span>}
      </td>
      <td className="num">{money(s.total, s.currency)}</td>
      <td>
        <span className={`badge badge-${TONE[s.state]}`}>{standingWords(s)}</span>
        {/* Placed at the price paid: the store's other price is settled by its adjustment. */}
        {s.adjustment && <span className="offline-difference">{priceRuleWords(s)}</span>}
        {s.differences
          .filter((d) => d.kind !== 'line_dropped')
          .map((d, i) => (
            <span key={i} className="offline-difference">
              {differenceWords(d, s.currency)}
            </span>
          ))}
      </td>
      <td>
        {s.orderNumber ? (
          <button
            type="button"
            className="link-button"
            aria-label={words.formatMessage(messages.order, { order: s.orderNumber, ref: s.ref })}
            onClick={(e) => onOpenOrder(s.orderNumber!, e.currentTarget)}
          >
            {s.orderNumber}
          </button>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          aria-label={words.formatMessage(messages.receiptOf, { ref: s.ref })}
          onClick={(e) => onReceipt(e.currentTarget)}
        >
          {words.formatMessage(messages.receipt)}
        </button>
      </td>
    </tr>
  );
}
