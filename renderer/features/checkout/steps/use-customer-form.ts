/**
 * The checkout's customer form, kept while the clerk moves between steps: what the store's cart
 * already holds (a sale reopened after a restart or a check with the store, except the store's
 * own address that a walk-in pickup put there), and the required fields left empty at the last try.
 */
import { useEffect, useState } from 'react';
import type { AddressDetails, CustomerDetails, SaleCart } from '../../../../shared/bridge/bridge.js';
import { customerFormFromCart } from '../customer-form-from-cart.js';
import { isWalkInAddress } from '../walk-in.js';

export interface CustomerFormState {
  details: CustomerDetails;
  setDetails(details: CustomerDetails): void;
  shipElsewhere: boolean;
  setShipElsewhere(shipElsewhere: boolean): void;
  shipping: AddressDetails;
  setShipping(shipping: AddressDetails): void;
  /** Required fields left empty at the last try, as "bill.city" / "ship.zipcode" / "email". */
  missing: Set<string>;
  setMissing(missing: Set<string>): void;
}

export function useCustomerForm(cart: SaleCart | null): CustomerFormState {
  const [fromCart] = useState(() => customerFormFromCart(cart?.billAddress && isWalkInAddress(cart.billAddress) ? null : cart));
  const [details, setDetails] = useState<CustomerDetails>(fromCart.details);
  const [shipElsewhere, setShipElsewhere] = useState(fromCart.shipElsewhere);
  const [shipping, setShipping] = useState<AddressDetails>(fromCart.shipping);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  return { details, setDetails, shipElsewhere, setShipElsewhere, shipping, setShipping, missing, setMissing };
}

/** After a try with empty required fields, the first of them gets the focus. */
export function useFocusFirstMissing(missing: Set<string>) {
  useEffect(() => {
    if (missing.size > 0) document.querySelector<HTMLElement>('.checkout [aria-invalid="true"]')?.focus();
  }, [missing]);
}
