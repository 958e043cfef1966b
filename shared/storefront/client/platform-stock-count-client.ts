/**
 * What a stock count asks of the store through the admin client (Platform API, admin scope): the
 * on-hand of variants at one location (Spree's `stock_items`, filtered by variant), and a batch of
 * stock movements applied once each by its originator (`POST /stock_movements/batch`, this store's
 * extension: a store without it answers 404, which comes back as a StorefrontError).
 */
import { send } from '../http.js';
import { readDocument, ResourceIndex, type Resource } from '../map/jsonapi.js';
import { readPaging } from '../paging.js';
import { buildQuery } from '../query.js';
import type { FetchLike, RequestContext } from '../types/client-types.js';

/** The most variants one stock-items read names. */
export const VARIANTS_PER_READ = 100;

export interface CountMovementSent {
  variantId: string;
  stockLocationId: string;
  quantity: number;
  /** The count's id and the line: one movement per originator, applied once. */
  originatorId: string;
}

export interface CountMovementAnswered {
  originatorId: string;
  variantId: string;
  countOnHand: number;
  /** False: the store had applied it before (a resumed apply). */
  applied: boolean;
}

export interface PlatformStockCountClient {
  /** The store's stock locations by id (the first 100), the default first. */
  locations(accessToken: string, ctx?: RequestContext): Promise<{ id: string; name: string; isDefault: boolean }[]>;
  /** The on-hand of each variant at the location (a variant without a stock item there: absent). */
  onHand(accessToken: string, variantIds: readonly string[], stockLocationId: string, ctx?: RequestContext): Promise<Map<string, number>>;
  /** Applies up to 100 movements with the action "count"; answers each in the order sent. */
  applyCount(accessToken: string, movements: readonly CountMovementSent[], ctx?: RequestContext): Promise<CountMovementAnswered[]>;
}

const numberOf = (v: unknown) => (typeof v === 'number' ? v : Number(v));

export function createPlatformStockCountClient(options: { baseUrl: string; fetch: FetchLike; timeoutMs?: number }): PlatformStockCountClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v2/platform`;
  const timeout = options.timeoutMs ?? 15_000;
  const auth = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });
  return {
    async locations(accessToken, ctx) {
      const qs = buildQuery({ per_page: 100 });
      const doc = readDocument(await send(options.fetch, { method: 'GET', url: `${base}/stock_locations${qs}`, headers: auth(accessToken), ctx }, timeout));
      return (Array.isArray(doc.data) ? doc.data : []).map((r: Resource) => ({
        id: r.id,
        name: typeof r.attributes.name === 'string' ? r.attributes.name : r.id,
        isDefault: r.attributes.default === true,
      }));
    },
    async onHand(accessToken, variantIds, stockLocationId, ctx) {
      const found = new Map<string, number>();
      if (variantIds.length > VARIANTS_PER_READ) throw new Error(`At most ${VARIANTS_PER_READ} variants a read`);
      if (variantIds.length === 0) return found;
      for (let page: number | null = 1; page !== null;) {
        const qs = buildQuery({ filter: { variant_id: variantIds.join(',') }, page, per_page: 100 });
        const doc = readDocument(await send(options.fetch, { method: 'GET', url: `${base}/stock_items${qs}`, headers: auth(accessToken), ctx }, timeout));
        const index = new ResourceIndex(doc);
        for (const item of Array.isArray(doc.data) ? doc.data : []) {
          const [variant] = index.ids(item, 'variant');
          const [location] = index.ids(item, 'stock_location');
          if (variant && location?.id === stockLocationId) found.set(variant.id, numberOf(item.attributes.count_on_hand));
        }
        page = readPaging(doc, page).nextPage;
      }
      return found;
    },
    async applyCount(accessToken, movements, ctx) {
      const body = {
        stock_movements: movements.map((m) => ({
          variant_id: m.variantId,
          stock_location_id: m.stockLocationId,
          quantity: m.quantity,
          action: 'count',
          originator_type: 'StockCount',
          originator_id: m.originatorId,
        })),
      };
      const doc = readDocument(
        await send(options.fetch, { method: 'POST', url: `${base}/stock_movements/batch`, headers: auth(accessToken), body, ctx }, timeout),
      );
      return (Array.isArray(doc.data) ? doc.data : []).map((r: Resource) => ({
        originatorId: String(r.attributes.originator_id),
        variantId: String(r.attributes.variant_id),
        countOnHand: numberOf(r.attributes.count_on_hand),
        applied: r.attributes.applied === true,
      }));
    },
  };
}
