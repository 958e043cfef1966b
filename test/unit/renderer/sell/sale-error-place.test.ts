/**
 * Where a failed sale action is told: where the clerk was when it failed, and nowhere else once
 * they have moved on to another screen; the sale the start could not read, in the cart.
 */
import { describe, expect, it } from 'vitest';
import { saleErrorPlace } from '../../../../renderer/features/sell/sale-error-place.js';
import { ADDING_TO_CART, LOADING_SALE, SCANNING, UPDATING_QUANTITY } from '../../../../renderer/features/sell/sale.js';

describe('where a sale error is told', () => {
  it('where it happened', () => {
    expect(saleErrorPlace(UPDATING_QUANTITY, 'sell', 'sell')).toBe('cart');
    expect(saleErrorPlace(ADDING_TO_CART, 'sell', 'sell')).toBe('product-dialog');
    expect(saleErrorPlace('Saving customer details', 'checkout', 'checkout')).toBe('checkout');
    expect(saleErrorPlace(SCANNING, 'orders', 'orders')).toBe('shell');
  });

  it('not on the screen the clerk went to afterwards', () => {
    expect(saleErrorPlace(UPDATING_QUANTITY, 'orders', 'sell')).toBe('none');
    expect(saleErrorPlace(UPDATING_QUANTITY, 'checkout', 'sell')).toBe('none');
    expect(saleErrorPlace('Saving customer details', 'sell', 'checkout')).toBe('none');
    expect(saleErrorPlace(SCANNING, 'sell', 'orders')).toBe('none');
  });

  it('the sale the start could not read: in the cart, on the Sell screen only', () => {
    expect(saleErrorPlace(LOADING_SALE, 'sell', 'sell')).toBe('cart');
    expect(saleErrorPlace(LOADING_SALE, 'sell', 'orders')).toBe('cart');
    expect(saleErrorPlace(LOADING_SALE, 'orders', 'sell')).toBe('none');
  });
});
