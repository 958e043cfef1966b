/** One parked cart in the list: its label, number, age, who parked it, items and total; Resume, or Discard after asking. */
import type { ParkedCartView } from '../../../shared/parked/parked-carts.js';
import { relativeTime } from '../../ui/words/format-time.js';
import { nameOf } from './parked-cart-name.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  noLabel: { id: 'parked.item.noLabel', defaultMessage: 'No label' },
  parked: { id: 'parked.item.parked', defaultMessage: '{number} · parked {when} by {who}' },
  items: { id: 'parked.item.items', defaultMessage: '{count, plural, one {# item} other {# items}} · <strong>{total}</strong>' },
  askDiscard: { id: 'parked.item.askDiscard', defaultMessage: 'Discard {name}?' },
  deleteAtStore: { id: 'parked.item.deleteAtStore', defaultMessage: 'Delete this cart at the store?' },
  discard: { id: 'parked.item.discard', defaultMessage: 'Discard' },
  keep: { id: 'parked.item.keep', defaultMessage: 'Keep' },
  resumeName: { id: 'parked.item.resumeName', defaultMessage: 'Resume {name}' },
  resume: { id: 'parked.item.resume', defaultMessage: 'Resume' },
  discardName: { id: 'parked.item.discardName', defaultMessage: 'Discard {name}' },
});

export interface ParkedCartItemProps {
  cart: ParkedCartView;
  /** Ages as of the opening of the list. */
  now: number;
  busy: boolean;
  /** Discarding this cart is being asked. */
  askingDiscard: boolean;
  onResume(): void;
  onAskDiscard(): void;
  onDiscard(): void;
  onKeep(): void;
}

export function ParkedCartItem({ cart, now, busy, askingDiscard, onResume, onAskDiscard, onDiscard, onKeep }: ParkedCartItemProps) {
  const words = useWords();
  const place = usePlace();
  return (
    <li className="parked-cart">
      <div className="parked-facts">
        <strong>{cart.label ?? words.formatMessage(messages.noLabel)}</strong>
        <span className="muted">
          {words.formatMessage(messages.parked, {
            number: <span dir="ltr">{cart.number}</span>,
            when: relativeTime(cart.parkedAt, now),
            who: cart.parkedBy?.name ?? '—',
          })}
        </span>
        <span>
          {words.formatMessage(messages.items, {
            count: cart.itemCount,
            total: amountWords(cart.total, cart.currency, place),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </span>
      </div>
      {askingDiscard ? (
        <div className="confirm" role="group" aria-label={words.formatMessage(messages.askDiscard, { name: nameOf(cart) })}>
          <span>{words.formatMessage(messages.deleteAtStore)}</span>
          <button type="button" className="btn btn-danger btn-touch" autoFocus onClick={onDiscard}>
            {words.formatMessage(messages.discard)}
          </button>
          <button type="button" className="btn btn-touch" onClick={onKeep}>
            {words.formatMessage(messages.keep)}
          </button>
        </div>
      ) : (
        <div className="parked-actions">
          <button
            type="button"
            className="btn btn-primary btn-touch"
            aria-label={words.formatMessage(messages.resumeName, { name: nameOf(cart) })}
            disabled={busy}
            onClick={onResume}
          >
            {words.formatMessage(messages.resume)}
          </button>
          <button
            type="button"
            className="btn btn-touch"
            aria-label={words.formatMessage(messages.discardName, { name: nameOf(cart) })}
            disabled={busy}
            onClick={onAskDiscard}
          >
            {words.formatMessage(messages.discard)}
          </button>
        </div>
      )}
    </li>
  );
}
