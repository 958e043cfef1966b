/**
 * The fetch the MCP transport of live prices is given, so its requests keep the store client's
 * rules for the wire: a redirect is never followed (to another origin or within the store; the
 * request fails saying where it pointed), and each request has the store client's timeout. A
 * POST or DELETE must be answered in full within it; the GET that opens the store's
 * notifications stream must start within it and then stays open as long as the store keeps it.
 */
import type { FetchLike, ScheduledRequestInit } from '../../../shared/storefront/types/client-types.js';
import { NO_REDIRECTS, refuseRedirect } from '../../../shared/storefront/redirects.js';

/** What the MCP SDK calls: fetch's own signature. */
export type McpFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

export function mcpFetch(transport: FetchLike, timeoutMs: number): McpFetch {
  return async (url, init = {}) => {
    const target = String(url);
    // The page's fetch priority hint (a DOM RequestInit field) means nothing to the scheduler.
    const { priority: _hint, ...rest } = init as RequestInit & { priority?: unknown };
    const opensStream = (rest.method ?? 'GET').toUpperCase() === 'GET';
    const request: ScheduledRequestInit = { ...rest, ...NO_REDIRECTS, priority: 'sync', timeoutMs, streamed: opensStream };
    const response = await transport(target, request);
    await refuseRedirect(response, target, 'the live-price connection');
    return response;
  };
}
