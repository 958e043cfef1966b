/**
 * What every area of the storefront client shares: one request to the store's storefront path
 * with the dialect's credentials (the till's publishable key on every request, a cart's order
 * token or a bearer token where the call has one), the answer read as a JSON:API document, and the cart calls
 * (cart and checkout) that always side-load what a cart shows.
 */
import type { CartCredentials, FetchLike, RequestContext, StorefrontClientOptions } from '../types/client-types.js';
import type { AuthDialect } from '../dialect.js';
import { send, type HttpRequest } from '../http.js';
import { CART_INCLUDE } from '../map/includes.js';
import { type Document, readDocument, type Resource, ResourceIndex } from '../map/jsonapi.js';
import { malformed } from '../map/attributes.js';
import { mapCart } from '../map/map-cart.js';
import { readPage } from '../paging.js';
import { buildQuery, type QueryObject } from '../query.js';
import type { Cart, StorePage } from '../types/types.js';
import { withWireTimeout } from '../wire-timeout.js';

const STOREFRONT_PATH = '/api/v2/storefront';

interface CallOptions {
  query?: QueryObject;
  creds?: CartCredentials;
  body?: unknown;
  ctx?: RequestContext;
}

/** Maps one resource of a document, with the document's index to resolve its relationships. */
export type ResourceMapper<T> = (index: ResourceIndex, resource: Resource) => T;

export interface StoreCaller {
  readonly baseUrl: string;
  readonly dialect: AuthDialect;
  /** The answer's body as sent (undefined for 204). */
  raw(method: HttpRequest['method'], path: string, options?: CallOptions): Promise<unknown>;
  /** The answer read as a JSON:API document. */
  document(method: HttpRequest['method'], path: string, options?: CallOptions): Promise<Document>;
  /** The one resource of the answer, mapped. */
  one<T>(method: HttpRequest['method'], path: string, map: ResourceMapper<T>, options?: CallOptions): Promise<T>;
  /** The resources of the answer's `data` list, mapped (lists answered whole, without paging). */
  list<T>(path: string, map: ResourceMapper<T>, options?: CallOptions): Promise<T[]>;
  /** One page of a JSON:API list. */
  page<T>(path: string, map: ResourceMapper<T>, page: number, options?: CallOptions): Promise<StorePage<T>>;
  /** A cart call: the cart's credentials and currency, the cart's includes, the cart mapped. */
  cart(method: HttpRequest['method'], path: string, creds: CartCredentials, ctx?: RequestContext, body?: unknown, query?: QueryObject): Promise<Cart>;
}

export function oneOf<T>(doc: Document, map: ResourceMapper<T>): T {
  if (!doc.data || Array.isArray(doc.data)) throw malformed('expected one resource');
  return map(new ResourceIndex(doc), doc.data);
}

function listOf<T>(doc: Document, map: ResourceMapper<T>): T[] {
  const index = new ResourceIndex(doc);
  return (Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : []).map((r) => map(index, r));
}

export function createStoreCaller(options: StorefrontClientOptions): StoreCaller {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl: FetchLike = options.fetch ?? withWireTimeout((url, init) => fetch(url, init as RequestInit));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const dialect = options.dialect;

  const headersFor = (creds?: CartCredentials): Record<string, string> => {
    const headers: Record<string, string> = {};
    const key = dialect.publishableKeyHeader ? options.publishableKey?.() : null;
    if (key && dialect.publishableKeyHeader) headers[dialect.publishableKeyHeader] = key;
    if (creds?.orderToken) headers[dialect.orderTokenHeader] = creds.orderToken;
    if (creds?.bearerToken) headers.Authorization = `Bearer ${creds.bearerToken}`;
    return headers;
  };

  const raw: StoreCaller['raw'] = (method, path, o = {}) =>
    send(
      fetchImpl,
      {
        method,
        url: `${baseUrl}${STOREFRONT_PATH}${path}${buildQuery(o.query ?? {})}`,
        headers: headersFor(o.creds),
        body: o.body,
        ctx: o.ctx,
      },
      timeoutMs,
    );
  const document: StoreCaller['document'] = async (method, path, o) => readDocument(await raw(method, path, o));

  return {
    baseUrl,
    dialect,
    raw,
    document,
    one: async (method, path, map, o) => oneOf(await document(method, path, o), map),
    list: async (path, map, o) => listOf(await document('GET', path, o), map),
    page: async (path, map, page, o = {}) => readPage(await document('GET', path, { ...o, query: { ...o.query, page } }), page, map),
    cart: async (method, path, creds, ctx, body, query = {}) =>
      oneOf(await document(method, path, { query: { include: CART_INCLUDE, currency: creds.currency, ...query }, creds, body, ctx }), mapCart),
  };
}

/** A path segment from a caller's value (an id, slug, number or code). */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
