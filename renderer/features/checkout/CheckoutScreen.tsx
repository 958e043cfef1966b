/**
 * Checkout in three steps: customer (email and address in one call), shipping (each shipment's
 * rates, the store's default preselected), and payment. A walk-in sale starts at shipping, picked
 * up in store at the store's own address with nothing typed; customer details are asked only when
 * the clerk chooses to ship to the customer or add their details (or a customer is signed in).
 * The focus lands where the next key press is expected: Continue to payment, then the Exact cash key.
 * Payment is split tender (checkout/PaymentStep.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import type { AddressDetails, CustomerDetails, SaleCart } from '../../../shared/bridge/bridge.js';
import type { Shipment, ShippingRate } from '../../../shared/storefront/types/types.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { AddressFields, cleaned } from '../../ui/AddressFields.js';
import { customerFormFromCart } from './customer-form-from-cart.js';
import { PaymentStep } from './PaymentStep.js';
import { AttachCustomer, useSignedInCustomer } from '../customer/AccountPayments.js';
import { Field } from '../../ui/Field.js';
import { useApp } from '../../shell/app.js';
import { reasonsFor } from '../../shell/errors.js';
import { useSale } from '../sell/sale.js';
import { useSessionStatus } from '../customer/session.js';
import { isWalkInAddress } from './walk-in.js';
import { pickupRate } from '../../../shared/sale/pickup-rate.js';
import { isOfflineCart } from '../../../shared/offline/offline-cart.js';

type Step = 'customer' | 'shipping' | 'payment';

/** Whether the store's cart already ships elsewhere than it bills (a sale reopened with a customer's shipping address). */
function fromCartShipsElsewhere(cart: SaleCart | null): boolean {
  return customerFormFromCart(cart).shipElsewhere && !(cart?.shipAddress && isWalkInAddress(cart.shipAddress));
}

/**
 * The rates a shipment offers the clerk: collected at the counter, only pickup (the address is
 * the store's); shipped, only the rates that ship (pickup would be taxed at the customer's
 * address). All of them where the store names no pickup rate.
 */
function ratesOffered(shipment: Shipment, collected: boolean): ShippingRate[] {
  const pickup = pickupRate(shipment);
  if (!pickup) return [...shipment.rates];
  const offered = shipment.rates.filter((r) => (r.id === pickup.id) === collected);
  return offered.length > 0 ? offered : [...shipment.rates];
}

/** Each shipment collected at the counter has one way to go, and it is chosen. */
function nothingToChoose(shipments: readonly Shipment[]): boolean {
  return (
    shipments.length > 0 &&
    shipments.every((sh) => {
      const offered = ratesOffered(sh, true);
      return offered.length === 1 && offered[0]!.id === sh.selectedRateId;
    })
  );
}

