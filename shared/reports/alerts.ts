/**
 * Alerts for managers, from the store's orders and the thresholds a manager sets: a pickup order
 * ready for longer than `pickupReadyMinutes`, an order paid but not shipped `paidNotShippedHours`
 * after it was placed, and at once a payment that failed or a balance due. Each order and reason
 * is one key, raised once (the caller keeps the keys raised).
 *
 * The store does not say when a shipment became ready, so a pickup waits from the order's
 * completion (a pickup order is ready as soon as it is paid). A walk-in sale (shared/sale/walk-in-sale.ts)
 * never waits: its goods left with the customer at the counter.
 */
import { defineMessages, englishOf, wordsOf, type Words } from '../i18n/words.js';
import type { WalkInPickup } from '../store-location.js';
import type { Order } from '../storefront/types/types.js';
import { isWalkInSale } from '../sale/walk-in-sale.js';
import { isPickup } from './packing-slip.js';

type AlertReason = 'pickup_waiting' | 'not_shipped' | 'payment_failed' | 'balance_due';

export interface AlertThresholds {
  /** Minutes a pickup may stay ready before an alert; null: never. */
  pickupReadyMinutes: number | null;
  /** Hours a paid order may stay unshipped before an alert; null: never. */
  paidNotShippedHours: number | null;
}

export const DEFAULT_THRESHOLDS: AlertThresholds = { pickupReadyMinutes: 60, paidNotShippedHours: 48 };

export interface OrderAlert {
  /** `<order number>:<reason>`: raised once. */
  key: string;
  orderNumber: string;
  reason: AlertReason;
  message: string;
  /** The message as catalogue words, said in the reader's language. */
  words: Words;
  /** Since when the condition holds (ISO 8601), as far as the store says. */
  since: string | null;
}

const DONE_SHIPPING = new Set(['shipped', 'delivered', 'canceled', 'returned']);
/** Orders still to be fulfilled: placed, or resumed after a cancel. */
export const LIVE_ORDER_STATES = ['complete', 'resumed'];

const messages = defineMessages({
  paymentFailed: { id: 'alerts.order.paymentFailed', defaultMessage: 'Order {number}: a payment failed.' },
  balanceDue: { id: 'alerts.order.balanceDue', defaultMessage: 'Order {number} has a balance due.' },
  pickupWaiting: {
    id: 'alerts.order.pickupWaiting',
    defaultMessage: 'Order {number} has been ready for pickup for {hours, plural, =0 {{minutes} min} other {# h {minutes} min}}.',
  },
  notShipped: {
    id: 'alerts.order.notShipped',
    defaultMessage: 'Order {number} was paid {hours, plural, =0 {{minutes} min} other {# h {minutes} min}} ago and has not shipped.',
  },
});

/** A wait in whole hours and the minutes past them (all minutes when under an hour). */
function duration(ms: number): { hours: number; minutes: number } {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? { hours, minutes: minutes % 60 } : { hours: 0, minutes };
}

const alert = (order: Order, reason: AlertReason, words: Words): OrderAlert => ({
  key: `${order.number}:${reason}`,
  orderNumber: order.number,
  reason,
  message: englishOf(words),
  words,
  since: order.completedAt,
});

export function orderAlerts(orders: readonly Order[], thresholds: AlertThresholds, nowMs: number, walkIn: WalkInPickup | null = null): OrderAlert[] {
  const problems: OrderAlert[] = [];
  const late: OrderAlert[] = [];
  for (const order of orders) {
    if (!LIVE_ORDER_STATES.includes(order.state) || !order.completedAt) continue;
    if (order.paymentState === 'failed') problems.push(alert(order, 'payment_failed', wordsOf(messages.paymentFailed, { number: order.number })));
    if (order.paymentState === 'balance_due') problems.push(alert(order, 'balance_due', wordsOf(messages.balanceDue, { number: order.number })));
    const waited = nowMs - Date.parse(order.completedAt);
    if (order.paymentState !== 'paid' || DONE_SHIPPING.has(order.shipmentState ?? '')) continue;
    if (isPickup(order)) {
      if (isWalkInSale({ ...order, pickup: true }, walkIn)) continue;
      if (thresholds.pickupReadyMinutes !== null && order.shipmentState === 'ready' && waited > thresholds.pickupReadyMinutes * 60_000) {
        late.push(alert(order, 'pickup_waiting', wordsOf(messages.pickupWaiting, { number: order.number, ...duration(waited) })));
      }
    } else if (thresholds.paidNotShippedHours !== null && waited > thresholds.paidNotShippedHours * 3_600_000) {
      late.push(alert(order, 'not_shipped', wordsOf(messages.notShipped, { number: order.number, ...duration(waited) })));
    }
  }
  return [...problems, ...late];
}

/** The alerts not raised before (by key), in order. */
export function unraisedAlerts(alerts: readonly OrderAlert[], raised: readonly string[]): OrderAlert[] {
  const seen = new Set(raised);
  return alerts.filter((a) => !seen.has(a.key));
}
