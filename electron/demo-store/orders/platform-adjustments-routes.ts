/**
 * Platform API (admin scope): adjustments, as Spree's Platform API v2 has them. An operator (or a
 * till's admin client) adds one to an order or to one of its line items with a label that says
 * why and an amount, negative for a reduction; the order's totals (and a line's tax) are
 * recalculated at once (adjustments.ts). Listed (one order's with `filter[order_id]`), shown by
 * id, and deleted while the order is a cart.
 */
import { adjustmentAt, adjustmentsPage, createAdjustment, deleteAdjustment, LINE_ADJUSTABLE } from './adjustments.js';
import type { AdjustmentRow, LineItemRow } from '../db/rows.js';
import { get } from '../db/database.js';
import { defineResource, pageRequest, related, relatedList, relatedOrNull, type ResourceDef } from '../jsonapi/jsonapi.js';
import { moneyAttributes } from '../jsonapi/money.js';
import { orderById } from './orders.js';
import { asString, dig, type Params } from '../http/params.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { ToOne } from '../openapi/schemas/components.js';
import { ID_IN_PATH, PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { queryText } from '../openapi/query.js';
import { dateTime, resource } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { platformOrderResource } from './platform-orders-serializer.js';
import { lineItemResource } from './orders-serializer.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

const adjustmentResource: ResourceDef<AdjustmentRow> = defineResource<AdjustmentRow>({
  type: 'adjustment',
  id: (r) => r.id,
  attributes: (r, ctx) => {
    const currency = orderById(ctx.db, r.order_id)?.currency ?? ctx.currency;
    return {
      source_type: null,
      adjustable_type: r.adjustable_type,
      ...moneyAttributes('amount', r.amount_cents, currency),
      label: r.label,
      mandatory: null,
      eligible: true,
      state: r.state,
      included: false,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  },
  relationships: {
    order: {
      target: () => platformOrderResource as ResourceDef<unknown>,
      load: (r, ctx) => relatedOrNull(platformOrderResource, orderById(ctx.db, r.order_id)),
    },
    // The order or one of its line items (not includable: the two are different resources).
    adjustable: {
      load: (r, ctx) =>
        r.adjustable_type === LINE_ADJUSTABLE
          ? relatedOrNull(lineItemResource, get<LineItemRow>(ctx.db, 'SELECT * FROM line_items WHERE id = ?', r.adjustable_id))
          : relatedOrNull(platformOrderResource, orderById(ctx.db, r.adjustable_id)),
    },
  },
});

const def = adjustmentResource as ResourceDef<unknown>;

const Adjustment = resource(
  'adjustment',
  z.object({
    source_type: z.string().nullable().openapi({ description: 'Null: made by hand (through this API), not by a promotion or a tax rate.' }),
    adjustable_type: z.enum(['Spree::Order', 'Spree::LineItem']).openapi({ example: 'Spree::LineItem' }),
    amount: z.string().openapi({ description: 'Decimal, negative for a reduction.', example: '-7.00' }),
    display_amount: z.string().openapi({ example: '-$7.00' }),
    label: z.string(),
    mandatory: z.boolean().nullable(),
    eligible: z.boolean(),
    state: z.enum(['open', 'closed']),
    included: z.boolean(),
    created_at: dateTime(),
    updated_at: dateTime(),
  }),
  z.object({ order: ToOne, adjustable: ToOne }),
).openapi('Adjustment', { description: 'An adjustment of an order or of one of its line items: why (its label) and how much.' });

const AdjustmentRequest = z
  .object({
    adjustment: z.object({
      order_id: z.string().openapi({ description: "The order's id (or its number)." }),
      label: z.string().max(255).openapi({ description: 'Why: shown with the order.', example: 'Price paid at the counter' }),
      adjustable_id: z.string().openapi({ description: "The order's id again (or its number), or the id of one of its line items." }),
      adjustable_type: z.enum(['Spree::Order', 'Spree::LineItem']).openapi({
        description:
          'The order itself, or one of its line items (only while the order is a cart: the line is taxed again after it). ' +
          'Any other type, or a line of another order, is a 422 on adjustable.',
      }),
      amount: z.number().openapi({
        description: 'Negative for a reduction; a string is a 422 on amount, and so is an amount that would take a line below zero.',
        example: -7,
      }),
      state: z.enum(['open', 'closed']).optional(),
    }),
  })
  .openapi('AdjustmentRequest');

const ADJUSTMENT_LIST = listAnswer('AdjustmentList', Adjustment, 'A page of adjustments.');
const ADJUSTMENT_DOCUMENT = singleAnswer('AdjustmentDocument', Adjustment, 'An adjustment.');
const TAGS = ['Adjustments'];

export const ADJUSTMENT_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/adjustments',
    operationId: 'listAdjustments',
    tags: TAGS,
    summary: 'Adjustments made through this API, oldest first',
    query: z.object({ 'filter[order_id]': queryText("One order's adjustments (its id or number); an unknown order has none.").optional() }),
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: ADJUSTMENT_LIST, ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const orderKey = asString(dig(ctx.params, 'filter', 'order_id'))?.trim() || null;
      const { rows, total } = adjustmentsPage(ctx.db, orderKey, page.perPage, page.offset);
      return sendList(ctx, def, relatedList(adjustmentResource, rows), page, total);
    },
  }),
  declareRoute({
    method: 'post',
    path: '/adjustments',
    operationId: 'createAdjustment',
    tags: TAGS,
    summary: 'Adjust an order or one of its line items',
    description:
      'An adjustment of the order named by order_id: of the order itself (adjustable_type Spree::Order, adjustable_id the order) or of ' +
      'one of its line items (Spree::LineItem, adjustable_id the line item, while the order is a cart), with a label that says why and ' +
      "an amount, negative for a reduction. The order's totals are recalculated at once: adjustment_total and total include it; a " +
      "line's adjustment_total, total and tax include it (the line is taxed after it: sales tax added on the discounted amount, VAT " +
      "included in it); a cart's payments that follow the total follow it; a completed order's payment_state says what is owed. A " +
      'blank label, an amount that is not a number or would take a line below zero, an unknown or canceled order, a line of another ' +
      'order or another adjustable is a 422 naming each field, and nothing is saved.',
    body: { schema: AdjustmentRequest },
    answers: { 201: ADJUSTMENT_DOCUMENT, ...errorAnswers(400, 401, 403, 422, 429) },
    handle: (ctx) =>
      sendDocument(ctx, def, related(adjustmentResource, ctx.db.transaction(() => createAdjustment(ctx.db, ctx.params.adjustment as Params))()), 201),
  }),
  declareRoute({
    method: 'get',
    path: '/adjustments/:id',
    operationId: 'getAdjustment',
    tags: TAGS,
    summary: 'An adjustment',
    pathParams: ID_IN_PATH,
    answers: { 200: ADJUSTMENT_DOCUMENT, ...errorAnswers(401, 403, 404, 429) },
    handle: (ctx) => sendDocument(ctx, def, related(adjustmentResource, adjustmentAt(ctx.db, ctx.pathParams.id!))),
  }),
  declareRoute({
    method: 'delete',
    path: '/adjustments/:id',
    operationId: 'deleteAdjustment',
    tags: TAGS,
    summary: 'Remove an adjustment of a cart',
    description:
      "The adjustment is removed and the order's totals (and its line's tax) recalculated at once. An adjustment of a completed order " +
      'stays (its payments were taken against it): a 422; adjust the order again instead.',
    pathParams: ID_IN_PATH,
    answers: { 204: { description: 'Removed.' }, ...errorAnswers(401, 403, 404, 422, 429) },
    handle: (ctx) => {
      ctx.db.transaction(() => deleteAdjustment(ctx.db, ctx.pathParams.id!))();
      return { status: 204 };
    },
  }),
];
