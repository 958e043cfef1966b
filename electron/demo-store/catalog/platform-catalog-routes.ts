/**
 * Platform API (admin scope): a product's content and its master variant's prices, a variant's
 * prices, and the stock items with their counts and backorderable flags.
 */
import { notFound } from '../http/api-error.js';
import { productBySlugOrId, variantById } from './catalog.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { errorAnswers, listAnswer, PRODUCT_DOCUMENT, singleAnswer } from '../openapi/answers.js';
import { ToOne, Variant } from '../openapi/schemas/components.js';
import { ID_IN_PATH, PAGE_PARAMETERS, parameterRef } from '../openapi/platform-parameters.js';
import { queryList, queryText } from '../openapi/query.js';
import { resource } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { asList, dig, type Params } from '../http/params.js';
import { stockItemById, stockItemsPage, updateProduct, updateStockItem, updateVariant } from './platform-catalog.js';
import { stockItemResource } from '../orders/platform-resources.js';
import type { RequestContext } from '../http/request-context.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { productResource, variantResource } from './catalog-serializer.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

const StockItem = resource(
  'stock_item',
  z.object({
    count_on_hand: z.number().int().openapi({ description: 'Units on hand; below zero when back-ordered units were sold.' }),
    backorderable: z.boolean().openapi({ description: 'Whether the variant can be sold when none are on hand.' }),
  }),
  z.object({ variant: ToOne, stock_location: ToOne }),
).openapi('StockItem', { description: 'The stock of one variant at one stock location.' });

/** A price as a decimal string (`24.00`). */
const priceText = (description: string) =>
  z
    .string()
    .regex(/^[0-9]+(\.[0-9]{1,2})?$/)
    .openapi({ description, example: '24.00' });

const ProductChange = z
  .object({
    product: z.object({
      name: z.string().max(255).optional(),
      description: z.string().max(65535).nullable().optional(),
      meta_description: z.string().max(1000).nullable().optional(),
      meta_keywords: z.string().max(1000).nullable().optional(),
      price: priceText("The master variant's price, 0 to 99999999.99 (a JSON number is taken too).").optional(),
      compare_at_price: priceText("The master variant's price before a reduction; null clears it.").nullable().optional(),
      currency: z.string().openapi({ description: 'The currency of price and compare_at_price (USD or EUR); the store default when absent.' }).optional(),
    }),
  })
  .openapi('ProductChange');

const VariantChange = z
  .object({
    variant: z.object({
      price: priceText('0 to 99999999.99 (a JSON number is taken too).').optional(),
      compare_at_price: priceText('null clears it.').nullable().optional(),
      currency: z.string().openapi({ description: 'USD or EUR; the store default when absent.' }).optional(),
    }),
  })
  .openapi('VariantChange');

const StockItemChange = z
  .object({
    stock_item: z.object({
      count_on_hand: z.number().int().min(-1000000).max(1000000).openapi({ description: 'The new count (a string of digits is taken too).' }).optional(),
      backorderable: z.boolean().optional(),
    }),
  })
  .openapi('StockItemChange');

const VARIANT_DOCUMENT = singleAnswer('VariantDocument', Variant, 'A variant.');
const STOCK_ITEM_LIST = listAnswer('StockItemList', StockItem, 'A page of stock items, in id order.');
const STOCK_ITEM_DOCUMENT = singleAnswer('StockItemDocument', StockItem, 'A stock item.');

const PRODUCT_ID = z.object({ id: z.string().openapi({ param: { description: "The product's slug, else its id." } }) });
const IN_CURRENCY = z.object({
  currency: queryText('The currency of the prices in the answer (USD or EUR; the store default, USD, otherwise).').optional(),
});

const productDef = productResource as ResourceDef<unknown>;
const variantDef = variantResource as ResourceDef<unknown>;
const stockItemDef = stockItemResource as ResourceDef<unknown>;

function product(ctx: RequestContext) {
  const row = productBySlugOrId(ctx.db, ctx.pathParams.id!);
  if (!row) throw notFound();
  return row;
}

function variant(ctx: RequestContext) {
  const row = /^\d{1,15}$/.test(ctx.pathParams.id!) ? variantById(ctx.db, Number(ctx.pathParams.id)) : undefined;
  if (!row) throw notFound();
  return row;
}

function stockItem(ctx: RequestContext) {
  const row = stockItemById(ctx.db, ctx.pathParams.id!);
  if (!row) throw notFound();
  return row;
}

