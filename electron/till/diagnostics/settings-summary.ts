/**
 * The settings as a support bundle shows them: each value the app knows, reduced to what says how
 * the till is set up (ids, names, counts, states), never an order token, a customer's words or an
 * address. Keys the app does not know are named, never shown. Pure.
 */
import type { SettingsStore } from '../settings/settings-store.js';
import { SETTINGS_VERSION_KEY, STORED_VALUES } from '../settings/settings-values.js';

type Summary = Record<string, unknown>;
const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isObject) : []);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

const SUMMARIES: Record<string, (value: unknown) => unknown> = {
  'stores.profiles': (v) => list(v).map((p) => ({ id: p.id, name: p.name, baseUrl: p.baseUrl, dialect: p.dialect, currency: p.currency ?? null })),
  'stores.pickup': (v) => (isObject(v) ? Object.keys(v).map((id) => ({ id, location: isObject(v[id]) && isObject(v[id].location) ? 'set' : 'none' })) : null),
  'stores.active': (v) => v,
  'stores.signing': (v) => v,
  'stores.timeZone': (v) => v,
  'sale.current': (v) => (isObject(v) ? { number: textOrNull(v.number), step: textOrNull(v.step) } : null),
  'sale.unseenReceipt': (v) => (isObject(v) && isObject(v.order) ? { orderNumber: textOrNull(v.order.number) } : null),
  'staff.idleLockMinutes': (v) => v,
  'staff.pinAttempts': (v) => (isObject(v) ? { failures: v.failures, waiting: v.retryAt !== null } : null),
  'staff.pinFailures': (v) =>
    isObject(v) ? Object.fromEntries(Object.entries(v).map(([target, times]) => [target, Array.isArray(times) ? times.length : 0])) : null,
  'terminal.pending': (v) => (isObject(v) ? { saleNumber: v.saleNumber, amount: v.amount, currency: v.currency } : null),
  paymentMethods: (v) =>
    isObject(v) ? { store: v.store, readAt: typeof v.at === 'number' ? new Date(v.at).toISOString() : null, methods: list(v.methods).length } : null,
  paymentMethodsCart: (v) => (v === undefined ? null : 'a throw-away cart is waiting to be deleted'),
  trackedOrders: (v) => list(v).map((o) => ({ number: o.number, state: o.state })),
  storeUrl: (v) => v,
  'hardware.printer': (v) => v,
  'hardware.checks': (v) => v,
};

/** `topKeys`: the file's top-level keys (conf keeps dotted keys nested), to name what is not summarised. */
export function settingsSummary(settings: SettingsStore, topKeys: readonly string[]): Summary {
  const summary: Summary = { [SETTINGS_VERSION_KEY]: settings.get(SETTINGS_VERSION_KEY) ?? null };
  for (const { key } of STORED_VALUES) {
    const value = settings.get(key);
    if (value !== undefined) summary[key] = SUMMARIES[key]?.(value) ?? 'present';
  }
  const known = new Set([SETTINGS_VERSION_KEY, ...STORED_VALUES.map((v) => v.key.split('.')[0]!)]);
  const others = topKeys.filter((key) => !known.has(key));
  if (others.length > 0) summary.otherKeys = { names: others, note: 'values not included' };
  return summary;
}
