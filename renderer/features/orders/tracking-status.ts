/**
 * What the Orders screen says about tracking: live only while the store answers, and when
 * tracking last succeeded (an order's last check is the last time the store answered for it).
 */
import type { ConnectionState, TrackedOrder } from '../../../shared/bridge/bridge.js';
import { clockTime, relativeTime } from '../../ui/words/format-time.js';

export interface TrackingStatus {
  /** The orders are being kept up to date right now. */
  live: boolean;
  headline: string;
  detail: string;
}

/** When the store last answered for any tracked order, or null. */
function lastTrackingSuccess(orders: TrackedOrder[]): string | null {
  let latest: string | null = null;
  for (const o of orders) {
    if (o.lastCheckedAt && (!latest || Date.parse(o.lastCheckedAt) > Date.parse(latest))) latest = o.lastCheckedAt;
  }
  return latest;
}

export function trackingStatus(orders: TrackedOrder[], connection: ConnectionState, now: number): TrackingStatus {
  const last = lastTrackingSuccess(orders);
  const lastCheck = last ? `last successful check ${relativeTime(last, now)}` : 'no order checked yet';
  switch (connection.state) {
    case 'online':
      return { live: true, headline: 'Updated live', detail: lastCheck };
    case 'checking':
      return { live: false, headline: 'Checking the store…', detail: lastCheck };
    case 'rate_limited':
      return { live: false, headline: "Paused: keeping to the store's request limit", detail: lastCheck };
    case 'offline':
      return {
        live: false,
        headline: 'The store cannot be reached',
        detail: last ? `tracking last succeeded ${relativeTime(last, now)} (${clockTime(last, now)})` : 'no order checked yet',
      };
  }
}
