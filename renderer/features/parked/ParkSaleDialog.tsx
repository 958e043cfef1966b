/**
 * Parking the sale in progress: an optional label (typed, or none), then the cart is empty for
 * the next customer. Enter parks, Escape keeps the sale. Loaded only when first opened.
 */
import { useEffect, useId, useState } from 'react';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import { useParked } from './parked.js';
import { useSale } from '../sell/sale.js';

export function ParkSaleDialog({ onClose }: { onClose: (parked: boolean) => void }) {
  const ref = useModalDialog();
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
        <h2 id={titleId}>Park this sale</h2>
        {cart && (
          <p className="muted">
            {items} item{items === 1 ? '' : 's'}, {cart.displayTotal}. The cart stays at the store; resume it from Parked (F8).
          </p>
        )}
        <label className="field">
          <span>Label (optional)</span>
          <input
            type="text"
            value={label}
            maxLength={60}
            autoFocus
            autoComplete="off"
            placeholder="e.g. Blue jacket, back in 10 min"
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setLabel(e.target.value)}
          />
        </label>
        <div id={errorId} role="alert" className="park-error">
          {error && <div className="banner banner-error">{error}</div>}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-touch" onClick={() => onClose(false)}>
            Keep selling
          </button>
          <button type="submit" className="btn btn-primary btn-touch" disabled={busy !== null}>
            {busy ? 'Parking…' : 'Park sale'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
