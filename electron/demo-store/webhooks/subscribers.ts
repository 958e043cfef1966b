/**
 * Webhook subscribers, set up by an administrator through the Platform API: a delivery URL
 * (http or https, to a public address: see target-rules.ts), the events of interest (exact names, `*` for all, or `order.*` style
 * patterns; an empty list means all) and whether deliveries are on. Each subscriber gets a
 * signing secret (64 hex characters) when it is created; the API shows it in that answer only.
 */
import { randomBytes } from 'node:crypto';
import { hasErrors, validationFailed, type FieldErrors } from '../http/api-error.js';
import { all, get, run, type DemoDb } from '../db/database.js';
import { nowIso } from '../orders/orders.js';
import { asString, type Params } from '../http/params.js';
import { targetPolicyOf, targetUrlErrors } from './target-rules.js';

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'order.approved',
  'order.canceled',
  'order.resumed',
  'shipment.shipped',
  'shipment.delivered',
  'shipment.canceled',
  'shipment.resumed',
  'payment.voided',
  'return_authorization.created',
  'return_authorization.canceled',
  'customer_return.received',
  'reimbursement.reimbursed',
  'refund.created',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

const MAX_SUBSCRIPTIONS = 50;

export interface SubscriberRow {
  id: number;
  url: string;
  /** JSON list of event names or patterns. */
  subscriptions: string;
  active: number;
  secret_key: string;
  created_at: string;
  updated_at: string;
}

export function subscriptionsOf(row: SubscriberRow): string[] {
  try {
    const parsed: unknown = JSON.parse(row.subscriptions);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether a subscription list asks for an event: `*`, the exact name, or `<prefix>.*`. */
function wantsEvent(subscriptions: readonly string[], event: string): boolean {
  if (subscriptions.length === 0) return true;
  return subscriptions.some((s) => s === '*' || s === event || (s.endsWith('.*') && event.startsWith(s.slice(0, -1))));
}

function isKnownSubscription(value: string): boolean {
  if (value === '*' || (WEBHOOK_EVENTS as readonly string[]).includes(value)) return true;
  if (!value.endsWith('.*')) return false;
  const prefix = value.slice(0, -1);
  return WEBHOOK_EVENTS.some((name) => name.startsWith(prefix));
}

export function subscriberById(db: DemoDb, key: string): SubscriberRow | undefined {
  return /^\d{1,15}$/.test(key) ? get<SubscriberRow>(db, 'SELECT * FROM webhook_subscribers WHERE id = ?', Number(key)) : undefined;
}

/** Active subscribers that asked for `event`. */
export function subscribersFor(db: DemoDb, event: string): SubscriberRow[] {
  return all<SubscriberRow>(db, 'SELECT * FROM webhook_subscribers WHERE active = 1 ORDER BY id').filter((row) => wantsEvent(subscriptionsOf(row), event));
}

interface SubscriberInput {
  url?: string;
  subscriptions?: string[];
  active?: boolean;
}

/** Reads and checks a request's `subscriber` record (`{url, subscriptions, active}`); `creating` makes url required. */
function readInput(db: DemoDb, input: Params, creating: boolean): SubscriberInput {
  const errors: FieldErrors = {};
  const out: SubscriberInput = {};
  if (input.url !== undefined || creating) {
    const url = asString(input.url)?.trim() ?? '';
    const reasons = targetUrlErrors(url, targetPolicyOf(db));
    if (reasons.length > 0) errors.url = reasons;
    else out.url = url;
  }
  if (input.subscriptions !== undefined) {
    const list = input.subscriptions;
    if (!Array.isArray(list) || list.some((s) => typeof s !== 'string')) errors.subscriptions = ['must be a list of event names'];
    else if (list.length > MAX_SUBSCRIPTIONS) errors.subscriptions = [`has too many entries (maximum is ${MAX_SUBSCRIPTIONS})`];
    else {
      const names = [...new Set((list as string[]).map((s) => s.trim()))];
      const unknown = names.filter((s) => !isKnownSubscription(s));
      if (unknown.length > 0) errors.subscriptions = unknown.slice(0, 5).map((s) => `has an unknown event: ${s.slice(0, 80)}`);
      else out.subscriptions = names;
    }
  }
  if (input.active !== undefined) {
    if (input.active === true || input.active === 'true') out.active = true;
    else if (input.active === false || input.active === 'false') out.active = false;
    else errors.active = ['must be true or false'];
  }
  if (hasErrors(errors)) throw validationFailed(errors);
  return out;
}

export function createSubscriber(db: DemoDb, subscriber: Params): SubscriberRow {
  const input = readInput(db, subscriber, true);
  const now = nowIso();
  const id = Number(
    run(
      db,
      'INSERT INTO webhook_subscribers (url, subscriptions, active, secret_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      input.url!,
      JSON.stringify(input.subscriptions ?? ['*']),
      input.active ? 1 : 0,
      randomBytes(32).toString('hex'),
      now,
      now,
    ).lastInsertRowid,
  );
  return get<SubscriberRow>(db, 'SELECT * FROM webhook_subscribers WHERE id = ?', id)!;
}

export function updateSubscriber(db: DemoDb, row: SubscriberRow, subscriber: Params): SubscriberRow {
  const input = readInput(db, subscriber, false);
  run(
    db,
    'UPDATE webhook_subscribers SET url = ?, subscriptions = ?, active = ?, updated_at = ? WHERE id = ?',
    input.url ?? row.url,
    input.subscriptions ? JSON.stringify(input.subscriptions) : row.subscriptions,
    input.active === undefined ? row.active : input.active ? 1 : 0,
    nowIso(),
    row.id,
  );
  return get<SubscriberRow>(db, 'SELECT * FROM webhook_subscribers WHERE id = ?', row.id)!;
}

export function deleteSubscriber(db: DemoDb, row: SubscriberRow): void {
  run(db, 'DELETE FROM webhook_subscribers WHERE id = ?', row.id);
}
