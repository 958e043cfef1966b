/** The address a cashier typed, as the storefront client sends it: empty optional fields left out. */
import type { AddressDetails } from '../../../shared/bridge/bridge.js';
import type { Address } from '../../../shared/storefront/types/types.js';

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
