/**
 * Sending webhooks: each event the store emits becomes one message per active subscriber that
 * asked for it, POSTed as JSON after the request that caused it has been answered. A 2xx answer
 * is a success; anything else (another status, a redirect, no answer within the timeout, a
 * refused connection) is tried again after 1 s, 5 s and 25 s, four attempts in all, except a
 * URL or address the store may not send to (target-rules.ts): that is recorded once. Every
 * attempt is recorded (`webhook_deliveries`, the newest 1,000 kept) and listed by the Platform
 * API at `/webhooks/events`. Each attempt re-reads its subscriber: one deleted or switched off
 * meanwhile gets nothing more.
 */
import { run, type DemoDb } from '../db/database.js';
import { storeEvents } from '../process/events.js';
import { nowIso } from '../orders/orders.js';
import {
  completedOrderEvents,
  orderChangeEvents,
  paymentVoidEvents,
  returnEvents,
  shipmentMoveEvents,
  signedMessage,
  SIGNATURE_HEADER,
  type WebhookEvent,
} from './payloads.js';
import { sendAttempt, systemResolve, type AttemptOutcome, type ResolveHost } from './send-attempt.js';
import { subscriberById, subscribersFor } from './subscribers.js';
import { policyForStoreHost, useTargetPolicy } from './target-rules.js';

const RETRY_DELAYS_MS = [1000, 5000, 25000];
const ATTEMPT_TIMEOUT_MS = 5000;
const KEPT_DELIVERIES = 1000;
const USER_AGENT = 'DemoStore-Webhooks/1.0';

/** Where the demo store listens (server.ts listens here and says so to delivery): loopback, so subscribers on this computer are allowed. */
export const DEMO_STORE_HOST = '127.0.0.1';

export interface WebhookDeliveryOptions {
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  log?: (line: string) => void;
  /** The address the store listens on; loopback subscribers are allowed only when it is loopback. */
  storeHost?: string;
  /** How host names are resolved (the system's DNS unless a test gives its own). */
  resolve?: ResolveHost;
}

export interface WebhookDelivery {
  /** Stops retries and aborts requests in flight; nothing is recorded after. */
  stop(): void;
  /** Resolves when nothing is being sent or waiting for a retry (for tests and shutdown). */
  idle(): Promise<void>;
}

export function startWebhookDelivery(db: DemoDb, options: WebhookDeliveryOptions = {}): WebhookDelivery {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const log = options.log ?? (() => {});
  const resolveHost = options.resolve ?? systemResolve;
  const policy = policyForStoreHost(options.storeHost ?? DEMO_STORE_HOST);
  useTargetPolicy(db, policy);
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  let pending = 0;
  let waiters: (() => void)[] = [];
  let stopped = false;

  const settle = (): void => {
    pending -= 1;
    if (pending === 0) {
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
    }
  };

  const schedule = (event: WebhookEvent, subscriberId: number, attempt: number, delayMs: number): void => {
    if (stopped) return;
    pending += 1;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void send(event, subscriberId, attempt).finally(settle);
    }, delayMs);
    timers.add(timer);
  };

  const send = async (event: WebhookEvent, subscriberId: number, attempt: number): Promise<void> => {
    const subscriber = stopped ? undefined : subscriberById(db, String(subscriberId));
    if (!subscriber || subscriber.active !== 1) return;
    const t = Math.floor(Date.now() / 1000);
    const { body, signature } = signedMessage(event, subscriber.secret_key, t);
    const controller = new AbortController();
    inFlight.add(controller);
    const started = Date.now();
    let outcome: AttemptOutcome;
    try {
      outcome = await sendAttempt(
        subscriber.url,
        {
          'Content-Type': 'application/json',
          'User-Agent': USER_AGENT,
          [SIGNATURE_HEADER]: signature,
          'X-Shop-Webhook-Event': event.name,
          'X-Shop-Webhook-Id': event.id,
          'X-Shop-Webhook-Attempt': String(attempt),
        },
        body,
        { policy, resolve: resolveHost, timeoutMs, signal: controller.signal },
      );
    } finally {
      inFlight.delete(controller);
    }
    if (stopped) return;
    const { status, failure } = outcome;
    record(db, event, subscriber.id, subscriber.url, attempt, status, failure, Date.now() - started);
    if (failure && outcome.retry && attempt <= delays.length) {
      log(`webhook ${event.name} to subscriber ${subscriber.id} failed (${failure}); attempt ${attempt + 1} in ${delays[attempt - 1]} ms`);
      schedule(event, subscriber.id, attempt + 1, delays[attempt - 1]!);
    } else if (failure) {
      log(`webhook ${event.name} to subscriber ${subscriber.id} failed (${failure}); giving up after ${attempt} attempts`);
    }
  };

  const dispatch = (events: WebhookEvent[]): void => {
    for (const event of events) {
      for (const subscriber of subscribersFor(db, event.name)) schedule(event, subscriber.id, 1, 0);
    }
  };

  const bus = storeEvents(db);
  const unsubscribe = [
    bus.on('order.completed', ({ orderId, previousState }) => dispatch(completedOrderEvents(db, orderId, previousState))),
    bus.on('shipment.moved', ({ shipmentId, from, to }) => dispatch(shipmentMoveEvents(db, shipmentId, from, to))),
    bus.on('order.changed', ({ orderId, event, from, to }) => dispatch(orderChangeEvents(db, orderId, event, from, to))),
    bus.on('payment.voided', ({ paymentId, from }) => dispatch(paymentVoidEvents(db, paymentId, from))),
    bus.on('return.recorded', (record) => dispatch(returnEvents(record))),
  ];

  return {
    stop() {
      if (stopped) return;
      stopped = true;
      for (const off of unsubscribe) off();
      for (const timer of timers) clearTimeout(timer);
      pending -= timers.size;
      timers.clear();
      for (const controller of inFlight) controller.abort(new Error('the store is closing'));
      if (pending === 0) {
        for (const resolve of waiters) resolve();
        waiters = [];
      }
    },
    idle() {
      return pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

function record(
  db: DemoDb,
  event: WebhookEvent,
  subscriberId: number,
  url: string,
  attempt: number,
  status: number | null,
  failure: string,
  elapsedMs: number,
): void {
  const result = run(
    db,
    `INSERT INTO webhook_deliveries (subscriber_id, event_id, name, url, attempt, response_code, success, request_errors, execution_time, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    subscriberId,
    event.id,
    event.name,
    url,
    attempt,
    status === null ? null : String(status),
    failure ? 0 : 1,
    failure.slice(0, 500),
    elapsedMs,
    nowIso(),
  );
  const id = Number(result.lastInsertRowid);
  if (id % 100 === 0) run(db, 'DELETE FROM webhook_deliveries WHERE id <= ?', id - KEPT_DELIVERIES);
}
