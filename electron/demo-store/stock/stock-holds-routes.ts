/**
 * Platform API (admin scope), this store's extension for a stock lookup: what other orders hold
 * of variants' stock (carts not yet placed, placed orders not yet shipped), a few variants in one
 * request. Spree's Platform API has no such route.
 */
import { asList, asString, dig } from '../http/params.js';
import { defineResource, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { errorAnswers, listAnswer } from '../openapi/answers.js';
import { queryList, queryText } from '../openapi/query.js';
import { resource } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument } from '../http/documents-routes.js';
import { stockHolds, type StockHoldRow } from './stock-holds.js';

const TAGS = ['Stock'];

const StockHold = resource(
  'stock_hold',
  z.object({
    variant_id: z.string(),
    held_in_carts: z.number().int().openapi({ description: 'Units in carts not yet placed (web carts, other tills’ sales).' }),
    carts: z.number().int(),
    held_by_orders: z.number().int().openapi({
      description: 'Units of placed orders whose shipments are not yet shipped or canceled (already taken from the count on hand).',
    }),
    orders: z.number().int(),
  }),
).openapi('StockHold', { description: 'What other orders hold of one variant’s stock.' });

const holdResource = defineResource<StockHoldRow>({
  type: 'stock_hold',
  id: (h) => h.variant_id,
  attributes: (h) => ({ variant_id: String(h.variant_id), held_in_carts: h.held_in_carts, carts: h.carts, held_by_orders: h.held_by_orders, orders: h.orders }),
  relationships: {},
});

const idIn = (value: unknown) =>
  asList(value)
    .filter((v) => /^\d{1,15}$/.test(v))
    .slice(0, 100)
    .map(Number);

export const STOCK_HOLD_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/stock_holds',
    operationId: 'listStockHolds',
    tags: TAGS,
    summary: 'What carts and open orders hold of variants’ stock',
    description: 'One entry per variant asked for, in the order asked (zeros when nothing holds it).',
    query: z.object({
      'filter[variant_id_in]': queryList('string', 'Comma-separated variant ids (at most 100).'),
      'filter[order_number_not_eq]': queryText('A cart left out (the till’s own sale).').optional(),
    }),
    answers: { 200: listAnswer('StockHoldList', StockHold, 'What other orders hold, by variant.', false), ...errorAnswers(400, 401, 403, 429) },
    extension: true,
    handle: (ctx) => {
      const ids = idIn(dig(ctx.params, 'filter', 'variant_id_in'));
      const except = asString(dig(ctx.params, 'filter', 'order_number_not_eq'))?.trim() || null;
      const rows = stockHolds(ctx.db, ids, except);
      return sendDocument(ctx, holdResource as ResourceDef<unknown>, relatedList(holdResource, rows));
    },
  }),
];
