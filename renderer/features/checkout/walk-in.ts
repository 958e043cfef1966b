/** Whether an address on a cart is the store's own, put there by a walk-in pickup sale (not a customer's). */
import { WALK_IN_NAME } from '../../../shared/store-location.js';
import type { Address } from '../../../shared/storefront/types/types.js';

export function isWalkInAddress(address: Pick<Address, 'firstname' | 'lastname'>): boolean {
  return address.firstname === WALK_IN_NAME.firstname && address.lastname === WALK_IN_NAME.lastname;
}
