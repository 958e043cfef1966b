/**
 * The checkout's customer form as the store's cart already holds it (a sale reopened after a
 * restart or after checking with the store): the email, the billing address, and the shipping
 * address when it is elsewhere. A cart without them gives an empty form.
 */
import type { AddressDetails, CustomerDetails, SaleCart } from '../../../shared/bridge/bridge.js';
import type { Address } from '../../../shared/storefront/types/types.js';
import { EMPTY_ADDRESS } from '../../ui/AddressFields.js';

export interface CustomerForm {
  details: CustomerDetails;
  shipElsewhere: boolean;
  shipping: AddressDetails;
}

function addressDetails(a: Address | null): AddressDetails {
  if (!a) return { ...EMPTY_ADDRESS };
  return {
    firstname: a.firstname ?? '',
    lastname: a.lastname ?? '',
    address1: a.address1 ?? '',
    ...(a.address2 ? { address2: a.address2 } : {}),
    city: a.city ?? '',
    zipcode: a.zipcode ?? '',
    stateName: a.stateName ?? '',
    phone: a.phone ?? '',
    countryIso: a.countryIso || EMPTY_ADDRESS.countryIso,
  };
}

const FIELDS = ['firstname', 'lastname', 'address1', 'address2', 'city', 'zipcode', 'stateName', 'phone', 'countryIso'] as const;

function sameAddress(a: AddressDetails, b: AddressDetails): boolean {
  return FIELDS.every((k) => (a[k] ?? '').trim().toLowerCase() === (b[k] ?? '').trim().toLowerCase());
}

export function customerFormFromCart(cart: SaleCart | null): CustomerForm {
  const billAddress = cart?.billAddress ?? cart?.shipAddress ?? null;
  const billing = addressDetails(billAddress);
  const shipping = cart?.shipAddress ? addressDetails(cart.shipAddress) : billing;
  const shipElsewhere = !sameAddress(billing, shipping);
  return {
    details: { email: cart?.email ?? '', ...billing },
    shipElsewhere,
    shipping: shipElsewhere ? shipping : { ...EMPTY_ADDRESS },
  };
}
