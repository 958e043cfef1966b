/**
 * Platform API (admin scope), this store's extension for a stock lookup: a variant's stock
 * movements (Spree's StockMovement: counts, deliveries, transfers, sales, restocks and returns),
 * newest first, and what other orders hold of variants' stock (carts not yet placed, placed
 * orders not yet shipped), a few variants in one request. Spree's Platform API has neither route.
 */
import { all, get } from '../db/database.js';
import { asList, asString, dig } from '../http/params.js';
import { defineResource, pageRequest, relatedList, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';
import { errorAnswers, listAnswer } from '../openapi/answers.js';
import { PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { queryList, queryText } from '../openapi/query.js';
import { resource } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument, sendList } from '../http/documents-routes.js';
import type { StockMovementRow } from './stock-ledger.js';
import { stockHolds, type StockHoldRow } from './stock-holds.js';

const TAGS = ['Stock'];

const StockMovement = resource(
  'stock_movement',
  z.object({
    variant_id: z.string(),
    stock_location_id: z.string(),
    quantity: z.number().int().openapi({ description: 'Units added (+) or taken (−).' }),
    action: z.string().nullable().openapi({ description: 'Why: sold, restocked, returned, count, received, transfer…' }),
    originator_type: z.string().nullable().openapi({ description: 'What caused it: Spree::Order, Spree::Shipment, Spree::CustomerReturn, a transfer…' }),
    originator_id: z.string().nullable().openapi({ description: 'Its number or id at the store.' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  }),
).openapi('StockMovement', { description: 'One change of a stock item’s count on hand.' });

const movementResource = defineResource<StockMovementRow>({
  type: 'stock_movement',
  id: (m) => m.id,
  attributes: (m) => ({
    variant_id: String(m.variant_id),
    stock_location_id: String(m.stock_location_id),
    quantity: m.quantity,
    action: m.action,
    originator_type: m.originator_type,
    originator_id: m.originator_id,
    created_at: timestamp(m.created_at),
  }),
  relationships: {},
});

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

export const STOCK_LOOKUP_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/stock_movements',
    operationId: 'listStockMovements',
    tags: TAGS,
    summary: 'Stock movements, newest first',
    query: z.object({
      'filter[variant_id_eq]': queryText('Movements of this variant.').optional(),
      'filter[stock_location_id_eq]': queryText('Movements at this stock location.').optional(),
    }),
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: listAnswer('StockMovementList', StockMovement, 'A page of stock movements.'), ...errorAnswers(400, 401, 403, 429) },
    extension: true,
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const where: string[] = [];
      const args: number[] = [];
      for (const [name, column] of [
        ['variant_id_eq', 'variant_id'],
        ['stock_location_id_eq', 'stock_location_id'],
      ] as const) {
        const value = asString(dig(ctx.params, 'filter', name))?.trim();
        if (value === undefined || value === '') continue;
        where.push(`${column} = ?`);
        args.push(/^\d{1,15}$/.test(value) ? Number(value) : -1);
      }
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      const total = get<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM stock_movements ${clause}`, ...args)!.n;
      const rows = all<StockMovementRow>(
        ctx.db,
        `SELECT * FROM stock_movements ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`,
        ...args,
        page.perPage,
        page.offset,
      );
      return sendList(ctx, movementResource as ResourceDef<unknown>, relatedList(movementResource, rows), page, total);
    },
  }),
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
