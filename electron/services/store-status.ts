/**
 * The store's service status (`GET {base}/status`) for Settings: read at the counter's priority,
 * never redirected, within its timeout on the wire; a store that answers with anything else
 * (a redirect, an error, not JSON, nothing in time) reads as unknown.
 */
import type { StoreServiceStatus } from '../../shared/bridge.js';
import type { FetchLike } from '../../shared/storefront/client-types.js';
import { NO_REDIRECTS } from '../../shared/storefront/redirects.js';

export type ServiceStatus = Omit<StoreServiceStatus, 'budget' | 'checkedAt' | 'till'>;

/** The parts of a store's `/status` document the app shows; anything missing reads as unknown. */
export function readServiceStatus(body: Record<string, unknown> | null): ServiceStatus {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  const limit = body?.rate_limit as Record<string, unknown> | null | undefined;
  const incidents = Array.isArray(body?.incidents) ? (body.incidents as Record<string, unknown>[]) : [];
  return {
    state: text(body?.state) ?? text(body?.status) ?? 'unknown',
    incidents: incidents
      .filter((i) => i && typeof i === 'object')
      .map((i) => ({ title: text(i.title) ?? text(i.name) ?? 'Incident', status: text(i.status), startedAt: text(i.started_at) })),
    policy: text(limit?.policy),
  };
}

export async function fetchServiceStatus(fetchImpl: FetchLike, baseUrl: string, timeoutMs = 10_000): Promise<ServiceStatus> {
  const res = await fetchImpl(`${baseUrl}/status`, {
    ...NO_REDIRECTS,
    headers: { Accept: 'application/json' },
    priority: 'sale',
    timeoutMs,
  }).catch(() => null);
  if (!res?.ok) {
    await res?.body?.cancel().catch(() => undefined);
    return readServiceStatus(null);
  }
  const body = (await res.json().catch(() => null)) as unknown;
  return readServiceStatus(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null);
}
