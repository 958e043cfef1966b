import { describe, expect, it } from 'vitest';
import { isActivelyFulfilled, isFinal, pollDelayMs } from '../../../../electron/till/orders/order-tracker.js';

describe('order tracking cadence', () => {
  it('polls every 5 to 10 s while an order is being fulfilled', () => {
    const order = { state: 'complete', shipmentState: 'ready' };
    expect(isActivelyFulfilled(order)).toBe(true);
    expect(pollDelayMs(order, () => 0)).toBe(5000);
    expect(pollDelayMs(order, () => 0.999999)).toBe(10000);
  });

  it('polls every 60 to 120 s once shipped', () => {
    const order = { state: 'complete', shipmentState: 'shipped' };
    expect(isActivelyFulfilled(order)).toBe(false);
    expect(pollDelayMs(order, () => 0)).toBe(60000);
    expect(pollDelayMs(order, () => 0.5)).toBe(90000);
  });

  it('stops on its own once an order is delivered or returned', () => {
    expect(isFinal({ state: 'complete', shipmentState: 'delivered' })).toBe(true);
    expect(isFinal({ state: 'returned', shipmentState: 'shipped' })).toBe(true);
    expect(isFinal({ state: 'complete', shipmentState: 'shipped' })).toBe(false);
  });

  it('keeps checking a canceled order every 60 to 120 s (a store may resume it), and a resumed one as it is fulfilled again', () => {
    const canceled = { state: 'canceled', shipmentState: 'canceled' };
    expect(isFinal(canceled)).toBe(false);
    expect(isFinal({ state: 'canceled', shipmentState: 'ready' })).toBe(false);
    expect(pollDelayMs(canceled, () => 0)).toBe(60000);
    const resumed = { state: 'resumed', shipmentState: 'ready' };
    expect(isActivelyFulfilled(resumed)).toBe(true);
    expect(pollDelayMs(resumed, () => 0)).toBe(5000);
  });
});
