/**
 * The store's service status (`GET {base}/status`) for Settings: read at the counter's priority,
 * never redirected, within its timeout on the wire; a store that answers with anything else
 * (a redirect, an error, not JSON, nothing in time) reads as unknown.
 */
import type { StoreServiceStatus, TillAuthentication } from '../../../shared/bridge/bridge.js';
import { signatureRefusal } from '../../../shared/storefront/errors.js';
import type { FetchLike, RequestPriority } from '../../../shared/storefront/types/client-types.js';
import { NO_REDIRECTS } from '../../../shared/storefront/redirects.js';

export type ServiceStatus = Omit<StoreServiceStatus, 'budget' | 'agentic' | 'checkedAt'>;

/** The parts of a store's `/status` document the app shows; anything missing reads as unknown. */
export function readServiceStatus(body: Record<string, unknown> | null): Omit<ServiceStatus, 'till'> {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  const limit = body?.rate_limit as Record<string, unknown> | null | undefined;
  const incidents = Array.isArray(body?.incidents) ? (body.incidents as Record<string, unknown>[]) : [];
  return {
    state: text(body?.state) ?? text(body?.status) ?? 'unknown',
    incidents: incidents
      .filter((i) => i && typeof i === 'object')
      .map((i) => ({ title: text(i.title) ?? text(i.name) ?? 'Incident', status: text(i.status), startedAt: text(i.started_at) })),
    policy: text(limit?.policy),
    bucket: limit?.bucket === 'till' ? 'till' : limit?.bucket === 'client_ip' ? 'address' : null,
  };
}

/**
 * What the store says of a signed till in its answer to `/status`: the till it authenticated the
 * request as (`till: {name, key_id}`), or the check its signature failed (401 with
 * `signature_error` and a message); anything else does not say.
 */
export function readTillAuthentication(status: number, body: Record<string, unknown> | null): TillAuthentication {
  if (status === 401 && signatureRefusal(body)) {
    // Without the store's words, the check it names (the page says it in the clerk's language).
    if (typeof body?.message === 'string' && body.message.trim()) return { state: 'refused', as: null, message: body.message };
    return { state: 'refused', as: null, message: null, check: signatureRefusal(body) };
  }
  const till = body?.till as Record<string, unknown> | null | undefined;
  if (status >= 200 && status < 300 && till && typeof till === 'object') {
    const name = typeof till.name === 'string' && till.name.trim() ? till.name : typeof till.key_id === 'string' ? till.key_id : null;
    return { state: 'authenticated', as: name, message: null };
  }
  // The page says that the store does not say (in the clerk's language).
  return { state: 'unknown', as: null, message: null };
}

/**
 * The store's status; `signed`: this till signs its requests, so what the store says of it is read
 * too. At the counter's priority unless asked otherwise (the connection check reads it in tracking's share).
 */
export async function fetchServiceStatus(
  fetchImpl: FetchLike,
  baseUrl: string,
  options: { signed?: boolean; timeoutMs?: number; priority?: RequestPriority } = {},
): Promise<ServiceStatus> {
  const res = await fetchImpl(`${baseUrl}/status`, {
    ...NO_REDIRECTS,
    headers: { Accept: 'application/json' },
    priority: options.priority ?? 'sale',
    timeoutMs: options.timeoutMs ?? 10_000,
  }).catch(() => null);
  const json = res && (res.ok || res.status === 401) ? ((await res.json().catch(() => null)) as unknown) : null;
  if (res && json === null) await res.body?.cancel().catch(() => undefined);
  const body = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  const till = options.signed && res ? readTillAuthentication(res.status, body) : null;
  return { ...readServiceStatus(res?.ok ? body : null), till };
}
