/**
 * Parking the sale in progress: an optional label (typed, or none), then the cart is empty for
 * the next customer. Enter parks, Escape keeps the sale. Loaded only when first opened.
 */
import { useEffect, useId, useState } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import { useParked } from './parked.js';
import { useSale } from '../sell/sale.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  title: { id: 'parked.park.title', defaultMessage: 'Park this sale' },
  summary: {
    id: 'parked.park.summary',
    defaultMessage: '{count, plural, one {# item} other {# items}}, {total}. The cart stays at the store; resume it from Parked (F8).',
  },
  label: { id: 'parked.park.label', defaultMessage: 'Label (optional)' },
  placeholder: { id: 'parked.park.placeholder', defaultMessage: 'e.g. Blue jacket, back in 10 min' },
  keepSelling: { id: 'parked.park.keepSelling', defaultMessage: 'Keep selling' },
  parking: { id: 'parked.park.parking', defaultMessage: 'Parking…' },
  park: { id: 'parked.park.park', defaultMessage: 'Park sale' },
});

export function ParkSaleDialog({ onClose }: { onClose: (parked: boolean) => void }) {
  const ref = useModalDialog();
  const words = useWords();
  const place = usePlace();
  const titleId = useId();
  const errorId = useId();
  const [label, setLabel] = useState('');
  const busy = useParked((s) => s.busy);
  const error = useParked((s) => s.error);
  const park = useParked((s) => s.park);
  const clearError = useParked((s) => s.clearError);
  const cart = useSale((s) => s.cart);
  const items = cart?.lineItems.reduce((n, l) => n + l.quantity, 0) ?? 0;

  useEffect(() => {
    clearError();
  }, [clearError]);

  const submit = async () => {
    if (await park(label)) onClose(true);
  };

  return (
    <dialog
      ref={ref}
      className="dialog park-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose(false);
      }}
    >
      <form
        className="park-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2 id={titleId}>{words.formatMessage(messages.title)}</h2>
        {cart && <p className="muted">{words.formatMessage(messages.summary, { count: items, total: amountWords(cart.total, cart.currency, place) })}</p>}
        <label className="field">
          <span>{words.formatMessage(messages.label)}</span>
          <input
            type="text"
            value={label}
            maxLength={60}
            autoFocus
            autoComplete="off"
            placeholder={words.formatMessage(messages.placeholder)}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setLabel(e.target.value)}
          />
        </label>
        <div id={errorId} role="alert" className="park-error">
          {error && <div className="banner banner-error">{error}</div>}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-touch" onClick={() => onClose(false)}>
            {words.formatMessage(messages.keepSelling)}
          </button>
          <button type="submit" className="btn btn-primary btn-touch" disabled={busy !== null}>
            {words.formatMessage(busy ? messages.parking : messages.park)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