export function CheckoutScreen() {
  const cart = useSale((s) => s.cart);
  const busy = useSale((s) => s.busy);
  const error = useSale((s) => s.error);
  const setCustomer = useSale((s) => s.setCustomer);
  const pickupInStore = useSale((s) => s.pickupInStore);
  const selectRate = useSale((s) => s.selectRate);
  const clearError = useSale((s) => s.clearError);
  const go = useApp((s) => s.go);
  const customer = useSignedInCustomer();
  const session = useSessionStatus();
  // A walk-in sale unless a customer is signed in or the cart already carries a customer's address.
  // An offline sale is always picked up at the counter: there is no store to send details to.
  // (Fixed as checkout opens: the cart goes once the sale is taken, and nothing is asked of the store then.)
  const [offline] = useState(() => isOfflineCart(cart));
  const [walkIn, setWalkIn] = useState(() => offline || (!session?.signedIn && !(cart?.billAddress && !isWalkInAddress(cart.billAddress))));
  // An offline sale is picked up already: it opens on Payment when there is nothing to choose.
  const [step, setStep] = useState<Step>(() => (!walkIn ? 'customer' : offline && nothingToChoose(cart?.shipments ?? []) ? 'payment' : 'shipping'));
  /**
   * The customer collects at the counter (with their details or without): the store's location
   * is the shipping address and only pickup is offered. Otherwise the goods are shipped to them and
   * only rates that ship are offered.
   */
  const [collect, setCollect] = useState(!fromCartShipsElsewhere(cart));
  // What the store's cart already holds (a sale reopened after a restart or a check with the store),
  // except the store's own address that a walk-in pickup put there.
  const [fromCart] = useState(() => customerFormFromCart(cart?.billAddress && isWalkInAddress(cart.billAddress) ? null : cart));
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
  const continueToPayment = useRef<HTMLButtonElement>(null);
  const exactCash = useRef<HTMLButtonElement>(null);
  /** The step just entered still owes the focus to the control Enter should press (once it can take it). */
  const focusOwed = useRef(true);
  /** Meanwhile the heading has had the focus once (it is not taken back from where the clerk moves it). */
  const headingFocused = useRef(false);

  useEffect(() => {
    focusOwed.current = true;
    headingFocused.current = false;
    if (step === 'customer') {
      heading.current?.focus();
      focusOwed.current = false;
    }
  }, [step]);
  // Shipping: Continue to payment; payment: the Exact cash key; else the step's heading. Given once
  // per step, when the control is enabled (not while the pickup is being set), so the clerk's own
  // moves (a rate chosen with the arrow keys) keep their focus.
  useEffect(() => {
    if (!focusOwed.current || busy !== null) return;
    const target = step === 'shipping' ? continueToPayment.current : step === 'payment' ? (exactCash.current ?? heading.current) : null;
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) {
      if (!headingFocused.current) heading.current?.focus();
      headingFocused.current = true;
      if (step === 'payment') focusOwed.current = false;
      return;
    }
    target.focus();
    focusOwed.current = false;
  });

  // A walk-in sale is set to pickup at the store's address as checkout opens: nothing to type.
  // A walk-in pickup then has nothing to choose on Shipping, so checkout goes on to Payment (Back
  // and "Ship to the customer" still reach Shipping).
  const pickupAsked = useRef(false);
  useEffect(() => {
    if (!walkIn || offline || pickupAsked.current) return;
    pickupAsked.current = true;
    void pickupInStore().then((done) => {
      if (done && nothingToChoose(useSale.getState().cart?.shipments ?? [])) setStep((now) => (now === 'shipping' ? 'payment' : now));
    });
  }, [walkIn, offline, pickupInStore]);

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

  /** Each shipment set to pickup (the store's default) gets its cheapest rate that ships. */
  async function chooseShippingOverPickup() {
    for (const shipment of useSale.getState().cart?.shipments ?? []) {
      const pickup = pickupRate(shipment);
      if (!pickup || pickup.id !== shipment.selectedRateId) continue;
      const shipped = [...shipment.rates].filter((r) => r.id !== pickup.id).sort((a, b) => Number(a.cost) - Number(b.cost))[0];
      if (shipped) await selectRate(shipment.id, shipped.id);
    }
  }
  const askCustomer = (ship: boolean) => {
    setCollect(!ship);
    setWalkIn(false);
    setStep('customer');
  };

  /** A shipment whose chosen rate is not among those offered (e.g. pickup while shipping): the clerk chooses first. */
  const rateToChoose = cart.shipments.some((sh) => !ratesOffered(sh, walkIn || collect).some((r) => r.id === sh.selectedRateId));

  const signedIn = customer.status?.signedIn ? customer.status.email : null;

  // Shown on Shipping and on Payment: delivery or the customer's details stay one press away.
  const walkInNote = walkIn && (
    <div className="walk-in-note">
      <p>
        {offline
          ? 'Offline sale, picked up in store: no customer details needed (shipping needs the store).'
          : busy !== null && cart.shipments.length === 0
            ? 'Setting the sale to in-store pickup…'
            : 'Walk-in sale, picked up in store: no customer details needed.'}
      </p>
      {!offline && (
        <div className="walk-in-actions">
          <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => askCustomer(true)}>
            Ship to the customer
          </button>
          <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => askCustomer(false)}>
            Add customer details
          </button>
        </div>
      )}
    </div>
  );

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
              ...(shipElsewhere && !collect ? required.filter((k) => !shipping[k].trim()).map((k) => `ship.${k}`) : []),
            ]);
            setMissing(empty);
            if (empty.size > 0) return;
            const clean: CustomerDetails = cleaned({ ...details });
            delete clean.shipping;
            delete clean.pickupInStore;
            if (collect) clean.pickupInStore = true;
            else if (shipElsewhere) clean.shipping = cleaned(shipping);
            if (!(await setCustomer(clean))) return;
            if (!collect) await chooseShippingOverPickup();
            setStep('shipping');
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
                    firstname: a.firstname,
                    lastname: a.lastname,
                    address1: a.address1,
                    address2: a.address2 ?? '',
                    city: a.city,
                    zipcode: a.zipcode,
                    stateName: a.stateCode ?? a.stateName ?? '',
                    phone: a.phone ?? '',
                    countryIso: a.countryIso,
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
          <Field
            label="Email"
            type="email"
            autoComplete="off"
            value={details.email}
            onChange={set('email')}
            error={missing.has('email') ? 'Enter the customer’s email.' : fieldError('email')}
            required
          />
          <fieldset className="address-group">
            <legend>{shipElsewhere && !collect ? 'Billing address' : 'Address'}</legend>
            <AddressFields
              idPrefix="checkout-billing"
              value={details}
              onChange={(next) => setDetails({ ...details, ...next })}
              errorFor={(name) =>
                missing.has(`bill.${name}`)
                  ? 'Enter this.'
                  : reasonsFor(fe, `bill_address.${name}`, ...(shipElsewhere || collect ? [] : [`ship_address.${name}`]), name)
              }
            />
          </fieldset>
          <label className="check">
            <input type="checkbox" checked={collect} onChange={(e) => setCollect(e.target.checked)} />
            Picked up in store (taxed at the store’s address)
          </label>
          {!collect && (
            <label className="check">
              <input type="checkbox" checked={!shipElsewhere} onChange={(e) => setShipElsewhere(!e.target.checked)} />
              Ship to the same address
            </label>
          )}
          {shipElsewhere && !collect && (
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
            if (busy !== null || cart.shipments.length === 0 || rateToChoose) return;
            setStep('payment');
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
                <button type="button" className="btn btn-small" disabled={busy !== null} onClick={() => askCustomer(true)}>
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
            .map((shipment) => {
              const items = shipment.lineItemIds.length || cart.lineItems.length;
              const names = cart.lineItems.filter((l) => shipment.lineItemIds.includes(l.id)).map((l) => l.name);
              const when =
                shipment.backordered === true
                  ? 'Back-ordered, ships when stock arrives'
                  : shipment.backordered === false && cart.shipments.length > 1
                    ? 'In stock'
                    : 'Shipping';
              const label = `${when}: ${items} item${items === 1 ? '' : 's'}${shipment.stockLocation ? ` from ${shipment.stockLocation}` : ''}`;
              const rates = ratesOffered(shipment, walkIn || collect).sort((a, b) => Number(b.free) - Number(a.free) || Number(a.cost) - Number(b.cost));
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
            {!walkIn && (
              <button type="button" className="btn btn-ghost" onClick={() => setStep('customer')}>
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
      )}

      {step === 'payment' && (
        <PaymentStep
          cart={cart}
          customer={customer}
          heading={heading}
          exactCash={exactCash}
          onBack={() => setStep('shipping')}
          note={walkInNote}
          onPlaced={() => go('receipt')}
        />
      )}
    </div>
  );
}
