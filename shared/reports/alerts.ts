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
  /** Since when the condition holds (ISO 8601), as far as the store says. */
  since: string | null;
}

const DONE_SHIPPING = new Set(['shipped', 'delivered', 'canceled', 'returned']);
/** Orders still to be fulfilled: placed, or resumed after a cancel. */
export const LIVE_ORDER_STATES = ['complete', 'resumed'];

function duration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

const alert = (order: Order, reason: AlertReason, message: string): OrderAlert => ({
  key: `${order.number}:${reason}`,
  orderNumber: order.number,
  reason,
  message,
  since: order.completedAt,
});

export function orderAlerts(orders: readonly Order[], thresholds: AlertThresholds, nowMs: number, walkIn: WalkInPickup | null = null): OrderAlert[] {
  const problems: OrderAlert[] = [];
  const late: OrderAlert[] = [];
  for (const order of orders) {
    if (!LIVE_ORDER_STATES.includes(order.state) || !order.completedAt) continue;
    if (order.paymentState === 'failed') problems.push(alert(order, 'payment_failed', `Order ${order.number}: a payment failed.`));
    if (order.paymentState === 'balance_due') problems.push(alert(order, 'balance_due', `Order ${order.number} has a balance due.`));
    const waited = nowMs - Date.parse(order.completedAt);
    if (order.paymentState !== 'paid' || DONE_SHIPPING.has(order.shipmentState ?? '')) continue;
    if (isPickup(order)) {
      if (isWalkInSale({ ...order, pickup: true }, walkIn)) continue;
      if (thresholds.pickupReadyMinutes !== null && order.shipmentState === 'ready' && waited > thresholds.pickupReadyMinutes * 60_000) {
        late.push(alert(order, 'pickup_waiting', `Order ${order.number} has been ready for pickup for ${duration(waited)}.`));
      }
    } else if (thresholds.paidNotShippedHours !== null && waited > thresholds.paidNotShippedHours * 3_600_000) {
      late.push(alert(order, 'not_shipped', `Order ${order.number} was paid ${duration(waited)} ago and has not shipped.`));
    }
  }
  return [...problems, ...late];
}

/** The alerts not raised before (by key), in order. */
export function unraisedAlerts(alerts: readonly OrderAlert[], raised: readonly string[]): OrderAlert[] {
  const seen = new Set(raised);
  return alerts.filter((a) => !seen.has(a.key));
}
