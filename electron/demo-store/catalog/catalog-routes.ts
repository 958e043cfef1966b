/** Catalog reads: products (list with filters, sort and paging; one by slug or id) and taxons. */
import { notFound } from '../http/api-error.js';
import { masterOf, productBySlugOrId, variantsOf } from './catalog.js';
import { variantOptions } from './catalog-relations.js';
import { builtStmt, get } from '../db/database.js';
import type { TaxonRow } from '../db/rows.js';
import { pageRequest, related, relatedList, type ResourceDef } from '../jsonapi/jsonapi.js';
import { asList, dig, isObject } from '../http/params.js';
import { findProductRows, productFilterMeta } from './product-finder.js';
import type { RequestContext } from '../http/request-context.js';
import { routesWith, type EndpointRouter } from '../http/endpoints.js';
import { errorAnswers } from '../openapi/answers.js';
import { PRODUCT_DOCUMENT, PRODUCT_LIST, TAXON_DOCUMENT, TAXON_LIST, VARIANT_LIST } from '../openapi/storefront-answers.js';
import { PARAMETER } from '../openapi/storefront-parameters.js';
import { NO_CREDENTIAL } from '../openapi/storefront-security.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { PUBLIC } from '../auth/scopes.js';
import { productResource, taxonResource, variantResource } from './catalog-serializer.js';
import { sendDocument, sendList } from '../http/documents-routes.js';

const TAGS = ['Catalog'];
const text = (description: string) => z.string().optional().openapi({ param: { description } });
const flag = () => z.boolean().optional();
const optionsFilter = (description: string) =>
  z
    .record(z.string(), z.string())
    .optional()
    .openapi({ param: { description, style: 'deepObject', explode: true } });

// Filters, sorts and flags are read leniently by the product finder (a value it cannot use counts for
// nothing), so these routes' input is the handler's; an unknown include is a 400 from the JSON:API reader.
const CATALOG_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/products',
    operationId: 'listProducts',
    tags: TAGS,
    summary: 'Products',
    security: NO_CREDENTIAL,
    input: 'handler',
    query: z.object({
      'filter[ids]': text('Comma-separated product ids.'),
      'filter[skus]': text('Comma-separated SKUs.'),
      'filter[price]': z
        .string()
        .openapi({ example: '10,50' })
        .optional()
        .openapi({ param: { description: '<min>,<max>' } }),
      'filter[taxons]': text('Comma-separated taxon ids; a taxon matches its descendants too.'),
      'filter[name]': text('Partial-word match on the name.'),
      'filter[options]': optionsFilter('filter[options][<option type>]=<value>, e.g. filter[options][color]=navy.'),
      'filter[properties]': optionsFilter('filter[properties][<property>]=<value>.'),
      'filter[show_deleted]': flag(),
      'filter[show_discontinued]': flag(),
      'filter[in_stock]': flag(),
      'filter[backorderable]': flag(),
      'filter[purchasable]': flag(),
      sort: z
        .string()
        .openapi({ example: '-price,name' })
        .optional()
        .openapi({ param: { description: 'Comma-separated name, price, available_on, created_at, updated_at, sku; prefix - for descending.' } }),
    }),
    sharedParameters: [PARAMETER.Page, PARAMETER.PerPage, PARAMETER.IncludeProduct, PARAMETER.Fields, PARAMETER.Currency, PARAMETER.ImageSize],
    answers: { 200: PRODUCT_LIST, ...errorAnswers(400, 401, 429) },
    handle: listProducts,
  }),
  declareRoute({
    method: 'get',
    path: '/products/:product_slug/variants',
    operationId: 'listVariants',
    tags: TAGS,
    summary: "A product's variants",
    security: NO_CREDENTIAL,
    input: 'handler',
    query: z.object({
      'filter[options]': optionsFilter('filter[options][<option type>]=<value>.'),
      include: text('Comma-separated images, option_values, product.'),
    }),
    sharedParameters: [PARAMETER.ProductSlug, PARAMETER.Page, PARAMETER.PerPage, PARAMETER.Fields, PARAMETER.Currency],
    answers: { 200: VARIANT_LIST, ...errorAnswers(400, 401, 404, 429) },
    handle: listVariants,
  }),
  declareRoute({
    method: 'get',
    path: '/products/:product_slug',
    operationId: 'getProduct',
    tags: TAGS,
    summary: 'A product by slug, else by id',
    security: NO_CREDENTIAL,
    sharedParameters: [PARAMETER.ProductSlug, PARAMETER.IncludeProduct, PARAMETER.Fields, PARAMETER.Currency, PARAMETER.ImageSize],
    answers: { 200: PRODUCT_DOCUMENT, ...errorAnswers(400, 401, 404, 429) },
    handle: showProduct,
  }),
  declareRoute({
    method: 'get',
    path: '/taxons',
    operationId: 'listTaxons',
    tags: TAGS,
    summary: 'Taxons (categories)',
    security: NO_CREDENTIAL,
    input: 'handler',
    query: z.object({
      'filter[permalink]': z.string().optional(),
      'filter[parent_permalink]': z.string().optional(),
      'filter[ids]': z.string().optional(),
      'filter[name]': z.string().optional(),
      'filter[roots]': flag(),
    }),
    sharedParameters: [PARAMETER.Page, PARAMETER.PerPage, PARAMETER.IncludeTaxon, PARAMETER.Fields],
    answers: { 200: TAXON_LIST, ...errorAnswers(400, 401, 429) },
    handle: listTaxons,
  }),
  declareRoute({
    method: 'get',
    path: '/taxons/*taxon_permalink',
    operationId: 'getTaxon',
    tags: TAGS,
    summary: 'A taxon by permalink (slashes included), else by id',
    security: NO_CREDENTIAL,
    pathParams: z.object({ taxon_permalink: z.string().openapi({ example: 'categories/apparel' }) }),
    sharedParameters: [PARAMETER.IncludeTaxon, PARAMETER.Fields],
    answers: { 200: TAXON_DOCUMENT, ...errorAnswers(400, 401, 404, 429) },
    handle: showTaxon,
  }),
];

