/**
 * Where a failed sale action is told, so the clerk sees it where they are looking and hears it
 * once: the product dialog and the code field speak for their own steps, checkout shows every
 * error of its sale, the cart on the Sell screen the rest, and above any other screen (a scan
 * rings up wherever the focus is) the shell.
 */
import type { Screen } from './app.js';
import { ADDING_TO_CART, APPLYING_CODE } from './sale.js';

export type SaleErrorPlace = 'product-dialog' | 'code-field' | 'checkout' | 'cart' | 'shell';

export function saleErrorPlace(errorFrom: string | null, screen: Screen): SaleErrorPlace {
  if (screen === 'checkout') return 'checkout';
  if (errorFrom === ADDING_TO_CART) return 'product-dialog';
  if (errorFrom === APPLYING_CODE) return 'code-field';
  return screen === 'sell' ? 'cart' : 'shell';
}
