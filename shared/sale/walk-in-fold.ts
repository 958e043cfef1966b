/**
 * A walk-in sale whose checkout is not stepped to `delivery` before it is paid. Its cart carries
 * the store's location as both addresses from before its first line, so the store taxes each line
 * as it is added (the order's tax zone is its address's) and the cart waits in `address`.
 * `complete` then steps it through `delivery` itself, and the order is paid what the cart showed
 * only when that step adds nothing: every shipment's default rate the free in-store pickup, and no
 * tax or other change on the way. Whether it does is learnt from this store's earlier walk-in sales
 * (walk-in-delivery.ts); these are the pure rules it is learnt and checked with.
 */
import { toCents } from '../money.js';
import type { Address, Cart } from '../storefront/types/types.js';
import { isWalkInAddress, type StoreLocation } from '../store-location.js';
import { allPickedUp } from './pickup-rate.js';
import { addressChange } from './sale-with-tenders-rules.js';

/** Whether an address on a cart is the walk-in's at this location (the name the till gives it, the location's street). */
function isWalkInAt(address: Address | null, location: StoreLocation): boolean {
  return address !== null && isWalkInAddress(address) && addressChange(address, location) === 'address.same';
}

/** Whether the cart waits in `address` with the walk-in's addresses at this location, no shipment made yet. */
export function waitsAtWalkInAddress(cart: Pick<Cart, 'state' | 'billAddress' | 'shipAddress' | 'shipments'>, location: StoreLocation): boolean {
  return cart.state === 'address' && cart.shipments.length === 0 && isWalkInAt(cart.billAddress, location) && isWalkInAt(cart.shipAddress, location);
}

/** Whether an order's shipments are all collected at the store at no cost. */
function pickedUpFree(order: Pick<Cart, 'shipments' | 'shipTotal'>): boolean {
  return allPickedUp(order.shipments) && toCents(order.shipTotal) === 0;
}

/**
 * Whether stepping a waiting walk-in cart (`before`) to `delivery` (`after`, with pickup chosen)
 * changed nothing the customer pays: pickup free on every shipment and the same total.
 */
export function deliveryAddedNothing(before: Pick<Cart, 'total'>, after: Pick<Cart, 'state' | 'shipments' | 'shipTotal' | 'total'>): boolean {
  return after.state === 'delivery' && pickedUpFree(after) && toCents(after.total) === toCents(before.total);
}

/**
 * Whether an order placed without the step was what the cart showed: picked up free, and its
 * total the one the payment was sized to.
 */
export function placedAsShown(order: Pick<Cart, 'shipments' | 'shipTotal' | 'total'>, shownTotal: string): boolean {
  return pickedUpFree(order) && toCents(order.total) === toCents(shownTotal);
}
