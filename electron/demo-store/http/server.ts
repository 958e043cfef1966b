/**
 * The embedded demo store: a local implementation of the Storefront interface over HTTP on
 * 127.0.0.1, backed by SQLite. The app uses it when no store is configured, staff train on
 * it, and every integration and end-to-end test talks to it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ApiError, invalidToken, notFound } from './api-error.js';
import { get, openDemoDb, type DemoDb } from '../db/database.js';
import { inOneTransaction } from '../db/one-transaction.js';
import type { StoreRow } from '../db/rows.js';
import { seedIfEmpty } from '../db/seed.js';
import { startAutoFulfil } from '../orders/fulfilment.js';
import { errorReply, parseBodyParams, readBody, sendReply, type Reply } from './http-io.js';
import { BEARER_MESSAGES, readBearer } from '../auth/oauth.js';
import { asString, mergeParams, parseBracketParams } from './params.js';
import { bodyOnlyParamInQuery } from './body-only-params.js';
import { RollingWindowLimiter, rateLimitBucket, type RateLimitPolicy } from './rate-limit.js';
import { TillAuthenticator } from '../keys/request-signatures.js';
import type { Endpoint } from './endpoints.js';
import { enforceAccess, type RequestContext } from './request-context.js';
import { canonicalRequestTarget } from './request-target.js';
import { Router } from './router.js';
import { registerAccountRoutes } from '../account/account-routes.js';
import { registerCartRoutes } from '../checkout/cart-routes.js';
import { registerCatalogRoutes } from '../catalog/catalog-routes.js';
import { registerCheckoutRoutes } from '../checkout/checkout-routes.js';
import { registerOAuthRoutes } from '../auth/oauth-routes.js';
import { registerOrderStatusRoutes } from '../orders/order-status-routes.js';
import { registerPlatformRoutes } from '../orders/platform-routes.js';
import { registerServiceRoutes } from './service-routes.js';
import { registerStoreRoutes } from '../catalog/store-routes.js';
import { registerWellKnownRoutes } from './well-known-routes.js';
import { ensurePublicClients } from '../auth/oauth-clients.js';
import { ensureReturnReasons } from '../returns/reasons.js';
import { ensureSigningKeys } from '../keys/signing-keys.js';
import { CatalogReadCache } from '../catalog/catalog-read-cache.js';
import { storeEvents } from '../process/events.js';
import { startMcpSessions, type McpSessions } from '../mcp/mcp-sessions.js';
import { handleMcpRequest, MCP_ENDPOINT_PATH, mcpRefusal } from '../mcp/mcp-routes.js';
import { hostAllowList, type HostAllowList } from './allowed-hosts.js';
import { PUBLISHABLE_KEY_HEADER, PUBLISHABLE_KEY_MESSAGES, readPublishableKey } from '../keys/publishable-keys.js';
import { redactQueryCredentials, redactUrlsInText } from '../../../shared/logging/redact-url.js';
import { DEMO_STORE_HOST, startWebhookDelivery } from '../webhooks/delivery.js';
import { startStoreMailer } from '../mail/store-mailer.js';

export interface DemoStoreOptions {
  /** Holds demo-store.sqlite; created and seeded on first start, reused after. Absent: a fresh temporary dir. */
  dataDir?: string;
  /** 0 or absent: a free port. */
  port?: number;
  /** Default { limit: 60, windowSeconds: 60 }; false turns it off. */
  rateLimit?: RateLimitPolicy | false;
  /** Demo mode: completed orders move ready -> shipped -> delivered on a timer. Default off. */
  autoFulfil?: { afterSeconds: number } | false;
  log?: (line: string) => void;
  /**
   * Host names the store also answers to, besides 127.0.0.1, localhost and [::1] on its port: for
   * an operator who serves it under another name. `name` allows any port, `name:port` that one.
   * Requests naming any other Host are refused with 403 (DNS rebinding).
   */
  allowedHosts?: readonly string[];
  /**
   * False: the store answers as a stock Spree would, without its own routes (those marked
   * `x-storefront-extension`, such as returns): for training and tests of what a till does there.
   * Default true.
   */
  extensions?: boolean;
}

export interface DemoStore {
  url: string;
  port: number;
  dataDir: string;
  close(): Promise<void>;
}

