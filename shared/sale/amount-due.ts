/** What is left to pay on a cart: its total less store credit (and gift cards the store counts with it). */
import type { Cart } from '../storefront/types/types.js';

export function amountDue(cart: Pick<Cart, 'total' | 'totalMinusStoreCredits'>): string {
  return cart.totalMinusStoreCredits ?? cart.total;
}
