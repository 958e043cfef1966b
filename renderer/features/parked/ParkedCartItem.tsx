/** One parked cart in the list: its label, number, age, who parked it, items and total; Resume, or Discard after asking. */
import type { ParkedCartView } from '../../../shared/parked/parked-carts.js';
import { relativeTime } from '../../ui/words/format-time.js';
import { nameOf } from './parked-cart-name.js';

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
  return (
    <li className="parked-cart">
      <div className="parked-facts">
        <strong>{cart.label ?? 'No label'}</strong>
        <span className="muted">
          {cart.number} · parked {relativeTime(cart.parkedAt, now)} by {cart.parkedBy?.name ?? '—'}
        </span>
        <span>
          {cart.itemCount} item{cart.itemCount === 1 ? '' : 's'} · <strong>{cart.displayTotal}</strong>
        </span>
      </div>
      {askingDiscard ? (
        <div className="confirm" role="group" aria-label={`Discard ${nameOf(cart)}?`}>
          <span>Delete this cart at the store?</span>
          <button type="button" className="btn btn-danger btn-touch" autoFocus onClick={onDiscard}>
            Discard
          </button>
          <button type="button" className="btn btn-touch" onClick={onKeep}>
            Keep
          </button>
        </div>
      ) : (
        <div className="parked-actions">
          <button type="button" className="btn btn-primary btn-touch" aria-label={`Resume ${nameOf(cart)}`} disabled={busy} onClick={onResume}>
            Resume
          </button>
          <button type="button" className="btn btn-touch" aria-label={`Discard ${nameOf(cart)}`} disabled={busy} onClick={onAskDiscard}>
            Discard
          </button>
        </div>
      )}
    </li>
  );
}
