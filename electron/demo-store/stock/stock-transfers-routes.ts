/**
 * Platform API (admin scope), this store's extension in Spree's naming (Spree's Platform API has no
 * stock transfer routes): stock transfers listed (newest first; by reference, destination, state or
 * the till's request id), one by its number, one made (a delivery received when it names no source,
 * a transfer sent when it does) and a sent one received at its destination (stock-transfers.ts).
 */
import { isObject, asString, dig } from '../http/params.js';
import { defineResource, pageRequest, related, relatedList, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { PAGE_PARAMETERS } from '../openapi/platform-parameters.js';
import { queryText } from '../openapi/query.js';
import { resource, TIMESTAMPS } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument, sendList } from '../http/documents-routes.js';
import { notFound } from '../http/api-error.js';
import type { RequestContext } from '../http/request-context.js';
import {
  createStockTransfer,
  locationName,
  receiveStockTransfer,
  transferByNumber,
  transferItems,
  transfersPage,
  type StockTransferRow,
} from './stock-transfers.js';

const TAGS = ['Stock transfers'];

const transferResource: ResourceDef<StockTransferRow> = defineResource<StockTransferRow>({
  type: 'stock_transfer',
  id: (r) => r.id,
  attributes: (r, ctx) => ({
    number: r.number,
    reference: r.reference,
    description: r.description,
    kind: r.source_location_id === null ? 'receipt' : 'transfer',
    state: r.state,
    source_location_id: r.source_location_id === null ? null : String(r.source_location_id),
    source_location_name: locationName(ctx.db, r.source_location_id),
    destination_location_id: String(r.destination_location_id),
    destination_location_name: locationName(ctx.db, r.destination_location_id),
    request_id: r.request_id,
    stock_transfer_items: transferItems(ctx.db, r.id).map((i) => ({
      variant_id: String(i.variant_id),
      sku: i.sku,
      quantity: i.quantity,
      received_quantity: i.received_quantity,
      difference: i.received_quantity === null ? null : i.received_quantity - i.quantity,
    })),
    received_at: timestamp(r.received_at),
    created_at: timestamp(r.created_at),
    updated_at: timestamp(r.received_at ?? r.created_at),
  }),
  relationships: {},
});
const def = transferResource as ResourceDef<unknown>;

const Item = z.object({
  variant_id: z.string(),
  sku: z.string(),
  quantity: z.number().int().openapi({ description: 'Units sent (or, for a delivery, received).' }),
  received_quantity: z.number().int().nullable().openapi({ description: 'Units counted in at the destination; null until received.' }),
  difference: z.number().int().nullable().openapi({ description: 'received − sent: below 0 when fewer arrived (added nowhere).' }),
});

const StockTransfer = resource(
  'stock_transfer',
  z.object({
    number: z.string().openapi({ description: 'The store’s number, "T" and nine digits.' }),
    reference: z.string().openapi({ description: 'The supplier’s delivery note or PO number; a transfer’s own, or its number.' }),
    description: z.string().nullable().openapi({ description: 'Why: "Supplier delivery", "Customer order"…' }),
    kind: z.enum(['receipt', 'transfer']),
    state: z.enum(['sent', 'received']),
    source_location_id: z.string().nullable(),
    source_location_name: z.string().nullable(),
    destination_location_id: z.string(),
    destination_location_name: z.string().nullable(),
    request_id: z.string().nullable().openapi({ description: 'The id the till made the request with, to look it up after a lost answer.' }),
    stock_transfer_items: z.array(Item),
    received_at: z.string().nullable(),
    ...TIMESTAMPS,
  }),
  z.object({}),
).openapi('StockTransfer', { description: 'Stock received from a supplier, or moved between two stock locations.' });

const LineRequest = z.object({ variant_id: z.union([z.string(), z.number()]), quantity: z.number().int() });

