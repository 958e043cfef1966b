/**
 * Keeps the prices and stock of the products in the open cart live. Where the store has an
 * agentic URL, the app subscribes over MCP (streamable HTTP at the endpoint the store's verified
 * UCP document names, or {agentic_url}/mcp where it publishes none: ./agentic-discovery) to each
 * cart product's resource and hears `notifications/resources/updated` when its price, stock or content
 * changes. Where MCP is not there or fails, it falls back to polling: the cart is re-read every
 * `pollMs` while it holds products. Resource URIs come from the server's own resource template,
 * so any conforming store works, not only ours. Its requests are never redirected and are timed
 * like the store client's (./mcp-fetch).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { FetchLike } from '../../../shared/storefront/types/client-types.js';
import { createAgenticDiscovery, mcpEndpointOf, type AgenticDiscovery } from '../store/agentic-discovery.js';
import { mcpFetch } from '../store/mcp-fetch.js';

type LiveMode = 'idle' | 'mcp' | 'polling';

export interface LivePricesOptions {
  /** The store's agentic URL (its UCP document names the MCP endpoint); null: polling only. */
  agenticUrl: string | null;
  /** The store's discovery document as the runtime reads it (shared with Settings); made from agenticUrl when absent. */
  discovery?: AgenticDiscovery;
  fetch: FetchLike;
  /** A product in the cart changed at the store. */
  onProductChanged(slug: string): void | Promise<void>;
  /** The polling fallback: re-read the cart. */
  poll(): void | Promise<void>;
  pollMs?: number;
  /** Each MCP request's timeout on the wire (the notifications stream: its start only). Default 15000. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface LivePrices {
  /** The products of the open cart, by slug; an empty list stops watching. */
  watch(slugs: string[]): Promise<void>;
  mode(): LiveMode;
  close(): Promise<void>;
}

/** The URI of a product from a template such as "storefront://products/{slug}". */
export function uriFromTemplate(template: string, slug: string): string {
  return template.replace(/\{slug\}/, encodeURIComponent(slug));
}

/** The slug a URI made from the template names, or null. */
export function slugFromUri(template: string, uri: string): string | null {
  const [prefix, suffix = ''] = template.split('{slug}');
  if (prefix === undefined || !uri.startsWith(prefix) || !uri.endsWith(suffix)) return null;
  try {
    return decodeURIComponent(uri.slice(prefix.length, uri.length - suffix.length));
  } catch {
    return null;
  }
}

export function createLivePrices(options: LivePricesOptions): LivePrices {
  const log = options.log ?? (() => {});
  const pollMs = options.pollMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const discovery = options.discovery ?? createAgenticDiscovery({ agenticUrl: options.agenticUrl, fetch: options.fetch, timeoutMs, log });
  let client: Client | null = null;
  let template: string | null = null;
  let connecting: Promise<boolean> | null = null;
  let mcpFailed = options.agenticUrl === null;
  let subscribed = new Set<string>();
  let wanted: string[] = [];
  let pollTimer: ReturnType<typeof setInterval> | null = null;

  const stopPolling = () => {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
  };
  const startPolling = () => {
    if (pollTimer || wanted.length === 0) return;
    pollTimer = setInterval(() => void Promise.resolve(options.poll()).catch(() => undefined), pollMs);
    (pollTimer as { unref?: () => void }).unref?.();
  };

  const connect = (): Promise<boolean> => {
    connecting ??= (async () => {
      try {
        const found = await discovery.status();
        const named = mcpEndpointOf(found);
        if (!named) {
          // A document the store could not serve is asked for again at the next watch; any other answer holds.
          if (found.state === 'unreadable') connecting = null;
          else mcpFailed = true;
          return false;
        }
        const mcp = new Client({ name: 'storefront-pos', version: '1' }, { capabilities: {} });
        const endpoint = new URL(named);
        const transport = new StreamableHTTPClientTransport(endpoint, { fetch: mcpFetch(options.fetch, timeoutMs) });
        await mcp.connect(transport);
        const templates = await mcp.listResourceTemplates();
        template = templates.resourceTemplates.map((t) => t.uriTemplate).find((t) => t.includes('{slug}')) ?? null;
        if (!template || !mcp.getServerCapabilities()?.resources?.subscribe) {
          await mcp.close();
          throw new Error('the server offers no product resources to subscribe to');
        }
        mcp.setNotificationHandler(ResourceUpdatedNotificationSchema, async (notification) => {
          const slug = slugFromUri(template!, notification.params.uri);
          if (slug) await options.onProductChanged(slug);
        });
        mcp.onerror = () => {
          // A broken stream: fall back to polling until the next watch reconnects.
          if (client === mcp) {
            client = null;
            connecting = null;
            subscribed = new Set();
            startPolling();
          }
        };
        client = mcp;
        return true;
      } catch (error) {
        log(`live prices: MCP unavailable (${error instanceof Error ? error.message : 'error'}); polling instead`);
        mcpFailed = true;
        return false;
      }
    })();
    return connecting;
  };

  /**
   * One step at a time towards the products wanted now, until the subscriptions match them: a cart
   * that changes faster than the store answers (a sale rung up and paid within a few requests)
   * sends only what its latest state needs, never a subscription for a product it has already
   * let go (each request is one of the store's budget for the counter).
   */
  let reconciling: Promise<void> | null = null;
  const settle = async () => {
    for (let mcp = client; mcp; mcp = client) {
      const next = new Set(wanted);
      const add = wanted.find((slug) => !subscribed.has(slug));
      const drop = [...subscribed].find((slug) => !next.has(slug));
      if (add !== undefined) {
        await mcp.subscribeResource({ uri: uriFromTemplate(template!, add) }).catch(() => undefined);
        if (client === mcp) subscribed.add(add);
      } else if (drop !== undefined) {
        await mcp.unsubscribeResource({ uri: uriFromTemplate(template!, drop) }).catch(() => undefined);
        if (client === mcp) subscribed.delete(drop);
      } else return;
    }
  };
  const matched = () => wanted.length === subscribed.size && wanted.every((slug) => subscribed.has(slug));

  return {
    async watch(slugs) {
      wanted = [...new Set(slugs)];
      if (wanted.length === 0) stopPolling();
      if (!mcpFailed && wanted.length > 0) await connect();
      if (!client) {
        if (wanted.length > 0) startPolling();
        return;
      }
      stopPolling();
      while (client && !matched()) {
        reconciling ??= settle().finally(() => (reconciling = null));
        await reconciling;
      }
    },
    mode: () => (wanted.length === 0 ? 'idle' : client ? 'mcp' : 'polling'),
    async close() {
      stopPolling();
      const c = client;
      client = null;
      await c?.close().catch(() => undefined);
    },
  };
}
