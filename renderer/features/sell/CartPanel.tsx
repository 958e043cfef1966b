/**
 * The cart beside the catalog: lines with steppers and a typed quantity, the server's totals,
 * checkout, and the live region that tells any failed sale action of the Sell screen.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useApp } from '../../shell/app.js';
import { CartExtras } from './CartExtras.js';
import { LOADING_SALE, useSale } from './sale.js';
import { Totals } from '../../ui/Totals.js';
import { orderTotalsRows } from '../../ui/words/totals-rows.js';
import { CartLines } from './cart/CartLines.js';
import { useCartChanging, useCheckoutKey } from './cart/use-checkout-key.js';
import { SaleErrorNotice } from './SaleErrorNotice.js';
import { useParked } from '../parked/parked.js';
import { OfflineSaleNote } from '../offline/OfflineSaleNote.js';
import { isOfflineCart } from '../../../shared/offline/offline-cart.js';
import { SaleDiscountButton } from './discounts/SaleDiscountButton.js';
import { CartHoldWarnings } from '../stock/lookup/CartHoldWarnings.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  discardQuestion: { id: 'sell.cart.discardQuestion', defaultMessage: 'Discard this sale?' },
  discard: { id: 'sell.cart.discard', defaultMessage: 'Discard' },
  emptyQuestion: { id: 'sell.cart.emptyQuestion', defaultMessage: 'Empty the cart?' },
  empty: { id: 'sell.cart.empty', defaultMessage: 'Empty' },
  cart: { id: 'sell.cart.title', defaultMessage: 'Cart' },
  parked: { id: 'sell.cart.parked', defaultMessage: 'Parked ({count})' },
  noItems: { id: 'sell.cart.noItems', defaultMessage: 'No items yet. Search, tap a product, or scan a barcode.' },
  checkout: { id: 'sell.cart.checkout', defaultMessage: 'Checkout' },
  keep: { id: 'sell.cart.keep', defaultMessage: 'Keep' },
  emptyCart: { id: 'sell.cart.emptyCart', defaultMessage: 'Empty cart' },
  parkSale: { id: 'sell.cart.parkSale', defaultMessage: 'Park sale' },
  discardSale: { id: 'sell.cart.discardSale', defaultMessage: 'Discard sale' },
});

// Parking is not needed for the first sale: its dialogs load when first opened.
const ParkSaleDialog = lazy(() => import('../parked/ParkSaleDialog.js').then((m) => ({ default: m.ParkSaleDialog })));
const ParkedCartsDialog = lazy(() => import('../parked/ParkedCartsDialog.js').then((m) => ({ default: m.ParkedCartsDialog })));

/** The two ways of letting a sale's lines go, each asked first. */
const CONFIRM = {
  discard: { question: messages.discardQuestion, action: messages.discard },
  empty: { question: messages.emptyQuestion, action: messages.empty },
} as const;

export function CartPanel() {
  const words = useWords();
  const cart = useSale((s) => s.cart);
  const busy = useSale((s) => s.busy);
  const discard = useSale((s) => s.discard);
  const go = useApp((s) => s.go);
  const [confirming, setConfirming] = useState<keyof typeof CONFIRM | null>(null);
  const lines = cart?.lineItems ?? [];
  // The sale in progress could not be read: the cart is not empty, only not known yet.
  const unread = useSale((s) => s.error !== null && s.errorFrom === LOADING_SALE);
  const changing = useCartChanging();
  const canCheckout = lines.length > 0 && !changing;
  const parkedCount = useParked((s) => s.parked.carts.length);
  const [parkDialog, setParkDialog] = useState<'park' | 'list' | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const canPark = lines.length > 0 && busy === null;

  useEffect(() => {
    if (!useParked.getState().loaded) void useParked.getState().load();
  }, []);

  const openParkDialog = (which: 'park' | 'list') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setParkDialog(which);
  };
  const closeParkDialog = (refocus: 'opener' | 'search') => {
    setParkDialog(null);
    // Once the modal dialog has left the page, the focus goes back where the clerk was (or to the search for the next sale).
    setTimeout(() => (refocus === 'search' ? document.getElementById('catalog-search') : opener.current)?.focus(), 0);
  };

  // F7 parks the sale, F8 lists the parked carts (F6 is the Shift screen), from anywhere on the Sell screen.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== 'F7' && e.key !== 'F8') || document.querySelector('dialog[open]')) return;
      e.preventDefault();
      if (e.key === 'F8') openParkDialog('list');
      else if (canPark) openParkDialog('park');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canPark]);

  useCheckoutKey(lines.length);

  return (
    <section className="cart-panel" aria-label={words.formatMessage(messages.cart)}>
      <header className="panel-header">
        <h2>{words.formatMessage(messages.cart)}</h2>
        <button type="button" className="btn btn-small btn-touch parked-open" aria-keyshortcuts="F8" onClick={() => openParkDialog('list')}>
          {words.formatMessage(messages.parked, { count: parkedCount })} {/* not-words: a key name */}
          <kbd>F8</kbd>
        </button>
      </header>
      <OfflineSaleNote />
      <SaleErrorNotice place="cart" />
      <CartHoldWarnings />
      {lines.length === 0 ? !unread && <p className="empty">{words.formatMessage(messages.noItems)}</p> : <CartLines cart={cart!} busy={busy} />}
      {!isOfflineCart(cart) && <CartExtras />}
      {lines.length > 0 && <SaleDiscountButton busy={busy !== null} />}
      {cart && <Totals rows={orderTotalsRows(cart)} />}
      <div className="cart-actions">
        <button type="button" className="btn btn-primary btn-block" disabled={!canCheckout} aria-keyshortcuts="F9" onClick={() => go('checkout')}>
          {words.formatMessage(messages.checkout)} {/* not-words: a key name */}
          <kbd>F9</kbd>
        </button>
        {cart &&
          (confirming ? (
            <div className="confirm" role="group" aria-label={words.formatMessage(CONFIRM[confirming].question)}>
              <span>{words.formatMessage(CONFIRM[confirming].question)}</span>
              <button
                type="button"
                className="btn btn-danger btn-small"
                onClick={() => {
                  setConfirming(null);
                  void (confirming === 'discard' ? discard() : useSale.getState().empty());
                }}
              >
                {words.formatMessage(CONFIRM[confirming].action)}
              </button>
              <button type="button" className="btn btn-small btn-ghost" onClick={() => setConfirming(null)}>
                {words.formatMessage(messages.keep)}
              </button>
            </div>
          ) : (
            <div className="cart-secondary">
              {lines.length > 0 && (
                <button type="button" className="btn btn-ghost" aria-disabled={busy !== null} onClick={() => busy === null && setConfirming('empty')}>
                  {words.formatMessage(messages.emptyCart)}
                </button>
              )}
              {lines.length > 0 && (
                <button type="button" className="btn btn-ghost" aria-keyshortcuts="F7" disabled={!canPark} onClick={() => openParkDialog('park')}>
                  {words.formatMessage(messages.parkSale)} {/* not-words: a key name */}
                  <kbd>F7</kbd>
                </button>
              )}
              <button type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => setConfirming('discard')}>
                {words.formatMessage(messages.discardSale)}
              </button>
            </div>
          ))}
      </div>
      <Suspense fallback={null}>
        {parkDialog === 'park' && <ParkSaleDialog onClose={(parked) => closeParkDialog(parked ? 'search' : 'opener')} />}
        {parkDialog === 'list' && <ParkedCartsDialog onClose={() => closeParkDialog(useSale.getState().cart ? 'search' : 'opener')} />}
      </Suspense>
    </section>
  );
}
