/** The address a cashier typed, as the storefront client sends it: empty optional fields left out. */
import type { AddressDetails } from '../../../shared/bridge/bridge.js';
import type { Address } from '../../../shared/storefront/types/types.js';
import { WALK_IN_NAME, type StoreLocation } from '../../../shared/store-location.js';

export function addressFrom(details: AddressDetails, label?: string): Address {
  return {
    firstname: details.firstname,
    lastname: details.lastname,
    address1: details.address1,
    address2: details.address2 || null,
    city: details.city,
    zipcode: details.zipcode,
    phone: details.phone || null,
    stateName: details.stateName || null,
    countryIso: details.countryIso.toUpperCase(),
    ...(label ? { label } : {}),
  };
}

/** A walk-in's address: the store's location, in the name the till gives a walk-in (both of the cart's addresses). */
export function walkInAddress(location: StoreLocation): Address {
  return addressFrom({ ...WALK_IN_NAME, ...location });
}
