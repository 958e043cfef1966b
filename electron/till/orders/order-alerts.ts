/**
 * Alerts for managers, checked against the store's waiting orders (one Platform request per
 * check, at tracking priority, every few minutes while the admin client is connected): each order
 * and reason raises one desktop notification, ever. The keys raised are written to settings
 * before the notification is shown, so a restart never repeats one; the thresholds are the
 * manager's, in settings too.
 */
import { defineMessages, englishOf, wordsOf } from '../../../shared/i18n/words.js';
import type { ComposedWords } from '../../../shared/staff/composed-words.js';
import type { StaffNotifier } from './staff-notifier.js';
import type { AlertsView, PosCalls } from '../../../shared/bridge/bridge.js';
import { DEFAULT_THRESHOLDS, orderAlerts, unraisedAlerts, type AlertThresholds } from '../../../shared/reports/alerts.js';
import type { WalkInPickup } from '../../../shared/store-location.js';
import type { Order } from '../../../shared/storefront/types/types.js';
import { describeError } from '../runtime/error-words.js';
import type { SettingsStore } from '../settings/settings-store.js';

const ALERT_THRESHOLDS_KEY = 'alerts.thresholds';
export const ALERTS_RAISED_KEY = 'alerts.raised';
/** How often the store is checked (one request each time). */
const ALERT_CHECK_MS = 3 * 60_000;
/** Raised keys kept (the newest): far more than the orders that can wait at once. */
const RAISED_KEPT = 5_000;
/** A check the page asks for within this long of the last it asked answers from it (a page cannot spend the budget by asking). */
const MIN_CHECK_GAP_MS = 10_000;
/** More new alerts than this at once are one notification that counts them. */
const NOTIFICATIONS_AT_ONCE = 3;

const messages = defineMessages({
  manyTitle: { id: 'alerts.notification.manyTitle', defaultMessage: 'Orders need attention' },
  manyBody: { id: 'alerts.notification.manyBody', defaultMessage: '{count, plural, one {# order needs} other {# orders need}} attention: see Reports.' },
  oneTitle: { id: 'alerts.notification.oneTitle', defaultMessage: 'Order needs attention' },
  noAdminClient: { id: 'alerts.check.noAdminClient', defaultMessage: 'Connect the store’s admin client in Settings to check the store’s orders for alerts.' },
  storeSaid: { id: 'alerts.check.storeSaid', defaultMessage: '{reason}' },
});

export interface OrderAlertsService {
  view(): AlertsView;
  /** Checks now; `asked` (the page asking): within 10 s of the last asked check, answers from the last one. */
  check(origin?: 'asked' | 'timer'): Promise<AlertsView>;
  setThresholds(thresholds: AlertThresholds): AlertsView;
  start(): void;
  stop(): void;
}

function storedThresholds(settings: SettingsStore): AlertThresholds {
  const saved = settings.get(ALERT_THRESHOLDS_KEY) as Partial<AlertThresholds> | undefined;
  const pick = (value: unknown, fallback: number | null) =>
    value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0) ? value : fallback;
  return {
    pickupReadyMinutes: pick(saved?.pickupReadyMinutes, DEFAULT_THRESHOLDS.pickupReadyMinutes),
    paidNotShippedHours: pick(saved?.paidNotShippedHours, DEFAULT_THRESHOLDS.paidNotShippedHours),
  };
}

export function createOrderAlerts(options: {
  settings: SettingsStore;
  /** The store's waiting orders (one request); refused in words when there is no admin client. */
  read: () => Promise<Order[]>;
  /** Whether a check can be made now (the admin client is connected): no request otherwise. */
  canCheck: () => boolean;
  /** The store's walk-in pickup (read at each view): a walk-in sale never waits for a pickup. */
  walkInPickup?: () => WalkInPickup | null;
  notify?: StaffNotifier;
  onChange: (view: AlertsView) => void;
  now?: () => number;
  intervalMs?: number;
  log?: (line: string) => void;
}): OrderAlertsService {
  const now = options.now ?? Date.now;
  let orders: Order[] = [];
  let checkedAt: string | null = null;
  let lastAskedAt = -Infinity;
  let error: ComposedWords | null = null;
  let checking: Promise<AlertsView> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const view = (): AlertsView => ({
    thresholds: storedThresholds(options.settings),
    alerts: orderAlerts(orders, storedThresholds(options.settings), now(), options.walkInPickup?.() ?? null),
    checkedAt,
    error: error && englishOf(error),
    errorWords: error,
  });

  const raise = (current: AlertsView) => {
    const raised = (options.settings.get(ALERTS_RAISED_KEY) as string[] | undefined) ?? [];
    const fresh = unraisedAlerts(current.alerts, raised);
    if (fresh.length === 0) return;
    // Written before anything is shown: a crash after this never shows the same alert again.
    options.settings.set(ALERTS_RAISED_KEY, [...raised, ...fresh.map((a) => a.key)].slice(-RAISED_KEPT));
    if (fresh.length > NOTIFICATIONS_AT_ONCE) {
      options.notify?.((say) => ({ title: say(messages.manyTitle), body: say(messages.manyBody, { count: fresh.length }) }));
    } else {
      for (const a of fresh) options.notify?.((say) => ({ title: say(messages.oneTitle), body: say(a.words, a.words.values) }));
    }
  };

  const check = (origin: 'asked' | 'timer' = 'timer'): Promise<AlertsView> => {
    if (checking) return checking;
    // Only a check that asked the store counts for the gap.
    if (origin === 'asked' && now() - lastAskedAt < MIN_CHECK_GAP_MS) return Promise.resolve(view());
    checking = (async () => {
      if (!options.canCheck()) {
        error = wordsOf(messages.noAdminClient);
      } else {
        if (origin === 'asked') lastAskedAt = now();
        try {
          orders = await options.read();
          checkedAt = new Date(now()).toISOString();
          error = null;
        } catch (e) {
          const failed = describeError(e);
          // The store's own words when it sent no catalogue words (they are meant for people already).
          error = failed.words ?? wordsOf(messages.storeSaid, { reason: failed.message });
          options.log?.(`alerts check failed: ${failed.message}`);
        }
      }
      const current = view();
      if (error === null) raise(current);
      options.onChange(current);
      return current;
    })().finally(() => {
      checking = null;
    });
    return checking;
  };

  return {
    view,
    check,
    setThresholds(thresholds) {
      options.settings.set(ALERT_THRESHOLDS_KEY, thresholds);
      const current = view();
      if (checkedAt !== null && error === null) raise(current);
      options.onChange(current);
      return current;
    },
    start() {
      if (timer) return;
      void check();
      timer = setInterval(() => void check(), options.intervalMs ?? ALERT_CHECK_MS);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** The bridge's `alerts.*` calls: the alerts service's (a check from the bridge is one the manager asked for). */
export function alertCalls(alerts: OrderAlertsService) {
  return {
    list: async () => alerts.view(),
    check: () => alerts.check('asked'),
    setThresholds: async (thresholds) => alerts.setThresholds(thresholds),
  } satisfies PosCalls['alerts'];
}
