/**
 * Where a failed sale action is told, so the clerk sees it where they are looking and hears it
 * once: the product dialog and the code field speak for their own steps, checkout shows every
 * error of its sale, the cart on the Sell screen the rest, and above any other screen (a scan
 * rings up wherever the focus is) the shell. An error stays on the screen it happened on: once
 * the clerk has gone to another screen it is no longer told (none). The sale the start could not
 * read is told in the cart, on the Sell screen only.
 */
import type { Screen } from '../../shell/app.js';
import { ADDING_TO_CART, APPLYING_CODE, LOADING_SALE } from './sale.js';

export type SaleErrorPlace = 'product-dialog' | 'code-field' | 'checkout' | 'cart' | 'shell' | 'none';

/** `errorOn`: the screen the clerk was on when the action failed (null: not known, told wherever they are). */
export function saleErrorPlace(errorFrom: string | null, screen: Screen, errorOn: Screen | null = null): SaleErrorPlace {
  if (errorFrom === LOADING_SALE) return screen === 'sell' ? 'cart' : 'none';
  if (errorOn !== null && errorOn !== screen) return 'none';
  if (screen === 'checkout') return 'checkout';
  if (errorFrom === ADDING_TO_CART) return 'product-dialog';
  if (errorFrom === APPLYING_CODE) return 'code-field';
  return screen === 'sell' ? 'cart' : 'shell';
}
