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
import { defineMessages, sayWords } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  changedTitle: { id: 'parked.changes.title', defaultMessage: 'Sale {number} changed at the store while it was parked' },
  prices: { id: 'parked.changes.prices', defaultMessage: 'Prices in the cart' },
  priceChange: { id: 'parked.changes.priceChange', defaultMessage: '{line}: was {before}, now {after}' },
  pricesAtCheckout: { id: 'parked.changes.pricesAtCheckout', defaultMessage: 'New prices at the store (charged from checkout on)' },
  priceAtCheckout: { id: 'parked.changes.priceAtCheckout', defaultMessage: '{line}: {before} in the cart, {after} at the store now' },
  unavailable: { id: 'parked.changes.unavailable', defaultMessage: 'No longer available as parked' },
  soldOut: { id: 'parked.changes.soldOut', defaultMessage: '{line}: sold out at the store ({quantity} in the cart): remove it before checkout' },
  removed: { id: 'parked.changes.removed', defaultMessage: '{line}: removed by the store ({quantity} parked)' },
  fewerLeft: { id: 'parked.changes.fewerLeft', defaultMessage: '{line}: {left} left of {quantity} parked' },
  totalBefore: { id: 'parked.changes.totalBefore', defaultMessage: 'Total when parked' },
  totalNow: { id: 'parked.changes.totalNow', defaultMessage: 'Total now' },
  carryOn: { id: 'parked.changes.carryOn', defaultMessage: 'Carry on with this sale' },
  title: { id: 'parked.list.title', defaultMessage: 'Parked carts ({count})' },
  parkFirst: { id: 'parked.list.parkFirst', defaultMessage: 'Park sale {number} first' },
  inProgress: {
    id: 'parked.list.inProgress',
    defaultMessage: 'Sale {number} is in progress ({total}). It is parked first, then {name} is resumed.',
  },
  labelFor: { id: 'parked.list.labelFor', defaultMessage: 'Label for sale {number} (optional)' },
  cancel: { id: 'parked.list.cancel', defaultMessage: 'Cancel' },
  parkAndResume: { id: 'parked.list.parkAndResume', defaultMessage: 'Park it and resume' },
  none: { id: 'parked.list.none', defaultMessage: 'No parked carts. Park a sale with F7 to serve the next customer.' },
  list: { id: 'parked.list.list', defaultMessage: 'Parked carts' },
  close: { id: 'parked.list.close', defaultMessage: 'Close' },
});

type Asking = { kind: 'discard'; cart: ParkedCartView } | { kind: 'park-first'; cart: ParkedCartView } | null;

function Changes({ number, changes, onDone }: { number: string; changes: ParkedCartChanges; onDone: () => void }) {
  const words = useWords();
  const line = (name: string, optionsText: string) => (optionsText ? `${name} (${optionsText})` : name);
  return (
    <section className="parked-changes" aria-labelledby="parked-changes-title">
      <h3 id="parked-changes-title">{words.formatMessage(messages.changedTitle, { number })}</h3>
      {changes.prices.length > 0 && (
        <>
          <h4>{words.formatMessage(messages.prices)}</h4>
          <ul>
            {changes.prices.map((c) => (
              <li key={`p-${c.name}-${c.optionsText}`}>
                {words.formatMessage(messages.priceChange, { line: line(c.name, c.optionsText), before: c.before, after: c.after })}
              </li>
            ))}
          </ul>
        </>
      )}
      {changes.pricesAtCheckout.length > 0 && (
        <>
          <h4>{words.formatMessage(messages.pricesAtCheckout)}</h4>
          <ul>
            {changes.pricesAtCheckout.map((c) => (
              <li key={`c-${c.name}-${c.optionsText}`}>
                {words.formatMessage(messages.priceAtCheckout, { line: line(c.name, c.optionsText), before: c.before, after: c.after })}
              </li>
            ))}
          </ul>
        </>
      )}
      {changes.unavailable.length > 0 && (
        <>
          <h4>{words.formatMessage(messages.unavailable)}</h4>
          <ul>
            {changes.unavailable.map((u) => (
              <li key={`u-${u.name}-${u.optionsText}`}>
                {words.formatMessage(u.why === 'sold_out' ? messages.soldOut : u.quantityNow === 0 ? messages.removed : messages.fewerLeft, {
                  line: line(u.name, u.optionsText),
                  quantity: u.quantity,
                  left: u.quantityNow,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <Totals
        rows={[
          { label: words.formatMessage(messages.totalBefore), amount: changes.totalBefore },
          { label: words.formatMessage(messages.totalNow), amount: changes.totalAfter, grand: true },
        ]}
      />
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary btn-touch" autoFocus onClick={onDone}>
          {words.formatMessage(messages.carryOn)}
        </button>
      </div>
    </section>
  );
}

export function ParkedCartsDialog({ onClose }: { onClose: () => void }) {
  const place = usePlace();
  const ref = useModalDialog();
  const words = useWords();
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
  const gone = outcome && outcome.outcome !== 'resumed' ? sayWords(outcome.words) : null;

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
        <h2 id={titleId}>{words.formatMessage(messages.title, { count: parked.carts.length })}</h2>
        {parked.warning && (
          <div className="banner banner-warning" role="status">
            {sayWords(parked.warning)}
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
            aria-label={words.formatMessage(messages.parkFirst, { number: openCart.number })}
            onSubmit={(e) => {
              e.preventDefault();
              void finishResume(asking.cart.number, label);
            }}
          >
            <p>
              {words.formatMessage(messages.inProgress, {
                number: openCart.number,
                total: amountWords(openCart.total, openCart.currency, place),
                name: nameOf(asking.cart),
              })}
            </p>
            <label className="field">
              <span>{words.formatMessage(messages.labelFor, { number: openCart.number })}</span>
              <input type="text" value={label} maxLength={60} autoFocus autoComplete="off" onChange={(e) => setLabel(e.target.value)} />
            </label>
            <div className="dialog-actions">
              <button type="button" className="btn btn-touch" onClick={() => setAsking(null)}>
                {words.formatMessage(messages.cancel)}
              </button>
              <button type="submit" className="btn btn-primary btn-touch" disabled={busy !== null}>
                {words.formatMessage(messages.parkAndResume)}
              </button>
            </div>
          </form>
        ) : parked.carts.length === 0 ? (
          <p className="empty">{words.formatMessage(messages.none)}</p>
        ) : (
          <ul className="parked-list" aria-label={words.formatMessage(messages.list)}>
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
              {words.formatMessage(messages.close)}
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
