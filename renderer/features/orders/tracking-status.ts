/**
 * What the Orders screen says about tracking: live only while the store answers, and when
 * tracking last succeeded (an order's last check is the last time the store answered for it).
 */
import type { ConnectionState, TrackedOrder } from '../../../shared/bridge/bridge.js';
import { clockTime, relativeTime } from '../../ui/words/format-time.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  lastCheck: { id: 'orders.tracking.lastCheck', defaultMessage: 'last successful check {ago}' },
  noneChecked: { id: 'orders.tracking.noneChecked', defaultMessage: 'no order checked yet' },
  live: { id: 'orders.tracking.live', defaultMessage: 'Updated live' },
  checking: { id: 'orders.tracking.checking', defaultMessage: 'Checking the store…' },
  rateLimited: { id: 'orders.tracking.rateLimited', defaultMessage: "Paused: keeping to the store's request limit" },
  unreachable: { id: 'orders.tracking.unreachable', defaultMessage: 'The store cannot be reached' },
  lastSucceeded: { id: 'orders.tracking.lastSucceeded', defaultMessage: 'tracking last succeeded {ago} ({time})' },
});

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
  const lastCheck = last ? say(messages.lastCheck, { ago: relativeTime(last, now) }) : say(messages.noneChecked);
  switch (connection.state) {
    case 'online':
      return { live: true, headline: say(messages.live), detail: lastCheck };
    case 'checking':
      return { live: false, headline: say(messages.checking), detail: lastCheck };
    case 'rate_limited':
      return { live: false, headline: say(messages.rateLimited), detail: lastCheck };
    case 'offline':
      return {
        live: false,
        headline: say(messages.unreachable),
        detail: last ? say(messages.lastSucceeded, { ago: relativeTime(last, now), time: clockTime(last, now) }) : say(messages.noneChecked),
      };
  }
}
