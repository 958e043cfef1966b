/** The checkout's customer form filled from what the store's cart holds. */
import { describe, expect, it } from 'vitest';
import type { SaleCart } from '../../../../shared/bridge/bridge.js';
import type { Address } from '../../../../shared/storefront/types/types.js';
import { customerFormFromCart } from '../../../../renderer/features/checkout/customer-form-from-cart.js';

const home: Address = {
  firstname: 'Robin',
  lastname: 'Counter',
  address1: '12 Wharf Street',
  address2: null,
  city: 'Portland',
  zipcode: '04101',
  phone: null,
  company: null,
  stateName: 'ME',
  countryIso: 'US',
  label: null,
};
const office: Address = { ...home, address1: '1 Congress Square', address2: 'Suite 4' };

const cartWith = (email: string | null, billAddress: Address | null, shipAddress: Address | null) => ({ email, billAddress, shipAddress }) as SaleCart;

describe('the customer form from the cart', () => {
  it('takes the email and the address, shipping to the same address', () => {
    const form = customerFormFromCart(cartWith('robin@example.com', home, { ...home }));
    expect(form.details).toEqual({
      email: 'robin@example.com',
      firstname: 'Robin',
      lastname: 'Counter',
      address1: '12 Wharf Street',
      city: 'Portland',
      zipcode: '04101',
      stateName: 'ME',
      phone: '',
      countryIso: 'US',
    });
    expect(form.shipElsewhere).toBe(false);
  });

  it('shows a shipping address elsewhere apart', () => {
    const form = customerFormFromCart(cartWith('robin@example.com', home, office));
    expect(form.shipElsewhere).toBe(true);
    expect(form.shipping).toMatchObject({ address1: '1 Congress Square', address2: 'Suite 4', city: 'Portland' });
    expect(form.details.address1).toBe('12 Wharf Street');
  });

  it('is empty for a cart without the customer, or no cart', () => {
    for (const form of [customerFormFromCart(cartWith(null, null, null)), customerFormFromCart(null)]) {
      expect(form.details).toMatchObject({ email: '', firstname: '', address1: '', countryIso: 'US' });
      expect(form.shipElsewhere).toBe(false);
    }
  });

  it('takes the email alone when the cart has no address yet', () => {
    const form = customerFormFromCart(cartWith('robin@example.com', null, null));
    expect(form.details).toMatchObject({ email: 'robin@example.com', firstname: '', city: '' });
  });
});
