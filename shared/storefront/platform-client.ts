/**
 * The Platform API subset a manager's admin client uses (bearer token with the `admin` scope):
 * every order of the store, not only this till's, for the Orders screen and the day summary.
 * The same JSON:API reader and order mapping as the storefront client.
 */
import type { FetchLike, RequestContext } from './client-types.js';
import { send } from './http.js';
import { readDocument, ResourceIndex } from './jsonapi.js';
import { readPaging } from './paging.js';
import { mapCart } from './map-cart.js';
import { buildQuery } from './query.js';
import type { Order, Page } from './types.js';

export interface PlatformOrderQuery {
  state?: string;
  paymentState?: string;
  shipmentState?: string;
  /** Orders changed after this instant (ISO 8601). */
  updatedSince?: string;
  sort?: string;
  page?: number;
  perPage?: number;
}

export interface PlatformClient {
  orders(accessToken: string, query?: PlatformOrderQuery, ctx?: RequestContext): Promise<Page<Order>>;
}

export function createPlatformClient(options: { baseUrl: string; fetch: FetchLike; timeoutMs?: number }): PlatformClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v2/platform`;
  return {
    async orders(accessToken, query = {}, ctx) {
      const page = query.page ?? 1;
      const filter: Record<string, string> = {};
      if (query.state) filter.state = query.state;
      if (query.paymentState) filter.payment_state = query.paymentState;
      if (query.shipmentState) filter.shipment_state = query.shipmentState;
      if (query.updatedSince) filter.updated_at_gt = query.updatedSince;
      const qs = buildQuery({
        filter,
        sort: query.sort ?? '-completed_at',
        page,
        per_page: query.perPage ?? 100,
        include: 'line_items,shipments,payments',
      });
      const doc = readDocument(
        await send(options.fetch, { method: 'GET', url: `${base}/orders${qs}`, headers: { Authorization: `Bearer ${accessToken}` }, ctx }, options.timeoutMs ?? 15_000),
      );
      const index = new ResourceIndex(doc);
      const items = (Array.isArray(doc.data) ? doc.data : []).map((r) => mapCart(index, r));
      return { items, ...readPaging(doc, page) };
    },
  };
}
