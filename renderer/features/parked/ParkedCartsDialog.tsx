/**
 * The parked carts: each with its label, age, items, total and who parked it; resume one (the
 * sale in progress is parked first, after asking), or discard one (after asking: its cart is
 * deleted at the store). A resumed cart that changed at the store while parked shows what
 * changed, with the totals before and after, before the clerk carries on; a cart the store no
 * longer has is said plainly. Loaded only when first opened; Escape closes it.
 */
import { useEffect, useId, useState } from 'react';
import type { ParkedCartChanges, ParkedCartView } from '../../../shared/parked/parked-carts.js';
import { Totals } from '../../ui/Totals.js';
import { useModalDialog } from '../../ui/use-modal-dialog.js';
import { useParked } from './parked.js';
import { nameOf } from './parked-cart-name.js';
import { ParkedCartItem } from './ParkedCartItem.js';
import { useSale } from '../sell/sale.js';

type Asking = { kind: 'discard'; cart: ParkedCartView } | { kind: 'park-first'; cart: ParkedCartView } | null;

function Changes({ number, changes, onDone }: { number: string; changes: ParkedCartChanges; onDone: () => void }) {
  const line = (name: string, optionsText: string) => (optionsText ? `${name} (${optionsText})` : name);
  return (
    <section className="parked-changes" aria-labelledby="parked-changes-title">
      <h3 id="parked-changes-title">Sale {number} changed at the store while it was parked</h3>
      {changes.prices.length > 0 && (
        <>
          <h4>Prices in the cart</h4>
          <ul>
            {changes.prices.map((c) => (
              <li key={`p-${c.name}-${c.optionsText}`}>
                {line(c.name, c.optionsText)}: was {c.before}, now {c.after}
              </li>
            ))}
          </ul>
        </>
      )}
      {changes.pricesAtCheckout.length > 0 && (
        <>
          <h4>New prices at the store (charged from checkout on)</h4>
          <ul>
            {changes.pricesAtCheckout.map((c) => (
              <li key={`c-${c.name}-${c.optionsText}`}>
                {line(c.name, c.optionsText)}: {c.before} in the cart, {c.after} at the store now
              </li>
            ))}
          </ul>
        </>
      )}
      {changes.unavailable.length > 0 && (
        <>
          <h4>No longer available as parked</h4>
          <ul>
            {changes.unavailable.map((u) => (
              <li key={`u-${u.name}-${u.optionsText}`}>
                {line(u.name, u.optionsText)}:{' '}
                {u.why === 'sold_out'
                  ? `sold out at the store (${u.quantity} in the cart): remove it before checkout`
                  : u.quantityNow === 0
                    ? `removed by the store (${u.quantity} parked)`
                    : `${u.quantityNow} left of ${u.quantity} parked`}
              </li>
            ))}
          </ul>
        </>
      )}
      <Totals
        rows={[
          { label: 'Total when parked', amount: changes.totalBefore },
          { label: 'Total now', amount: changes.totalAfter, grand: true },
        ]}
      />
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary btn-touch" autoFocus onClick={onDone}>
          Carry on with this sale
        </button>
      </div>
    </section>
  );
}

export function ParkedCartsDialog({ onClose }: { onClose: () => void }) {
  const ref = useModalDialog();
  const titleId = useId();
  const parked = useParked((s) => s.parked);
  const busy = useParked((s) => s.busy);
  const error = useParked((s) => s.error);
  const outcome = useParked((s) => s.outcome);
  const resume = useParked((s) => s.resume);
  const discard = useParked((s) => s.discard);
  const clearOutcome = useParked((s) => s.clearOutcome);
  const clearError = useParked((s) => s.clearError);
  const openCart = useSale((s) => s.cart);
  const [asking, setAsking] = useState<Asking>(null);
  const [label, setLabel] = useState('');
  const [resumedNumber, setResumedNumber] = useState<string | null>(null);
  // Ages as of the opening of the list.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    clearOutcome();
    clearError();
  }, [clearOutcome, clearError]);

  const finishResume = async (number: string, parkOpenSaleAs?: string) => {
    setAsking(null);
    setResumedNumber(number);
    if (!(await resume(number, parkOpenSaleAs))) return;
    const result = useParked.getState().outcome;
    if (result?.outcome === 'resumed' && !result.changes.any) {
      clearOutcome();
      onClose();
    }
  };

  const startResume = (cart: ParkedCartView) => {
    clearError();
    if (openCart) {
      setLabel('');
      setAsking({ kind: 'park-first', cart });
    } else void finishResume(cart.number);
  };

  const changes = outcome?.outcome === 'resumed' && outcome.changes.any ? outcome.changes : null;
  const gone = outcome && outcome.outcome !== 'resumed' ? outcome.message : null;

  return (
    <dialog
      ref={ref}
      className="dialog parked-dialog"
      aria-labelledby={titleId}
      aria-busy={busy !== null}
      onCancel={(e) => {
        e.preventDefault();
        if (asking) setAsking(null);
        else onClose();
      }}
    >
      <div className="parked-body">
        <h2 id={titleId}>Parked carts ({parked.carts.length})</h2>
        {parked.warning && (
          <div className="banner banner-warning" role="status">
            {parked.warning}
          </div>
        )}
        <div role="alert" className="parked-alert">
          {error && <div className="banner banner-error">{error}</div>}
          {gone && <div className="banner banner-warning">{gone}</div>}
        </div>
        {changes && resumedNumber ? (
          <Changes number={resumedNumber} changes={changes} onDone={onClose} />
        ) : asking?.kind === 'park-first' && openCart ? (
          <form
            className="park-form"
            aria-label={`Park sale ${openCart.number} first`}
            onSubmit={(e) => {
              e.preventDefault();
              void finishResume(asking.cart.number, label);
            }}
          >
            <p>
              Sale {openCart.number} is in progress ({openCart.displayTotal}). It is parked first, then {nameOf(asking.cart)} is resumed.
            </p>
            <label className="field">
              <span>Label for sale {openCart.number} (optional)</span>
              <input type="text" value={label} maxLength={60} autoFocus autoComplete="off" onChange={(e) => setLabel(e.target.value)} />
            </label>
            <div className="dialog-actions">
              <button type="button" className="btn btn-touch" onClick={() => setAsking(null)}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary btn-touch" disabled={busy !== null}>
                Park it and resume
              </button>
            </div>
          </form>
        ) : parked.carts.length === 0 ? (
          <p className="empty">No parked carts. Park a sale with F7 to serve the next customer.</p>
        ) : (
          <ul className="parked-list" aria-label="Parked carts">
            {parked.carts.map((cart) => (
              <ParkedCartItem
                key={cart.number}
                cart={cart}
                now={now}
                busy={busy !== null}
                askingDiscard={asking?.kind === 'discard' && asking.cart.number === cart.number}
                onResume={() => startResume(cart)}
                onAskDiscard={() => setAsking({ kind: 'discard', cart })}
                onDiscard={() => {
                  setAsking(null);
                  void discard(cart.number);
                }}
                onKeep={() => setAsking(null)}
              />
            ))}
          </ul>
        )}
        {!changes && !asking && (
          <div className="dialog-actions">
            <button type="button" className="btn btn-touch" onClick={onClose}>
              Close
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
