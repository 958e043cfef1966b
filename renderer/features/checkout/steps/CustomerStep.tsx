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
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'checkout.customer.title', defaultMessage: 'Customer' },
  email: { id: 'checkout.customer.email', defaultMessage: 'Email' },
  enterEmail: { id: 'checkout.customer.enterEmail', defaultMessage: 'Enter the customer’s email.' },
  billingAddress: { id: 'checkout.customer.billingAddress', defaultMessage: 'Billing address' },
  address: { id: 'checkout.customer.address', defaultMessage: 'Address' },
  enterThis: { id: 'checkout.customer.enterThis', defaultMessage: 'Enter this.' },
  pickup: { id: 'checkout.customer.pickup', defaultMessage: 'Picked up in store (taxed at the store’s address)' },
  sameAddress: { id: 'checkout.customer.sameAddress', defaultMessage: 'Ship to the same address' },
  shippingAddress: { id: 'checkout.customer.shippingAddress', defaultMessage: 'Shipping address' },
  saving: { id: 'checkout.customer.saving', defaultMessage: 'Saving…' },
  continue: { id: 'checkout.customer.continue', defaultMessage: 'Continue to shipping' },
});

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
  const words = useWords();
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
        {words.formatMessage(messages.title)}
      </h2>
      {signedIn && <AttachCustomer email={signedIn} />}
      {customer.addresses.length > 0 && (
        <SavedAddressPicker addresses={customer.addresses} onPick={(picked) => setDetails({ ...details, email: details.email || signedIn || '', ...picked })} />
      )}
      <Field
        label={words.formatMessage(messages.email)}
        type="email"
        autoComplete="off"
        value={details.email}
        onChange={set('email')}
        error={missing.has('email') ? words.formatMessage(messages.enterEmail) : reasonsFor(fe, 'email')}
        required
      />
      <fieldset className="address-group">
        <legend>{words.formatMessage(shipElsewhere && !collect ? messages.billingAddress : messages.address)}</legend>
        <AddressFields
          idPrefix="checkout-billing"
          value={details}
          onChange={(next) => setDetails({ ...details, ...next })}
          errorFor={(name) =>
            missing.has(`bill.${name}`)
              ? words.formatMessage(messages.enterThis)
              : reasonsFor(fe, `bill_address.${name}`, ...(shipElsewhere || collect ? [] : [`ship_address.${name}`]), name)
          }
        />
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={collect} onChange={(e) => onCollect(e.target.checked)} />
        {words.formatMessage(messages.pickup)}
      </label>
      {!collect && (
        <label className="check">
          <input type="checkbox" checked={!shipElsewhere} onChange={(e) => setShipElsewhere(!e.target.checked)} />
          {words.formatMessage(messages.sameAddress)}
        </label>
      )}
      {shipElsewhere && !collect && (
        <fieldset className="address-group">
          <legend>{words.formatMessage(messages.shippingAddress)}</legend>
          <AddressFields
            idPrefix="checkout-shipping"
            value={shipping}
            onChange={setShipping}
            errorFor={(name) => (missing.has(`ship.${name}`) ? words.formatMessage(messages.enterThis) : reasonsFor(fe, `ship_address.${name}`))}
          />
        </fieldset>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy !== null}>
          {words.formatMessage(busy ? messages.saving : messages.continue)}
        </button>
      </div>
    </form>
  );
}
