/**
 * Platform API (admin scope), this store's extension: stock movements (Spree's StockMovement) made
 * in batches, as a count's adjustments are: up to 100 a request, each through the stock ledger and
 * applied exactly once by its originator (a movement sent again is answered `applied: false`).
 * Spree's Platform API has no such route; its admin makes them one stock item at a time.
 */
import { validationFailed } from '../http/api-error.js';
import { defineResource, related, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';
import { errorAnswers, listAnswer } from '../openapi/answers.js';
import { resource } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument } from '../http/documents-routes.js';
import { storeEvents } from '../process/events.js';
import { get } from '../db/database.js';
import { applyMovementBatch, MOVEMENTS_PER_BATCH, type BatchedMovement } from './stock-movement-batch.js';

const TAGS = ['Stock'];
const ACTIONS = ['count', 'received', 'transfer', 'adjustment'] as const;

const StockMovement = resource(
  'stock_movement',
  z.object({
    quantity: z.number().int().openapi({ description: 'Units added (+) or taken (−).' }),
    action: z.string().openapi({ description: 'Why: count, received, transfer or adjustment.' }),
    originator_type: z.string().openapi({ description: 'What caused it, e.g. StockCount.' }),
    originator_id: z.string().openapi({ description: 'Its id with the line, e.g. C-12:variant-7; one movement per originator, variant and location.' }),
    variant_id: z.string(),
    stock_location_id: z.string(),
    count_on_hand: z.number().int().openapi({ description: "The stock item's count on hand after it (now, when it was applied before)." }),
    applied: z.boolean().openapi({ description: 'False: this originator had moved this stock already; nothing changed.' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  }),
).openapi('StockMovement', { description: 'A change of a stock item’s count on hand, with its reason and originator.' });

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
    answers: { 200: listAnswer('StockMovementList', StockMovement, 'The movements, in the order sent.', false), ...errorAnswers(400, 401, 403, 422, 429) },
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