export function registerCatalogRoutes(endpoints: EndpointRouter, base: string): void {
  const router = routesWith(endpoints, PUBLIC, base);
  for (const route of CATALOG_ROUTES) router.route(route);
}

function listProducts(ctx: RequestContext) {
  const page = pageRequest(ctx.params);
  // The page's rows, read by the statement that finds them.
  const { rows: products, total } = findProductRows(ctx.db, ctx.params, ctx.currency, page);
  return sendList(ctx, productResource as ResourceDef<unknown>, relatedList(productResource, products), page, total, {
    filters: productFilterMeta(ctx.db, ctx.params),
  });
}

function showProduct(ctx: RequestContext) {
  const product = productBySlugOrId(ctx.db, ctx.pathParams.product_slug!);
  if (!product) throw notFound();
  return sendDocument(ctx, productResource as ResourceDef<unknown>, related(productResource, product));
}

function listVariants(ctx: RequestContext) {
  const product = productBySlugOrId(ctx.db, ctx.pathParams.product_slug!);
  if (!product) throw notFound();
  const page = pageRequest(ctx.params);
  let variants = [masterOf(ctx.db, product.id), ...variantsOf(ctx.db, product.id)];
  const options = dig(ctx.params, 'filter', 'options');
  if (isObject(options)) {
    const optionsOf = variantOptions.read(
      ctx.serialize,
      variants.map((v) => v.id),
    );
    for (const [type, value] of Object.entries(options)) {
      const wanted = asList(value).map((v) => v.toLowerCase());
      if (wanted.length === 0) continue;
      variants = variants.filter((v) =>
        (optionsOf.get(v.id) ?? []).some(
          (o) => o.optionType.name === type && (wanted.includes(o.value.name.toLowerCase()) || wanted.includes(o.value.presentation.toLowerCase())),
        ),
      );
    }
  }
  const slice = variants.slice(page.offset, page.offset + page.perPage);
  return sendList(ctx, variantResource as ResourceDef<unknown>, relatedList(variantResource, slice), page, variants.length);
}

function listTaxons(ctx: RequestContext) {
  const page = pageRequest(ctx.params);
  const where: string[] = [];
  const args: unknown[] = [];
  const filter = isObject(ctx.params.filter) ? ctx.params.filter : {};
  const ids = asList(filter.ids);
  if (ids.length > 0) {
    where.push(`t.id IN (${ids.map(() => '?').join(',')})`);
    args.push(...ids);
  }
  const permalink = asList(filter.permalink);
  if (permalink.length > 0) {
    where.push(`t.permalink IN (${permalink.map(() => '?').join(',')})`);
    args.push(...permalink);
  }
  const parent = asList(filter.parent_permalink);
  if (parent.length > 0) {
    where.push(`t.parent_id IN (SELECT id FROM taxons WHERE permalink IN (${parent.map(() => '?').join(',')}))`);
    args.push(...parent);
  }
  const parentIds = asList(filter.parent_id);
  if (parentIds.length > 0) {
    where.push(`t.parent_id IN (${parentIds.map(() => '?').join(',')})`);
    args.push(...parentIds);
  }
  if (asList(filter.taxonomy_id).length > 0) {
    where.push('t.taxonomy_id = ?');
    args.push(asList(filter.taxonomy_id)[0]);
  }
  if (asList(filter.roots).length > 0) where.push('t.parent_id IS NULL');
  const name = asList(filter.name)[0];
  if (name) {
    where.push("t.name LIKE ? ESCAPE '\\'");
    args.push(`%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = (builtStmt(ctx.db, `SELECT COUNT(*) AS n FROM taxons t ${clause}`).get(...args) as { n: number }).n;
  const rows = builtStmt(ctx.db, `SELECT t.* FROM taxons t ${clause} ORDER BY t.taxonomy_id, t.lft LIMIT ? OFFSET ?`).all(
    ...args,
    page.perPage,
    page.offset,
  ) as TaxonRow[];
  return sendList(ctx, taxonResource as ResourceDef<unknown>, relatedList(taxonResource, rows), page, total);
}

function showTaxon(ctx: RequestContext) {
  const key = ctx.pathParams.taxon_permalink!;
  const taxon =
    get<TaxonRow>(ctx.db, 'SELECT * FROM taxons WHERE permalink = ?', key) ??
    (/^\d{1,15}$/.test(key) ? get<TaxonRow>(ctx.db, 'SELECT * FROM taxons WHERE id = ?', Number(key)) : undefined);
  if (!taxon) throw notFound();
  return sendDocument(ctx, taxonResource as ResourceDef<unknown>, related(taxonResource, taxon));
}
