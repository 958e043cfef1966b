/**
 * The till's rule for stepping a checkout before the clerk completes it: one `next` only from a
 * state whose next step can never place the order, and any placed state is recognised.
 */
import { describe, expect, it } from 'vitest';
import { mayStepWithoutPlacing, STEPS_TO_DELIVERY, wasPlaced, wentBackBeforeDelivery } from '../../../../electron/till/sale/checkout-steps.js';

describe('stepping a checkout without placing the order', () => {
  it('steps from cart and address, whose next step is address or delivery', () => {
    expect(mayStepWithoutPlacing('cart')).toBe(true);
    expect(mayStepWithoutPlacing('address')).toBe(true);
    expect(STEPS_TO_DELIVERY).toBe(2);
  });

  it('never steps from delivery (a free order goes on to complete), payment, confirm or later', () => {
    for (const state of ['delivery', 'payment', 'confirm', 'complete', 'canceled', 'returned', 'awaiting_return', 'resumed', '']) {
      expect(mayStepWithoutPlacing(state), state).toBe(false);
    }
  });

  it('knows an order placed by its state or by its completion time', () => {
    for (const state of ['complete', 'canceled', 'returned', 'awaiting_return', 'resumed']) {
      expect(wasPlaced({ state, completedAt: null }), state).toBe(true);
    }
    expect(wasPlaced({ state: 'payment', completedAt: '2026-11-23T19:00:00Z' })).toBe(true);
    for (const state of ['cart', 'address', 'delivery', 'payment', 'confirm']) {
      expect(wasPlaced({ state, completedAt: null }), state).toBe(false);
    }
  });

  it('sees a checkout taken back before delivery (a cart change does that), and nothing else', () => {
    expect(wentBackBeforeDelivery('cart')).toBe(true);
    expect(wentBackBeforeDelivery('address')).toBe(true);
    for (const state of ['delivery', 'payment', 'confirm', 'complete']) expect(wentBackBeforeDelivery(state), state).toBe(false);
  });
});
