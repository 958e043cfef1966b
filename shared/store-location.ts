/**
 * Where a store sells from, and the email its walk-in sales carry: what an in-store pickup sale
 * sends as its billing and shipping address, so the tax is the store's own. Pure: no Node, no DOM.
 */

/** The store's location, a postal address (no person's name: the sale names a walk-in customer). */
export interface StoreLocation {
  address1: string;
  address2?: string;
  city: string;
  zipcode: string;
  stateName?: string;
  countryIso: string;
  phone?: string;
}

/** How a walk-in pickup sale is addressed at the store. */
export interface WalkInPickup {
  /** Null until a manager sets it: the sale then asks for it rather than guessing a tax. */
  location: StoreLocation | null;
  email: string;
}

/** The name a pickup sale's address carries (the store requires one). */
export const WALK_IN_NAME = { firstname: 'Walk-in', lastname: 'Customer' } as const;

/** Whether an address is in the walk-in's name: the store's own, put on the cart by a walk-in pickup sale (not a customer's). */
export function isWalkInAddress(address: { firstname: string; lastname: string }): boolean {
  return address.firstname === WALK_IN_NAME.firstname && address.lastname === WALK_IN_NAME.lastname;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The walk-in email a store gets unless a manager sets another: `walk-in@<the store's host>`
 * (without `www.`). A host that is not a domain (an IP address, localhost) gives the reserved
 * `walk-in@store.invalid`, which reaches no one.
 */
export function defaultWalkInEmail(baseUrl: string | null): string {
  let host = '';
  try {
    host = baseUrl ? new URL(baseUrl).hostname.toLowerCase() : '';
  } catch {
    host = '';
  }
  host = host.replace(/^www\./, '');
  if (!host.includes('.') || IPV4.test(host) || host.startsWith('[')) return 'walk-in@store.invalid';
  return `walk-in@${host}`;
}

/** The location in one line, as Settings and the checkout show it. */
export function locationLine(location: StoreLocation): string {
  const region = [location.stateName, location.zipcode].filter(Boolean).join(' ');
  return [location.address1, location.address2, location.city, region, location.countryIso].filter(Boolean).join(', ');
}