const StockTransferRequest = z
  .object({
    stock_transfer: z.object({
      reference: z.string().optional().openapi({ description: 'Required for a delivery; refused when already received at that location.' }),
      description: z.string().optional(),
      source_location_id: z.union([z.string(), z.number()]).nullable().optional().openapi({ description: 'Absent: a delivery received.' }),
      destination_location_id: z.union([z.string(), z.number()]),
      request_id: z.string().optional(),
      stock_transfer_items: z.array(LineRequest),
    }),
  })
  .openapi('StockTransferRequest');

const ReceiveRequest = z.object({ stock_transfer: z.object({ stock_transfer_items: z.array(LineRequest) }) }).openapi('StockTransferReceiveRequest');

const NUMBER_IN_PATH = z.object({ number: z.string() });
const DOCUMENT = singleAnswer('StockTransferDocument', StockTransfer, 'A stock transfer.');

const bodyOf = (ctx: RequestContext) => {
  const input = ctx.params.stock_transfer;
  return isObject(input) ? input : {};
};

export const STOCK_TRANSFER_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/stock_transfers',
    operationId: 'listStockTransfers',
    tags: TAGS,
    summary: 'Stock transfers and deliveries received, newest first',
    query: z.object({
      'filter[reference_eq]': queryText('Its reference (any case).').optional(),
      'filter[destination_location_id_eq]': queryText('Received or sent to this location.').optional(),
      'filter[request_id_eq]': queryText('Made with this request id.').optional(),
      'filter[state_eq]': queryText('sent or received.').optional(),
    }),
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: listAnswer('StockTransferList', StockTransfer, 'A page of stock transfers.'), ...errorAnswers(400, 401, 403, 429) },
    extension: true,
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const filter = (name: string) => asString(dig(ctx.params, 'filter', name))?.trim() || undefined;
      const destination = filter('destination_location_id_eq');
      const { rows, total } = transfersPage(
        ctx.db,
        {
          reference: filter('reference_eq'),
          destinationId: destination === undefined ? undefined : /^\d{1,15}$/.test(destination) ? Number(destination) : -1,
          requestId: filter('request_id_eq'),
          state: filter('state_eq'),
        },
        page.perPage,
        page.offset,
      );
      return sendList(ctx, def, relatedList(def, rows), page, total);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/stock_transfers/:number',
    operationId: 'getStockTransfer',
    tags: TAGS,
    summary: 'A stock transfer by its number',
    pathParams: NUMBER_IN_PATH,
    answers: { 200: DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    extension: true,
    handle: (ctx) => {
      const transfer = transferByNumber(ctx.db, ctx.pathParams.number!);
      if (!transfer) throw notFound();
      return sendDocument(ctx, def, related(def, transfer));
    },
  }),
  declareRoute({
    method: 'post',
    path: '/stock_transfers',
    operationId: 'createStockTransfer',
    tags: TAGS,
    summary: 'Receive a delivery, or send a transfer',
    description:
      'Without a source: a delivery received at the destination (Spree’s receive), its reference required and refused when already ' +
      'received there. With a source: a transfer sent, its units leaving the source at once; refused when a non-backorderable item has fewer there.',
    body: { schema: StockTransferRequest },
    answers: { 201: DOCUMENT, ...errorAnswers(400, 401, 403, 422, 429) },
    extension: true,
    handle: (ctx) => sendDocument(ctx, def, related(def, createStockTransfer(ctx.db, bodyOf(ctx))), 201),
  }),
  declareRoute({
    method: 'patch',
    path: '/stock_transfers/:number/receive',
    operationId: 'receiveStockTransfer',
    tags: TAGS,
    summary: 'Receive a sent transfer at its destination',
    description:
      'Each line’s units counted in are added at the destination (a line left out counts 0); more than sent is a 422; fewer is the ' +
      'line’s difference, added nowhere. A transfer received already is a 422.',
    pathParams: NUMBER_IN_PATH,
    body: { schema: ReceiveRequest },
    answers: { 200: DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    extension: true,
    handle: (ctx) => sendDocument(ctx, def, related(def, receiveStockTransfer(ctx.db, ctx.pathParams.number!, bodyOf(ctx)))),
  }),
];
