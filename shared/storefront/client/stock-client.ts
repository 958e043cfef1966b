/**
 * The store's stock as the till reads and keeps it through the Platform API (admin token): stock
 * locations and stock items (Spree's), and this store's extension routes: a variant's movements,
 * what carts and open orders hold, low-stock thresholds and the low-stock list. Each read is one
 * request, whatever the number of variants (up to 100).
 */
import type { FetchLike, RequestContext } from '../types/client-types.js';
import { send } from '../http.js';
import { readDocument, type Resource } from '../map/jsonapi.js';
import { buildQuery } from '../query.js';

export interface StockLocationRef {
  id: string;
  name: string;
  isDefault: boolean;
}

export interface StockItemLevel {
  variantId: string;
  locationId: string;
  countOnHand: number;
  backorderable: boolean;
}

export interface StockHoldLevel {
  variantId: string;
  heldInCarts: number;
  carts: number;
  heldByOrders: number;
  orders: number;
}

export interface StockMovementEntry {
  locationId: string;
  quantity: number;
  action: string;
  originatorType: string | null;
  originatorId: string | null;
  at: string;
}

export interface ThresholdEntry {
  id: string;
  variantId: string | null;
  taxonId: string | null;
  threshold: number;
}

export interface LowStockEntry {
  variantId: string;
  sku: string;
  name: string;
  threshold: number;
  thresholdFrom: 'variant' | 'taxon';
  countOnHand: number;
  backorderable: boolean;
  locations: { locationId: string; name: string; countOnHand: number }[];
}

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0) || 0);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
const listOf = (body: unknown): Resource[] => {
  const doc = readDocument(body);
  return Array.isArray(doc.data) ? doc.data : [];
};
const relatedId = (r: Resource, name: string): string => {
  const data = r.relationships[name]?.data;
  return data && !Array.isArray(data) ? data.id : '';
};

export function createStockClient(options: { baseUrl: string; fetch: FetchLike; timeoutMs?: number }) {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v2/platform`;
  const timeout = options.timeoutMs ?? 15_000;
  const get = (token: string, path: string, ctx?: RequestContext) =>
    send(options.fetch, { method: 'GET', url: `${base}${path}`, headers: { Authorization: `Bearer ${token}` }, ctx }, timeout);
  const thresholdOf = (r: Resource): ThresholdEntry => ({
    id: r.id,
    variantId: str(r.attributes.variant_id),
    taxonId: str(r.attributes.taxon_id),
    threshold: num(r.attributes.threshold),
  });
  return {
    async locations(token: string, ctx?: RequestContext): Promise<StockLocationRef[]> {
      return listOf(await get(token, `/stock_locations${buildQuery({ per_page: 100 })}`, ctx)).map((r) => ({
        id: r.id,
        name: str(r.attributes.name) ?? `Location ${r.id}`,
        isDefault: r.attributes.default === true,
      }));
    },
    async items(token: string, variantIds: readonly string[], ctx?: RequestContext): Promise<StockItemLevel[]> {
      const qs = buildQuery({ filter: { variant_id: variantIds.join(',') }, per_page: 100 });
      return listOf(await get(token, `/stock_items${qs}`, ctx)).map((r) => ({
        variantId: relatedId(r, 'variant'),
        locationId: relatedId(r, 'stock_location'),
        countOnHand: num(r.attributes.count_on_hand),
        backorderable: r.attributes.backorderable === true,
      }));
    },
    async holds(token: string, variantIds: readonly string[], exceptOrder: string | null, ctx?: RequestContext): Promise<StockHoldLevel[]> {
      const filter: Record<string, string> = { variant_id_in: variantIds.join(',') };
      if (exceptOrder) filter.order_number_not_eq = exceptOrder;
      return listOf(await get(token, `/stock_holds${buildQuery({ filter })}`, ctx)).map((r) => ({
        variantId: str(r.attributes.variant_id) ?? r.id,
        heldInCarts: num(r.attributes.held_in_carts),
        carts: num(r.attributes.carts),
        heldByOrders: num(r.attributes.held_by_orders),
        orders: num(r.attributes.orders),
      }));
    },
    async movements(token: string, variantId: string, perPage: number, ctx?: RequestContext): Promise<StockMovementEntry[]> {
      const qs = buildQuery({ filter: { variant_id_eq: variantId }, per_page: perPage });
      return listOf(await get(token, `/stock_movements${qs}`, ctx)).map((r) => ({
        locationId: str(r.attributes.stock_location_id) ?? '',
        quantity: num(r.attributes.quantity),
        action: str(r.attributes.action) ?? 'moved',
        originatorType: str(r.attributes.originator_type),
        originatorId: str(r.attributes.originator_id),
        at: str(r.attributes.created_at) ?? '',
      }));
    },
    async thresholds(token: string, ctx?: RequestContext): Promise<ThresholdEntry[]> {
      return listOf(await get(token, '/stock_thresholds', ctx)).map(thresholdOf);
    },
    async setThreshold(token: string, subject: { variant_id: string } | { taxon_id: string }, threshold: number, ctx?: RequestContext): Promise<void> {
      const body = { stock_threshold: { ...subject, threshold } };
      await send(options.fetch, { method: 'POST', url: `${base}/stock_thresholds`, headers: { Authorization: `Bearer ${token}` }, body, ctx }, timeout);
    },
    async removeThreshold(token: string, id: string, ctx?: RequestContext): Promise<void> {
      const url = `${base}/stock_thresholds/${encodeURIComponent(id)}`;
      await send(options.fetch, { method: 'DELETE', url, headers: { Authorization: `Bearer ${token}` }, ctx }, timeout);
    },
    async lowStock(token: string, page: number, ctx?: RequestContext): Promise<{ entries: LowStockEntry[]; more: boolean }> {
      const doc = readDocument(await get(token, `/low_stock_items${buildQuery({ page, per_page: 100 })}`, ctx));
      const rows = Array.isArray(doc.data) ? doc.data : [];
      const entries = rows.map((r) => ({
        variantId: str(r.attributes.variant_id) ?? r.id,
        sku: str(r.attributes.sku) ?? '',
        name: str(r.attributes.name) ?? '',
        threshold: num(r.attributes.threshold),
        thresholdFrom: r.attributes.threshold_from === 'variant' ? ('variant' as const) : ('taxon' as const),
        countOnHand: num(r.attributes.count_on_hand),
        backorderable: r.attributes.backorderable === true,
        locations: (Array.isArray(r.attributes.locations) ? (r.attributes.locations as Record<string, unknown>[]) : []).map((l) => ({
          locationId: str(l.stock_location_id) ?? '',
          name: str(l.name) ?? '',
          countOnHand: num(l.count_on_hand),
        })),
      }));
      return { entries, more: num(doc.meta.total_pages) > page };
    },
  };
}

export type StockClient = ReturnType<typeof createStockClient>;
