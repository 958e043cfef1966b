/** Whether an address on a cart is the store's own, put there by a walk-in pickup sale (not a customer's). */
import { WALK_IN_NAME } from '../../../shared/store-location.js';
import type { Address, Cart } from '../../../shared/storefront/types/types.js';

export function isWalkInAddress(address: Pick<Address, 'firstname' | 'lastname'>): boolean {
  return address.firstname === WALK_IN_NAME.firstname && address.lastname === WALK_IN_NAME.lastname;
}

/**
 * A walk-in pickup left waiting before `delivery` on purpose: the store makes its shipment (the
 * free in-store pickup) when the sale is completed, so there is nothing to choose and it may be paid.
 */
export function pickedUpAtCompletion(cart: Pick<Cart, 'state' | 'shipments' | 'shipAddress'>): boolean {
  return cart.state === 'address' && cart.shipments.length === 0 && cart.shipAddress !== null && isWalkInAddress(cart.shipAddress);
}
