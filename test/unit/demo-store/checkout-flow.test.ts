import { describe, expect, it } from 'vitest';
import { checkoutSteps, nextState, transitionErrors, type CheckoutFacts } from '../../../electron/demo-store/checkout/checkout-flow.js';

const facts = (over: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  itemCount: 2,
  email: 'a@example.com',
  hasBillAddress: true,
  hasShipAddress: true,
  totalCents: 1999,
  confirmationRequired: false,
  ...over,
});

describe('checkout flow', () => {
  it('runs cart -> address -> delivery -> payment -> complete', () => {
    expect(checkoutSteps(facts())).toEqual(['address', 'delivery', 'payment', 'complete']);
    const walk: string[] = [];
    let state = nextState('cart', facts());
    while (state) {
      walk.push(state);
      state = nextState(state, facts());
    }
    expect(walk).toEqual(['address', 'delivery', 'payment', 'complete']);
  });

  it('adds confirm when a payment method asks for it, and skips payment when nothing is owed', () => {
    expect(checkoutSteps(facts({ confirmationRequired: true }))).toEqual(['address', 'delivery', 'payment', 'confirm', 'complete']);
    expect(checkoutSteps(facts({ totalCents: 0 }))).toEqual(['address', 'delivery', 'complete']);
    expect(nextState('delivery', facts({ totalCents: 0 }))).toBe('complete');
    // An order already in payment keeps the step even if the total dropped to zero.
    expect(nextState('payment', facts({ totalCents: 0 }))).toBe('complete');
    expect(nextState('complete', facts())).toBeNull();
  });

  it('needs items to leave the cart', () => {
    expect(transitionErrors('cart', 'address', facts({ itemCount: 0 }))).toEqual({ base: ['There are no items for this order'] });
    expect(transitionErrors('cart', 'address', facts())).toEqual({});
  });

  it('needs both addresses to reach delivery, and a valid email from payment on', () => {
    expect(transitionErrors('address', 'delivery', facts({ hasShipAddress: false, hasBillAddress: false }))).toEqual({
      bill_address: ["can't be blank"],
      ship_address: ["can't be blank"],
    });
    expect(transitionErrors('address', 'delivery', facts({ email: null }))).toEqual({});
    expect(transitionErrors('delivery', 'payment', facts({ email: null }))).toEqual({ email: ["can't be blank"] });
    expect(transitionErrors('delivery', 'payment', facts({ email: 'nope' }))).toEqual({ email: ['is invalid'] });
    expect(transitionErrors('delivery', 'complete', facts({ email: null, totalCents: 0 }))).toEqual({ email: ["can't be blank"] });
  });
});
