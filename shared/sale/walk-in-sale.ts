/**
 * A walk-in sale: an order the counter placed as picked up in store, at the store's own location,
 * with the walk-in email. Its goods left with the customer at completion, so it never waits for a
 * pickup (the board shows it apart, an alert never fires for it). One rule for the board, the
 * alerts and the hand-over at completion. Pure: no Node, no DOM.
 */
import type { Address } from '../storefront/types/types.js';
import type { WalkInPickup } from '../store-location.js';

/** What the rule reads of an order: its email, its shipping address and whether it is collected at the store. */
interface PlacedPickup {
  email: string | null;
  shipAddress: Address | null;
  /** Collected at the store (its shipping method is the store's pickup). */
  pickup: boolean;
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Whether the order is a walk-in sale of this store: a pickup with the walk-in email, addressed
 * to the store's location (street, city, postcode and country) where one is set.
 */
export function isWalkInSale(order: PlacedPickup, walkIn: WalkInPickup | null): boolean {
  if (!walkIn || !order.pickup || !order.email || !same(order.email, walkIn.email)) return false;
  const location = walkIn.location;
  if (!location) return true;
  const at = order.shipAddress;
  return (
    at !== null &&
    same(at.address1, location.address1) &&
    same(at.city, location.city) &&
    same(at.zipcode, location.zipcode) &&
    same(at.countryIso, location.countryIso)
  );
}
