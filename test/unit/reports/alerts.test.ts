/** Alerts for managers: a pickup waiting, an order paid but not shipped, a payment failed or a balance due; once each. */
import { describe, expect, it } from 'vitest';
import { orderAlerts, unraisedAlerts } from '../../../shared/reports/alerts.js';
import { manualClock } from '../../support/till/manual-clock.js';
import { HOME, line, order, shipment } from './order-fixtures.js';

const PICKUP_RATE = { id: 'r1', name: 'In-store pickup', shippingMethodId: '1', cost: '0.00', displayCost: '$0.00', selected: true, free: true };
const STANDARD_RATE = { id: 'r2', name: 'Standard shipping', shippingMethodId: '2', cost: '6.95', displayCost: '$6.95', selected: true, free: false };
const thresholds = { pickupReadyMinutes: 30, paidNotShippedHours: 24 };

describe('alerts', () => {
  const start = Date.parse('2026-11-23T10:00:00Z');
  const pickup = order('R1', '2026-11-23T10:00:00Z', [line('1', 'v1', 'Tee', 1, '10.00')], {
    shipments: [shipment(['1'], { rates: [PICKUP_RATE], selectedRateId: 'r1' })],
  });
  const shipped = order('R2', '2026-11-23T10:00:00Z', [line('2', 'v1', 'Tee', 1, '10.00')], {
    shipmentState: 'pending',
    shipments: [shipment(['2'], { state: 'pending', rates: [STANDARD_RATE], selectedRateId: 'r2' })],
  });
  // Canceled, then resumed: its payments stay void, so it owes its total (failed).
  const failed = order('R3', '2026-11-23T10:00:00Z', [line('3', 'v1', 'Tee', 1, '10.00')], {
    state: 'resumed',
    paymentState: 'failed',
    shipmentState: 'pending',
  });
  const due = order('R4', '2026-11-23T10:00:00Z', [line('4', 'v1', 'Tee', 1, '10.00')], { paymentState: 'balance_due' });
  const done = order('R5', '2026-11-20T10:00:00Z', [line('5', 'v1', 'Tee', 1, '10.00')], {
    shipmentState: 'shipped',
    shipments: [shipment(['5'], { state: 'shipped', rates: [STANDARD_RATE], selectedRateId: 'r2' })],
  });
  const canceled = order('R6', '2026-11-20T10:00:00Z', [line('6', 'v1', 'Tee', 1, '10.00')], { state: 'canceled', paymentState: 'void' });
  const all = [pickup, shipped, failed, due, done, canceled];

  it('raises each rule once its threshold has passed, by the clock', async () => {
    const clock = manualClock(start);
    const reasons = () => orderAlerts(all, thresholds, clock.now()).map((a) => `${a.orderNumber}:${a.reason}`);
    // At once: the payment problems only.
    expect(reasons()).toEqual(['R3:payment_failed', 'R4:balance_due']);
    await clock.advance(29 * 60_000);
    expect(reasons()).not.toContain('R1:pickup_waiting');
    await clock.advance(60_001);
    expect(reasons()).toContain('R1:pickup_waiting');
    expect(reasons()).not.toContain('R2:not_shipped');
    await clock.advance(24 * 3_600_000);
    expect(reasons()).toEqual(['R3:payment_failed', 'R4:balance_due', 'R1:pickup_waiting', 'R2:not_shipped']);
    const words = orderAlerts(all, thresholds, clock.now());
    expect(words.find((a) => a.reason === 'pickup_waiting')?.message).toBe('Order R1 has been ready for pickup for 24 h 30 min.');
    expect(words.find((a) => a.reason === 'not_shipped')?.message).toBe('Order R2 was paid 24 h 30 min ago and has not shipped.');
    expect(words.find((a) => a.reason === 'payment_failed')?.message).toBe('Order R3: a payment failed.');
    expect(words.find((a) => a.reason === 'balance_due')?.message).toBe('Order R4 has a balance due.');
  });

  it('a rule turned off (null) raises nothing', () => {
    const later = start + 100 * 3_600_000;
    expect(orderAlerts(all, { pickupReadyMinutes: null, paidNotShippedHours: null }, later).map((a) => a.reason)).toEqual(['payment_failed', 'balance_due']);
  });

  it('raises an order and reason once, whatever the order does after', () => {
    const alerts = orderAlerts(all, thresholds, start);
    const first = unraisedAlerts(alerts, []);
    expect(first.map((a) => a.key)).toEqual(['R3:payment_failed', 'R4:balance_due']);
    expect(
      unraisedAlerts(
        alerts,
        first.map((a) => a.key),
      ),
    ).toEqual([]);
  });

  it('never raises a pickup alert for a walk-in sale: its goods left with the customer at the counter', () => {
    const walkIn = { email: 'walk-in@demo.store', location: { address1: '12 Wharf Street', city: 'Portland', zipcode: '04101', countryIso: 'US' } };
    const atTheStore = { ...HOME, firstname: 'Walk-in', lastname: 'Customer', address1: '12 Wharf Street' };
    const walkInSale = order('W1', '2026-11-23T10:00:00Z', [line('7', 'v1', 'Tee', 1, '10.00')], {
      email: 'walk-in@demo.store',
      shipAddress: atTheStore,
      shipments: [shipment(['7'], { rates: [PICKUP_RATE], selectedRateId: 'r1' })],
    });
    const twoHoursOn = start + 2 * 3_600_000;
    expect(orderAlerts([walkInSale, pickup], thresholds, twoHoursOn, walkIn).map((a) => a.key)).toEqual(['R1:pickup_waiting']);
    // The same pickup with a customer's own email waits, and is alerted.
    expect(orderAlerts([{ ...walkInSale, email: 'pat@example.com' }], thresholds, twoHoursOn, walkIn).map((a) => a.key)).toEqual(['W1:pickup_waiting']);
  });
});
