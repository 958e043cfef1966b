/**
 * The Platform API subset a manager's admin client uses (bearer token with the `admin` scope):
 * every order of the store, not only this till's (the Orders screen, the orders board, the day
 * summary), and the manager's actions on them: shipments readied, shipped with a tracking
 * number, delivered (picked up), canceled and resumed; orders approved, canceled and resumed.
 * The same JSON:API reader and order mapping as the storefront client; a store's refusal (a 422
 * such as "Cannot cancel shipment H…: it is shipped") comes back as a StorefrontError in its words.
 */
import type { FetchLike, RequestContext } from '../types/client-types.js';
import { send } from '../http.js';
import { readDocument, ResourceIndex, type Resource } from '../map/jsonapi.js';
import { readPaging } from '../paging.js';
import { mapAddress, mapCart } from '../map/map-cart.js';
import { mapPlatformOrder, mapPlatformShipment, placedThroughOf } from '../map/map-platform-order.js';
import type { OrderAction, OrderWithChannel, PlatformOrder, PlatformShipment, ShipmentAction } from '../types/platform-types.js';
import { buildQuery } from '../query.js';
import { mapStockLocation, type StockLocation } from '../map/map-stock-location.js';
import type { Page } from '../types/types.js';

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
  /** Orders whose email contains this (any case). */
  emailContains?: string;
  /** Orders whose billing last name starts with this. */
  lastNameStarts?: string;
  /**
   * `paper`: what pick lists, packing slips, reports and alerts read besides the lines: the
   * shipments' rates and stock locations, the payments' methods and the addresses.
   */
  include?: 'paper';
}

/** The orders board's one list request: completed orders in a time range, optionally only those changed since. */
interface BoardOrderQuery {
  /** Completed at or after this instant (ISO 8601). */
  completedFrom?: string;
  /** Completed before this instant (ISO 8601). */
  completedBefore?: string;
  /** Only orders the store changed after this instant (its own `updated_at`, ISO 8601). */
  updatedAfter?: string;
  /** `pos` or `spree`, as the store records Spree's channel. */
  channel?: string;
  page?: number;
  perPage?: number;
}

/** What the board needs of each order in the same answer: lines, shipments with their chosen rate, payments, addresses. */
const BOARD_INCLUDE = 'line_items,shipments.selected_shipping_rate,payments,bill_address,ship_address,return_authorizations.return_items';

/** One order in full for the board's detail: the list's, and each line's variant (its SKU) and each shipment's stock location, as the till's own detail shows them. */
const ORDER_DETAIL_INCLUDE =
  'line_items.variant,shipments.selected_shipping_rate,shipments.stock_location,payments,bill_address,ship_address,return_authorizations.return_items';

/** The related resources pick lists, packing slips, reports and alerts read with each order. */
const PLATFORM_PAPER_INCLUDE = 'line_items.variant,shipments.shipping_rates,shipments.stock_location,payments.payment_method,bill_address,ship_address';

export interface PlatformClient {
  orders(accessToken: string, query?: PlatformOrderQuery, ctx?: RequestContext): Promise<Page<OrderWithChannel>>;
  /** Completed orders with everything the board shows, newest first. */
  boardOrders(accessToken: string, query: BoardOrderQuery, ctx?: RequestContext): Promise<Page<PlatformOrder>>;
  /** One order with everything the board shows. */
  order(accessToken: string, number: string, ctx?: RequestContext): Promise<PlatformOrder>;
  /** Moves a shipment (`ship` may carry a tracking number); answers the shipment as the store now has it. */
  shipmentAction(
    accessToken: string,
    shipmentNumber: string,
    action: ShipmentAction,
    options?: { tracking?: string },
    ctx?: RequestContext,
  ): Promise<PlatformShipment>;
  /** Approves, cancels or resumes an order; answers the order as the store now has it. */
  /** Replaces what the store keeps about the order for its staff (its private metadata), as Spree's update of an order does. */
  setPrivateMetadata(accessToken: string, number: string, metadata: Record<string, unknown>, ctx?: RequestContext): Promise<PlatformOrder>;
  orderAction(accessToken: string, number: string, action: OrderAction, ctx?: RequestContext): Promise<PlatformOrder>;
  /**
   * Adjusts an order (Spree's Platform adjustments, on the order itself): a label that says why
   * and an amount, negative for a reduction; the store recalculates the order's totals.
   */
  createAdjustment(accessToken: string, adjustment: OrderAdjustment, ctx?: RequestContext): Promise<OrderAdjustment & { id: string }>;
  /** The store's stock locations (the first 100, with their countries). */
  stockLocations(accessToken: string, ctx?: RequestContext): Promise<StockLocation[]>;
}

/** An adjustment of an order: its id at the store (`Cart.id`), why, and how much (a decimal string, negative for a reduction). */
interface OrderAdjustment {
  orderId: string;
  label: string;
  amount: string;
}

