/**
 * Checkout in three steps: customer (email and address in one call), shipping (each shipment's
 * rates, the store's default preselected), and payment (split tender, checkout/PaymentStep.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import type { AddressDetails, CustomerDetails } from '../../shared/bridge.js';
import { ErrorBanner } from '../components/ErrorBanner.js';
import { AddressFields, cleaned } from '../components/AddressFields.js';
import { customerFormFromCart } from '../checkout/customer-form-from-cart.js';
import { PaymentStep } from '../checkout/PaymentStep.js';
import { AttachCustomer, useSignedInCustomer } from './AccountPayments.js';
import { Field } from '../components/Field.js';
import { useApp } from '../stores/app.js';
import { reasonsFor } from '../stores/errors.js';
import { useSale } from '../stores/sale.js';

type Step = 'customer' | 'shipping' | 'payment';

export function CheckoutScreen() {
  const { cart, busy, error, setCustomer, selectRate, clearError } = useSale();
  const go = useApp((s) => s.go);
  const customer = useSignedInCustomer();
  const [step, setStep] = useState<Step>('customer');
  // What the store's cart already holds (a sale reopened after a restart or a check with the store).
  const [fromCart] = useState(() => customerFormFromCart(cart));
  const [details, setDetails] = useState<CustomerDetails>(fromCart.details);
  const [shipElsewhere, setShipElsewhere] = useState(fromCart.shipElsewhere);
  const [shipping, setShipping] = useState<AddressDetails>(fromCart.shipping);
  // The rate a clerk just chose shows as chosen at once; the store's answer then stands (its choice, or the old one if it refused).
  const [choosing, setChoosing] = useState<{ shipmentId: string; rateId: string } | null>(null);
  const chooseRate = (shipmentId: string, rateId: string) => {
    setChoosing({ shipmentId, rateId });
    void selectRate(shipmentId, rateId).finally(() => setChoosing(null));
  };
  /** Required fields left empty at the last try, as "bill.city" / "ship.zipcode" / "email". */
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  // After a try with empty required fields, the first of them gets the focus.
  useEffect(() => {
    if (missing.size > 0) document.querySelector<HTMLElement>('.checkout [aria-invalid="true"]')?.focus();
  }, [missing]);

  if (!cart) {
    return (
      <div className="checkout">
        <p className="empty">There is no sale to check out.</p>
        <button type="button" className="btn" onClick={() => go('sell')}>
          Back to cart
        </button>
      </div>
    );
  }

  const fe = error?.fieldErrors ?? null;
  const fieldError = (name: string) => reasonsFor(fe, name);
  const set = (key: keyof CustomerDetails) => (e: { target: { value: string } }) => setDetails({ ...details, [key]: e.target.value });

  const signedIn = customer.status?.signedIn ? customer.status.email : null;

  return (
    <div className="checkout">
      <div className="checkout-top">
        <button type="button" className="btn btn-ghost" onClick={() => go('sell')}>
          ← Back to cart
        </button>
        <ol className="steps" aria-label="Checkout steps">
          {(['customer', 'shipping', 'payment'] as Step[]).map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined} className={s === step ? 'step-current' : ''}>
              {i + 1}. {s[0]!.toUpperCase() + s.slice(1)}
            </li>
          ))}
        </ol>
        <span className="checkout-total">
          Total <strong>{cart.displayTotal}</strong>
        </span>
      </div>

      {error && <ErrorBanner message={error.message} onDismiss={clearError} />}

      {step === 'customer' && (
        <form
          className="card form-grid"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            const required = ['firstname', 'lastname', 'address1', 'city', 'zipcode'] as const;
            const empty = new Set<string>([
              ...(details.email.trim() ? [] : ['email']),
              ...required.filter((k) => !details[k].trim()).map((k) => `bill.${k}`),
              ...(shipElsewhere ? required.filter((k) => !shipping[k].trim()).map((k) => `ship.${k}`) : []),
            ]);
            setMissing(empty);
            if (empty.size > 0) return;
            const clean: CustomerDetails = cleaned({ ...details });
            delete clean.shipping;
            if (shipElsewhere) clean.shipping = cleaned(shipping);
            if (await setCustomer(clean)) setStep('shipping');
          }}
        >
          <h2 ref={heading} tabIndex={-1}>
            Customer
          </h2>
          {signedIn && <AttachCustomer email={signedIn} />}
          {customer.addresses.length > 0 && (
            <div className="field">
              <label htmlFor="saved-address">Use a saved address</label>
              <select
                id="saved-address"
                defaultValue=""
                onChange={(e) => {
                  const a = customer.addresses.find((x) => x.id === e.target.value);
                  if (!a) return;
                  setDetails({
                    ...details,
                    email: details.email || signedIn || '',
                    firstname: a.firstname, lastname: a.lastname, address1: a.address1, address2: a.address2 ?? '', city: a.city,
                    zipcode: a.zipcode, stateName: a.stateCode ?? a.stateName ?? '', phone: a.phone ?? '', countryIso: a.countryIso,
                  });
                }}
              >
                <option value="">Choose…</option>
                {customer.addresses.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label ? `${a.label}: ` : ''}
                    {a.address1}, {a.city}
                  </option>
                ))}
              </select>
            </div>
          )}
          <Field label="Email" type="email" autoComplete="off" value={details.email} onChange={set('email')} error={missing.has('email') ? 'Enter the customer’s email.' : fieldError('email')} required />
          <fieldset className="address-group">
            <legend>{shipElsewhere ? 'Billing address' : 'Address'}</legend>
            <AddressFields
              idPrefix="checkout-billing"
              value={details}
              onChange={(next) => setDetails({ ...details, ...next })}
              errorFor={(name) => (missing.has(`bill.${name}`) ? 'Enter this.' : reasonsFor(fe, `bill_address.${name}`, ...(shipElsewhere ? [] : [`ship_address.${name}`]), name))}
            />
          </fieldset>
          <label className="check">
            <input type="checkbox" checked={!shipElsewhere} onChange={(e) => setShipElsewhere(!e.target.checked)} />
            Ship to the same address
          </label>
          {shipElsewhere && (
            <fieldset className="address-group">
              <legend>Shipping address</legend>
              <AddressFields
                idPrefix="checkout-shipping"
                value={shipping}
                onChange={setShipping}
                errorFor={(name) => (missing.has(`ship.${name}`) ? 'Enter this.' : reasonsFor(fe, `ship_address.${name}`))}
              />
            </fieldset>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy !== null}>
              {busy ? 'Saving…' : 'Continue to shipping'}
            </button>
          </div>
        </form>
      )}

      {step === 'shipping' && (
        <form
          className="card"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (busy !== null || cart.shipments.length === 0) return;
            setStep('payment');
          }}
        >
          <h2 ref={heading} tabIndex={-1}>
            Shipping
          </h2>
          {cart.shipments.length === 0 && <p className="empty">The store has not offered shipping for this cart.</p>}
          {[...cart.shipments].sort((a, b) => Number(a.backordered === true) - Number(b.backordered === true)).map((shipment) => {
            const items = shipment.lineItemIds.length || cart.lineItems.length;
            const names = cart.lineItems.filter((l) => shipment.lineItemIds.includes(l.id)).map((l) => l.name);
            const when = shipment.backordered === true ? 'Back-ordered, ships when stock arrives' : shipment.backordered === false && cart.shipments.length > 1 ? 'In stock' : 'Shipping';
            const label = `${when}: ${items} item${items === 1 ? '' : 's'}${shipment.stockLocation ? ` from ${shipment.stockLocation}` : ''}`;
            const rates = [...shipment.rates].sort((a, b) => Number(b.free) - Number(a.free) || Number(a.cost) - Number(b.cost));
            return (
              <fieldset key={shipment.id} className="rates" role="radiogroup" aria-label={label}>
                <legend>
                  {label}
                  {names.length > 0 && cart.shipments.length > 1 && <span className="muted rates-items"> · {names.join(', ')}</span>}
                </legend>
                {rates.map((rate) => {
                  const chosen = choosing?.shipmentId === shipment.id ? rate.id === choosing.rateId : rate.id === shipment.selectedRateId;
                  return (
                  <label key={rate.id} className={`rate${chosen ? ' rate-chosen' : ''}`}>
                    <input
                      type="radio"
                      name={`shipment-${shipment.id}`}
                      checked={chosen}
                      disabled={busy !== null}
                      onChange={() => chooseRate(shipment.id, rate.id)}
                    />
                    <span className="rate-name">{rate.name}</span>
                    <span className="rate-cost">{rate.free ? 'Free' : rate.displayCost}</span>
                  </label>
                  );
                })}
              </fieldset>
            );
          })}
          <div className="form-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setStep('customer')}>
              Back
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy !== null || cart.shipments.length === 0}>
              Continue to payment <kbd>Enter</kbd>
            </button>
          </div>
        </form>
      )}

      {step === 'payment' && <PaymentStep cart={cart} customer={customer} heading={heading} onBack={() => setStep('shipping')} onPlaced={() => go('receipt')} />}
    </div>
  );
}
