import type { ParkedCartView } from '../../../shared/parked/parked-carts.js';

/** A parked cart as the clerk names it: its label with its number, or its number alone. */
export function nameOf(cart: ParkedCartView): string {
  return cart.label ? `${cart.label} (${cart.number})` : cart.number;
}
