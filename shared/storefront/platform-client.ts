/**
 * The Platform API subset a manager's admin client uses (bearer token with the `admin` scope):
 * every order of the store, not only this till's, for the Orders screen and the day summary.
 * The same JSON:API reader and order mapping as the storefront client.
 */
import type { FetchLike, RequestContext } from './client-types.js';
import { send } from './http.js';
import { readDocument, ResourceIndex } from './jsonapi.js';
import { readPaging } from './paging.js';
import { mapAddress, mapCart } from './map-cart.js';
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
  /** Only these orders (by number). */
  numbers?: readonly string[];
  /** Orders completed at or after this instant (ISO 8601). */
  completedFrom?: string;
  /** Orders completed before this instant (ISO 8601). */
  completedBefore?: string;
  /** Only orders whose shipment state is none of these (e.g. not yet shipped). */
  shipmentStateNotIn?: readonly string[];
  /**
   * `paper`: what pick lists, packing slips, reports and alerts read besides the lines: the
   * shipments' rates and stock locations, the payments' methods and the addresses.
   */
  include?: 'paper';
}

/** The related resources pick lists, packing slips, reports and alerts read with each order. */
export const PLATFORM_PAPER_INCLUDE = 'line_items.variant,shipments.shipping_rates,shipments.stock_location,payments.payment_method,bill_address,ship_address';

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
      if (query.numbers) filter.number_in = query.numbers.join(',');
      if (query.completedFrom) filter.completed_at_gteq = query.completedFrom;
      if (query.completedBefore) filter.completed_at_lt = query.completedBefore;
      if (query.shipmentStateNotIn) filter.shipment_state_not_in = query.shipmentStateNotIn.join(',');
      const qs = buildQuery({
        filter,
        sort: query.sort ?? '-completed_at',
        page,
        per_page: query.perPage ?? 100,
        include: query.include === 'paper' ? PLATFORM_PAPER_INCLUDE : 'line_items,shipments,payments',
      });
      const doc = readDocument(
        await send(options.fetch, { method: 'GET', url: `${base}/orders${qs}`, headers: { Authorization: `Bearer ${accessToken}` }, ctx }, options.timeoutMs ?? 15_000),
      );
      const index = new ResourceIndex(doc);
      // The Platform API names the addresses `bill_address` and `ship_address` (the storefront's `billing_address`…).
      const items = (Array.isArray(doc.data) ? doc.data : []).map((r) => {
        const order = mapCart(index, r);
        return { ...order, billAddress: order.billAddress ?? mapAddress(index.one(r, 'bill_address')), shipAddress: order.shipAddress ?? mapAddress(index.one(r, 'ship_address')) };
      });
      return { items, ...readPaging(doc, page) };
    },
  };
}
