/**
 * Checkout's shipping step: each shipment's rates (in-stock first, the store's default
 * preselected). Enter continues to Payment from wherever the focus is, as the button does.
 */
import type { ReactNode, RefObject } from 'react';
import type { SaleCart } from '../../../../shared/bridge/bridge.js';
import { ShipmentRates } from './ShipmentRates.js';

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
  const { cart, busy, walkIn, collect, rateToChoose, choosing, onChooseRate, walkInNote, onAskCustomer, onBack, onContinue, heading, continueToPayment } =
    props;
  return (
    <form
      className="card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (busy !== null || cart.shipments.length === 0 || rateToChoose) return;
        onContinue();
      }}
      onKeyDown={(e) => {
        // Enter continues from wherever the focus is on this step (the heading, a rate), as the button does.
        if (e.key !== 'Enter' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
        if ((e.target as HTMLElement).closest('button, a, select, textarea')) return;
        e.preventDefault();
        e.currentTarget.requestSubmit();
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        Shipping
      </h2>
      {!walkIn && collect && (
        <div className="walk-in-note">
          <p>Picked up in store by the customer.</p>
          <div className="walk-in-actions">
            <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => onAskCustomer(true)}>
              Ship to the customer
            </button>
          </div>
        </div>
      )}
      {walkInNote}
      {cart.shipments.length === 0 && !(walkIn && busy !== null) && <p className="empty">The store has not offered shipping for this cart.</p>}
      {rateToChoose && busy === null && <p className="field-hint">Choose how each shipment goes.</p>}
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
            Back
          </button>
        )}
        <button
          ref={continueToPayment}
          type="submit"
          className="btn btn-primary"
          disabled={busy !== null || cart.shipments.length === 0 || rateToChoose}
          aria-keyshortcuts="Enter"
        >
          Continue to payment <kbd>Enter</kbd>
        </button>
      </div>
    </form>
  );
}
