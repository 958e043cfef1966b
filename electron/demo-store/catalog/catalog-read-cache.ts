/**
 * Answers to anonymous catalog reads (`GET /api/v2/storefront/products…` and `/taxons…`), kept
 * for a moment so a busy product list is served from memory. An entry lives at most
 * `ttlMs` (2 s: availability dates move on by themselves) and everything is dropped when the
 * store changes: any event on the store's bus (a completed order, a shipment moving, a
 * Platform API price, stock or content change) and any successful write request. Requests
 * with a bearer or order token are never cached, so nothing personal is ever shared.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { DemoDb } from '../db/database.js';
import { storeEvents } from '../process/events.js';
import { bodyBytes, type Reply } from '../http/http-io.js';

const CACHED_PREFIXES = ['/api/v2/storefront/products', '/api/v2/storefront/taxons'];
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const MAX_KEY_LENGTH = 2048;

export class CatalogReadCache {
  private readonly entries = new Map<string, { reply: Reply; until: number }>();

  constructor(
    db: DemoDb,
    private readonly ttlMs = 2000,
    private readonly maxEntries = 500,
  ) {
    const bus = storeEvents(db);
    bus.on('order.completed', () => this.clear());
    bus.on('shipment.moved', () => this.clear());
    bus.on('product.changed', () => this.clear());
  }

  /** The cache key of a request that may be answered from the cache, or null. */
  keyOf(method: string, url: URL, origin: string, headers: IncomingHttpHeaders): string | null {
    if (method !== 'GET' && method !== 'HEAD') return null;
    if (headers.authorization !== undefined || headers['x-shop-order-token'] !== undefined || /token/i.test(url.search)) return null;
    if (!CACHED_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) return null;
    const key = `${origin} ${url.pathname}${url.search}`;
    return key.length > MAX_KEY_LENGTH ? null : key;
  }

  lookup(key: string, now = Date.now()): Reply | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.reply;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps a 200 answer, its body serialized and encoded once (the bytes it is sent as, now and later). */
  keep(key: string, reply: Reply, now = Date.now()): Reply {
    if (reply.status !== 200 || reply.body === undefined) return reply;
    const kept: Reply = { ...reply, body: bodyBytes(reply.body) };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { reply: kept, until: now + this.ttlMs });
    return kept;
  }

  /** After a request has been answered: a successful write may have changed anything. */
  afterRequest(method: string, status: number): void {
    if (WRITE_METHODS.has(method) && status < 400 && this.entries.size > 0) this.clear();
  }

  clear(): void {
    this.entries.clear();
  }
}
