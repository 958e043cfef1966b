/**
 * Platform API (admin scope), this store's extension: stock movements (Spree's StockMovement:
 * counts, deliveries, transfers, sales, restocks and returns). Listed newest first, for a stock
 * lookup; and made in batches, as a count's adjustments are: up to 100 a request, each through the
 * stock ledger and applied exactly once by its originator (a movement sent again is answered
 * `applied: false`). Spree's Platform API has neither route; its admin makes movements one stock
 * item at a time.
 */
import { validationFailed } from '../http/api-error.js';
import { all, get } from '../db/database.js';
import { asString, dig } from '../http/params.js';
import { defineResource, pageRequest, related, relatedList, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';
import { errorAnswers, listAnswer } from '../openapi/answers.js';
import { PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { queryText } from '../openapi/query.js';
import { resource } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument, sendList } from '../http/documents-routes.js';
import { storeEvents } from '../process/events.js';
import type { StockMovementRow } from './stock-ledger.js';
import { applyMovementBatch, MOVEMENTS_PER_BATCH, type BatchedMovement } from './stock-movement-batch.js';

const TAGS = ['Stock'];
const ACTIONS = ['count', 'received', 'transfer', 'adjustment'] as const;

const MOVEMENT_ATTRIBUTES = z.object({
  variant_id: z.string(),
  stock_location_id: z.string(),
  quantity: z.number().int().openapi({ description: 'Units added (+) or taken (−).' }),
  action: z.string().nullable().openapi({ description: 'Why: sold, restocked, returned, count, received, transfer…' }),
  originator_type: z.string().nullable().openapi({ description: 'What caused it: Spree::Order, Spree::Shipment, Spree::CustomerReturn, a transfer…' }),
  originator_id: z.string().nullable().openapi({ description: 'Its number or id at the store.' }),
  created_at: z.string().openapi({ format: 'date-time' }),
});

const StockMovement = resource('stock_movement', MOVEMENT_ATTRIBUTES).openapi('StockMovement', { description: 'One change of a stock item’s count on hand.' });

const listedMovementResource = defineResource<StockMovementRow>({
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

/** A movement as a batch answers it: the list's, with the count it left and whether it was applied now. */
const StockMovementApplied = resource(
  'stock_movement',
  MOVEMENT_ATTRIBUTES.extend({
    count_on_hand: z.number().int().openapi({ description: "The stock item's count on hand after it (now, when it was applied before)." }),
    applied: z.boolean().openapi({ description: 'False: this originator had moved this stock already; nothing changed.' }),
  }),
).openapi('StockMovementApplied', { description: 'A change of a stock item’s count on hand made by a batch, with its reason and originator.' });

const idText = z.union([z.string().regex(/^\d{1,15}$/), z.number().int().min(1)]).openapi({ description: 'An id (a string of digits is taken, or a number).' });
const MovementWanted = z.object({
  variant_id: idText,
  stock_location_id: idText,
  quantity: z.number().int().min(-1_000_000).max(1_000_000),
  action: z.enum(ACTIONS),
  originator_type: z.string().trim().min(1).max(60),
  originator_id: z.string().trim().min(1).max(120),
});

const StockMovementBatch = z.object({ stock_movements: z.array(MovementWanted).min(1).max(MOVEMENTS_PER_BATCH) }).openapi('StockMovementBatch');

const movementResource = defineResource<BatchedMovement>({
  type: 'stock_movement',
  id: (m) => m.id,
  attributes: (m) => ({
    quantity: m.quantity,
    action: m.action,
    originator_type: m.originatorType,
    originator_id: m.originatorId,
    variant_id: String(m.variantId),
    stock_location_id: String(m.stockLocationId),
    count_on_hand: m.countOnHand,
    applied: m.applied,
    created_at: timestamp(m.createdAt),
  }),
  relationships: {},
});
const movementDef = movementResource as ResourceDef<unknown>;

export const STOCK_MOVEMENT_ROUTES: readonly DeclaredRoute[] = [
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
      return sendList(ctx, listedMovementResource as ResourceDef<unknown>, relatedList(listedMovementResource, rows), page, total);
    },
  }),
  declareRoute({
    method: 'post',
    path: '/stock_movements/batch',
    operationId: 'createStockMovementBatch',
    tags: TAGS,
    summary: 'Move stock: up to 100 movements, each applied once by its originator',
    description:
      'Each movement adds its quantity (− takes) to the stock item of its variant at its location, kept with its action and ' +
      'originator. A movement whose originator, variant and location the store already holds is not applied again: the answer ' +
      'marks it applied false with the count as it is now, so a batch sent again changes nothing. One transaction: an unknown ' +
      'variant or location is a 422 and nothing is moved.',
    body: { schema: StockMovementBatch },
    answers: {
      200: listAnswer('StockMovementAppliedList', StockMovementApplied, 'The movements, in the order sent.', false),
      ...errorAnswers(400, 401, 403, 422, 429),
    },
    extension: true,
    handle: (ctx) => {
      const parsed = StockMovementBatch.safeParse({ stock_movements: ctx.params.stock_movements });
      if (!parsed.success) throw validationFailed({ stock_movements: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
      const answered = applyMovementBatch(
        ctx.db,
        parsed.data.stock_movements.map((m) => ({
          variantId: Number(m.variant_id),
          stockLocationId: Number(m.stock_location_id),
          quantity: m.quantity,
          action: m.action,
          originatorType: m.originator_type,
          originatorId: m.originator_id,
        })),
      );
      const events = storeEvents(ctx.db);
      const products = new Set(
        answered
          .filter((m) => m.applied)
          .map((m) => get<{ product_id: number }>(ctx.db, 'SELECT product_id FROM variants WHERE id = ?', m.variantId)!.product_id),
      );
      for (const productId of products) events.emit('product.changed', { productId, what: 'stock' });
      return sendDocument(
        ctx,
        movementDef,
        answered.map((m) => related(movementResource, m)),
      );
    },
  }),
];
