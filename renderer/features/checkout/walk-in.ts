/** A walk-in pickup sale's cart as the checkout sees it. */
import { isWalkInAddress } from '../../../shared/store-location.js';
import type { Cart } from '../../../shared/storefront/types/types.js';

export { isWalkInAddress };

/**
 * A walk-in pickup left waiting before `delivery` on purpose: the store makes its shipment (the
 * free in-store pickup) when the sale is completed, so there is nothing to choose and it may be paid.
 */
export function pickedUpAtCompletion(cart: Pick<Cart, 'state' | 'shipments' | 'shipAddress'>): boolean {
  return cart.state === 'address' && cart.shipments.length === 0 && cart.shipAddress !== null && isWalkInAddress(cart.shipAddress);
}
