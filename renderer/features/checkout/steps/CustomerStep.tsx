/**
 * Checkout's customer step: email and address in one call to the store, a saved address of a
 * signed-in customer one choice away, and whether the customer collects at the counter or has the
 * goods shipped (to the same address or elsewhere).
 */
import type { RefObject } from 'react';
import type { CustomerDetails } from '../../../../shared/bridge/bridge.js';
import { pickupRate } from '../../../../shared/sale/pickup-rate.js';
import { AddressFields, cleaned } from '../../../ui/AddressFields.js';
import { Field } from '../../../ui/Field.js';
import { reasonsFor } from '../../../shell/errors.js';
import { AttachCustomer, type SignedInCustomer } from '../../customer/AccountPayments.js';
import { useSale } from '../../sell/sale.js';
import { SavedAddressPicker } from './SavedAddressPicker.js';
import type { CustomerFormState } from './use-customer-form.js';

export interface CustomerStepProps {
  form: CustomerFormState;
  customer: SignedInCustomer;
  /** The customer collects at the counter (the store's address ships, only pickup is offered). */
  collect: boolean;
  onCollect(collect: boolean): void;
  heading: RefObject<HTMLHeadingElement | null>;
  /** The store took the details (and, when shipped, a rate that ships): on to Shipping. */
  onDone(): void;
}

/** Each shipment set to pickup (the store's default) gets its cheapest rate that ships. */
async function chooseShippingOverPickup(selectRate: (shipmentId: string, rateId: string) => Promise<unknown>) {
  for (const shipment of useSale.getState().cart?.shipments ?? []) {
    const pickup = pickupRate(shipment);
    if (!pickup || pickup.id !== shipment.selectedRateId) continue;
    const shipped = [...shipment.rates].filter((r) => r.id !== pickup.id).sort((a, b) => Number(a.cost) - Number(b.cost))[0];
    if (shipped) await selectRate(shipment.id, shipped.id);
  }
}

export function CustomerStep({ form, customer, collect, onCollect, heading, onDone }: CustomerStepProps) {
  const busy = useSale((s) => s.busy);
  const error = useSale((s) => s.error);
  const setCustomer = useSale((s) => s.setCustomer);
  const selectRate = useSale((s) => s.selectRate);
  const { details, setDetails, shipElsewhere, setShipElsewhere, shipping, setShipping, missing, setMissing } = form;
  const fe = error?.fieldErrors ?? null;
  const set = (key: keyof CustomerDetails) => (e: { target: { value: string } }) => setDetails({ ...details, [key]: e.target.value });
  const signedIn = customer.status?.signedIn ? customer.status.email : null;

  return (
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
        if (!collect) await chooseShippingOverPickup(selectRate);
        onDone();
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        Customer
      </h2>
      {signedIn && <AttachCustomer email={signedIn} />}
      {customer.addresses.length > 0 && (
        <SavedAddressPicker addresses={customer.addresses} onPick={(picked) => setDetails({ ...details, email: details.email || signedIn || '', ...picked })} />
      )}
      <Field
        label="Email"
        type="email"
        autoComplete="off"
        value={details.email}
        onChange={set('email')}
        error={missing.has('email') ? 'Enter the customer’s email.' : reasonsFor(fe, 'email')}
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
        <input type="checkbox" checked={collect} onChange={(e) => onCollect(e.target.checked)} />
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
  );
}
