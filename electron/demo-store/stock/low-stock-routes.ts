/**
 * Platform API (admin scope), this store's extension: low-stock thresholds (per variant or per
 * taxon, set, listed and removed) and the variants at or below theirs, with their units at each
 * stock location, in one request (the reorder list). Spree keeps no thresholds of its own.
 */
import { isObject } from '../http/params.js';
import { notFound } from '../http/api-error.js';
import { run } from '../db/database.js';
import { defineResource, pageRequest, related, relatedList, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { ID_IN_PATH, PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { resource } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument, sendList } from '../http/documents-routes.js';
import { lowStockRows, setStockThreshold, stockThresholdById, stockThresholds, type LowStockRow, type StockThresholdRow } from './stock-thresholds.js';

const TAGS = ['Stock'];

const StockThreshold = resource(
  'stock_threshold',
  z.object({
    variant_id: z.string().nullable(),
    taxon_id: z.string().nullable(),
    threshold: z.number().int().openapi({ description: 'Low at or below this many units on hand (every location together).' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  }),
).openapi('StockThreshold', { description: 'A low-stock threshold of one variant or one taxon (and the taxons below it).' });

const thresholdResource = defineResource<StockThresholdRow>({
  type: 'stock_threshold',
  id: (t) => t.id,
  attributes: (t) => ({
    variant_id: t.variant_id === null ? null : String(t.variant_id),
    taxon_id: t.taxon_id === null ? null : String(t.taxon_id),
    threshold: t.threshold,
    updated_at: timestamp(t.updated_at),
  }),
  relationships: {},
});
const thresholdDef = thresholdResource as ResourceDef<unknown>;

const LowStockItem = resource(
  'low_stock_item',
  z.object({
    variant_id: z.string(),
    sku: z.string(),
    name: z.string(),
    threshold: z.number().int(),
    threshold_from: z.enum(['variant', 'taxon']),
    count_on_hand: z.number().int().openapi({ description: 'Units on hand at every location together.' }),
    backorderable: z.boolean(),
    locations: z.array(z.object({ stock_location_id: z.string(), name: z.string(), count_on_hand: z.number().int() })),
  }),
).openapi('LowStockItem', { description: 'A variant at or below its low-stock threshold.' });

const lowResource = defineResource<LowStockRow>({
  type: 'low_stock_item',
  id: (r) => r.variant_id,
  attributes: (r) => ({ ...r, variant_id: String(r.variant_id) }),
  relationships: {},
});

const ThresholdChange = z
  .object({
    stock_threshold: z.object({
      variant_id: z.string().optional(),
      taxon_id: z.string().optional(),
      threshold: z.number().int().min(0).max(100000),
    }),
  })
  .openapi('StockThresholdChange');

export const LOW_STOCK_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/stock_thresholds',
    operationId: 'listStockThresholds',
    tags: TAGS,
    summary: 'Low-stock thresholds',
    answers: { 200: listAnswer('StockThresholdList', StockThreshold, 'Every threshold, in the order set.', false), ...errorAnswers(401, 403, 429) },
    extension: true,
    handle: (ctx) => sendDocument(ctx, thresholdDef, relatedList(thresholdResource, stockThresholds(ctx.db))),
  }),
  declareRoute({
    method: 'post',
    path: '/stock_thresholds',
    operationId: 'setStockThreshold',
    tags: TAGS,
    summary: 'Set the low-stock threshold of a variant or a taxon',
    description: 'Names one variant_id or one taxon_id; a threshold already set for it is replaced.',
    body: { schema: ThresholdChange },
    answers: { 200: singleAnswer('StockThresholdDocument', StockThreshold, 'The threshold kept.'), ...errorAnswers(400, 401, 403, 422, 429) },
    extension: true,
    handle: (ctx) => {
      const input = isObject(ctx.params.stock_threshold) ? ctx.params.stock_threshold : {};
      return sendDocument(ctx, thresholdDef, related(thresholdResource, setStockThreshold(ctx.db, input)));
    },
  }),
  declareRoute({
    method: 'delete',
    path: '/stock_thresholds/:id',
    operationId: 'removeStockThreshold',
    tags: TAGS,
    summary: 'Remove a low-stock threshold',
    pathParams: ID_IN_PATH,
    answers: { 204: { description: 'Removed.' }, ...errorAnswers(401, 403, 404, 429) },
    extension: true,
    handle: (ctx) => {
      const id = ctx.pathParams.id ?? '';
      const found = /^\d{1,15}$/.test(id) ? stockThresholdById(ctx.db, Number(id)) : undefined;
      if (!found) throw notFound();
      run(ctx.db, 'DELETE FROM stock_thresholds WHERE id = ?', found.id);
      return { status: 204 };
    },
  }),
  declareRoute({
    method: 'get',
    path: '/low_stock_items',
    operationId: 'listLowStockItems',
    tags: TAGS,
    summary: 'Variants at or below their low-stock threshold, the lowest first',
    description: 'Each with its units at every stock location (0 where it has none): the reorder list.',
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: listAnswer('LowStockItemList', LowStockItem, 'A page of low-stock variants.'), ...errorAnswers(400, 401, 403, 429) },
    extension: true,
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const rows = lowStockRows(ctx.db);
      return sendList(
        ctx,
        lowResource as ResourceDef<unknown>,
        relatedList(lowResource, rows.slice(page.offset, page.offset + page.perPage)),
        page,
        rows.length,
      );
    },
  }),
];