export const STOREFRONT_BASE = '/api/v2/storefront';
export const PLATFORM_BASE = '/api/v2/platform';
const DEFAULT_RATE_LIMIT: RateLimitPolicy = { limit: 60, windowSeconds: 60 };

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** The router of every HTTP interface the store serves (MCP is answered before it). */
export function demoStoreRouter(rateLimit: () => RateLimitPolicy | null, extensions = true): Router<Endpoint> {
  const router = new Router<Endpoint>();
  registerCatalogRoutes(router, STOREFRONT_BASE);
  registerCartRoutes(router, STOREFRONT_BASE);
  registerCheckoutRoutes(router, STOREFRONT_BASE);
  registerOrderStatusRoutes(router, STOREFRONT_BASE);
  registerAccountRoutes(router, STOREFRONT_BASE);
  registerStoreRoutes(router, STOREFRONT_BASE);
  registerPlatformRoutes(router, PLATFORM_BASE, extensions);
  registerOAuthRoutes(router);
  registerWellKnownRoutes(router);
  registerServiceRoutes(router, rateLimit);
  return router;
}

export async function startDemoStore(options: DemoStoreOptions = {}): Promise<DemoStore> {
  const log = options.log ?? (() => {});
  // The names it answers as (with its port once it listens): an entry that is not a host name throws here, before anything is opened.
  let hosts = hostAllowList(0, options.allowedHosts);
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'demo-store-'));
  const db = openDemoDb(dataDir);
  let store: StoreRow;
  try {
    if (await seedIfEmpty(db)) log(`seeded a new demo store in ${dataDir}`);
    ensurePublicClients(db);
    ensureReturnReasons(db);
    ensureSigningKeys(db);
    store = get<StoreRow>(db, 'SELECT * FROM stores ORDER BY id LIMIT 1')!;
  } catch (error) {
    db.close();
    throw error;
  }
  const policy = options.rateLimit === false ? null : (options.rateLimit ?? DEFAULT_RATE_LIMIT);
  if (policy && (!Number.isInteger(policy.limit) || policy.limit < 1 || !(policy.windowSeconds > 0))) {
    db.close();
    throw new Error('rateLimit needs a positive integer limit and a positive window');
  }
  const limiter = policy ? new RollingWindowLimiter(policy) : null;

  const router = demoStoreRouter(() => policy, options.extensions ?? true);

  storeEvents(db).reportErrorsTo((error, name) => log(`event ${name}: ${error instanceof Error ? error.message : String(error)}`));
  const webhooks = startWebhookDelivery(db, { log, storeHost: DEMO_STORE_HOST });
  const stopMailer = startStoreMailer(db);
  const mcp = startMcpSessions(db, store, { log });
  const readCache = new CatalogReadCache(db);
  const tills = new TillAuthenticator(db);

  let fallbackOrigin = 'http://127.0.0.1';
  const server = http.createServer((req, res) => {
    void handle(req, res, { db, store, router, limiter, tills, log, fallbackOrigin, hosts, mcp, readCache });
  });
  // Idle connections are kept longer than any client keeps them (fetch drops its own after 4 s), so
  // the client, never the store, closes an idle one: a store closing it just as a busy client sends
  // on it again is a reset request the client cannot tell from a lost answer.
  server.keepAliveTimeout = 65_000;
  const port = await new Promise<number>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${options.port} is already in use`) : error);
    };
    server.once('error', onError);
    server.listen(options.port ?? 0, DEMO_STORE_HOST, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  }).catch((error: unknown) => {
    webhooks.stop();
    stopMailer();
    void mcp.close();
    db.close();
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  fallbackOrigin = `http://127.0.0.1:${port}`;
  hosts = hostAllowList(port, options.allowedHosts);

  const stopAutoFulfil = options.autoFulfil ? startAutoFulfil(db, options.autoFulfil.afterSeconds, log) : () => {};
  const sweep = limiter ? setInterval(() => limiter.sweep(), 60_000) : null;
  sweep?.unref();

  let closing: Promise<void> | null = null;
  return {
    url: fallbackOrigin,
    port,
    dataDir,
    close() {
      closing ??= new Promise<void>((resolve) => {
        stopAutoFulfil();
        if (sweep) clearInterval(sweep);
        webhooks.stop();
        stopMailer();
        void mcp.close();
        server.close(() => {
          db.close();
          if (temporary) rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/** Takes a slot of `bucket`, says so in the X-RateLimit-* headers, and throws the 429 when there is none. */
function takeRateLimit(limiter: RollingWindowLimiter | null, bucket: string, res: ServerResponse): void {
  if (!limiter) return;
  const decision = limiter.take(bucket);
  res.setHeader('X-RateLimit-Limit', String(decision.limit));
  res.setHeader('X-RateLimit-Remaining', String(decision.remaining));
  res.setHeader('X-RateLimit-Reset', String(decision.resetSeconds));
  res.setHeader('X-RateLimit-Policy', limiter.policyHeader);
  if (!decision.allowed) {
    throw new ApiError(429, 'rate_limit_exceeded', 'Too many requests. Please retry later.', {
      headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      extra: { retry_after_seconds: decision.retryAfterSeconds },
    });
  }
}

interface ServerState {
  db: DemoDb;
  store: StoreRow;
  router: Router<Endpoint>;
  limiter: RollingWindowLimiter | null;
  tills: TillAuthenticator;
  log: (line: string) => void;
  fallbackOrigin: string;
  hosts: HostAllowList;
  mcp: McpSessions;
  readCache: CatalogReadCache;
}

async function handle(req: IncomingMessage, res: ServerResponse, state: ServerState): Promise<void> {
  const started = Date.now();
  const method = (req.method ?? 'GET').toUpperCase();
  const host = req.headers.host;
  const hostAllowed = state.hosts.allows(host);
  const origin = hostAllowed ? `http://${host}` : state.fallbackOrigin;
  const documentation = `${origin}/docs/errors`;
  let status = 500;
  res.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    // Before anything else: a Host the store is not served as (DNS rebinding) gets nothing.
    if (!hostAllowed) {
      const message = `This store answers only as ${state.hosts.describe()}; the Host of this request is not one of them.`;
      if (req.url === MCP_ENDPOINT_PATH || req.url?.startsWith(`${MCP_ENDPOINT_PATH}?`)) {
        status = mcpRefusal(res, 403, `Forbidden: ${message}`);
        return;
      }
      throw new ApiError(403, 'host_not_allowed', message);
    }
    // A signed request is checked before the rate limit: a till it authenticates has its own
    // bucket; an unsigned request, or one whose signature is refused, counts against its address.
    const signed = await state.tills.check(method, origin, req.url ?? '/', req.headers);
    const till = signed.kind === 'till' ? signed.till : null;
    const addressBucket = rateLimitBucket(null, req.socket.remoteAddress);
    takeRateLimit(state.limiter, rateLimitBucket(till, req.socket.remoteAddress), res);
    if (signed.kind === 'refused') throw signed.error;
    // A signature refused once the body is read was no till's call after all: the slot taken from
    // the till it names goes back, and the call counts against its address (429 before 401).
    const refusedForBody = async (raw: Buffer): Promise<ApiError | null> => {
      if (signed.kind !== 'till') return null;
      const refusal = await state.tills.bodyRefusal(signed.signature, req.headers, raw);
      if (refusal && state.limiter) {
        state.limiter.giveBack(rateLimitBucket(till, req.socket.remoteAddress));
        takeRateLimit(state.limiter, addressBucket, res);
      }
      return refusal;
    };
    // The path is checked once, before anything looks at it: only its canonical spelling is served.
    const target = canonicalRequestTarget(req.url);
    if (!target) throw notFound();
    let url: URL;
    try {
      url = new URL(`${target.path}${target.search}`, origin);
    } catch {
      throw new ApiError(400, 'bad_request', 'The request address is not valid.');
    }
    if (url.pathname !== target.path) throw notFound();
    // A presented publishable key must be one the store issued and has not revoked, on every
    // route and at the MCP endpoint, before anything (the read cache included) answers; none at
    // all is served as before.
    const publishableKey = readPublishableKey(state.db, req.headers[PUBLISHABLE_KEY_HEADER]);
    const keyRefused = publishableKey.kind === 'unknown' || publishableKey.kind === 'revoked' ? PUBLISHABLE_KEY_MESSAGES[publishableKey.kind] : null;
    if (url.pathname === MCP_ENDPOINT_PATH) {
      if (keyRefused !== null) {
        status = mcpRefusal(res, 401, `Unauthorized: ${keyRefused}`);
        return;
      }
      const checkBody =
        signed.kind === 'till'
          ? async (raw: Buffer) => {
              try {
                const refusal = await refusedForBody(raw);
                return refusal ? { status: refusal.status, message: refusal.message } : null;
              } catch (error) {
                if (error instanceof ApiError) return { status: error.status, message: error.message };
                throw error;
              }
            }
          : undefined;
      status = await handleMcpRequest(state.mcp, req, res, origin, state.hosts, checkBody);
      return;
    }
    const match = state.router.match(method, url.pathname);
    if (!match) throw notFound();
    if (keyRefused !== null) throw new ApiError(401, 'invalid_publishable_key', keyRefused);
    const cacheKey = state.readCache.keyOf(method, url, origin, req.headers);
    const cached = cacheKey === null ? undefined : state.readCache.lookup(cacheKey);
    if (cached) {
      status = cached.status;
      sendReply(res, cached);
      return;
    }
    const query = parseBracketParams(url.searchParams);
    const raw = BODY_METHODS.has(method) ? await readBody(req) : Buffer.alloc(0);
    const bodyRefusal = await refusedForBody(raw);
    if (bodyRefusal) throw bodyRefusal;
    const body = parseBodyParams(raw, req.headers['content-type']);
    // Credentials the route takes from the body only are refused in the URL, before anything uses them.
    const inUrl = match.handler.bodyOnly ? bodyOnlyParamInQuery(query, match.handler.bodyOnly.names) : null;
    if (inUrl !== null) {
      const refusal = match.handler.bodyOnly!.refuse(inUrl, state.store);
      if (refusal instanceof ApiError) throw refusal;
      status = refusal.status;
      sendReply(res, refusal);
      return;
    }
    const params = mergeParams(query, body);
    const bearer = readBearer(state.db, req.headers.authorization, params);
    // A presented token must be good, on every route: a client whose token went bad is told so
    // (and refreshes or signs in again) instead of being served as a guest.
    if (bearer.kind !== 'none' && bearer.kind !== 'valid') throw invalidToken(BEARER_MESSAGES[bearer.kind]);
    const supported = state.store.supported_currencies.split(',');
    const wanted = asString(params.currency)?.trim().toUpperCase();
    const currency = wanted && supported.includes(wanted) ? wanted : state.store.default_currency;
    const sizeParam = asString((params.image_transformation as Record<string, unknown> | undefined)?.size);
    const ctx: RequestContext = {
      db: state.db,
      method,
      url,
      origin,
      headers: req.headers,
      params,
      pathParams: match.pathParams,
      bearer,
      till,
      store: state.store,
      currency,
      serialize: { db: state.db, currency, origin, imageSize: sizeParam && /^\d{1,4}x\d{1,4}$/.test(sizeParam) ? sizeParam : null },
      log: state.log,
    };
    enforceAccess(ctx, match.handler.access);
    let reply: Reply = await (BODY_METHODS.has(method) ? inOneTransaction(state.db, () => match.handler.handle(ctx)) : match.handler.handle(ctx));
    if (cacheKey !== null) reply = state.readCache.keep(cacheKey, reply);
    status = reply.status;
    sendReply(res, reply);
    state.readCache.afterRequest(method, status);
  } catch (error) {
    if (error instanceof ApiError) {
      status = error.status;
      sendReply(res, errorReply(error, documentation));
    } else {
      status = 500;
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      state.log(`error on ${method} ${redactQueryCredentials(req.url)}: ${redactUrlsInText(detail)}`);
      if (!res.headersSent) {
        sendReply(res, {
          status: 500,
          body: { error: 'internal_server_error', code: 500, message: 'Something went wrong in the demo store.', documentation: `${documentation}#500` },
        });
      } else {
        res.destroy();
      }
    }
  } finally {
    // Query strings may carry tokens, secrets or passwords: their values never reach the log.
    state.log(`${method} ${redactQueryCredentials(req.url)} ${status} ${Date.now() - started}ms`);
  }
}
