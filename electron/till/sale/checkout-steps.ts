/**
 * How far the till moves a checkout before the clerk completes it, and how it tells that the
 * store placed an order anyway. Pure rules over the store's checkout states.
 *
 * Only the clerk's deliberate complete may place an order. The interface's `advance` goes as far
 * as validation allows, and that is `complete` when the payments (a gift card, store credit)
 * already cover the order or nothing is owed; one `next` from `payment` (or `confirm`) places it
 * too, and so does one from `delivery` when nothing is owed (such an order has no payment step).
 * A `state` parameter that stops `advance` at a named step exists only in some versions of the
 * real service and is not part of the interface: a store without it would go on to `complete`.
 * So the till takes one `next` at a time, and only from the states whose next step can never be
 * `complete`: `cart` and `address`. That brings the order to `delivery`, where its shipments and
 * their rates exist; complete goes on from there, as the interface's documented flow does. The one
 * order the till does not step at all is a walk-in pickup whose cart was addressed before its
 * lines, at a store whose `delivery` is known to add nothing to it (walk-in-delivery.ts): complete
 * steps it through `delivery` itself, which saves a walk-in cash sale one request (N+4).
 */
import type { Cart } from '../../../shared/storefront/types/types.js';

/** States from which one `next` cannot reach `complete` (delivery always follows address). */
const ONE_STEP_CANNOT_PLACE: ReadonlySet<string> = new Set(['cart', 'address']);

/** The most `next` steps the customer step takes: cart -> address -> delivery. */
export const STEPS_TO_DELIVERY = 2;

/** States an order reaches only once it has been placed. */
const PLACED_STATES: ReadonlySet<string> = new Set(['complete', 'canceled', 'returned', 'awaiting_return', 'resumed']);

/** Whether the till may send one `next` for a cart in this state without risking placing it. */
export function mayStepWithoutPlacing(state: string): boolean {
  return ONE_STEP_CANNOT_PLACE.has(state);
}

/**
 * Whether a checkout the till had brought to `delivery` is back before it, as a cart change
 * puts it: its shipments, and the rates chosen for them, are gone.
 */
export function wentBackBeforeDelivery(state: string): boolean {
  return ONE_STEP_CANNOT_PLACE.has(state);
}

/** Whether the store's answer shows the order placed (whatever step it answered). */
export function wasPlaced(cart: Pick<Cart, 'state' | 'completedAt'>): boolean {
  return PLACED_STATES.has(cart.state) || Boolean(cart.completedAt);
}