export const CATALOG_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/products/:id',
    operationId: 'getProduct',
    tags: ['Catalog'],
    summary: 'A product, listed or not',
    pathParams: PRODUCT_ID,
    query: IN_CURRENCY,
    sharedParameters: [parameterRef('IncludeProduct')],
    answers: { 200: PRODUCT_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    handle: (ctx) => sendDocument(ctx, productDef, related(productResource, product(ctx))),
  }),
  declareRoute({
    method: 'patch',
    path: '/products/:id',
    operationId: 'updateProduct',
    tags: ['Catalog'],
    summary: "Change a product's content and its master variant's price",
    description:
      'Only the members sent change. The name cannot be blank; description, meta_description and meta_keywords may be null. ' +
      "The prices are those of the master variant in 'currency'. Any field error is a 422 with errors per field, and nothing is saved. " +
      'The storefront shows the change at once, and MCP subscribers of the product hear of it.',
    pathParams: PRODUCT_ID,
    query: IN_CURRENCY,
    sharedParameters: [parameterRef('IncludeProduct')],
    body: { schema: ProductChange },
    answers: { 200: PRODUCT_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) => {
      updateProduct(ctx.db, ctx.store, product(ctx), ctx.params.product as Params);
      return sendDocument(ctx, productDef, related(productResource, product(ctx)));
    },
  }),
  declareRoute({
    method: 'get',
    path: '/variants/:id',
    operationId: 'getVariant',
    tags: ['Catalog'],
    summary: 'A variant',
    query: IN_CURRENCY,
    sharedParameters: [parameterRef('VariantId'), parameterRef('IncludeVariant')],
    answers: { 200: VARIANT_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    handle: (ctx) => sendDocument(ctx, variantDef, related(variantResource, variant(ctx))),
  }),
  declareRoute({
    method: 'patch',
    path: '/variants/:id',
    operationId: 'updateVariant',
    tags: ['Catalog'],
    summary: "Change a variant's price in one currency",
    description:
      "A currency the variant has no price in yet needs 'price'. compare_at_price null (or empty) clears it. Field errors are a " +
      '422 and nothing is saved. Carts not yet paid follow the new price.',
    query: IN_CURRENCY,
    sharedParameters: [parameterRef('VariantId'), parameterRef('IncludeVariant')],
    body: { schema: VariantChange },
    answers: { 200: VARIANT_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) => {
      updateVariant(ctx.db, ctx.store, variant(ctx), ctx.params.variant as Params);
      return sendDocument(ctx, variantDef, related(variantResource, variant(ctx)));
    },
  }),
  declareRoute({
    method: 'get',
    path: '/stock_items',
    operationId: 'listStockItems',
    tags: ['Stock'],
    summary: 'Stock items, by variant',
    query: z.object({
      'filter[variant_id]': queryList('string', 'Comma-separated variant ids (at most 100); without it, every stock item.').optional(),
    }),
    sharedParameters: [...PAGE_PARAMETERS, parameterRef('IncludeStockItem')],
    answers: { 200: STOCK_ITEM_LIST, ...errorAnswers(400, 401, 403, 429) },
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const variantIds = asList(dig(ctx.params, 'filter', 'variant_id'))
        .filter((v) => /^\d{1,15}$/.test(v))
        .slice(0, 100)
        .map(Number);
      const { rows, total } = stockItemsPage(ctx.db, variantIds, page.perPage, page.offset);
      return sendList(ctx, stockItemDef, relatedList(stockItemResource, rows), page, total);
    },
  }),
  declareRoute({
    method: 'get',
    path: '/stock_items/:id',
    operationId: 'getStockItem',
    tags: ['Stock'],
    summary: 'A stock item',
    pathParams: ID_IN_PATH,
    sharedParameters: [parameterRef('IncludeStockItem')],
    answers: { 200: STOCK_ITEM_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 429) },
    handle: (ctx) => sendDocument(ctx, stockItemDef, related(stockItemResource, stockItem(ctx))),
  }),
  declareRoute({
    method: 'patch',
    path: '/stock_items/:id',
    operationId: 'updateStockItem',
    tags: ['Stock'],
    summary: "Set a stock item's count on hand or backorderable flag",
    description:
      "The count is set, not added to. Field errors are a 422 and nothing is saved. The storefront's in_stock, purchasable and " +
      'backorderable follow at once.',
    pathParams: ID_IN_PATH,
    sharedParameters: [parameterRef('IncludeStockItem')],
    body: { schema: StockItemChange },
    answers: { 200: STOCK_ITEM_DOCUMENT, ...errorAnswers(400, 401, 403, 404, 422, 429) },
    handle: (ctx) => {
      updateStockItem(ctx.db, stockItem(ctx), ctx.params.stock_item as Params);
      return sendDocument(ctx, stockItemDef, related(stockItemResource, stockItem(ctx)));
    },
  }),
];