export function createPlatformClient(options: { baseUrl: string; fetch: FetchLike; timeoutMs?: number }): PlatformClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v2/platform`;
  const timeout = options.timeoutMs ?? 15_000;
  const auth = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });
  const segment = (value: string) => encodeURIComponent(value);
  const oneOrder = (body: unknown): PlatformOrder => {
    const doc = readDocument(body);
    return mapPlatformOrder(new ResourceIndex(doc), doc.data as Resource);
  };
  return {
    async stockLocations(accessToken, ctx) {
      const qs = buildQuery({ per_page: 100, include: 'country' });
      const doc = readDocument(await send(options.fetch, { method: 'GET', url: `${base}/stock_locations${qs}`, headers: auth(accessToken), ctx }, timeout));
      const index = new ResourceIndex(doc);
      return (Array.isArray(doc.data) ? doc.data : []).map((r) => mapStockLocation(index, r));
    },
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
      if (query.emailContains) filter.email_cont = query.emailContains;
      if (query.lastNameStarts) filter.bill_address_lastname_start = query.lastNameStarts;
      const qs = buildQuery({
        filter,
        sort: query.sort ?? '-completed_at',
        page,
        per_page: query.perPage ?? 100,
        include: query.include === 'paper' ? PLATFORM_PAPER_INCLUDE : 'line_items,shipments,payments',
      });
      const doc = readDocument(await send(options.fetch, { method: 'GET', url: `${base}/orders${qs}`, headers: auth(accessToken), ctx }, timeout));
      const index = new ResourceIndex(doc);
      // The Platform API names the addresses `bill_address` and `ship_address` (the storefront's `billing_address`…).
      const items = (Array.isArray(doc.data) ? doc.data : []).map((r) => {
        const order = mapCart(index, r);
        return {
          ...order,
          ...placedThroughOf(r),
          billAddress: order.billAddress ?? mapAddress(index.one(r, 'bill_address')),
          shipAddress: order.shipAddress ?? mapAddress(index.one(r, 'ship_address')),
        };
      });
      return { items, ...readPaging(doc, page) };
    },
    async boardOrders(accessToken, query, ctx) {
      const page = query.page ?? 1;
      const filter: Record<string, string> = { completed_at_present: '1' };
      if (query.completedFrom) filter.completed_at_gteq = query.completedFrom;
      if (query.completedBefore) filter.completed_at_lt = query.completedBefore;
      if (query.updatedAfter) filter.updated_at_gt = query.updatedAfter;
      if (query.channel) filter.channel_eq = query.channel;
      const qs = buildQuery({ filter, sort: '-completed_at', page, per_page: query.perPage ?? 100, include: BOARD_INCLUDE });
      const doc = readDocument(await send(options.fetch, { method: 'GET', url: `${base}/orders${qs}`, headers: auth(accessToken), ctx }, timeout));
      const index = new ResourceIndex(doc);
      const items = (Array.isArray(doc.data) ? doc.data : []).map((r) => mapPlatformOrder(index, r));
      return { items, ...readPaging(doc, page) };
    },
    async order(accessToken, number, ctx) {
      const qs = buildQuery({ include: ORDER_DETAIL_INCLUDE });
      return oneOrder(await send(options.fetch, { method: 'GET', url: `${base}/orders/${segment(number)}${qs}`, headers: auth(accessToken), ctx }, timeout));
    },
    async shipmentAction(accessToken, shipmentNumber, action, extra = {}, ctx) {
      const body = action === 'ship' && extra.tracking ? { shipment: { tracking: extra.tracking } } : undefined;
      const qs = buildQuery({ include: 'selected_shipping_rate' });
      const doc = readDocument(
        await send(
          options.fetch,
          { method: 'PATCH', url: `${base}/shipments/${segment(shipmentNumber)}/${action}${qs}`, headers: auth(accessToken), body, ctx },
          timeout,
        ),
      );
      return mapPlatformShipment(new ResourceIndex(doc), doc.data as Resource);
    },
    async orderAction(accessToken, number, action, ctx) {
      const qs = buildQuery({ include: BOARD_INCLUDE });
      return oneOrder(
        await send(options.fetch, { method: 'PATCH', url: `${base}/orders/${segment(number)}/${action}${qs}`, headers: auth(accessToken), ctx }, timeout),
      );
    },
    async setPrivateMetadata(accessToken, number, metadata, ctx) {
      const qs = buildQuery({ include: ORDER_DETAIL_INCLUDE });
      const body = { order: { private_metadata: metadata } };
      return oneOrder(
        await send(options.fetch, { method: 'PATCH', url: `${base}/orders/${segment(number)}${qs}`, headers: auth(accessToken), body, ctx }, timeout),
      );
    },
    async createAdjustment(accessToken, adjustment, ctx) {
      // The documents type the amount a number.
      const body = {
        adjustment: {
          order_id: adjustment.orderId,
          adjustable_id: adjustment.orderId,
          adjustable_type: 'Spree::Order',
          label: adjustment.label,
          amount: Number(adjustment.amount),
        },
      };
      const doc = readDocument(await send(options.fetch, { method: 'POST', url: `${base}/adjustments`, headers: auth(accessToken), body, ctx }, timeout));
      const made = doc.data as Resource;
      return {
        ...adjustment,
        id: made.id,
        amount: String(made.attributes.amount ?? adjustment.amount),
        label: String(made.attributes.label ?? adjustment.label),
      };
    },
  };
}
