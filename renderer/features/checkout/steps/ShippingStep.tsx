/**
 * Checkout's shipping step: each shipment's rates (in-stock first, the store's default
 * preselected). Enter continues to Payment from wherever the focus is, as the button does.
 */
import type { ReactNode, RefObject } from 'react';
import type { SaleCart } from '../../../../shared/bridge/bridge.js';
import { ShipmentRates } from './ShipmentRates.js';
import { pickedUpAtCompletion } from '../walk-in.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'checkout.shipping.title', defaultMessage: 'Shipping' },
  pickedUp: { id: 'checkout.shipping.pickedUp', defaultMessage: 'Picked up in store by the customer.' },
  shipToCustomer: { id: 'checkout.shipping.shipToCustomer', defaultMessage: 'Ship to the customer' },
  noShipping: { id: 'checkout.shipping.noShipping', defaultMessage: 'The store has not offered shipping for this cart.' },
  chooseEach: { id: 'checkout.shipping.chooseEach', defaultMessage: 'Choose how each shipment goes.' },
  back: { id: 'checkout.shipping.back', defaultMessage: 'Back' },
  continue: { id: 'checkout.shipping.continue', defaultMessage: 'Continue to payment' },
});

export interface ShippingStepProps {
  cart: SaleCart;
  busy: string | null;
  walkIn: boolean;
  collect: boolean;
  /** A shipment whose chosen rate is not among those offered: the clerk chooses first. */
  rateToChoose: boolean;
  choosing: { shipmentId: string; rateId: string } | null;
  onChooseRate(shipmentId: string, rateId: string): void;
  /** A walk-in pickup's note (nothing otherwise). */
  walkInNote: ReactNode;
  onAskCustomer(ship: boolean): void;
  onBack(): void;
  onContinue(): void;
  heading: RefObject<HTMLHeadingElement | null>;
  continueToPayment: RefObject<HTMLButtonElement | null>;
}

export function ShippingStep(props: ShippingStepProps) {
  const words = useWords();
  const { cart, busy, walkIn, collect, rateToChoose, choosing, onChooseRate, walkInNote, onAskCustomer, onBack, onContinue, heading, continueToPayment } =
    props;
  // A walk-in pickup whose shipment the store makes at completion has nothing to choose here.
  const noShipping = cart.shipments.length === 0 && !(walkIn && pickedUpAtCompletion(cart));
  return (
    <form
      className="card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (busy !== null || noShipping || rateToChoose) return;
        onContinue();
      }}
      onKeyDown={(e) => {
        // Enter continues from wherever the focus is on this step (the heading, a rate), as the button does.
        if (e.key !== 'Enter' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
        if ((e.target as HTMLElement).closest('button, a, select, textarea')) return; // not-words: a selector
        e.preventDefault();
        e.currentTarget.requestSubmit();
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        {words.formatMessage(messages.title)}
      </h2>
      {!walkIn && collect && (
        <div className="walk-in-note">
          <p>{words.formatMessage(messages.pickedUp)}</p>
          <div className="walk-in-actions">
            <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => onAskCustomer(true)}>
              {words.formatMessage(messages.shipToCustomer)}
            </button>
          </div>
        </div>
      )}
      {walkInNote}
      {noShipping && !(walkIn && busy !== null) && <p className="empty">{words.formatMessage(messages.noShipping)}</p>}
      {rateToChoose && busy === null && <p className="field-hint">{words.formatMessage(messages.chooseEach)}</p>}
      {[...cart.shipments]
        .sort((a, b) => Number(a.backordered === true) - Number(b.backordered === true))
        .map((shipment) => (
          <ShipmentRates
            key={shipment.id}
            cart={cart}
            shipment={shipment}
            collected={walkIn || collect}
            busy={busy}
            choosing={choosing}
            onChoose={onChooseRate}
          />
        ))}
      <div className="form-actions">
        {!walkIn && (
          <button type="button" className="btn btn-ghost" onClick={onBack}>
            {words.formatMessage(messages.back)}
          </button>
        )}
        <button
          ref={continueToPayment}
          type="submit"
          className="btn btn-primary"
          disabled={busy !== null || noShipping || rateToChoose}
          aria-keyshortcuts="Enter"
        >
          {words.formatMessage(messages.continue)} <kbd>Enter</kbd> {/* not-words: the key's name */}
        </button>
      </div>
    </form>
  );
}
